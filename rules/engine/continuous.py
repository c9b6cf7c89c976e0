"""Continuous effects printed on cards, computed whenever a value is asked for («Бонусы и
штрафы», «Способности и надписи»).

"This card has +2F while defending", "Your Crab Clan Personalities have +1F while opposed"
(a Stronghold), "This Personality has +1F/+1C" (an attachment): nothing is stored when the
card enters play or the battle begins; `bonus` adds what is in force at the moment it is
asked, so an effect starts and stops with its card and its condition.
"""

import re
from dataclasses import dataclass

from rules.engine import battlefield as bf
from rules.engine.cards import FOLLOWER, PERSONALITY, CardDef
from rules.engine.state import Card, State

SELF = "self"
HOST = "host"
YOURS = "yours"

_BONUS = r"(?P<force>[+-]\d+)F(?:/(?P<chi>[+-]\d+)C)?|(?P<chi_only>[+-]\d+)C"
_WHEN = r"(?: while (?P<when>attacking|defending|opposed|in a battle|at home))?"
_SELF = re.compile(
    rf"^(?P<who>This card|This Personality|This Follower|[A-Z][\w'-]*) has (?:{_BONUS}){_WHEN}\.?$"
)
_YOURS = re.compile(
    rf"^Your (?P<traits>(?:[A-Z][\w'-]* )*?)(?P<kind>Personalities|Followers) have "
    rf"(?:{_BONUS}){_WHEN}\.?$"
)


@dataclass(frozen=True, slots=True)
class Static:
    """A Force/Chi bonus in force while its card is in play: on the card itself (SELF), on
    the Personality an attachment is on (HOST), or on its controller's cards of a kind and
    traits (YOURS); `when` is "" or a battle condition."""

    scope: str
    force: int = 0
    chi: int = 0
    when: str = ""
    kind: str = PERSONALITY
    traits: tuple[str, ...] = ()


def _amounts(match: re.Match[str]) -> tuple[int, int]:
    if match["chi_only"]:
        return 0, int(match["chi_only"])
    return int(match["force"]), int(match["chi"] or 0)


def _first_name(defn: CardDef) -> str:
    return defn.title.replace(",", " ").split()[0] if defn.title else ""


def parse_static(sentence: str, defn: CardDef) -> Static | None:
    """The continuous bonus one sentence of `defn`'s text describes, or None."""
    sentence = sentence.strip()
    match = _SELF.match(sentence)
    if match:
        who = match["who"]
        force, chi = _amounts(match)
        when = match["when"] or ""
        if who == "This Personality" and defn.type != PERSONALITY:
            return Static(HOST, force, chi, when)
        if who in ("This card", "This Personality", "This Follower"):
            return Static(SELF, force, chi, when)
        names = set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())
        return Static(SELF, force, chi, when) if who in names else None
    match = _YOURS.match(sentence)
    if match:
        force, chi = _amounts(match)
        traits = tuple(t for t in (match["traits"] or "").strip().split(" Clan") if t.strip())
        kind = PERSONALITY if match["kind"] == "Personalities" else FOLLOWER
        return Static(
            YOURS,
            force,
            chi,
            match["when"] or "",
            kind,
            tuple(t.strip() for t in traits),
        )
    return None


def sentences(text: str) -> list[str]:
    return [s.strip() for line in text.splitlines() for s in re.split(r"(?<=\.)\s+", line) if s]


# By the CardDef's identity: (the CardDef, its own bonuses, its Personality's, its
# controller's cards'), so that `bonus` costs one lookup per card when no card has any.
_Entry = tuple[CardDef, tuple[Static, ...], tuple[Static, ...], tuple[Static, ...]]
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
        )
    return found


def _holds(state: State, card: Card, when: str) -> bool:
    if not when:
        return True
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


def _value(static: Static, stat: str) -> int:
    return static.force if stat == "force" else static.chi


def _matches(card: Card, static: Static) -> bool:
    if card.defn.type != static.kind:
        return False
    for trait in static.traits:
        if trait not in card.defn.clans and not card.defn.has_keyword(trait):
            return False
    return True


def _from(state: State, card: Card, found: tuple[Static, ...], stat: str) -> int:
    total = 0
    for static in found:
        if (static.scope != YOURS or _matches(card, static)) and _holds(state, card, static.when):
            total += _value(static, stat)
    return total


Sources = list[tuple[Static, ...]]


def yours_sources(state: State, seat: int) -> Sources:
    """The "Your ... have" bonuses of `seat`'s Stronghold and his cards at home: look them up
    once, then pass them to `bonus` for each of his cards."""
    cache = _CACHE
    cards = state.cards
    player = state.players[seat]
    out: Sources = []
    ids = [player.stronghold] if player.stronghold is not None else []
    for iid in ids + player.home:
        source = cards[iid]
        other = source.defn
        found = cache.get(id(other))
        if found is None or found[0] is not other:
            found = _entry(other)
        if found[3] and source.controller == seat:
            out.append(found[3])
    return out


def bonus(state: State, card: Card, stat: str, sources: Sources | None = None) -> int:
    """The continuous bonuses on `card`'s Force or Chi now (`sources`: his controller's
    `yours_sources`, when the caller has them)."""
    if not card.in_play:
        return 0
    cache = _CACHE
    cards = state.cards
    total = 0
    defn = card.defn
    found = cache.get(id(defn))
    if found is None or found[0] is not defn:
        found = _entry(defn)
    if found[1]:
        total += _from(state, card, found[1], stat)
    if defn.type == PERSONALITY:
        for iid in card.attachments:
            other = cards[iid].defn
            found = cache.get(id(other))
            if found is None or found[0] is not other:
                found = _entry(other)
            if found[2]:
                total += _from(state, card, found[2], stat)
    if sources is None:
        sources = yours_sources(state, card.controller)
    for statics in sources:
        total += _from(state, card, statics, stat)
    return total
