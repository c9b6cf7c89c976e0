"""Card text is HTML from outside: hostile markup written through the ORM or the admin (never
through the importer, which sanitizes its records itself) is cleaned when it is saved, so it
never reaches a page or the API as markup; pages and the API then show the text as stored."""

import re
from html.parser import HTMLParser

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card, Printing
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


class _FormFields(HTMLParser):
    """The values a browser would submit from the page's form (inputs, selects, textareas)."""

    def __init__(self) -> None:
        super().__init__()
        self.data: dict[str, list[str]] = {}
        self._select: str | None = None
        self._textarea: str | None = None

    def _add(self, name: str | None, value: str | None) -> None:
        if name:
            self.data.setdefault(name, []).append(value or "")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if tag == "input" and attr.get("type") not in ("submit", "button", "file"):
            if attr.get("type") in ("checkbox", "radio") and "checked" not in attr:
                return
            self._add(attr.get("name"), attr.get("value"))
        elif tag == "select":
            self._select = attr.get("name")
            self.data.setdefault(self._select or "", [])
        elif tag == "option" and self._select and "selected" in attr:
            self._add(self._select, attr.get("value"))
        elif tag == "textarea":
            self._textarea = attr.get("name")
            self._add(self._textarea, "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data: str) -> None:
        if self._textarea:
            # A textarea's first newline is not part of its value.
            self.data[self._textarea][-1] += data.removeprefix("\n")


def resubmit(admin_client, url: str, **changes: str) -> None:
    """Submit the admin change form at `url` as shown, with `changes` typed in."""
    parser = _FormFields()
    parser.feed(admin_client.get(url).content.decode())
    data = {name: values for name, values in parser.data.items() if name}
    data.update({name: [value] for name, value in changes.items()})
    response = admin_client.post(url, data)
    assert response.status_code == 302, re.findall(r"errorlist.{0,200}", response.content.decode())


def test_text_typed_into_the_admin_is_cleaned_before_it_is_stored(admin_client, client, hostile):
    # The admin requires these JSON fields to be non-empty.
    Card.objects.filter(pk=hostile.pk).update(
        traits=["Scroll"], variable_stats=["focus"], printed={"focus": "*"}
    )
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
