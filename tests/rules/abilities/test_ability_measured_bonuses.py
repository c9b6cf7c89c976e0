"""Force and Chi bonuses measured by a stat of the card given them or of the action's
performer, on the printed text of real cards (Costs and Effects — «Стоимость и эффекты»:
who performs an action; the bonus is measured as the effect resolves)."""

from rules.engine import stats
from rules.engine.abilities import actions_of
from rules.engine.compiler import Reader
from rules.engine.coverage import FULL, automation
from rules.engine.effects_stats import MEASURED_BONUS
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

MONK = personality("Monk", force=1, chi=3, honor=1, keywords=("Monk",))
SAMURAI = personality("Samurai", force=2, chi=2, honor=3, keywords=("Samurai",))
RONIN = personality("Ronin", force=3, chi=1, honor=0, keywords=())


def test_let_the_spirit_move_you_gives_his_own_personal_honor() -> None:
    """Let the Spirit Move You: "Battle/Open: Bow your performing Monk or Shugenja and target a
    Samurai: Give him a Force and Chi bonus equal to his own Personal Honor." — measured on
    the Samurai, not on the Monk who performs it."""
    card = real_card("Let the Spirit Move You", "spirit_wars")
    assert automation(card).status == FULL
    [ability] = actions_of(card)
    assert [(e.op, e.on, e.amount, e.to) for e in ability.effects] == [
        (MEASURED_BONUS, 1, 1, "force"),
        (MEASURED_BONUS, 1, 1, "chi"),
    ]
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[MONK, SAMURAI], fate=[card]),
        deck("Second", stronghold(honor=2), dynasty=[RONIN]),
    )
    monk, samurai = t.in_play("Monk"), t.in_play("Samurai")
    t.in_play("Ronin", seat=1)
    strategy = t.to_hand("Let the Spirit Move You")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered == [f"play {strategy.iid} 0 pay - targets {monk.iid},{samurai.iid}"]
    t.act(0, offered[0])
    assert monk.bowed
    assert stats.force(t.state, samurai) == 2 + 3
    assert stats.chi(t.state, samurai) == 2 + 3
    assert stats.force(t.state, monk) == 1


def test_of_one_instant_measures_the_printed_chi() -> None:
    """Of One Instant: "... Give him a Force bonus equal to his own base Chi" — the printed
    Chi, whatever bonuses he has."""
    reader = Reader(real_card("Of One Instant", "before_the_dawn"))
    assert reader.sentence("Target your Personality")
    assert reader.sentence("Give him a Force bonus equal to his own base Chi")
    [effect] = reader.effects
    assert (effect.op, effect.stat, effect.to) == (MEASURED_BONUS, "base_chi", "force")


def test_a_bonus_measured_on_the_performer() -> None:
    """ "Give him a Force bonus equal to the performer's Chi" (Observe the Enemy) measures the
    performer; with no performer named the sentence is not read."""
    reader = Reader(real_card("Let the Spirit Move You", "spirit_wars"))
    assert not reader.sentence("Give him a Force bonus equal to the performer's Chi")
    assert reader.obj("your target performing Monk") == 0
    assert reader.sentence("Target a Samurai")
    assert reader.sentence("Give him a Force bonus equal to the performer's Chi")
    [effect] = reader.effects
    assert (effect.on, effect.amount, effect.stat) == (1, 0, "chi")
