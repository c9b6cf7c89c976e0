"""Which actions may target a card, and which a Personality may not perform, as printed on
him («Надписи на акциях»: an action has the keywords printed on it and on its card, its
type among them — "a Spell action", "a Strategy effect"; lobbying is a Political action
with no other keyword):

- "Political actions may not target Abresax.", "Other players' Political actions may not
  target Suikihime.", "Your Political actions may not target Umehiko.", "Favor and Lobby
  actions cannot target Hataki."
- "Other players may not target Shiki with Spell or Kiho actions.", "Other players may not
  target Someisa with Strategy effects, Political actions, Kiho actions, or Spell actions."
- "Rezan may not perform Political actions.", "Chen may not Lobby."

Read once per card definition; a game looks at them only if one of its cards prints one.
"""

import re
from dataclasses import dataclass

from rules.engine.abilities import Ability
from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.state import Card, State

ANY = "any"
OTHERS = "others"
YOURS = "yours"
LOBBY = ("political", "lobby")

_KIND = r"[A-Z][\w-]*"
_KINDS = rf"{_KIND}(?:(?:,? (?:and|or) |, ){_KIND})*"
_WHO = r"(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
_TARGETED = re.compile(
    rf"^(?:(?P<whose>Other players'|Other player's|Your) )?(?P<kinds>{_KINDS}) actions "
    rf"(?:cannot|may not) target {_WHO}\.?$"
)
_WITH = re.compile(rf"^Other players may not target {_WHO} with (?P<list>.+?)\.?$")
_PERFORM = re.compile(rf"^{_WHO} may not perform (?P<kinds>{_KINDS}) actions\.?$")
_NO_LOBBY = re.compile(rf"^{_WHO} may not Lobby\.?$")
# An item of "Strategy effects, Political actions, Kiho actions, or Spell actions".
_ITEM = re.compile(rf"^(?P<kind>{_KIND})(?: (?:actions|effects))?$")


@dataclass(frozen=True, slots=True)
class Limits:
    """`guards`: (whose actions, the words any of which makes an action one of them; none:
    every action) that may not target the card; `performs`: the words of the actions it may
    not perform."""

    guards: tuple[tuple[str, frozenset[str]], ...] = ()
    performs: frozenset[str] = frozenset()


NONE = Limits()


def _kinds(text: str) -> frozenset[str]:
    return frozenset(k.lower() for k in re.split(r",? (?:and|or) |, ", text))


def _itself(defn: CardDef, who: str) -> bool:
    names = set(defn.title.split(",")[0].split()) | set(defn.personality_name.split())
    return defn.type == PERSONALITY and all(word in names for word in who.split())


def parse(sentence: str, defn: CardDef) -> Limits | None:
    """The limits one sentence of a Personality's text prints, or None."""
    sentence = sentence.strip()
    if (match := _TARGETED.match(sentence)) and _itself(defn, match["who"]):
        whose = {"Your": YOURS, None: ANY}.get(match["whose"], OTHERS)
        return Limits(guards=((whose, _kinds(match["kinds"])),))
    if (match := _WITH.match(sentence)) and _itself(defn, match["who"]):
        words: set[str] = set()
        if match["list"] != "actions":
            for item in re.split(r",? or |, ", match["list"]):
                found = _ITEM.match(item)
                if found is None:
                    return None
                words.add(found["kind"].lower())
        return Limits(guards=((OTHERS, frozenset(words)),))
    if (match := _PERFORM.match(sentence)) and _itself(defn, match["who"]):
        return Limits(performs=_kinds(match["kinds"]))
    if (match := _NO_LOBBY.match(sentence)) and _itself(defn, match["who"]):
        return Limits(performs=frozenset({"lobby"}))
    return None


def _sentences(text: str) -> list[str]:
    return [s for line in text.splitlines() for s in re.split(r"(?<=\.)\s+", line) if s]


_CACHE: dict[int, tuple[CardDef, Limits]] = {}


def limits(defn: CardDef) -> Limits:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        guards: list[tuple[str, frozenset[str]]] = []
        performs: set[str] = set()
        for sentence in _sentences(defn.text_plain):
            read = parse(sentence, defn)
            if read is not None:
                guards.extend(read.guards)
                performs |= read.performs
        got = Limits(tuple(guards), frozenset(performs)) if guards or performs else NONE
        found = _CACHE[id(defn)] = (defn, got)
    return found[1]


# Per game (by its cards' dict): whether any of its cards prints a limit.
_GAMES: dict[int, tuple[dict[int, Card], bool]] = {}


def _in_game(state: State) -> bool:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= 64:
            _GAMES.clear()
        any_limit = any(limits(card.defn) is not NONE for card in cards.values())
        found = _GAMES[id(cards)] = (cards, any_limit)
    return found[1]


def _words(card: Card, ability: Ability) -> tuple[str, ...]:
    from rules.engine.cardplay import action_words

    return action_words(card, ability)


def perform_problem(performer: Card | None, words: tuple[str, ...]) -> str | None:
    """Why `performer` may not perform an action called by `words`, or None."""
    if performer is None:
        return None
    barred = limits(performer.defn).performs
    if barred and any(word in barred for word in words):
        return f"{performer.defn.title} may not perform this action"
    return None


def ability_problem(state: State, card: Card, actor: Card | None, ability: Ability) -> str | None:
    """Why the card's own performer may not take this action."""
    if not _in_game(state) or actor is None:
        return None
    return perform_problem(actor, _words(card, ability))


def lobby_problem(state: State, card: Card) -> str | None:
    if not _in_game(state):
        return None
    return perform_problem(card, LOBBY)


def targets_allowed(
    state: State, seat: int, card: Card, ability: Ability, chosen: tuple[int, ...]
) -> bool:
    """Whether no chosen target refuses this action, and its chosen performer may take it."""
    if not _in_game(state) or not chosen:
        return True
    words = _words(card, ability)
    cards = state.cards
    performer = ability.performer
    if 0 <= performer < len(chosen) and perform_problem(cards[chosen[performer]], words):
        return False
    for iid in chosen:
        target = cards[iid]
        for whose, kinds in limits(target.defn).guards:
            if whose == OTHERS and seat == target.controller:
                continue
            if whose == YOURS and seat != target.controller:
                continue
            if not kinds or any(word in kinds for word in words):
                return False
    return True


def reads(sentence: str, defn: CardDef) -> bool:
    return parse(sentence, defn) is not None
