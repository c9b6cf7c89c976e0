"""Operations for conditional sentences the compiler reads (`rules.engine.phrasings.conditions`):
the conditions an effect may be put under, beyond those of the hand-written records, and an
effect that happens only if a card moved by the effects before it ("Move him home. If he
moved, bow him.").

The conditions register in `effects_scripted.CONDITIONS`, so an effect under one is an
`effects_scripted.When` and is checked as its event comes («Эффекты карт» : an effect
happens in the order the card's text gives it).
"""

import re

from rules.engine import battlefield as bf
from rules.engine import effects, winds
from rules.engine.continuous import controlled, has_keyword
from rules.engine.effects import REQUIRES, Effect, builds
from rules.engine.effects_scripted import (
    CONDITIONS,
    Condition,
    When,
    _controls_courtier,
    _would_be_opposed,
)
from rules.engine.events import APPLY, Event, emit_all
from rules.engine.restrictions import has_trait
from rules.engine.state import Card, State
from rules.engine.targets import _state_ok

IF_MOVED = "if_moved"
# A condition (named by `what`) the action needs before it is announced ("If this
# Personality is Naval: Give him +2F."): nothing happens as it resolves.
REQUIRE = "require"


def _side_is(side: str) -> Condition:
    return lambda state, seat, source, card: bf.side_of(state, seat) == side


CONDITIONS.update(
    {
        "your_turn": lambda state, seat, source, card: state.active == seat,
        "attacker": _side_is(bf.ATTACKER),
        "defender": _side_is(bf.DEFENDER),
        "courtier": lambda state, seat, source, card: _controls_courtier(state, seat),
        # "If any enemy units are at the current battlefield": the acting player's enemies,
        # whoever the sentence acts on.
        "enemy_units_here": lambda state, seat, source, card: _would_be_opposed(
            state, seat, source, None
        ),
        "action_moved_yours": lambda state, seat, source, card: _action_moved_yours(state, seat),
    }
)


def _action_moved_yours(state: State, seat: int) -> bool:
    """ "After the Battle action resolves, if it moved your Personality to a battlefield":
    the action whose resolution is being answered moved one of `seat`'s Personalities to a
    battlefield (`events.record_move`)."""
    for frame in reversed(state.stack):
        if frame["step"] == "window" and frame["event"]["event"] == "action_resolved":
            moved = frame["event"].get("moved", ())
            return any(state.cards[iid].controller == seat for iid in moved)
    return False


@builds(IF_MOVED)
def _if_moved_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """Built with the effects before it, so before any of them moves the card: where its
    unit is now is where it was before the move."""
    assert isinstance(effect, When) and card is not None
    then = effects.BUILDERS[effect.then.op](state, seat, source, effect.then, card)
    person = bf.person_of(state, card)
    return [
        {
            "event": "when_moved",
            "card": person.iid,
            "was": bf.location(state, person),
            "then": then,
            "by": seat,
        }
    ]


@builds(REQUIRE, player=True)
def _require_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return []


REQUIRES[REQUIRE] = lambda state, seat, source, effect: CONDITIONS[effect.what](
    state, seat, source, None
)


def _when_moved(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.in_play and bf.location(state, card) != event["was"]:
        emit_all(state, event["then"])


APPLY.update({"when_moved": _when_moved})


def _this(value: str) -> Condition:
    kind, _, words = value.partition(":")

    def holds(state: State, seat: int, source: Card, card: Card | None) -> bool:
        person = bf.person_of(state, source)
        if kind == "state":
            return person.in_play and _state_ok(state, seat, person, words)
        return person.in_play and any(
            all(
                has_trait(person.defn, trait) or has_keyword(state, person, trait)
                for trait in re.findall(r"[A-Z][\w-]*(?: Clan)?", alternative)
            )
            for alternative in words.split("|")
        )

    return holds


def named(name: str) -> str:
    """A condition with its parameter in its name, registered the first time it is named:
    "state:bowed" (the card is bowed, as a target's state), "keyword:Kolat|Ninja" (the
    card has one of the keywords), "clan:Lion" (the player is a Lion Clan player),
    "this:traits:Lion Clan Samurai|Crab Clan" / "this:state:defending" (the Personality the
    acting card is, or is attached to, has all the traits of one of them / is so), "favor"
    (the player has the Imperial Favor), "control:2:Samurai" (he controls at least two;
    "control:0:..." none)."""
    if name in CONDITIONS:
        return name
    kind, _, value = name.partition(":")
    if kind == "state":
        CONDITIONS[name] = lambda state, seat, source, card: (
            card is not None and _state_ok(state, seat, card, value)
        )
    elif kind == "keyword":
        # Printed or given ("If he is a Tactician" after "permanently give him Tactician").
        CONDITIONS[name] = lambda state, seat, source, card: (
            card is not None
            # "If it is a Personality": a type is named as a keyword is.
            and any(
                has_keyword(state, card, word) or card.defn.type == word
                for word in value.split("|")
            )
        )
    elif kind == "clan":
        CONDITIONS[name] = lambda state, seat, source, card: value in state.players[seat].clans
    elif kind == "this":
        CONDITIONS[name] = _this(value)
    elif kind == "favor":
        CONDITIONS[name] = lambda state, seat, source, card: state.favor == seat
    elif kind == "other_clan":
        # "if any other player is Mantis Clan"
        CONDITIONS[name] = lambda state, seat, source, card: any(
            value in player.clans
            for player in state.players
            if player.seat != seat and not player.goldfish
        )
    elif kind == "not":
        # "... unless <condition>": the condition named after "not:" does not hold.
        inner = named(value)
        CONDITIONS[name] = lambda state, seat, source, card: (
            not CONDITIONS[inner](state, seat, source, card)
        )
    elif kind == "wind":
        # «Наследник (wind)»: "if your Wind is Toturi Tsudao", "if you have no Wind".
        CONDITIONS[name] = lambda state, seat, source, card: winds.has(state, seat, value)
    elif kind == "other_wind":
        CONDITIONS[name] = lambda state, seat, source, card: winds.another_has(state, seat, value)
    elif kind == "control":
        least, _, trait = value.partition(":")
        CONDITIONS[name] = lambda state, seat, source, card: (
            controlled(state, seat, trait) >= int(least)
            if int(least)
            else not controlled(state, seat, trait)
        )
    elif kind in ("honor", "hand"):
        # "If your Family Honor is 9 or less", "If you have six or more cards in your hand".
        compare, _, amount = value.partition(":")
        CONDITIONS[name] = lambda state, seat, source, card: _compare(
            _count_of(state, seat, kind), compare, int(amount)
        )
    elif kind == "any":
        # "If you control a Courtier or Magistrate": any of the conditions, ";" between them.
        parts = [named(part) for part in value.split(";")]
        CONDITIONS[name] = lambda state, seat, source, card: any(
            CONDITIONS[part](state, seat, source, card) for part in parts
        )
    else:
        raise KeyError(name)
    return name


def _count_of(state: State, seat: int, kind: str) -> int:
    player = state.players[seat]
    return player.honor if kind == "honor" else len(player.hand)


def _compare(value: int, compare: str, amount: int) -> bool:
    return value >= amount if compare == ">=" else value <= amount
