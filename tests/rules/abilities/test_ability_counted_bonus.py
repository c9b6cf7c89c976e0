"""A Force and Chi bonus equal to the number of cards of a kind the player controls,
counted as the effect resolves («Бонусы и штрафы» — Bonuses and Penalties; «Стоимость и
эффекты»: the bonus lasts the turn)."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, personality, ring, stronghold


def test_aid_of_the_fortunes_counts_the_temples_you_control() -> None:
    """The Fall of Otosan Uchi "Aid of the Fortunes": "Kiho Open: Bow your target performing
    Monk or Shugenja to give a target Personality a Force and Chi bonus equal to the number
    of Temples you control." Two Temples (one bowed) count, the plain Mine and the other
    player's Temple do not: the Bushi gets +2F/+2C, the Monk bows."""
    aid = real_card("Aid of the Fortunes", "the_fall_of_otosan_uchi")
    assert automation(aid).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[
                personality("Monk", keywords=("Monk",)),
                personality("Bushi", force=2, chi=2),
                holding("Temple", keywords=("Temple",)),
                holding("Shrine", keywords=("Temple",)),
                holding("Mine"),
            ],
            fate=[aid],
        ),
        deck("Second", stronghold(honor=2), dynasty=[holding("Temple", keywords=("Temple",))]),
    )
    monk = t.in_play("Monk")
    bushi = t.in_play("Bushi")
    temple = t.in_play("Temple")
    t.in_play("Shrine")
    t.in_play("Mine")
    t.in_play("Temple", seat=1)
    card = t.to_hand("Aid of the Fortunes")
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {temple.iid}")
    play = f"play {card.iid} 0 pay - targets {monk.iid},{bushi.iid}"
    assert play in t.legal(0)
    t.act(0, play)
    assert monk.bowed
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (4, 4)
    t.pass_until("action", seat=1)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (2, 2)


def test_blessing_of_the_celestial_heavens_counts_the_rings_in_play() -> None:
    """Soul of the Empire "Blessing of the Celestial Heavens": "Battle: Target your unbowed
    Samurai: Give him a Force and Chi bonus equal to the number of Rings you control." Read
    as the same bonus per Ring; with two Rings in play, +2F/+2C."""
    blessing = real_card("Blessing of the Celestial Heavens", "soul_of_the_empire")
    assert automation(blessing).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Bushi", force=2, chi=2)],
            fate=[blessing, ring("Air Ring", "Air"), ring("Fire Ring", "Fire")],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=2)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    t.in_play("Air Ring")
    t.in_play("Fire Ring")
    card = t.to_hand(blessing.title)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (4, 4)
