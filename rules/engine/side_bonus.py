"""A Force or Chi bonus that counts only while its card is attacking, or defending, in a
battle («Бонусы и штрафы» — Bonuses and Penalties; «Битва» — Battle): "Until the game ends,
he has +4F while defending." ("Crab Tattoo"). The bonus is kept among the card's modifiers
under the name `stats.WHILE_ATTACKING` or `stats.WHILE_DEFENDING` give, and lasts as its
effect says (the turn unless said: «Если на карте прямо не указана продолжительность ее
эффекта, то он прекращается в конце текущего хода»).
"""

from rules.engine import ops, stats
from rules.engine.effects import APPLY, LASTING, Effect, builds, lasting_text
from rules.engine.events import Event
from rules.engine.state import Card, State

SIDE_BONUS = "side_bonus"
LASTING.add(SIDE_BONUS)
_NAMES = {"attacking": stats.WHILE_ATTACKING, "defending": stats.WHILE_DEFENDING}


@builds(SIDE_BONUS)
def _side_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": SIDE_BONUS,
            "card": card.iid,
            "force": effect.force,
            "chi": effect.chi,
            "side": effect.what,
            "lasts": ops.lasting(effect.lasts, seat),
            "by": seat,
        }
    ]


def _side_bonus(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    names = _NAMES[event["side"]]
    for stat, amount in ((stats.FORCE, event["force"]), (stats.CHI, event["chi"])):
        if amount:
            card.mods.append(["bonus", names[stat], amount, lasts])
    parts = [f"{event[s]:+d}{s[0].upper()}" for s in ("force", "chi") if event[s]]
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title} has {'/'.join(parts)} while {event['side']}{when}")


APPLY[SIDE_BONUS] = _side_bonus
