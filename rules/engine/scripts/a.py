"""Hand-written records, titles starting with A."""

from rules.engine.cards import RING
from rules.engine.compiler import Compiled
from rules.engine.effects import DESTROY, HOST, SELF, STRAIGHTEN, STRAIGHTEN_UNIT, Effect
from rules.engine.effects_scripted import IF, STRAIGHTEN_ATTACHMENTS, When
from rules.engine.targets import ANYWHERE, ATTACHMENT, YOURS, Target

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Open: If it is not your turn, straighten a target Personality's unit. Destroy this
    # Holding." The target is chosen when the action is announced; the turn is checked as
    # it resolves.
    "Ashigaru Fort": {
        0: Compiled(
            (Target(text="a target Personality"),),
            (
                When(IF, 0, cond="not_your_turn", then=Effect(STRAIGHTEN_UNIT, 0)),
                Effect(DESTROY, SELF),
            ),
        )
    },
    # "Battle: Target your bowed Ring and an attachment. Straighten both targets." A Ring is
    # never at a battlefield; the attachment is the card in this battle («Правило
    # уместности»).
    "Aligned with the Elements": {
        1: Compiled(
            (
                Target(
                    side=YOURS,
                    kinds=(RING,),
                    states=("bowed",),
                    where=ANYWHERE,
                    text="your target bowed Ring",
                ),
                Target(kinds=(ATTACHMENT,), text="a target attachment"),
            ),
            (Effect(STRAIGHTEN, 0), Effect(STRAIGHTEN, 1)),
        )
    },
    # "Tireless Battle/Open: Straighten this Personality, and straighten his attachments if
    # he is defending."
    "Ancestral Armor of the Crab Clan • Experienced": {
        0: Compiled(
            (),
            (
                Effect(STRAIGHTEN, HOST),
                When(IF, HOST, cond="defending", then=Effect(STRAIGHTEN_ATTACHMENTS, HOST)),
            ),
        )
    },
}
