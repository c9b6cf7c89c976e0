"""Continuous effects printed on cards, computed whenever a value is asked for («Бонусы и
штрафы», «Способности и надписи»).

"This card has +2F while defending", "Your Crab Clan Personalities have +1F while opposed"
(a Stronghold), "This Personality has +1F/+1C" (an attachment): nothing is stored when the
card enters play or the battle begins; `bonus` adds what is in force at the moment it is
asked, so an effect starts and stops with its card and its condition.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine.cards import FOLLOWER, ITEM, PERSONALITY, RING, CardDef
from rules.engine.state import HOME, Card, State

# A keyword an effect gives a card until the end of the turn, among its modifiers
# (`Card.mods`: ["keyword", <keyword>, 0, "turn"]).
KEYWORD_MOD = "keyword"
SELF = "self"
HOST = "host"
YOURS = "yours"
FOLLOWERS = "followers"

# Keywords an attachment may give its Personality ("This Personality has Cavalry.") that
# the engine asks about through `has_keyword`, so a grant is obeyed wherever the rule is.
GRANTABLE = frozenset(
    {"Cavalry", "Naval", "Tactician", "Conqueror", "Double Chi", "Elite", "Duelist", "Kensai"}
)

_BONUS = r"(?P<bonus>[+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))*)"
_AMOUNT = re.compile(r"([+-]\d+)(F|C|PH)")
_WHEN = (
    r"(?: while (?:(?P<when>attacking|defending|opposed|in a battle|at home)"
    r"|(?:he|she|it) has an? (?P<has>Spell|Weapon|Armor|Item|Follower)"
    r"|facing an? (?P<facing>[A-Z][\w'-]*)(?: Personality)? in a duel"
    r"|this Personality is (?P<dishonorable>dishonorable)))?"
)
_EACH = r"(?: for each (?P<each>Ring|(?P<clan>[A-Z][\w'-]*) Clan Personality) you control)?"
_SELF = re.compile(
    rf"^(?P<who>This card|This Personality|This Follower|[A-Z][\w'-]*) has {_BONUS}{_EACH}"
    rf"{_WHEN}\.?$"
)
_YOURS = re.compile(
    rf"^Your (?P<other>other )?(?P<traits>(?:[A-Z][\w'-]* )*?)(?P<kind>Personalities|Followers) "
    rf"have {_BONUS}(?:{_WHEN}| while in a (?P<with>defending|attacking) army with "
    rf"(?P<source>[A-Z][\w'-]*))\.?$"
)
_HIS_FOLLOWERS = re.compile(rf"^(?P<who>[A-Z][\w'-]*)'s Followers (?:each )?have {_BONUS}\.?$")
_BARE = re.compile(rf"^{_BONUS}\.?$")
_MIN_CHI = re.compile(
    r"^(?P<who>This Personality|[A-Z][\w'-]*) has a minimum Chi of (?P<n>\d+)\.?$"
)
_GRANT = re.compile(
    rf"^(?P<who>This Personality|[A-Z][\w'-]*) has (?P<what>[A-Z][\w ]+?){_WHEN}\.?$"
)


@dataclass(frozen=True, slots=True)
class Static:
    """A continuous effect in force while its card is in play: on the card itself (SELF),
    on the Personality an attachment is on (HOST), on its controller's cards of a kind and
    traits (YOURS), or on a Personality's own Followers (FOLLOWERS). `when` is "" or a
    battle condition, "has:Spell" (an attachment of that type or trait) or "facing:Ninja"
    (his opponent in the duel under way); `each` multiplies the bonus ("Ring", or a Clan
    for "each Crab Clan Personality you control"); `min_chi` a
    minimum Chi («Если величина имеет минимальное ... значения, ее применяют в последнюю
    очередь»); `keywords` keywords it gives."""

    scope: str
    force: int = 0
    chi: int = 0
    ph: int = 0
    when: str = ""
    kind: str = PERSONALITY
    traits: tuple[str, ...] = ()
    min_chi: int = 0
    keywords: tuple[str, ...] = ()
    each: str = ""


def _amounts(match: re.Match[str]) -> dict[str, int]:
    out = {"force": 0, "chi": 0, "ph": 0}
    for number, stat in _AMOUNT.findall(match["bonus"]):
        out[{"F": "force", "C": "chi", "PH": "ph"}[stat]] += int(number)
    return out


def _when(match: re.Match[str]) -> str:
    if match["has"]:
        return f"has:{match['has']}"
    if match["facing"]:
        return f"facing:{match['facing']}"
    if match["dishonorable"]:
        return "dishonorable"
    return match["when"] or ""


def _each(match: re.Match[str]) -> str:
    if not match["each"]:
        return ""
    return match["clan"] or match["each"]


def _names(defn: CardDef) -> set[str]:
    return set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())


def _scope(who: str, defn: CardDef) -> str | None:
    """Whom "This Personality" / "This card" / the card's own name means on `defn`."""
    if who == "This Personality" and defn.type != PERSONALITY:
        return HOST
    if who in ("This card", "This Personality", "This Follower") or who in _names(defn):
        return SELF
    return None


