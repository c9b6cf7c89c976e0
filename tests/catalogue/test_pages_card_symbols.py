"""Card text writes its icons as codes (`:bow:`, `:g4:`, `:Rank•5:`): pages show them as small
labelled markers, the API keeps the text as stored."""

import re

import pytest
from django.urls import reverse

from l5rdb.catalogue.models import Card
from l5rdb.catalogue.symbols import render_symbols, symbol_for
from tests.factories import make_card

CODE = re.compile(r":([A-Za-z]+)•?(\d*):")


def marker(label: str, title: str, kind: str) -> str:
    return f'<span class="sym sym-{kind}" title="{title}">{label}</span>'


@pytest.mark.parametrize(
    ("code", "label", "title", "kind"),
    [
        (":bow:", "Bow", "Bow this card", "cost"),
        (":g4:", "4 Gold", "4 Gold", "gold"),
        (":g0:", "0 Gold", "0 Gold", "gold"),
        (":g10:", "10 Gold", "10 Gold", "gold"),
        (":gstar:", "Any Gold", "Any amount of Gold", "gold"),
        (":ranged:", "Ranged", "Ranged Attack", "attack"),
        (":fear:", "Fear", "Fear", "attack"),
        (":water:", "Water", "Water element", "element"),
        (":shadowlands:", "Shadowlands", "Shadowlands", "keyword"),
        (":favor:", "Favor", "The Imperial Favor", "cost"),
        (":Rank:", "Rank", "Rank", "rank"),
        (":Rank4:", "Rank 4", "Rank", "rank"),
        (":Rank•5:", "Rank 5", "Rank", "rank"),
    ],
)
def test_each_code_becomes_a_labelled_marker(code, label, title, kind):
    assert render_symbols(f"Pay {code} now") == f"Pay {marker(label, title, kind)} now"


def test_codes_next_to_colons_and_tags():
    html = "<b>Battle, :bow:, :g2::</b> :ranged: 3."
    assert render_symbols(html) == (
        f"<b>Battle, {marker('Bow', 'Bow this card', 'cost')}, "
        f"{marker('2 Gold', '2 Gold', 'gold')}:</b> "
        f"{marker('Ranged', 'Ranged Attack', 'attack')} 3."
    )


def test_unknown_codes_and_ordinary_colons_stay_as_printed():
    for text in ("Invest :gc1:: gain", "Battle: Bow: 3", ":Bow:", "at 3:10:00", ":g:", ":bow"):
        assert render_symbols(text) == text


def test_codes_inside_a_tag_are_left_alone():
    html = '<a href="https://l5r.example/:bow:" rel="noopener">:bow:</a>'
    assert render_symbols(html) == (
        f'<a href="https://l5r.example/:bow:" rel="noopener">'
        f"{marker('Bow', 'Bow this card', 'cost')}</a>"
    )


@pytest.mark.django_db
def test_the_card_page_and_the_list_show_markers_and_the_api_keeps_the_codes(client):
    card = make_card(
        "Hida Kuon",
        text="<b>Open, :bow:, :g2::</b> :melee: 3.",
        text_plain="Open, :bow:, :g2:: :melee: 3.",
        back={"title": "Other face", "text": "Gain :favor:."},
    )
    page = client.get(card.get_absolute_url()).content.decode()
    assert f"<b>Open, {marker('Bow', 'Bow this card', 'cost')}, " in page
    assert f"{marker('Melee', 'Melee Attack', 'attack')} 3." in page
    assert f"Gain {marker('Favor', 'The Imperial Favor', 'cost')}." in page
    assert ":bow:" not in page

    listing = client.get(reverse("card-list")).content.decode()
    snippet = re.search(r'<div class="snippet">(.*?)</div>', listing).group(1)
    assert snippet.startswith(f"Open, {marker('Bow', 'Bow this card', 'cost')}, ")

    detail = client.get(reverse("api-card-detail", args=[card.pk])).json()
    assert detail["text"] == "<b>Open, :bow:, :g2::</b> :melee: 3."
    [listed] = client.get(reverse("api-card-list")).json()["results"]
    assert listed["text_plain"] == "Open, :bow:, :g2:: :melee: 3."


@pytest.mark.django_db
def test_plain_text_is_escaped_before_markers_go_in(client):
    # Escaped markup in the HTML text is markup again in the plain-text copy.
    card = make_card("Hida Kuon", text='&lt;img src=x onerror="alert(1)"&gt; :bow:')
    assert card.text_plain == '<img src=x onerror="alert(1)"> :bow:'
    listing = client.get(reverse("card-list")).content.decode()
    snippet = re.search(r'<div class="snippet">(.*?)</div>', listing).group(1)
    assert snippet.startswith("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <span class=")


@pytest.mark.django_db
def test_every_code_in_the_pool_is_known_but_one_misprint(card_pool):
    codes = set()
    for text, back in Card.objects.filter(text__contains=":").values_list("text", "back"):
        codes.update(CODE.findall(text + ((back or {}).get("text") or "")))
    assert len(codes) > 25
    unknown = {f":{name}{number}:" for name, number in codes if not symbol_for(name, number)}
    assert unknown <= {":gc1:"}
