"""Force and Chi arithmetic, tokens, unit and army Force totals, death at 0 Chi."""

from rules.engine import stats
from rules.engine.actions import (
    Attach,
    ManualBonus,
    ManualBow,
    ManualDestroy,
    ManualMove,
    ManualSet,
    ManualToken,
    Pass,
)
from rules.engine.state import Card
from tests.rules_cards import Table, deck, follower, item, personality, stronghold

WEAK = personality("Weak Samurai", force=1, chi=2)
SAMURAI = personality("Strong Samurai", force=2, chi=2, honor=3)
HOLLOW = personality("Hollow Monk", force=1, chi=0)
FATE = [
    item("Crystal Katana", force=1, chi=2),
    item("Cursed Tetsubo", force=3, chi=-2),
    follower("Veterans", force=2, chi=0, plus=True),
    follower("Archers", force=3),
    follower("Spearmen", force=2),
]


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=9), [WEAK, SAMURAI, SAMURAI, HOLLOW], FATE),
        deck("Second", stronghold(honor=2)),
    )


def attach(t: Table, title: str, target: Card) -> Card:
    card = t.to_hand(title)
    t.act(0, Attach(card.iid, target.iid, (t.state.players[0].stronghold,)))
    t.act(0, f"manual straighten {t.state.players[0].stronghold}")
    t.act(1, Pass())
    return card


def test_bonuses_and_penalties_add_up_and_the_minimum_of_zero_comes_last() -> None:
    """«Бонусы и штрафы»: the rulebook's example: Force 1, a -3F penalty makes 0, a later
    +1F bonus still leaves 0 (1 - 3 + 1, then the minimum)."""
    t = table()
    weak = t.in_play("Weak Samurai")
    t.act(0, ManualBonus(weak.iid, force=-3))
    assert stats.force(t.state, weak) == 0
    t.act(0, ManualBonus(weak.iid, force=1))
    assert stats.force(t.state, weak) == 0
    t.act(0, ManualBonus(weak.iid, force=2))
    assert stats.force(t.state, weak) == 1


def test_a_set_value_absorbs_earlier_changes_but_not_later_ones() -> None:
    """«Бонусы и штрафы»: the rulebook's example: Chi 2 with a +2C Item is 4; set to 3; the
    Item destroyed, Chi falls to 1."""
    t = table()
    samurai = t.in_play("Strong Samurai")
    katana = attach(t, "Crystal Katana", samurai)
    assert stats.chi(t.state, samurai) == 4
    t.act(0, ManualSet(samurai.iid, "C", 3))
    assert stats.chi(t.state, samurai) == 3
    t.act(0, ManualDestroy(katana.iid))
    assert stats.chi(t.state, samurai) == 1


def test_items_and_plus_followers_add_to_the_personality_others_to_the_unit() -> None:
    """«Бонусы и штрафы»: Items add to their Personality's Force and Chi; Followers add to
    the Personality only with a "+", otherwise to the unit's total."""
    t = table()
    samurai = t.in_play("Strong Samurai")
    attach(t, "Crystal Katana", samurai)
    veterans = attach(t, "Veterans", samurai)
    archers = attach(t, "Archers", samurai)
    assert stats.force(t.state, samurai) == 2 + 1 + 2
    assert stats.force(t.state, veterans) == 0
    assert stats.force(t.state, archers) == 3
    assert stats.unit_force(t.state, samurai) == 5 + 3


def test_bowed_cards_in_unit_and_army_totals() -> None:
    """«Подсчет результатов битвы», «Force total»: a bowed Follower adds nothing; a bowed
    Personality makes his unit's total 0; "+" bonuses and a card's own Force do not change
    with bowing; an army adds its units."""
    t = table()
    first, second = t.in_play("Strong Samurai"), t.in_play("Weak Samurai")
    archers = attach(t, "Archers", first)
    veterans = attach(t, "Veterans", first)
    attach(t, "Spearmen", second)
    assert stats.army_force(t.state, [first, second]) == (2 + 2 + 3) + (1 + 2)
    t.act(0, ManualBow(archers.iid))
    t.act(0, ManualBow(veterans.iid))
    assert stats.force(t.state, archers) == 3
    assert stats.unit_force(t.state, first) == 2 + 2
    t.act(0, ManualBow(second.iid))
    assert stats.unit_force(t.state, second) == 0
    assert stats.force(t.state, second) == 1
    assert stats.army_force(t.state, [first, second]) == 4


def test_tokens_last_while_the_card_is_in_play_and_bonuses_until_the_turn_ends() -> None:
    """«Токены», «Стоимость и эффекты»: token effects last as long as the token; an effect
    without a duration ends with the turn; a card leaving play loses its tokens."""
    t = table()
    samurai = t.in_play("Strong Samurai")
    t.act(0, ManualToken(samurai.iid, force=1))
    t.act(0, ManualBonus(samurai.iid, force=2))
    assert stats.force(t.state, samurai) == 5
    t.pass_until("action", seat=1)
    assert stats.force(t.state, samurai) == 3
    t.act(0, ManualMove(samurai.iid, "dynasty-top"))
    t.act(0, ManualMove(samurai.iid, "home"))
    assert stats.force(t.state, samurai) == 2 and samurai.mods == []


def test_a_token_can_be_taken_off() -> None:
    """«Токены»: tokens are created and removed by effects."""
    t = table()
    samurai = t.in_play("Strong Samurai")
    t.act(0, ManualToken(samurai.iid, force=-1, chi=1))
    assert (stats.force(t.state, samurai), stats.chi(t.state, samurai)) == (1, 3)
    t.act(0, ManualToken(samurai.iid, force=-1, chi=1, remove=True))
    assert (stats.force(t.state, samurai), stats.chi(t.state, samurai)) == (2, 2)


def test_a_personality_whose_chi_drops_to_zero_is_destroyed() -> None:
    """«Командиры», «Глоссарий» (Chi): a Personality dies when his Chi falls to 0."""
    t = table()
    samurai = t.in_play("Strong Samurai")
    entry = t.act(0, ManualToken(samurai.iid, chi=-2))
    assert "Strong Samurai has no Chi left" in entry.notes
    assert samurai.zone == "dynasty-discard" and samurai.dead == "honorable"


def test_an_item_printed_with_a_chi_penalty_can_kill() -> None:
    """«Командиры», «Предметы»: an Item's printed Chi adds to its Personality's, a negative
    one as well; at 0 he dies."""
    t = table()
    samurai = t.in_play("Strong Samurai")
    attach(t, "Cursed Tetsubo", samurai)
    assert samurai.zone == "dynasty-discard" and samurai.dead == "honorable"


def test_a_printed_zero_chi_is_not_a_fall() -> None:
    """«Командиры»: only a Chi that drops to 0 kills; a Personality printed with 0 Chi
    stays until something lowers it."""
    t = table()
    monk = t.in_play("Hollow Monk")
    t.act(0, ManualBonus(monk.iid, force=1))
    assert monk.zone == "home"
    t.act(0, ManualToken(monk.iid, chi=-1))
    assert monk.zone == "dynasty-discard"