def parse_static(sentence: str, defn: CardDef) -> Static | None:
    """The continuous effect one sentence of `defn`'s text describes, or None."""
    sentence = sentence.strip()
    match = _SELF.match(sentence)
    if match:
        scope = _scope(match["who"], defn)
        if scope is None:
            return None
        return Static(scope, **_amounts(match), when=_when(match), each=_each(match))
    if (
        _BARE.match(sentence)
        and defn.type == ITEM
        and defn.force is None
        and defn.chi is None
        and (match := re.match(_BONUS, sentence))
    ):
        # An Item whose only bonus is printed as its text ("+1F."): its Personality's.
        return Static(HOST, **_amounts(match))
    match = _YOURS.match(sentence)
    if match and (match["other"] is None) == (match["with"] is None):
        if match["with"]:
            if match["source"] not in _names(defn):
                return None
            when = f"with:{match['with']}"
        else:
            when = _when(match)
        traits = tuple(t for t in (match["traits"] or "").strip().split(" Clan") if t.strip())
        kind = PERSONALITY if match["kind"] == "Personalities" else FOLLOWER
        return Static(
            YOURS,
            **_amounts(match),
            when=when,
            kind=kind,
            traits=tuple(t.strip() for t in traits),
        )
    match = _HIS_FOLLOWERS.match(sentence)
    if match and defn.type == PERSONALITY and match["who"] in _names(defn):
        return Static(FOLLOWERS, **_amounts(match), kind=FOLLOWER)
    match = _MIN_CHI.match(sentence)
    if match:
        scope = _scope(match["who"], defn)
        return None if scope is None else Static(scope, min_chi=int(match["n"]))
    match = _GRANT.match(sentence)
    if match and match["what"] in GRANTABLE:
        scope = _scope(match["who"], defn)
        return (
            None if scope is None else Static(scope, keywords=(match["what"],), when=_when(match))
        )
    return None


def sentences(text: str) -> list[str]:
    return [s.strip() for line in text.splitlines() for s in re.split(r"(?<=\.)\s+", line) if s]


# By the CardDef's identity: (the CardDef, its own effects, its Personality's, its
# controller's cards', its Followers').
_Entry = tuple[
    CardDef, tuple[Static, ...], tuple[Static, ...], tuple[Static, ...], tuple[Static, ...]
]
_CACHE: dict[int, _Entry] = {}


def _entry(defn: CardDef) -> _Entry:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        parsed = [parse_static(sentence, defn) for sentence in sentences(defn.text_plain)]
        every = [s for s in parsed if s is not None]
        found = _CACHE[id(defn)] = (
            defn,
            tuple(s for s in every if s.scope == SELF),
            tuple(s for s in every if s.scope == HOST),
            tuple(s for s in every if s.scope == YOURS),
            tuple(s for s in every if s.scope == FOLLOWERS),
        )
    return found


def _holds(state: State, card: Card, when: str) -> bool:
    if not when:
        return True
    if when.startswith("has:"):
        wanted = when[4:]
        for iid in card.attachments:
            defn = state.cards[iid].defn
            if defn.type == wanted or defn.has_keyword(wanted):
                return True
        return False
    if when.startswith("facing:"):
        return _facing(state, card, when[7:])
    if when == "dishonorable":
        return bf.person_of(state, card).dishonored
    if when == "at home":
        return bf.location(state, card) is None
    if not bf.in_battle(state, card):
        return False
    side = bf.side_of(state, card.controller)
    if when == "attacking":
        return side == bf.ATTACKER
    if when == "defending":
        return side == bf.DEFENDER
    if when == "opposed":
        pid = bf.current(state)
        return any(
            bf.side_of(state, unit.controller) not in (None, side)
            for unit in bf.units_at(state, pid)  # type: ignore[arg-type]
        )
    return True  # "in a battle"


def _facing(state: State, card: Card, trait: str) -> bool:
    for frame in state.stack:
        if frame.get("step") == "duel":
            duelists = (frame["challenger"], frame["challenged"])
            if card.iid in duelists:
                other = state.cards[duelists[1] if duelists[0] == card.iid else duelists[0]]
                return trait in other.defn.clans or other.defn.has_keyword(trait)
    return False


def _count(state: State, card: Card, each: str) -> int:
    """How many Rings (or Personalities of a Clan) `card`'s controller has in play."""
    cards = state.cards
    wanted = RING if each == "Ring" else PERSONALITY
    return sum(
        1
        for iid in state.players[card.controller].home
        if cards[iid].defn.type == wanted
        and cards[iid].controller == card.controller
        and (wanted == RING or each in cards[iid].defn.clans)
    )


def _matches(card: Card, static: Static) -> bool:
    if card.defn.type != static.kind:
        return False
    for trait in static.traits:
        if trait not in card.defn.clans and not card.defn.has_keyword(trait):
            return False
    return True


