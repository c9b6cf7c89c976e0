"""A search whose card is played at once (`rules.engine.search_play`).

Death of the Winds: "Battle, :g2:: Target your unbowed Tactician. Search your Fate deck for a
non-Unique Battle Strategy and take an additional action to play it." The deck is shuffled
after the search («Колода после поиска в ней карты обязательно перемешивается»); the
additional action may only play the card found («Битва»: the round of Battle actions comes
back to the player).
"""

from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import assess
from tests.rules_cards import Table, deck, personality, strategy, stronghold

WINDS = strategy(
    "Death of the Winds",
    text="Battle, :g2:: Target your unbowed Tactician. Search your Fate deck for a non-Unique "
    "Battle Strategy and take an additional action to play it.",
)
PRAYER = strategy("Quick Prayer", text="Battle: Gain 2 Honor.")
LEGEND = strategy("Legendary Prayer", text="Battle: Gain 2 Honor.", keywords=["Unique"])
OTHER = strategy("Other Prayer", text="Battle: Gain 1 Honor.")
GENERAL = personality("General", keywords=("Samurai", "Tactician"))
BRUTE = personality("Brute", force=3, chi=1)


def test_death_of_the_winds_finds_and_plays_a_battle_strategy() -> None:
    assert assess(WINDS, parse_abilities(WINDS)).status == "full"
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=4),
            dynasty=[GENERAL],
            fate=[WINDS, PRAYER, LEGEND, OTHER],
        ),
        deck("Second", stronghold(honor=2), dynasty=[BRUTE]),
    )
    general = t.in_play("General")
    brute = t.in_play("Brute", seat=1)
    castle = t.state.players[0].stronghold
    for title in ("Quick Prayer", "Legendary Prayer"):
        card = t.find(title)
        if card.zone != "fate":
            t.act(0, f"manual move {card.iid} to fate-top")
    t.to_attack()
    t.attack(1, (general, 0))
    t.defend((brute, 0))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, Pass())
    winds = t.to_hand("Death of the Winds")
    other = t.to_hand("Other Prayer")
    t.act(0, f"play {winds.iid} 0 pay {castle} targets {general.iid}")
    prayer = t.find("Quick Prayer")
    legend = t.find("Legendary Prayer")
    # Only the non-Unique Battle Strategy is offered.
    assert sorted(t.legal(0)) == [f"choose {prayer.iid}"]
    t.act(0, f"choose {prayer.iid}")
    assert prayer.zone == "hand" and legend.zone == "fate"
    # The additional action: only the card found may be played (or pass).
    assert t.game.to_act == 0
    plays = [a for a in t.legal(0) if a.startswith("play ")]
    assert plays == [f"play {prayer.iid} 0 pay -"]
    assert not any(a.startswith(f"play {other.iid} ") for a in t.legal(0))
    honor = t.state.players[0].honor
    t.act(0, f"play {prayer.iid} 0 pay -")
    assert t.state.players[0].honor == honor + 2
