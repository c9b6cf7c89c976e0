"""Honor gained or lost as a card enters play, recruited or attached from the hand ("After
you Equip this Follower, lose 2 Honor", as on Wyrm Riders; "After this Follower enters
play, lose 2 Honor." beside another sentence, as on Skeletal Troops), and the card's
traits repeated in its text (Costs and Effects — «Стоимости и эффекты»)."""

from rules.engine.coverage import FULL, automation
from rules.engine.events import enter_play_honor
from tests.rules_cards import Table, card, deck, personality, stronghold

RIDERS = card(
    "Riders",
    "Follower",
    deck="Fate",
    force=2,
    chi=0,
    gold_cost=0,
    text_plain="After you Equip this Follower, lose 2 Honor.",
)
BUSHI = personality("Bushi", force=3, chi=2)


def test_equipping_a_follower_costs_its_honor() -> None:
    t = Table(deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[RIDERS]))
    bushi = t.in_play("Bushi")
    riders = t.to_hand("Riders")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    entry = t.act(0, f"attach {riders.iid} to {bushi.iid} pay -")
    assert t.state.players[0].honor == honor - 2
    assert "First loses 2 Honor (Riders)" in entry.notes


def test_a_sentence_of_its_own_counts_anywhere_in_the_text() -> None:
    text = "After this Follower enters play, lose 2 Honor. Battle: :fear: 3."
    assert enter_play_honor(text) == -2
    assert enter_play_honor("After you Equip this Item, gain 2 Honor.") == 0  # not recruited
    assert enter_play_honor("After you Equip this Item, gain 2 Honor.", equipped=True) == 2


def test_the_traits_line_in_the_text_is_nothing_to_do() -> None:
    omero = personality(
        "Omero",
        clans=["Dragon"],
        keywords=["Dragon Clan", "Samurai", "Kensai"],
        text_plain="Dragon Clan • Samurai • Kensai",
    )
    assert automation(omero).status == FULL
