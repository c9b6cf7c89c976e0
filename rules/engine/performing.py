"""The Personality or Follower performing an action («Стоимость и эффекты»).

"Bow your performing Courtier and target a Personality with lower Chi: Dishonor him.",
"Bow your target performing Samurai with 4 or more Chi to draw or discard a card.",
"Choose your performing unbowed Personality and target an enemy Personality: ...",
"Target your performing Samurai with 3 or more Chi to take an additional Battle action."

The rulebook: an action whose cost bows or targets one or more Personalities or Followers
that meet some condition (Shugenja, Tacticians, Chi above 2) is performed by those cards.
The performer is one of the player's own cards, chosen with the action's other targets
when it is announced, before any cost is paid («Выбор цели и перенаправление»: "Стоимость
акции или эффекта может сама определять цель"); a bowed card performs no action
(«Поворот карт»), so he must be unbowed, and bowing him is paid with the action's other
costs. What comes before "to" or the colon is the cost; a target "with lower Chi" is
compared with the performer; later sentences name him "him", "the performer", "your
Courtier".
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, FOLLOWER, PERSONALITY
from rules.engine.state import Card, State

if TYPE_CHECKING:
    from rules.engine.abilities import Ability
    from rules.engine.compiler import Reader

# "Bow your performing Courtier and target ...: <effect>", "Choose your performing ...:"
# (lowercase after "Any number of times per turn, ").
_COLON = re.compile(
    r"^(?P<verb>[Bb]ow|[Cc]hoose|[Tt]arget) (?P<who>your (?:[\w-]+ )*?performing [^.:]+?)"
    r"(?: and (?P<other>target [^.:]+?))?: (?P<rest>.+)$"
)
# "Bow your target performing Samurai with 4 or more Chi to draw a card."
_TO = re.compile(
    r"^(?P<verb>[Bb]ow|[Tt]arget) (?P<who>your (?:[\w-]+ )*?performing [^.:]+?),? to "
    r"(?P<rest>.+)$"
)
# "Target your performing Samurai. Ranged Attack with strength equal to his Personal Honor."
_SENTENCE = re.compile(
    r"^(?P<verb>[Tt]arget|[Cc]hoose) (?P<who>your (?:[\w-]+ )*?performing [^.:]+?)\. "
    r"(?P<rest>.+)$"
)
_NAMES = ("the performer", "your performer", "the performing personality")


def strip(reader: "Reader", body: str) -> str:
    """The action's effect once a performer named as its cost is taken off (the performer
    added to the reader's targets, and to its bowed costs if the cost bows him); the body
    unchanged, and the reader as it was, unless that cost is read whole."""
    match = _COLON.match(body) or _TO.match(body) or _SENTENCE.match(body)
    if match is None:
        return body
    words = match["who"].split()[1:]
    if "target" in words:
        words.remove("target")
    at = reader.obj(f"your target {' '.join(words)}")
    if at is None:
        return body
    other = match.groupdict().get("other")
    if other and not reader.new_target(other):
        del reader.targets[at:]
        reader.last = reader.performer = None
        return body
    if match["verb"].lower() == "bow":
        reader.cost_bows.append(at)
    rest = match["rest"]
    return rest[0].upper() + rest[1:]


def named(reader: "Reader", phrase: str) -> int | None:
    """The performer, when a later sentence names him: "the performer", "your Courtier",
    "the Samurai", "your Monk or Shugenja" (a lowercase phrase)."""
    if reader.performer is None:
        return None
    if phrase in _NAMES:
        return reader.performer
    owner, _, noun = phrase.partition(" ")
    if owner not in ("your", "the", "that") or not noun:
        return None
    target = reader.targets[reader.performer]
    nouns = {t.lower() for t in (*target.traits, *target.one_of)}
    if target.one_of:
        nouns.add(" or ".join(t.lower() for t in target.one_of))
    # "your Personality" is the performer unless another of the player's Personalities is
    # a target too.
    others = [t for i, t in enumerate(reader.targets) if i != reader.performer]
    for kind in target.kinds:
        if not any(t.side == tg.YOURS and kind in t.kinds for t in others):
            nouns.add(kind.lower())
    return reader.performer if noun in nouns else None


def compared(reader: "Reader", target: tg.Target) -> tg.Target | None:
    """A target "with lower Chi" compares with the performer when the action names one,
    else with the card itself (a Personality or Follower) or the Personality it is on; a
    Strategy with no performer names no card to compare with."""
    if reader.performer is not None:
        return replace(target, than=reader.performer)
    if reader.defn.type in (PERSONALITY, FOLLOWER, *ATTACHMENT_TYPES):
        return target
    return None


def settle(reader: "Reader", body: str) -> None:
    """«Правило уместности»: in a battle an action reaches it through its card or its
    targets there («волшебник может колдовать и не находясь в текущей битве. Но он должен
    применить это заклинание к чему-либо в этой битве»). A performer whose text places him
    nowhere may perform from anywhere when another target is at the current battlefield,
    unless the text speaks of opposing or of this battle, which only a card in it does."""
    from rules.engine.cardplay import _HERE_ONLY

    if reader.performer is None:
        return
    performer = reader.targets[reader.performer]
    placed = re.search(r"\b(?:at|in) (?:this|the current|any) ", performer.text)
    others = [t for i, t in enumerate(reader.targets) if i != reader.performer]
    if placed or _HERE_ONLY.search(body) or not any(t.where == tg.HERE for t in others):
        return
    reader.targets[reader.performer] = replace(performer, where=tg.ANYWHERE)


def pay(state: State, source: Card, ability: "Ability", chosen: tuple[int, ...]) -> None:
    """Bow the performers the action's cost bows (chosen unbowed when it was announced);
    note, for the rest of the game, a performer who may perform a copy of the action once
    a game (`performed_copy`)."""
    for index in ability.bow_targets:
        card = state.cards[chosen[index]]
        ops.bow(card)
        state.note(f"{card.defn.title} bows to perform the action")
    if 0 <= ability.performer < len(chosen):
        target = ability.targets[ability.performer]
        if any(name == PERFORMED_COPY for name, _, _ in target.conditions):
            state.used_game.append(_copy_key(state.cards[chosen[ability.performer]], source))


# «Стоимость и эффекты»: "Target your performing unbowed Tattooed Personality who has not
# performed a copy of this action this game": a copy is a card of the same title; once he
# has performed one, he may never be chosen to perform it again. Kept among the once-a-game
# uses of the saved game ("performed:<performer>:<title>").
PERFORMED_COPY = "performed_copy"


def _copy_key(performer: Card, source: Card) -> str:
    return f"performed:{performer.iid}:{source.defn.title}"


def _not_performed(state: State, card: Card, source: Card) -> bool:
    return _copy_key(card, source) not in state.used_game


tg.SOURCE_CONDITIONS[PERFORMED_COPY] = _not_performed
