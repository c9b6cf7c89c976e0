"""What migrations 0003 and 0004 do for search: on PostgreSQL pg_trgm, trigram, full-text and
filter indexes and a `search_vector` column kept current by a trigger; on SQLite nothing."""

import pytest
from django.db import connection

from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import search_cards
from tests.factories import make_card

pytestmark = pytest.mark.django_db

postgresql_only = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="PostgreSQL search support"
)


def card_columns() -> set[str]:
    with connection.cursor() as cursor:
        return {
            column.name
            for column in connection.introspection.get_table_description(cursor, "catalogue_card")
        }


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite stays as the models say")
def test_sqlite_is_untouched() -> None:
    assert "search_vector" not in card_columns()


@postgresql_only
def test_trigger_keeps_the_search_vector_current() -> None:
    card = make_card("Hida Tenshu", text="Will not attach Armor.")

    def vector() -> str:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT search_vector::text FROM catalogue_card WHERE id = %s", [card.pk]
            )
            return cursor.fetchone()[0]

    assert "'tenshu':2A" in vector() and "'armor':6B" in vector()
    Card.objects.filter(pk=card.pk).update(text_plain="Gains honor.")
    assert "'honor':" in vector() and "armor" not in vector()


@postgresql_only
@pytest.mark.parametrize(
    ("query", "index"),
    [
        ("kaiten", "catalogue_card_search_title_trgm"),
        ("x:duel", "catalogue_card_search_text_trgm"),
        ("gp>=2", "catalogue_card_produces_gold"),
        ("a:pavelec", "catalogue_printing_artist_trgm"),
        ("fl:bushido", "catalogue_printing_flavor_trgm"),
        ("is:banned", "catalogue_card_banned"),
        ("chi>=6", "catalogue_card_chi_search"),
        ("exp:-1", "catalogue_card_experience_level_search"),
        ("r:promo", "catalogue_printing_rarity_upper"),
    ],
)
def test_filters_can_use_their_indexes(query: str, index: str) -> None:
    # Only bitmap scans are left to the planner: they need an index condition, so the plan
    # cannot wander onto some other index scanned whole, as it may on tiny tables.
    with connection.cursor() as cursor:
        for setting in ("enable_seqscan", "enable_indexscan", "enable_indexonlyscan"):
            cursor.execute(f"SET LOCAL {setting} = off")
    assert index in search_cards(query).cards.explain()


@postgresql_only
def test_ranking_reads_the_stored_vector() -> None:
    make_card("Kakita Kaiten", text="Duel.")
    result = search_cards("kaiten")
    sql = str(result.cards.query)
    assert "search_vector" in sql and "to_tsvector" not in sql
    assert [card.title for card in result.cards] == ["Kakita Kaiten"]
    # The stored vector also works when the search is nested in another query.
    assert Card.objects.filter(pk__in=result.cards.values("pk")).count() == 1
