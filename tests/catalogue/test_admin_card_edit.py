"""Editing a card in the admin: a card with an empty traits line, no variable stats and no
odd printed values saves, and the plain-text copy that `x:` searches follows the text."""

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card
from l5rdb.catalogue.search import search_cards
from tests.admin_forms import resubmit
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_a_plain_card_saves_from_the_admin_and_its_text_stays_searchable(admin_client) -> None:
    card = make_card("Iron Mine", type="Holding", text="Bow this card: Produce 2 Gold.")
    assert (card.traits, card.variable_stats, card.printed) == ([], [], {})

    resubmit(
        admin_client,
        reverse("admin:catalogue_card_change", args=[card.pk]),
        text="<b>Limited:</b> Bow this card: Produce 3 Gold.",
    )

    card = Card.objects.get(pk=card.pk)
    assert card.text_plain == "Limited: Bow this card: Produce 3 Gold."
    assert list(search_cards('x:"produce 3 gold"').cards) == [card]
    assert not search_cards('x:"produce 2 gold"').cards.exists()