def _with(state: State, card: Card, source: Card, side: str) -> bool:
    """ "... while in a defending army with Isamu": another card, both in this battle's
    army of that side."""
    return (
        card is not source
        and bf.in_battle(state, card)
        and bf.in_battle(state, source)
        and bf.side_of(state, card.controller)
        == (bf.DEFENDER if side == "defending" else bf.ATTACKER)
    )


def _from(
    state: State, card: Card, found: tuple[Static, ...], stat: str, source: Card | None = None
) -> int:
    total = 0
    for static in found:
        # A Force bonus says nothing about Chi: its condition need not be checked then.
        value = getattr(static, stat)
        if (
            value
            and (static.scope != YOURS or _matches(card, static))
            and (
                _with(state, card, source, static.when[5:])  # type: ignore[arg-type]
                if static.when.startswith("with:")
                else _holds(state, card, static.when)
            )
        ):
            total += value * _count(state, card, static.each) if static.each else value
    return total


# Per game (by its cards' dict, which lives as long as the game's state): which cards print
# an effect of their own, whether any attachment gives one to its Personality, which cards
# give one to their controller's cards, whether any Personality gives one to his Followers,
# and which values any of them touch ("force", "chi", "ph", "min_chi", "keywords"). The
# cards of a game are fixed at set-up, so this is found once, and `bonus` looks only at the
# few cards that matter (at none when no card of the game prints an effect on that value).
_Game = tuple[dict[int, Card], frozenset[int], bool, tuple[int, ...], bool, frozenset[str]]
_GAMES: dict[int, _Game] = {}
_GAMES_KEPT = 64
_VALUES = ("force", "chi", "ph", "min_chi", "keywords")


def _game(state: State) -> _Game:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= _GAMES_KEPT:
            _GAMES.clear()
        entries = {iid: _entry(card.defn) for iid, card in cards.items()}
        every = [s for e in entries.values() for part in e[1:] for s in part]
        found = _GAMES[id(cards)] = (
            cards,
            frozenset(iid for iid, e in entries.items() if e[1]),
            any(e[2] for e in entries.values()),
            tuple(sorted(iid for iid, e in entries.items() if e[3])),
            any(e[4] for e in entries.values()),
            frozenset(name for name in _VALUES if any(getattr(s, name) for s in every)),
        )
    return found


def _game_of(state: State) -> _Game:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        found = _game(state)
    return found


def touches(state: State, stat: str) -> bool:
    """Whether any card of this game prints a continuous effect on `stat` ("force", "chi",
    "ph", "min_chi", "keywords")."""
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        found = _game(state)
    return stat in found[5]


def bonus(state: State, card: Card, stat: str) -> int:
    """The continuous bonuses on `card`'s Force, Chi or Personal Honor ("ph") now."""
    # Asked for on every Force and Chi: the game's record is looked up inline.
    found = _GAMES.get(id(state.cards))
    if found is None or found[0] is not state.cards:
        found = _game(state)
    cards, selfs, hosts, yours, followers, touched = found
    if stat not in touched or not card.in_play:
        return 0
    total = 0
    if card.iid in selfs:
        total += _from(state, card, _entry(card.defn)[1], stat)
    if hosts and card.defn.type == PERSONALITY:
        for iid in card.attachments:
            found_host = _entry(cards[iid].defn)[2]
            if found_host:
                total += _from(state, card, found_host, stat)
    if followers and card.host is not None and card.defn.type == FOLLOWER:
        total += _from(state, card, _entry(cards[card.host].defn)[4], stat)
    if yours:
        stronghold = state.players[card.controller].stronghold
        for iid in yours:
            source = cards[iid]
            if source.controller == card.controller and (source.zone == HOME or iid == stronghold):
                total += _from(state, card, _entry(source.defn)[3], stat, source)
    return total


def _own(state: State, card: Card) -> Iterator[Static]:
    """The effects printed on a card in play and on its attachments for it."""
    cards = state.cards
    yield from _entry(card.defn)[1]
    if card.defn.type == PERSONALITY:
        for iid in card.attachments:
            yield from _entry(cards[iid].defn)[2]


def minimum_chi(state: State, card: Card) -> int:
    """The highest minimum Chi printed for `card` ("This Personality has a minimum Chi of
    5" on his Item), 0 without one."""
    if "min_chi" not in _game_of(state)[5] or not card.in_play:
        return 0
    return max((s.min_chi for s in _own(state, card)), default=0)


def has_keyword(state: State, card: Card, keyword: str) -> bool:
    """`card` has `keyword` printed or given by a card in play ("This Personality has
    Cavalry." on his Follower; only the keywords in GRANTABLE)."""
    if card.defn.has_keyword(keyword):
        return True
    # Given by an effect for the turn ("Give them each +1F and Conqueror").
    if card.mods and any(mod[0] == KEYWORD_MOD and mod[1] == keyword for mod in card.mods):
        return True
    if "keywords" not in _game_of(state)[5] or not card.in_play:
        return False
    return any(keyword in s.keywords and _holds(state, card, s.when) for s in _own(state, card))
