"""Hand-written records, titles starting with W."""

from rules.engine.compiler import Compiled
from rules.engine.effects import DESTROY, Effect
from rules.engine.honor import DESTROY_OR_HONOR
from rules.engine.targets import (
    ATTACHMENT,
    OTHERS,
    PLAYER_CONTROLS_ATTACHMENT,
    PLAYER_KIND,
    YOURS,
    Target,
)

RECORDS: dict[str, dict[int, Compiled]] = {
    # "Political Open: Target another player who controls an attachment and destroy your
    # target attachment. He may choose and destroy one of his attachments. If he did not
    # choose this, gain Honor equal to the Focus Value of your destroyed attachment."
    "Wary Peace": {
        0: Compiled(
            (
                Target(
                    side=OTHERS,
                    kinds=(PLAYER_KIND,),
                    conditions=(PLAYER_CONTROLS_ATTACHMENT,),
                    text="another player who controls an attachment",
                ),
                Target(side=YOURS, kinds=(ATTACHMENT,), text="your target attachment"),
            ),
            (Effect(DESTROY, 1), Effect(DESTROY_OR_HONOR, 0, amount=1)),
        )
    },
}
