"""Card text is HTML from outside: hostile markup written straight into the database (never
through the importer) must not reach a page or the API as markup."""

import pytest
from django.urls import reverse

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
        text_plain='<script>alert("plain")</script>Destroy a Follower.',
        back={"title": "Other face", "text": '<svg onload="alert(4)"></svg>Flip.'},
    )
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
    assert_harmless(detail["printings"][0]["flavor"])
    listed = client.get(reverse("api-card-list")).json()["results"][0]
    assert_harmless(listed["text"])
