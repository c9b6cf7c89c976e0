"""Card text is HTML from outside: hostile markup written through the ORM or the admin (never
through the importer, which sanitizes its records itself) is cleaned when it is saved, so it
never reaches a page or the API as markup; pages and the API then show the text as stored."""

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card, Printing
from tests.admin_forms import resubmit
from tests.factories import make_card, make_printing, make_set

pytestmark = pytest.mark.django_db

HOSTILE_TEXT = (
    '<b>Battle:</b> Destroy a Follower.<script>alert("text")</script>'
    '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">click</a>'
)
HOSTILE_FLAVOR = '<i onmouseover="alert(3)">The wind</i><iframe src="//evil.example"></iframe>'


@pytest.fixture
def hostile():
    card = make_card(
        "Poisoned Scroll",
        type="Strategy",
        text=HOSTILE_TEXT,
        back={"title": "Other face", "text": '<svg onload="alert(4)"></svg>Flip.'},
    )
    # save() derives the plain copy from the cleaned text; a write that skips save() may
    # still leave markup in it, which pages must escape.
    Card.objects.filter(pk=card.pk).update(
        text_plain='<script>alert("plain")</script>Destroy a Follower.'
    )
    card.refresh_from_db()
    make_printing(card, make_set("Tainted Set"), flavor=HOSTILE_FLAVOR, collector_number="1")
    return card


def assert_harmless(html: str) -> None:
    markers = (
        "<script>alert",
        "onerror",
        "onmouseover",
        "onload",
        "javascript:",
        "<iframe",
        "<svg",
    )
    for marker in markers:
        assert marker not in html, marker


def test_saving_stores_clean_text(hostile):
    stored = Card.objects.get(pk=hostile.pk)
    assert stored.text.startswith("<b>Battle:</b> Destroy a Follower.")
    assert_harmless(stored.text)
    assert_harmless(stored.back["text"])
    assert stored.back["text"] == "Flip."
    assert Printing.objects.get(card=hostile).flavor == "<i>The wind</i>"

    stored.text = '<p onclick="x()">Edited</p><script>alert(5)</script>'
    stored.save()
    assert Card.objects.get(pk=hostile.pk).text == "<p>Edited</p>"


def test_the_card_page_strips_scripts_handlers_and_bad_links(client, hostile):
    html = client.get(hostile.get_absolute_url()).content.decode()
    assert_harmless(html)
    assert "<b>Battle:</b> Destroy a Follower." in html  # the harmless markup stays
    assert "<i>The wind</i>" in html
    assert "Flip." in html


def test_the_card_list_escapes_the_plain_text(client, hostile):
    html = client.get(reverse("card-list")).content.decode()
    assert_harmless(html)
    assert "&lt;script&gt;alert" in html


def test_the_api_returns_sanitized_text(client, hostile):
    detail = client.get(reverse("api-card-detail", args=[hostile.pk])).json()
    assert_harmless(detail["text"])
    assert detail["text"].startswith("<b>Battle:</b> Destroy a Follower.")
    assert_harmless(detail["back"]["text"])
    assert_harmless(detail["printings"][0]["flavor"])
    # The list carries no HTML: only the plain text, as a JSON string.
    [listed] = client.get(reverse("api-card-list")).json()["results"]
    assert "text" not in listed and listed["text_plain"].endswith("Destroy a Follower.")


def test_text_typed_into_the_admin_is_cleaned_before_it_is_stored(admin_client, client, hostile):
    resubmit(
        admin_client,
        reverse("admin:catalogue_card_change", args=[hostile.pk]),
        text='<b>Open:</b> Bow.<script>alert("admin")</script><img src=x onerror="alert(6)">',
    )
    printing = Printing.objects.get(card=hostile)
    resubmit(
        admin_client,
        reverse("admin:catalogue_printing_change", args=[printing.pk]),
        flavor='<i>Calm</i><iframe src="//evil.example"></iframe>',
    )

    assert Card.objects.get(pk=hostile.pk).text == "<b>Open:</b> Bow."
    assert Printing.objects.get(pk=printing.pk).flavor == "<i>Calm</i>"
    html = client.get(hostile.get_absolute_url()).content.decode()
    assert_harmless(html)
    assert "<b>Open:</b> Bow." in html and "<i>Calm</i>" in html
    detail = client.get(reverse("api-card-detail", args=[hostile.pk])).json()
    assert detail["text"] == "<b>Open:</b> Bow."
