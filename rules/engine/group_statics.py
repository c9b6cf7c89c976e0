"""A Force or Chi bonus to every card a description fits, for as long as the text says
(«Бонусы и штрафы» — Bonuses and Penalties): "Until your next turn begins, all Human
Followers in and out of play have +1F" (Twenty Goblin Winter), "Personalities have -1F while
attacking" (Flashy Technique: this turn, the default duration).

Unlike a bonus given to the cards there are now, it reaches every card that fits while it
lasts, one entering play later too. It is kept among the acting player's Stronghold's
modifiers (a "memo", as `rules.engine.honor` keeps its own), so it ends as a bonus does
(`ops.lasting`) and a saved game keeps it; `group_bonus.bonus` adds it to each card's Force
and Chi.
"""

from dataclasses import dataclass

from rules.engine import group_bonus, ops
from rules.engine.effects import LASTING, Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

GROUP_STATIC = group_bonus.OP
LASTING.add(GROUP_STATIC)


@dataclass(frozen=True, slots=True)
class GroupStatic(Effect):
    """`force`/`chi` on every card `phrase` describes (`group_bonus.group_of`), in play or,
    with `out_of_play`, anywhere."""

    phrase: str = ""
    out_of_play: bool = False


@builds(GROUP_STATIC, player=True)
def _group_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, GroupStatic)
    key = group_bonus.key(effect.force, effect.chi, effect.out_of_play, effect.phrase)
    said = "/".join(
        f"{amount:+d}{letter}"
        for amount, letter in ((effect.force, "F"), (effect.chi, "C"))
        if amount
    )
    when = {"": " this turn", ops.BATTLE: " until the battle ends"}.get(effect.lasts, "")
    what = f"{effect.phrase} have {said}{when}"
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {"event": GROUP_STATIC, "seat": seat, "key": key, "lasts": lasts, "what": what, "by": seat}
    ]


def _apply(state: State, event: Event) -> None:
    player = state.players[event["seat"]]
    if player.stronghold is None:
        return
    group_bonus.given(state)
    state.cards[player.stronghold].mods.append([group_bonus.MEMO, event["key"], 0, event["lasts"]])
    state.note(event["what"][0].upper() + event["what"][1:])


APPLY[GROUP_STATIC] = _apply
