"""A clan is one faction however a card file words it: "Crab Clan" on a token is the Crab."""

import pytest
from importing_helpers import empty_catalogue, write_set

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.importing.records import clan_name
from l5rdb.catalogue.models import Card, Clan

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("printed", "clan"),
    [
        ("Crab Clan", "Crab"),
        ("Toturi's Army", "Toturi's Army"),
        ("All Clans", "All Clans"),
        ("Clan", "Clan"),
        ("Brotherhood of Shinsei", "Brotherhood of Shinsei"),
    ],
)
def test_clan_names(printed: str, clan: str) -> None:
    assert clan_name(printed) == clan


def test_a_token_worded_crab_clan_joins_the_crab(tmp_path) -> None:
    empty_catalogue()
    cards = [
        {"title": "Hida Tenshu", "types": ["Personality"], "decks": ["Dynasty"], "clans": ["Crab"]},
        {
            "title": "Horoiso's Scout",
            "types": ["Personality"],
            "decks": ["Other"],
            "clans": ["Crab Clan"],
        },
    ]
    import_cards([write_set(tmp_path, "Tokens", cards)])
    assert list(Clan.objects.values_list("name", flat=True)) == ["Crab"]
    scout = Card.objects.get(title="Horoiso's Scout")
    assert [clan.name for clan in scout.clans.all()] == ["Crab"]
