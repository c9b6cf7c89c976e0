"""Title search, the most common search, on PostgreSQL: bare words and quoted phrases are one
lookup in the folded title's trigram index, and an import leaves that index (and the other GIN
indexes) with nothing waiting in its pending list, which every search would otherwise read
through."""

import re

import pytest
from django.db import connection
from importing_helpers import write_set

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.search import search_cards
from tests.factories import make_card

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL search indexes"),
]

GIN_INDEXES = (
    "catalogue_card_title_trgm",
    "catalogue_card_search_title_trgm",
    "catalogue_card_search_text_trgm",
    "catalogue_card_text_trgm",
    "catalogue_card_search_vector",
    "catalogue_printing_artist_trgm",
)


def indexes_read(query: str) -> list[str]:
    """The index of each index scan in the plan of `query`'s result (only bitmap scans are
    left to the planner, as in test_search_database, so tiny tables do not mislead it)."""
    with connection.cursor() as cursor:
        for setting in ("enable_seqscan", "enable_indexscan", "enable_indexonlyscan"):
            cursor.execute(f"SET LOCAL {setting} = off")
    plan = search_cards(query).cards.explain()
    return re.findall(r"Index Scan on (\w+)", plan)


@pytest.mark.parametrize("query", ["kaiten", "kakita kaiten", '"hida amoro"', "KAITEN"])
def test_title_words_and_phrases_are_one_title_index_lookup(query: str) -> None:
    make_card("Kakita Kaiten", text="Duel.")
    make_card("Hida Amoro")
    # Titles are searched with their accents folded (search_title, both faces).
    assert indexes_read(query) == ["catalogue_card_search_title_trgm"]


def test_an_import_leaves_no_pending_rows_in_the_search_indexes(tmp_path) -> None:
    cards = [
        {
            "title": f"Kakita Kaiten {number}",
            "types": ["Personality"],
            "decks": ["Dynasty"],
            "text": "<b>Battle:</b> Challenge a Personality to a duel.",
            "artist": "Carl Frank",
        }
        for number in range(50)
    ]
    import_cards([write_set(tmp_path, "Gold Edition", cards)])

    with connection.cursor() as cursor:
        for index in GIN_INDEXES:
            # Returns how many pending pages it had to move into the index: none are left.
            cursor.execute("SELECT gin_clean_pending_list(%s::regclass)", [index])
            assert cursor.fetchone()[0] == 0, index
