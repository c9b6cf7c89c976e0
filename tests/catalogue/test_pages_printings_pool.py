"""Printings as a player reads them (issue 10): a set page shows the collector numbers the
data has, and a card page lists its printings by release, oldest first."""

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card, Set

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def test_a_set_page_shows_collector_numbers_from_every_source(client, card_pool):
    honor = Set.objects.get(name="Honor and Treachery")
    page = client.get(reverse("set-detail", args=[honor.slug])).content.decode()
    # The set file gives no numbers; Kamisasori's image ids (HaT032) do.
    row = page[page.index("Akodo Regulars") - 400 : page.index("Akodo Regulars")]
    assert '<td class="c-number" data-label="#">32</td>' in row
    blank = honor.printings.filter(collector_number__in=["", "0"]).count()
    assert blank == 0


def test_a_card_page_lists_printings_oldest_first(client, card_pool):
    for title in ("Naginata", "Iaijutsu Duel", "Ambush"):
        card = Card.objects.get(title=title, extended_title="")
        page = client.get(card.get_absolute_url()).content.decode()
        sets = sorted(
            {printing.set for printing in card.printings.select_related("set")},
            key=lambda item: (item.release_date is None, item.release_date, item.order),
        )
        positions = [page.index(f">{item.name}</a>") for item in sets]
        assert positions == sorted(positions), title
