"""Invest: "Invest :g4:: Give Gojiro two +1F tokens. (After this card enters play, you may
also pay the Invest cost to get the effect, once.)" — the reminder is the rule: a Reaction
to the card's own entering play (Actions: Reactions — «Акции»: «Реакции»), paid with the
Invest Gold, used once."""

from rules.engine import stats
from rules.engine.abilities import abilities
from rules.engine.coverage import FULL, MANUAL_STATUS, assess
from rules.engine.invest import invest_ability
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, strategy, stronghold

GATES = "gates_of_chaos"
ABARANA_SET = "onyx_edition"
OTHER = strategy("Ordinary Strategy", focus=1)
BUSHI = personality("Bushi")
MINE = holding("Gold Mine", gold_production=4)


def table(mine: list, gold: int = 12, with_mine: bool = True) -> Table:
    """Seat 0: a Stronghold producing `gold` and (`with_mine`) a Gold Mine (4) in play."""
    t = Table(
        deck("First", stronghold(honor=5, gold=gold), dynasty=[*mine, BUSHI, MINE], fate=[OTHER]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI] * 2, fate=[OTHER] * 3),
    )
    if with_mine:
        t.in_play("Gold Mine")
    return t


def recruit(t: Table, title: str) -> None:
    t.to_province(title, 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"recruit {pid} ")))


def uses(t: Table, card) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]


def test_the_invest_line_is_a_reaction_to_entering_play() -> None:
    gojiro = real_card("Hida Gojiro", GATES)
    invest = [a for a in abilities(gojiro) if a.text.startswith("Invest")]
    assert len(invest) == 1 and invest[0].gold_cost == 4
    assert invest[0].trigger is not None and invest[0].trigger.event == "entered_play"
    assert assess(gojiro).status == FULL
    # A Strategy's Invest is paid as it is played: not read.
    card = strategy("Bought Luck", text="Limited: Gain 1 Honor.\nInvest :g1:: Draw a card.")
    assert invest_ability(card, "Invest :g1:: Draw a card.", 1) is None
    # An effect the compiler does not read leaves the line with the player.
    # ("Invest :g2:: Permanently give Abarana Cavalry, Conqueror, or Tactician.")
    assert assess(real_card("Abarana", ABARANA_SET)).status == MANUAL_STATUS


def test_paying_the_invest_cost_after_gojiro_enters_play() -> None:
    """Gojiro costs his Gold to recruit; once in play, his player may pay 4 more for two
    +1F tokens, once; or pass and keep the Gold."""
    gojiro_def = real_card("Hida Gojiro", GATES)
    for take in (True, False):
        t = table([gojiro_def])
        recruit(t, "Hida Gojiro")
        gojiro = next(c for c in t.state.cards.values() if c.defn is gojiro_def)
        assert gojiro.in_play
        offered = uses(t, gojiro)
        assert offered, t.legal(0)
        base = stats.force(t.state, gojiro)
        if take:
            t.act(0, offered[0])
            assert stats.force(t.state, gojiro) == base + 2
            assert uses(t, gojiro) == []
        else:
            t.act(0, "pass")
            assert stats.force(t.state, gojiro) == base
            assert uses(t, gojiro) == []


def test_no_invest_without_the_gold() -> None:
    """Gojiro recruited with the Stronghold's Gold: nothing left to pay the Invest cost
    with (Gold produced and not spent is lost)."""
    gojiro_def = real_card("Hida Gojiro", GATES)
    t = table([gojiro_def], gold=12, with_mine=False)
    recruit(t, "Hida Gojiro")
    gojiro = next(c for c in t.state.cards.values() if c.defn is gojiro_def)
    assert gojiro.in_play and uses(t, gojiro) == []


def test_hotaka_discards_for_half_its_focus_value_in_honor() -> None:
    """Shosuro Hotaka: "Invest :g2:: Discard a card from your hand to make a target player
    lose Honor equal to half the Focus Value, rounded up." — the card discarded as the cost,
    chosen as the effect resolves; a Focus Value of 3 costs 2 Honor."""
    hotaka_def = real_card("Shosuro Hotaka")
    assert assess(hotaka_def).status == FULL
    three = strategy("Three Focus", focus=3)
    t = Table(
        deck("First", stronghold(honor=5, gold=12), dynasty=[hotaka_def, MINE], fate=[three]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI] * 2, fate=[OTHER] * 3),
    )
    t.in_play("Gold Mine")
    focus = t.to_hand("Three Focus")
    recruit(t, "Shosuro Hotaka")
    hotaka = next(c for c in t.state.cards.values() if c.defn is hotaka_def)
    offered = uses(t, hotaka)
    theirs = t.state.players[1].stronghold
    mine = [a for a in offered if a.endswith(f"targets {theirs}")]
    assert mine, offered
    honor = t.state.players[1].honor
    t.act(0, mine[0])
    assert focus.zone == "hand"
    choose = [a for a in t.legal(0) if a.startswith(f"choose {focus.iid}")]
    assert choose, t.legal(0)
    t.act(0, choose[0])
    assert focus.zone == "fate-discard"
    assert t.state.players[1].honor == honor - 2


def test_gain_honor_equal_to_the_discarded_cards_focus_value() -> None:
    """ "Limited: Discard a card to gain Honor equal to its Focus Value." (as Susumu Takada's
    Invest reads): the whole Focus Value, for the acting player."""
    giver = personality(
        "Giver", text_plain="Limited: Discard a card to gain Honor equal to its Focus Value."
    )
    three = strategy("Three Focus", focus=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[giver], fate=[three]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI] * 2, fate=[OTHER] * 3),
    )
    me = t.in_play("Giver")
    focus = t.to_hand("Three Focus")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"use {me.iid} ")))
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"choose {focus.iid}")))
    assert focus.zone == "fate-discard"
    assert t.state.players[0].honor == honor + 3
