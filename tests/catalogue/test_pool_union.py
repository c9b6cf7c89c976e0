"""The catalogue is the union of the card sources (issue 10): a card that only the Oracle of
the Void JSON or the Kamisasori XML knows is in the pool, with the printings that source
names; the late Experienced cards whose data glues an edition code to the level get the
names players use."""

import pytest

from l5rdb.catalogue.models import Card

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def _printed_in(card: Card) -> list[str]:
    return [printing.set.name for printing in card.printings.select_related("set")]


def test_cards_only_oracle_knows_are_in_the_pool_with_their_printings(card_pool):
    naginata = Card.objects.get(title="Naginata")
    assert naginata.oracle_id
    sets = _printed_in(naginata)
    assert {"Gold Edition", "Ivory Edition", "Pre-Imperial", "Jade Edition"} <= set(sets)
    assert len(sets) == 11
    assert naginata.printings.get(set__name="Gold Edition").collector_number == "291"
    assert {"gold", "ivory"} <= set(naginata.formats.values_list("slug", flat=True))
    plains = Card.objects.get(title="Plains of Otosan Uchi", extended_title="")
    assert plains.type == "Region" and "Gold Edition" in _printed_in(plains)
    # In the Mantis Ivory starter deck.
    gathering = Card.objects.get(title="Unsettling Gathering")
    assert _printed_in(gathering) == ["Gates of Chaos"] and gathering.deck == "Fate"


def test_a_card_only_kamisasori_knows_is_in_the_pool(card_pool):
    heirei = Card.objects.get(title="Shiba Heirei")
    assert _printed_in(heirei) == ["Aftermath"]
    assert heirei.printings.get().kamisasori_id


def test_a_kamisasori_entry_finds_its_card_among_bio_entries_of_the_same_set(card_pool):
    """Kamisasori's "Hida Kisada" of Emperor Edition is the set files' "Hida Kisada
    (Emperor)", not "Hida Kisada (Bio)": no second Hida Kisada joins the pool."""
    assert not Card.objects.filter(title="Hida Kisada", extended_title="").exists()
    emperor = Card.objects.get(title="Hida Kisada (Emperor)")
    assert emperor.printings.filter(set__name="Emperor Edition").exclude(kamisasori_id="")


def test_a_printing_only_oracle_names_is_added_to_a_set_file_set(card_pool):
    riders = Card.objects.get(title="Black Riders")
    assert "Aftermath" in _printed_in(riders)


@pytest.mark.parametrize(
    ("title", "edition", "level"),
    [
        ("Bayushi Aramoro • Experienced KYD", "KYD", 1),
        ("Hida Yakamo • Experienced 3 KYD", "KYD", 3),
        ("Isawa Tsuke • Experienced CoM", "CoM", 1),
        ("Doji Hoturi, Seven Thunder • Experienced 2 CW", "CW", 2),
    ],
)
def test_glued_edition_codes_become_the_experience_levels_edition(card_pool, title, edition, level):
    card = Card.objects.get(extended_title=title)
    assert (card.experience_edition, card.experience_level) == (edition, level)
    assert card.deck_identity.endswith(title.rpartition(" • ")[2])


def test_no_title_keeps_an_edition_code_glued_to_its_level(card_pool):
    glued = Card.objects.filter(extended_title__regex=r"Experienced( [0-9]+)?[A-Z]")
    assert not glued.exists()
    assert Card.objects.exclude(experience_edition="").count() == 32
    # Hida Yakamo • Experienced 3 and its KYD level are two cards.
    yakamo = Card.objects.filter(extended_title__startswith="Hida Yakamo • Experienced 3")
    assert yakamo.count() == 2
