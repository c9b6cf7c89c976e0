"""Dynasty cards lifted by the dynasty2 helper (Actions: Reactions — «Акции»: «Реакции»).

A Reaction may be used once a turn unless it says otherwise («Реакции ... Вы можете
использовать их именно в этот момент»; the once-a-turn limit of actions, «Поворот карт»):
"Twice per turn, after ..." raises that count to two."""

import pytest

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, holding, personality, region, stronghold

# Memorial (Holding): the printed text.
MEMORIAL = holding(
    "Memorial",
    text="Reaction: Twice per turn, after your Human Personality is destroyed, gain 1 Honor.",
)
HUMANS = [personality(f"Human {n}", keywords=("Samurai", "Human")) for n in ("A", "B", "C")]
NONHUMAN = personality("Naga Warrior", keywords=("Naga",))


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[MEMORIAL, *HUMANS, NONHUMAN]),
        deck("Second", stronghold(honor=2, gold=10), dynasty=[]),
    )


def test_memorial_is_full() -> None:
    assert automation(MEMORIAL).status == FULL


def test_memorial_answers_twice_a_turn() -> None:
    """Memorial: "Reaction: Twice per turn, after your Human Personality is destroyed, gain 1
    Honor." — not for a non-Human; twice in a turn, not a third time."""
    t = table()
    memorial = t.in_play("Memorial")
    humans = [t.in_play(f"Human {n}") for n in ("A", "B", "C")]
    naga = t.in_play("Naga Warrior")
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, f"manual destroy {naga.iid}")
    assert t.game.waiting_for != "reactions"
    for n, human in enumerate(humans[:2], start=1):
        t.act(0, f"manual destroy {human.iid}")
        assert t.game.waiting_for == "reactions" and t.game.to_act == 0
        t.act(0, f"use {memorial.iid} 0 pay -")
        assert t.state.players[0].honor == honor + n
    t.act(0, f"manual destroy {humans[2].iid}")
    assert not any(a.startswith(f"use {memorial.iid}") for a in t.legal(0))
    assert t.state.players[0].honor == honor + 2


# Plains Above Evil (Region, «Регион»: attached to its Province): the printed text.
PLAINS = region(
    "Plains Above Evil",
    cost=0,
    text_plain="After a Human or Naga Personality enters play from this Province, permanently "
    "give him +1F/+1C.",
)
NAGA = personality("Naga Scout", force=2, chi=2, cost=1, clans=[], keywords=["Naga"])
GOBLIN = personality("Goblin Raider", force=2, chi=2, cost=1, clans=[], keywords=["Goblin"])
HUMAN = personality("Human Scout", force=2, chi=2, cost=1, keywords=["Samurai", "Human"])


def test_plains_above_evil_is_full() -> None:
    assert automation(PLAINS).status == FULL


@pytest.mark.parametrize(
    ("title", "index", "stats_after"),
    [
        ("Naga Scout", 0, (3, 3)),
        ("Human Scout", 0, (3, 3)),
        ("Goblin Raider", 0, (2, 2)),
        ("Human Scout", 1, (2, 2)),
    ],
)
def test_plains_above_evil_answers_human_or_naga_from_its_province(
    title: str, index: int, stats_after: tuple[int, int]
) -> None:
    """Plains Above Evil: "After a Human or Naga Personality enters play from this Province,
    permanently give him +1F/+1C." — a Human or a Naga recruited from its Province, not a
    Goblin, nor a Human from another Province."""
    t = Table(
        deck("First", stronghold(honor=5, gold=5), [PLAINS, NAGA, GOBLIN, HUMAN]),
        deck("Second"),
    )
    t.to_province("Plains Above Evil", 0, 0, face_up=False)
    t.pass_until("dynasty", seat=0, later=True)
    assert t.find("Plains Above Evil", 0).zone == "attached"
    card = t.to_province(title, 0, index)
    pid = t.province(0, index).pid
    recruit = next(a for a in t.legal(0) if a.startswith(f"recruit {pid} "))
    t.act(0, recruit)
    assert card.in_play
    assert (stats.force(t.state, card), stats.chi(t.state, card)) == stats_after
