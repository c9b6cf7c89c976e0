"""Hypothesis feeds the importer's value readers and a whole set file with values of every
type and size: the file imports in bounded time, every card is kept, and a value it could
not take is reported naming the card and the field."""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from importing_helpers import empty_catalogue, write_set

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.importing.parse import parse_stat
from l5rdb.catalogue.models import Card
from tests.fuzz import FUZZ, hostile_text, timed

pytestmark = pytest.mark.django_db

values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    hostile_text.map(lambda text: text.replace("\x00", "")),
    st.sampled_from(["1" * 5000, "+" + "9" * 40, "*", "5*", "²", "-"]),
)


@FUZZ
@given(raw=values)
def test_a_stat_reads_or_is_reported(raw) -> None:
    stat = timed(lambda: parse_stat(raw))
    if stat.problem:
        assert stat.problem.strip() and len(stat.problem) < 200
    assert stat.value is None or isinstance(stat.value, int)


@FUZZ
@given(focus=values, force=values, artist=values, flavor=values, title_tail=hostile_text)
@example(focus=None, force=None, artist=None, flavor=None, title_tail="\x00")
def test_a_set_file_keeps_every_card(tmp_path_factory, focus, force, artist, flavor, title_tail):
    empty_catalogue()
    folder = tmp_path_factory.mktemp("set")
    title = ("Fuzzed " + " ".join(title_tail.split())).strip()
    cards = [
        {"title": "Plain Card", "types": ["Strategy"], "decks": ["Fate"], "focus": 1},
        {
            "title": title,
            "types": ["Personality"],
            "decks": ["Dynasty"],
            "focus": focus,
            "force": force,
            "artist": artist,
            "flavor": flavor,
        },
    ]
    write_set(folder, "Fuzz Set", cards)

    report = timed(lambda: import_cards([folder]))

    assert not report.failed_files, report.summary()
    assert Card.objects.filter(title="Plain Card").exists()
    assert Card.objects.count() == report.total("cards", "created")
    for problem in report.problems:
        assert problem.why.strip() and problem.card
