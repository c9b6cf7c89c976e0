"""`python manage.py playtest DECK [--opponent DECK | --goldfish] --seed N --turns T
--policy random|pass|aggressive [--json]`."""

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from decks.models import Deck, DeckEntry
from l5rdb.catalogue.models import Card
from tests.factories import make_card

pytestmark = pytest.mark.django_db

DECK_TEXT = """Name: {name}
Stronghold: {stronghold}
Dynasty:
20 Hida Tester
20 Test Mine
Fate:
20 Test Katana
20 Test Plan
"""


@pytest.fixture
def decks(tmp_path: Path) -> tuple[Path, Path]:
    for title, honor in (("Crab Fortress", 4), ("Crab Keep", 2)):
        make_card(
            title,
            type="Stronghold",
            clans=["Crab"],
            province_strength=7,
            gold_production=4,
            starting_honor=honor,
        )
    make_card("Hida Tester", clans=["Crab"], gold_cost=4, force=2, chi=2, personal_honor=2)
    make_card("Test Mine", type="Holding", gold_cost=2, text=":bow:: Produce 2 Gold.")
    make_card(
        "Test Katana",
        type="Item",
        keywords=["Weapon"],
        gold_cost=1,
        force=1,
        chi=1,
        force_is_modifier=True,
        chi_is_modifier=True,
        focus=1,
    )
    make_card("Test Plan", type="Strategy", focus=2)
    paths = []
    for name, stronghold in (("Fortress", "Crab Fortress"), ("Keep", "Crab Keep")):
        path = tmp_path / f"{name}.txt"
        path.write_text(DECK_TEXT.format(name=name, stronghold=stronghold), encoding="utf-8")
        paths.append(path)
    return paths[0], paths[1]


def run(*args: str) -> str:
    out = StringIO()
    call_command("playtest", *args, stdout=out)
    return out.getvalue()


def test_two_decks_with_the_random_policy(decks: tuple[Path, Path]) -> None:
    first, second = decks
    out = run(str(first), "--opponent", str(second), "--seed", "4", "--turns", "6")
    lines = out.splitlines()
    assert lines[0] == "Fortress vs Keep: seed 4, policy random, limit 6 turns"
    assert lines[1] in ("No winner after 6 turns",) or lines[1].startswith("Winner: ")
    assert lines[2].startswith("Actions: ")
    assert lines[3].startswith("Seat 0 Fortress: Honor ")
    assert "Provinces 4, hand " in lines[3] and "Fate deck " in lines[3]
    assert lines[4].startswith("  In play: ")
    assert lines[5].startswith("Seat 1 Keep: ")
    assert run(str(first), "--opponent", str(second), "--seed", "4", "--turns", "6") == out


def test_json_adds_the_log(decks: tuple[Path, Path]) -> None:
    first, _ = decks
    data = json.loads(run(str(first), "--goldfish", "--seed", "2", "--turns", "3", "--json"))
    assert data["summary"]["turns"] == 3 and data["summary"]["winner"] is None
    assert [p["name"] for p in data["summary"]["players"]] == ["Fortress", "Goldfish"]
    assert data["log"], "a game of three turns has actions"
    for record in data["log"]:
        assert {"turn", "seat", "phase", "action", "card", "notes"} <= set(record)
        assert record["seat"] == 0  # the goldfish never acts
    assert {record["turn"] for record in data["log"]} == {1, 2, 3}


def test_the_pass_policy_only_passes(decks: tuple[Path, Path]) -> None:
    first, second = decks
    data = json.loads(
        run(str(first), "--opponent", str(second), "--policy", "pass", "--turns", "4", "--json")
    )
    assert {record["action"].split()[0] for record in data["log"]} <= {"pass", "discard"}
    assert all(player["in_play"] == [] for player in data["summary"]["players"])


def test_a_saved_deck_by_id(decks: tuple[Path, Path]) -> None:
    deck = Deck.objects.create(name="Saved Keep")
    for position, (title, count, section) in enumerate(
        [
            ("Crab Keep", 1, "pregame"),
            ("Hida Tester", 20, "dynasty"),
            ("Test Mine", 20, "dynasty"),
            ("Test Katana", 20, "fate"),
            ("Test Plan", 20, "fate"),
        ]
    ):
        DeckEntry.objects.create(
            deck=deck,
            card=Card.objects.get(title=title),
            count=count,
            section=section,
            position=position,
        )
    out = run(str(deck.pk), "--goldfish", "--turns", "2")
    assert out.startswith("Saved Keep vs Goldfish: seed 1, policy random, limit 2 turns")


def test_bad_input_is_a_clear_error(decks: tuple[Path, Path], tmp_path: Path) -> None:
    first, _ = decks
    with pytest.raises(CommandError, match="does not exist"):
        run(str(tmp_path / "missing.l5d"), "--goldfish")
    broken = tmp_path / "broken.txt"
    broken.write_text("Stronghold: Crab Keep\nDynasty:\n3 Nobody At All\n", encoding="utf-8")
    with pytest.raises(CommandError, match="names cards that are not in the catalogue"):
        run(str(broken), "--goldfish")
    with pytest.raises(CommandError, match="there is no saved deck 999"):
        run("999", "--goldfish")
    with pytest.raises(CommandError, match="--turns must be at least 1"):
        run(str(first), "--goldfish", "--turns", "0")
    with pytest.raises(CommandError):
        run(str(first))  # neither --opponent nor --goldfish


def test_the_aggressive_policy_attacks_and_destroys_provinces(decks: tuple[Path, Path]) -> None:
    """The log of a game against a goldfish shows the attack declarations, the battles and
    the Provinces destroyed, up to a military victory."""
    first, _ = decks
    data = json.loads(
        run(str(first), "--goldfish", "--policy", "aggressive", "--turns", "20", "--json")
    )
    actions = [record["action"] for record in data["log"]]
    notes = [note for record in data["log"] for note in record["notes"]]
    assert "attack 1" in actions
    assert any(note.startswith("Fortress attacks Goldfish") for note in notes)
    assert any("Province" in note and note.endswith("is destroyed") for note in notes)
    assert data["summary"]["winner"] == "Fortress"
    assert data["summary"]["reason"] == "All of the opponent's Provinces are destroyed"
