"""The nine Ivory starter decks ship with the game (issue 10): `load_starter_decks` loads a
folder of deck lists as starter decks, owned by no player, in the format each is legal in;
loading again duplicates nothing; the deck list offers them to copy, build from and
playtest."""

from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from decks.models import Deck
from decks.validation import validate_deck
from tests.conftest import DECKS_L5D
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def _load(folder: Path) -> str:
    from io import StringIO

    out = StringIO()
    call_command("load_starter_decks", str(folder), stdout=out)
    return out.getvalue()


def test_a_folder_of_lists_becomes_starter_decks_once(tmp_path, db):
    make_card("Test Starter Keep", type="Stronghold", formats=["ivory"])
    make_card("Test Starter Bushi", formats=["ivory"])
    (tmp_path / "Test Starter.txt").write_text(
        "Stronghold: Test Starter Keep\nDynasty:\n3 Test Starter Bushi\n3 Test Startr Bushi\n",
        "utf-8",
    )
    (tmp_path / "notes.md").write_text("not a deck", "utf-8")
    out = _load(tmp_path)
    deck = Deck.objects.get(is_starter=True)
    assert (deck.name, deck.owner, deck.format) == ("Test Starter", None, "ivory")
    # The one-letter slip is read as the card it misses, and the output says so.
    assert "“Test Startr Bushi” read as Test Starter Bushi" in out
    assert deck.entries.get(card__title="Test Starter Bushi").count == 6
    _load(tmp_path)
    assert Deck.objects.filter(is_starter=True).count() == 1


def test_without_a_folder_the_command_says_so(tmp_path, db):
    with pytest.raises(CommandError, match="is not a folder"):
        call_command("load_starter_decks", str(tmp_path / "missing"))


@pytest.mark.pool
def test_the_nine_ivory_starters_are_offered_ready_to_play(card_pool, client, player):
    out = _load(DECKS_L5D)
    assert "9 starter decks loaded" in out
    starters = Deck.objects.filter(is_starter=True).order_by("name")
    assert starters.count() == 9
    for deck in starters:
        assert deck.format == "ivory", deck.name
        assert not deck.unresolved_lines.exists(), deck.name
        report = validate_deck(deck.deck_list(), deck.format)
        assert report.valid, (deck.name, [problem.message for problem in report.errors])

    page = client.get(reverse("deck-list")).content.decode()
    assert "Starter decks" in page and "Ivory Mantis Starter" in page
    mantis = starters.get(name="Ivory Mantis Starter")
    assert f"{reverse('playtest-new')}?deck={mantis.pk}" in page
    assert reverse("deck-copy", args=[mantis.pk]) in page
    copied = player.post(reverse("deck-copy", args=[mantis.pk]))
    copy = Deck.objects.get(name="Copy of Ivory Mantis Starter")
    assert copied["Location"] == reverse("deck-edit", args=[copy.pk]) and not copy.is_starter
