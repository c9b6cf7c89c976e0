"""The table's reading of a duel (Special Situations: Challenges and Duels — «Особые
ситуации»: «Вызов и дуэль»): the duelists, their Chi, the Focus cards each has laid face
down (named to their own player only), and the Focus buttons on the cards in hand."""

from rules.engine import Game
from rules.table import card_actions, rule_groups
from rules.table import duel_view as words
from tests.rules.engine.test_rules_duels import limited_duel


def duel_view(game: Game, seat: int) -> dict | None:
    return words(game, game.view(seat)["duel"])


def test_the_duel_under_way_in_words() -> None:
    t, _, _ = limited_duel("Polite Challenge")
    view = duel_view(t.game, 1)
    assert view["stage"] == "waiting for the challenge to be accepted or refused"
    assert [(d["title"], d["player"], d["chi"]) for d in view["duelists"]] == [
        ("Duelist", "First", 3),
        ("Brute", "Second", 2),
    ]
    t.act(1, "accept")
    four = t.to_hand("Sharp Focus", seat=1)
    [focus] = card_actions(t.game, rule_groups(t.game, 1))[four.iid]
    assert (focus.label, focus.value) == ("Focus with Sharp Focus (Focus 4)", f"focus {four.iid}")
    t.act(1, f"focus {four.iid}")
    mine, theirs = duel_view(t.game, 1), duel_view(t.game, 0)
    assert mine["duelists"][1]["focus_cards"] == ["Sharp Focus"]
    assert theirs["duelists"][1]["focus_count"] == 1 and theirs["duelists"][1]["focus_cards"] == []
    t.act(0, "strike")
    assert duel_view(t.game, 0) is None
