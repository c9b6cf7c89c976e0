"""Events whose players, in turn order, each destroy a card of a neighbour's
(`phrasings.neighbors`, `effects_neighbors`); «Фаза событий»: a Dynasty Event happens as it
is revealed at the start of its owner's turn.

- Hurricane: "... starting with you and proceeding in turn order, each player chooses and
  destroys a Holding controlled by the player to his right."
- Famine: "... each player chooses and destroys a Region controlled by the player to his
  left."
Turn order is clockwise, to the left: at two players each one's neighbour on either side is
the other player.
"""

from rules.engine.actions import Pass
from rules.engine.coverage import FULL, MANUAL_STATUS, automation
from tests.rules_cards import Table, card, deck, holding, personality, stronghold

PREAMBLE = (
    "After you reveal cards in your Provinces at the start of your turn, if this Event is "
    "face-up in one of them, "
)
HURRICANE = card(
    "Hurricane",
    "Event",
    deck="Dynasty",
    keywords=["Unique"],
    text_plain=PREAMBLE + "starting with you and proceeding in turn order, each player chooses "
    "and destroys a Holding controlled by the player to his right.",
)
FAMINE = card(
    "Famine",
    "Event",
    deck="Dynasty",
    keywords=["Unique"],
    text_plain=PREAMBLE + "starting with you and proceeding in turn order, each player chooses "
    "and destroys a Region controlled by the player to his left.",
)
MURDERS = card(
    "Occult Murders",
    "Event",
    deck="Dynasty",
    text_plain=PREAMBLE + "starting with you and proceeding in turn order, each player destroys "
    "a Personality or Retainer controlled by the player to his right.",
)
MINE = holding("Small Mine")
FARM = holding("Small Farm")
BUSHI = personality("Bushi")


def test_hurricane_each_player_destroys_a_holding_of_his_neighbours() -> None:
    assert automation(HURRICANE).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[MINE, FARM, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[HURRICANE, MINE, BUSHI]),
    )
    mine, farm = t.in_play("Small Mine"), t.in_play("Small Farm")
    their_mine = t.in_play("Small Mine", seat=1)
    event = t.to_province("Hurricane", 1, 1, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())
    # The Event's owner chooses first, among his neighbour's two Holdings.
    assert t.game.to_act == 1
    labels = t.state.stack[-1]["labels"]
    assert sorted(labels) == ["destroy Small Farm", "destroy Small Mine"]
    t.act(1, f"option {labels.index('destroy Small Farm') + 1}")
    assert not farm.in_play and mine.in_play
    # Then the first player destroys the only Holding of his: no choice to make.
    assert not their_mine.in_play
    assert event.zone == "removed"


def test_famine_with_no_regions_destroys_nothing() -> None:
    assert automation(FAMINE).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[MINE, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[FAMINE, MINE, BUSHI]),
    )
    mine = t.in_play("Small Mine")
    event = t.to_province("Famine", 1, 1, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())
    assert mine.in_play and event.zone == "removed"


def test_a_type_and_a_keyword_together_are_not_read() -> None:
    """Occult Murders's "a Personality or Retainer": the keyword would be asked of the
    Personality too; it stays with the player."""
    assert automation(MURDERS).status == MANUAL_STATUS
