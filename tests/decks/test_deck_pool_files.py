"""The real Egg of P'an Ku decks against the real pool: every line resolves or is an
unknown_card whose first suggestion is the card the author meant; the section counts are the
ones the headers state; a starter deck is legal in its format."""

from pathlib import Path

import pytest

from decks.lists import parse_deck_text, read_deck_file
from decks.resolve import resolve_deck
from decks.validation import validate_deck
from tests.conftest import DECKS_L5D

pytestmark = [pytest.mark.pool, pytest.mark.django_db]

L5D_FILES = sorted(DECKS_L5D.glob("*.l5d"))
# Names the deck authors misspelt, and the card they meant.
MEANT = {"School of Wizardy": "School of Wizardry"}


@pytest.mark.parametrize("path", L5D_FILES, ids=[path.stem for path in L5D_FILES])
def test_each_deck_resolves_with_its_header_counts(card_pool, path: Path) -> None:
    parsed = parse_deck_text(read_deck_file(path))
    deck = resolve_deck(parsed)
    stated = {d.section: d.stated for d in parsed.declared_counts if d.type_hint is None}
    assert deck.section_counts() == stated
    report = validate_deck(deck, "ivory")
    assert (report.counts["pregame"], report.counts["dynasty"], report.counts["fate"]) == (
        stated["pregame"],
        stated["dynasty"],
        stated["fate"],
    )
    for line in deck.unknown:
        assert line.name in MEANT, f"{path.name} line {line.line}: {line.name!r} is unknown"
        assert line.suggestions[0].display_title == MEANT[line.name]
        [problem] = [p for p in report.errors if p.code == "unknown_card" and p.line == line.line]
        assert f"Line {line.line}: 1 × {line.name!r}" in problem.message
        assert problem.suggestions[0].title == MEANT[line.name]


def test_the_misspelt_names_are_found(card_pool) -> None:
    unknown = {
        line.name
        for path in L5D_FILES
        for line in resolve_deck(parse_deck_text(read_deck_file(path))).unknown
    }
    # "Unsettling Gathering" only the Oracle and Kamisasori files know: it is in the pool.
    assert unknown == set(MEANT)


def test_the_crane_starter_is_legal_in_ivory(card_pool) -> None:
    text = read_deck_file(DECKS_L5D / "Ivory Crane Starter.l5d")
    report = validate_deck(resolve_deck(parse_deck_text(text)), "ivory")
    assert report.valid, [problem.message for problem in report.errors]


def test_an_ivory_deck_is_not_legal_in_gold(card_pool) -> None:
    text = read_deck_file(DECKS_L5D / "Ivory Crane Starter.l5d")
    report = validate_deck(resolve_deck(parse_deck_text(text)), "gold")
    assert "not_legal_in_format" in report.codes()
