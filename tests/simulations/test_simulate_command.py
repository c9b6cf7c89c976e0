"""`python manage.py simulate DECK_FILE --games N --seed S [--opponent DECK_FILE |
--goldfish-strength P] [--turns T] [--json]`."""

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.simulation_helpers import sim_deck, sim_deck_file

pytestmark = pytest.mark.django_db


def simulate(*args: str) -> str:
    out = StringIO()
    call_command("simulate", *args, stdout=out)
    return out.getvalue()


def test_json_against_a_goldfish(tmp_path: Path) -> None:
    """One Bushi a turn; turn 2 he lobbies («Особые ситуации»), turns 3-6 take a Province of
    Strength 2 each («Фаза атаки»): every game is won on turn 6."""
    path = sim_deck_file(tmp_path)
    out = json.loads(
        simulate(str(path), "--games", "4", "--seed", "10", "--goldfish-strength", "2", "--json")
    )
    assert out["games"] == 4
    assert out["wins_by_turn"]["5"] == 0
    assert out["wins_by_turn"]["6"] == 4
    assert out["median_win_turn"] == 6
    assert out["seeds"] == {"first": 10, "last": 13}
    assert out["policy"] == "aggressive"
    assert out["engine"]
    assert out["per_turn"]["gold_available"][0] == 5.0


def test_median_is_null_when_fewer_than_half_win(tmp_path: Path) -> None:
    path = sim_deck_file(tmp_path)
    out = json.loads(
        simulate(str(path), "--games", "3", "--goldfish-strength", "40", "--turns", "5", "--json")
    )
    assert out["median_win_turn"] is None
    assert out["wins_by_turn"] == {str(t): 0 for t in range(1, 6)}


def test_against_a_second_deck_and_a_saved_deck(tmp_path: Path) -> None:
    """The Giant (Force 6) against the Bushi: the simulated deck may be a saved deck's id."""
    giant = sim_deck(name="Giants", personality="giant")
    opponent = sim_deck_file(tmp_path, "Bushi")
    out = json.loads(simulate(str(giant.pk), "--opponent", str(opponent), "--games", "3", "--json"))
    assert out["games"] == 3
    assert out["deck"] == "Giants"
    assert out["opponent"] == "Bushi"


def test_text_output(tmp_path: Path) -> None:
    out = simulate(str(sim_deck_file(tmp_path)), "--games", "2", "--goldfish-strength", "2")
    assert "2 games, seeds 1 to 2" in out
    assert "median win turn 6" in out
    assert "Sim Bushi" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "number of games"),
        (["--turns", "0"], "turn limit"),
        (["--goldfish-strength", "-1"], "Province strength"),
    ],
)
def test_bad_options(tmp_path: Path, args: list[str], message: str) -> None:
    with pytest.raises(CommandError, match=message):
        simulate(str(sim_deck_file(tmp_path)), *args)


def test_missing_file() -> None:
    with pytest.raises(CommandError):
        simulate("/nonexistent/deck.txt", "--games", "1")
