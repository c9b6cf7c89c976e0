"""Hand-written records, titles starting with J."""

from rules.engine.compiler import Compiled
from rules.engine.effects import PLAYER
from rules.engine.effects_refill import REFILL_SEARCH, RefillSearch

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Interrupt: After you Recruit this Holding from a Province, search your Dynasty deck for
    # a non-Unique, Gold-producing Holding with a printed Gold Cost of 1 and refill the
    # Province face-up with it." (the trigger is read by `rules.engine.triggers`; the refill,
    # `rules.engine.effects_refill`)
    "Jade Pearl Inn": {
        0: Compiled(
            (), (RefillSearch(REFILL_SEARCH, PLAYER, unique=False, producing=True, cost=1),)
        )
    },
}
