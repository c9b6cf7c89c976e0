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
from rules.engine.state import HOME, Card, State

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
# controller's cards').
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
        # A Force bonus says nothing about Chi: its condition need not be checked then.
        value = static.force if stat == "force" else static.chi
        if (
            value
            and (static.scope != YOURS or _matches(card, static))
            and _holds(state, card, static.when)
        ):
            total += value
    return total


# Per game (by its cards' dict, which lives as long as the game's state): which cards print
# a bonus of their own, whether any attachment gives one to its Personality, which cards
# give one to their controller's cards, and which stats any of them touch. The cards of a
# game are fixed at set-up, so this is found once, and `bonus` looks only at the few cards
# that matter (at none when no card of the game prints a bonus to that stat).
_Game = tuple[dict[int, Card], frozenset[int], bool, tuple[int, ...], frozenset[str]]
_GAMES: dict[int, _Game] = {}
_GAMES_KEPT = 64


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
            frozenset(
                name
                for name, used in (
                    ("force", any(s.force for s in every)),
                    ("chi", any(s.chi for s in every)),
                )
                if used
            ),
        )
    return found


def touches(state: State, stat: str) -> bool:
    """Whether any card of this game prints a continuous bonus to `stat` ("force", "chi")."""
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        found = _game(state)
    return stat in found[4]


def bonus(state: State, card: Card, stat: str) -> int:
    """The continuous bonuses on `card`'s Force or Chi now."""
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        found = _game(state)
    _, selfs, hosts, yours, touched = found
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
    if yours:
        stronghold = state.players[card.controller].stronghold
        for iid in yours:
            source = cards[iid]
            if source.controller == card.controller and (source.zone == HOME or iid == stronghold):
                total += _from(state, card, _entry(source.defn)[3], stat)
    return total
