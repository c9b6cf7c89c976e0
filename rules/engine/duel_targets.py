"""Target conditions about the duel the card's own Personality is in ("a target non-Unique
Weapon attached to the Personality facing him", Hoshi Takeji), named by hand-written records."""

from rules.engine.effects_duel import other_duelist
from rules.engine.state import Card, State
from rules.engine.targets import SOURCE_CONDITIONS

ON_FACING = "on_facing"


def _on_facing(state: State, card: Card, source: Card) -> bool:
    facing = other_duelist(state, source)
    return facing is not None and card.host == facing.iid


SOURCE_CONDITIONS[ON_FACING] = _on_facing
