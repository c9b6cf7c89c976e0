"""Every Egg of P'an Ku deck in ../shared/decks/l5d parses with the counts its headers state."""

from pathlib import Path

import pytest

from decks.lists import parse_deck_text, read_deck_file
from tests.conftest import DECKS_L5D

L5D_FILES = sorted(DECKS_L5D.glob("*.l5d"))


def test_the_shared_decks_are_there() -> None:
    if not DECKS_L5D.is_dir():
        pytest.skip(f"no decks at {DECKS_L5D}")
    assert len(L5D_FILES) >= 9


@pytest.mark.parametrize("path", L5D_FILES, ids=[path.stem for path in L5D_FILES])
def test_each_header_count_holds(path: Path) -> None:
    parsed = parse_deck_text(read_deck_file(path))
    assert parsed.source_format == "l5d"
    assert parsed.notes == []
    assert parsed.declared_counts, "the file states no counts"
    for declared in parsed.declared_counts:
        assert declared.actual == declared.stated, declared
    sections = {d.section: d.stated for d in parsed.declared_counts if d.type_hint is None}
    assert parsed.section_counts() == sections
    assert all(line.type_hint for line in parsed.lines)
