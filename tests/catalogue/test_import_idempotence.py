"""Importing the same files again changes nothing and creates no duplicates (issue 2,
"Import": "Idempotent: a second run changes nothing")."""

import pytest
from conftest import CARD_DATA
from importing_helpers import (
    GOLD_ARCS,
    empty_catalogue,
    oracle_card,
    write_json,
    write_set,
    write_set_info,
    write_text,
)

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Card, Keyword, Printing, Set

pytestmark = pytest.mark.django_db


def snapshot() -> dict:
    return {
        "sets": list(Set.objects.order_by("pk").values()),
        "cards": list(Card.objects.order_by("pk").values()),
        "printings": list(Printing.objects.order_by("pk").values()),
        "keywords": sorted(Card.keywords.through.objects.values_list("card_id", "keyword_id")),
        "clans": sorted(Card.clans.through.objects.values_list("card_id", "clan_id")),
        "formats": sorted(Card.formats.through.objects.values_list("card_id", "format_id")),
        "souls": sorted(Card.soul_of.through.objects.values_list("from_card_id", "to_card_id")),
        "keyword_rows": Keyword.objects.count(),
    }


def test_a_second_run_over_small_files_changes_nothing(tmp_path):
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    amoro = {"title": "Hida Amoro", "types": ["Personality"], "decks": ["Dynasty"]}
    tenshu = {
        "title": "Hida Tenshu",
        "types": ["Personality"],
        "decks": ["Dynasty"],
        "keywords": ["Soul of Hida Amoro"],
    }
    promo = {"title": "Bow", "types": ["Item"], "decks": ["Fate"], "force": "+2"}
    write_set(tmp_path / "sets", "Imperial Edition", [amoro])
    write_set(tmp_path / "sets", "Gold Edition", [tenshu, promo, {**promo, "artist": "Other"}])
    write_json(
        tmp_path,
        "items.json",
        [oracle_card(5, "Bow", [{"set": "Gold Edition", "artist": "A"}], clan="Crab")],
    )
    write_text(
        tmp_path,
        "cards.xml",
        '<cards><card id="Gold9" type="item"><name>Bow</name><edition>Gold</edition>'
        '<image edition="Gold">images/cards/Gold/Gold9.jpg</image></card></cards>',
    )
    first = import_cards([tmp_path])
    before = snapshot()

    second = import_cards([tmp_path])

    assert first.ok and second.ok, second.summary()
    assert first.total("cards", "created") == 3
    for kind in ("sets", "cards", "printings"):
        assert second.total(kind, "created") == 0, kind
        assert second.total(kind, "updated") == 0, kind
    assert second.total("printings", "unchanged") >= 4
    assert snapshot() == before


@pytest.mark.pool
def test_a_second_run_over_the_whole_pool_changes_nothing(card_pool):
    before = {model: model.objects.count() for model in (Set, Card, Printing)}
    links = Card.keywords.through.objects.count()

    report = import_cards([CARD_DATA])

    assert not report.failed_files, report.summary()
    totals = report.totals()
    assert {kind: (totals[kind]["created"], totals[kind]["updated"]) for kind in totals} == {
        "sets": (0, 0),
        "cards": (0, 0),
        "printings": (0, 0),
    }
    assert report.soul_links_changed == 0
    assert {model: model.objects.count() for model in (Set, Card, Printing)} == before
    assert Card.keywords.through.objects.count() == links
