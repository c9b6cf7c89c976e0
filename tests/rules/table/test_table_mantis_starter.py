"""The Mantis Ivory starter plays on the table (issue 10: it named "Unsettling Gathering",
which only the Oracle and Kamisasori files had, so it could not be played): loaded as a
starter deck, chosen in the playtest form, it is dealt and plays turns with its own cards."""

from io import StringIO

import pytest
from django.core.management import call_command

from decks.models import Deck
from rules.models import SavedGame
from tests.conftest import DECKS_L5D

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def test_the_mantis_starter_plays_on_the_table(card_pool, player, user):
    call_command("load_starter_decks", str(DECKS_L5D), stdout=StringIO())
    mantis = Deck.objects.get(is_starter=True, name="Ivory Mantis Starter")
    assert mantis.entries.filter(card__title="Unsettling Gathering").exists()

    response = player.post("/playtest/new/", {"deck": mantis.pk, "seed": 7})
    assert response.status_code == 302, response.content.decode()[:2000]
    saved = SavedGame.objects.get(deck=mantis)
    page = player.get(response["Location"]).content.decode()
    assert "Ivory Mantis Starter vs a goldfish" in page

    for _ in range(3):
        saved.autoplay("turn", "aggressive")
        saved.refresh_from_db()
    game = saved.game()
    assert game.turn >= 3 or game.over
    played = {entry.action.__class__.__name__ for entry in game.log}
    assert "Recruit" in played or "PlayCard" in played, played
