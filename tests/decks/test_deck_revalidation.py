"""Revalidation (`decks.revalidation`): after a card import or a change of a format's card
list every saved deck is validated again («Подготовка к игре»: every card legal in the
format), and decks that became illegal are flagged to their owners on their deck list."""

from pathlib import Path

import pytest
from django.urls import reverse

from decks.models import Deck, DeckEntry
from decks.revalidation.checks import flagged_decks, revalidate_decks
from decks.revalidation.models import DeckLegality
from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Format
from tests.deck_helpers import SampleDeck, legal_deck
from tests.importing_helpers import write_set

pytestmark = pytest.mark.django_db


@pytest.fixture
def eager(settings):
    from l5rdb.celery import app

    was = app.conf.task_always_eager
    settings.CELERY_TASK_ALWAYS_EAGER = True
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = was


def saved(sample: SampleDeck, owner, name: str = "Crab Wall") -> Deck:
    deck = Deck.objects.create(name=name, owner=owner, format="gold")
    for position, (card, count, section) in enumerate(sample.lines()):
        DeckEntry.objects.create(
            deck=deck, card=card, count=count, section=section, position=position
        )
    return deck


def test_a_card_leaving_the_format_flags_the_deck(user, client) -> None:
    sample = legal_deck()
    deck = saved(sample, user)
    assert revalidate_decks() == {"decks": 1, "illegal": 0, "flagged": 0}
    assert DeckLegality.objects.get(deck=deck).legal

    sample.fate[0].formats.remove(Format.objects.get(slug="gold"))
    assert revalidate_decks()["flagged"] == 1
    row = DeckLegality.objects.get(deck=deck)
    assert not row.legal and row.flagged is not None
    assert [p["code"] for p in row.new_problems] == ["not_legal_in_format"]
    assert flagged_decks(user) == [row]

    client.force_login(user)
    page = client.get(reverse("deck-list")).content.decode()
    assert "no longer legal since the card data changed" in page
    assert "Crab Wall" in page and sample.fate[0].title in page


def test_the_flag_goes_when_the_deck_is_legal_again_or_edited(user) -> None:
    sample = legal_deck()
    deck = saved(sample, user)
    revalidate_decks()
    gold = Format.objects.get(slug="gold")
    sample.fate[0].formats.remove(gold)
    revalidate_decks()
    assert flagged_decks(user)
    revalidate_decks()  # nothing new: still flagged, not flagged anew
    assert flagged_decks(user)

    deck.save()  # the owner edits the deck
    assert flagged_decks(user) == []

    sample.fate[0].formats.add(gold)
    revalidate_decks()
    row = DeckLegality.objects.get(deck=deck)
    assert row.legal and row.flagged is None


def test_a_deck_under_construction_is_not_flagged(user) -> None:
    """A deck already too small before the change: its errors are not the card data's."""
    sample = legal_deck()
    sample.fate = sample.fate[:3]
    saved(sample, user)
    assert revalidate_decks() == {"decks": 1, "illegal": 1, "flagged": 0}
    assert flagged_decks(user) == []


def test_others_see_nothing(user, django_user_model) -> None:
    sample = legal_deck()
    saved(sample, user)
    revalidate_decks()
    sample.stronghold.formats.clear()
    revalidate_decks()
    other = django_user_model.objects.create_user("other", password="x" * 12)
    assert flagged_decks(other) == [] and len(flagged_decks(user)) == 1


def test_a_format_change_queues_the_revalidation(
    user, eager, django_capture_on_commit_callbacks
) -> None:
    sample = legal_deck()
    deck = saved(sample, user)
    revalidate_decks()
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        Format.objects.get(slug="gold").cards.remove(sample.dynasty[0], sample.dynasty[1])
    assert len(callbacks) == 1  # once per transaction, however many cards
    assert DeckLegality.objects.get(deck=deck).flagged is not None


def test_a_card_in_no_deck_changes_nothing(user, django_capture_on_commit_callbacks) -> None:
    sample = legal_deck()
    with django_capture_on_commit_callbacks() as callbacks:
        sample.fate[0].formats.clear()
    assert callbacks == []


def test_an_import_revalidates_once(
    user, eager, tmp_path: Path, django_capture_on_commit_callbacks
) -> None:
    """An import that bans a card of a saved deck flags it."""
    sample = legal_deck()
    deck = saved(sample, user)
    revalidate_decks()
    card = sample.fate[0]
    path = write_set(
        tmp_path,
        "Test Banning Set",
        [{"title": card.title, "types": ["Strategy"], "is_banned": True}],
    )
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        report = import_cards([path])
    assert report.ok_files, report.summary()
    assert len(callbacks) == 1
    row = DeckLegality.objects.get(deck=deck)
    assert not row.legal and [p["code"] for p in row.new_problems] == ["banned"]
