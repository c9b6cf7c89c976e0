"""The playtest form as a player finds it (issue 10): the decks come grouped (yours, the
starter decks, other players'), and a deck refused for a line naming no card comes with a
link to fix it."""

import html
import re

import pytest
from django.contrib.auth import get_user_model

from decks.models import Deck, UnresolvedLine
from tests.table_helpers import saved_deck, table_cards

pytestmark = pytest.mark.django_db


def _groups(page: str) -> dict[str, list[str]]:
    groups = {}
    for label, body in re.findall(r'<optgroup label="([^"]+)">(.*?)</optgroup>', page, re.S):
        groups.setdefault(html.unescape(label), re.findall(r">([^<]+)</option>", body))
    return groups


def test_decks_are_grouped_yours_starters_others(player, user) -> None:
    cards = table_cards()
    saved_deck(cards, "Mine", user)
    starter = saved_deck(cards, "Test Starter")
    starter.is_starter = True
    starter.save()
    other = get_user_model().objects.create_user("other", password="another long password")
    saved_deck(cards, "Theirs", other)
    groups = _groups(player.get("/playtest/new/").content.decode())
    assert list(groups) == ["Your decks", "Starter decks", "Other players' decks"]
    assert groups["Your decks"] == ["Mine"]
    assert groups["Starter decks"] == ["Test Starter"]
    assert groups["Other players' decks"] == ["Theirs"]


def test_a_deck_with_an_unresolved_line_links_to_fixing_it(player, user) -> None:
    cards = table_cards()
    mine = saved_deck(cards, "Typo deck", user)
    UnresolvedLine.objects.create(deck=mine, name="Hida Misspeled", count=1, section="dynasty")
    page = player.post("/playtest/new/", {"deck": mine.pk}).content.decode()
    assert "names cards that are not in the catalogue: &#x27;Hida Misspeled&#x27;" in page
    assert f'<a href="/decks/{mine.pk}/edit/">Fix its lines in the builder</a>' in page

    theirs = saved_deck(cards, "Their typo deck", None)
    UnresolvedLine.objects.create(deck=theirs, name="Hida Misspeled", count=1, section="dynasty")
    page = player.post("/playtest/new/", {"deck": theirs.pk}).content.decode()
    assert f'<a href="/decks/{theirs.pk}/copy/">Fix them in a copy of it</a>' in page
    assert Deck.objects.count() == 2
