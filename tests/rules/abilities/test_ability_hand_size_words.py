"""Maximum hand size, worded "increased by" (End of the Turn — «Конец хода»: the player
discards down to his maximum hand size): Asahina Tsugio ("Other players' maximum hand sizes
are increased by 1."), Kazehime ("Your maximum hand size is increased by one.")."""

from rules.engine import play
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, stronghold

TSUGIO = personality(
    "Asahina Tsugio",
    force=0,
    clans=("Crane",),
    text_plain="Other players' maximum hand sizes are increased by 1.",
)
KAZEHIME = personality(
    "Kazehime", clans=(), text_plain="Your maximum hand size is increased by one."
)


def test_hand_sizes_increased() -> None:
    for defn in (TSUGIO, KAZEHIME):
        assert automation(defn).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[TSUGIO, KAZEHIME]),
        deck("Second", stronghold(honor=2)),
    )
    me, other = t.state.players
    base = play.hand_limit(t.state, me)
    assert play.hand_limit(t.state, other) == base
    t.in_play("Asahina Tsugio")
    assert play.hand_limit(t.state, me) == base
    assert play.hand_limit(t.state, other) == base + 1
    t.in_play("Kazehime")
    assert play.hand_limit(t.state, me) == base + 1
    assert play.hand_limit(t.state, other) == base + 1
