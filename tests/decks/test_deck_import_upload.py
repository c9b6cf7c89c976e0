"""Importing a deck file from "My decks": the file is read by the deck list readers, saved as
a new deck with its unknown lines kept, and the deck's page shows the validation report
("Подготовка к игре"). A file that is not a deck list is refused, naming what is wrong, and
nothing is saved."""

import codecs
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.messages import get_messages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.http import HttpResponse
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from decks.lists import MAX_TEXT_BYTES, parse_deck_text, read_deck_file
from decks.models import Deck
from decks.resolve import resolve_deck
from decks.upload import clean_file_name, deck_name_from_file
from l5rdb.catalogue.models import Card, CardType
from tests.conftest import DECKS_L5D
from tests.factories import make_card

CRAB_LIST = (
    "Stronghold: Shiro Testu\n\nDynasty:\n3 Hida Testuro\n2 Testing Iron Mien\n\n"
    "Fate:\n3 Testing Yari\n"
)
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02"


@pytest.fixture
def cards(db: None) -> dict[str, Card]:
    gold = ["gold", "ivory"]
    return {
        "keep": make_card("Shiro Testu", type=CardType.STRONGHOLD, clans=["Crab"], formats=gold),
        "hida": make_card("Hida Testuro", clans=["Crab"], formats=gold, gold_cost=6),
        "mine": make_card("Testing Iron Mine", type=CardType.HOLDING, formats=gold),
        "yari": make_card("Testing Yari", type=CardType.ITEM, formats=gold, gold_cost=2),
    }


@pytest.fixture
def player(db: None) -> AbstractBaseUser:
    return get_user_model().objects.create_user("hida", password="a long test password")


@pytest.fixture
def logged_in(client: Client, player: AbstractBaseUser) -> Client:
    client.force_login(player)
    return client


def upload(
    client: Client, name: str, data: bytes, list_format: str = "", play_format: str = ""
) -> HttpResponse:
    return client.post(
        reverse("deck-import"),
        {
            "file": SimpleUploadedFile(name, data, content_type="application/octet-stream"),
            "list_format": list_format,
            "format": play_format,
        },
    )


def refused(response: HttpResponse) -> str:
    """The page re-shown with the form's error, which is returned; nothing was saved."""
    assert response.status_code == 400
    assert Deck.objects.count() == 0
    errors = response.context["import_form"].errors
    assert list(errors) == ["file"], errors
    assert escape(errors["file"][0]) in response.content.decode()
    return errors["file"][0]


def test_my_decks_has_the_upload_form(logged_in: Client) -> None:
    html = logged_in.get(reverse("deck-list")).content.decode()
    assert f'action="{reverse("deck-import")}" enctype="multipart/form-data"' in html
    assert 'type="file" name="file"' in html
    assert '<select name="list_format"' in html and '<option value="l5d">' in html
    assert '<select name="format"' in html and '<option value="ivory">' in html
    assert f"at most {MAX_TEXT_BYTES // 1024} KB" in html


@pytest.mark.django_db
def test_a_visitor_sees_no_form_and_cannot_post(client: Client, cards: dict) -> None:
    html = client.get(reverse("deck-list")).content.decode()
    assert reverse("deck-import") not in html
    response = upload(client, "crab.txt", CRAB_LIST.encode())
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))
    assert Deck.objects.count() == 0


def test_get_leads_to_the_form(logged_in: Client) -> None:
    response = logged_in.get(reverse("deck-import"))
    assert response.status_code == 302
    assert response["Location"] == f"{reverse('deck-list')}#import-deck"


def test_a_list_becomes_a_deck_and_its_unknown_line_is_kept(
    logged_in: Client, player: AbstractBaseUser, cards: dict[str, Card]
) -> None:
    response = upload(logged_in, "crab wall.txt", CRAB_LIST.encode())
    deck = Deck.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("deck-detail", args=[deck.pk])
    assert (deck.owner, deck.name, deck.format) == (player, "crab wall", "gold")
    assert sorted((e.card.title, e.count, e.section) for e in deck.entries.all()) == [
        ("Hida Testuro", 3, "dynasty"),
        ("Shiro Testu", 1, "pregame"),
        ("Testing Yari", 3, "fate"),
    ]
    assert [(u.name, u.count, u.section) for u in deck.unresolved_lines.all()] == [
        ("Testing Iron Mien", 2, "dynasty")
    ]
    assert [str(m) for m in get_messages(response.wsgi_request)] == [
        "Imported “crab wall”: 7 cards; 1 line naming no card in the pool is kept with it"
        " until corrected.",
        "The list names no format: it is legal in Gold, so it was saved as a Gold deck."
        " It is also legal in Ivory.",
    ]

    # The deck's page shows the validation report, the kept line and the card meant.
    page = logged_in.get(response["Location"])
    html = page.content.decode()
    assert "Imported “crab wall”" in html
    assert "Not legal in Gold" in html
    codes = page.context["report"].codes()
    assert {"unknown_card", "dynasty_too_small", "fate_too_small"} <= set(codes)
    unknown = next(p for p in page.context["report"].errors if p.code == "unknown_card")
    assert unknown.suggestions[0].title == "Testing Iron Mine"
    assert "Closest: Testing Iron Mine" in html
    assert "Lines that name no card" in html


def test_the_lists_own_name_and_format_are_used(logged_in: Client, cards: dict) -> None:
    text = "Name: Crab Wall\nFormat: Ivory Edition\n" + CRAB_LIST
    upload(logged_in, "whatever.txt", text.encode())
    deck = Deck.objects.get()
    assert (deck.name, deck.format) == ("Crab Wall", "ivory")


def test_the_format_chosen_wins(logged_in: Client, cards: dict) -> None:
    text = "Format: Ivory Edition\n" + CRAB_LIST
    upload(logged_in, "crab.txt", text.encode(), play_format="gold")
    assert Deck.objects.get().format == "gold"


def test_the_list_format_chosen_is_used(logged_in: Client, cards: dict) -> None:
    error = refused(upload(logged_in, "crab.txt", CRAB_LIST.encode(), list_format="json"))
    assert error.startswith("“crab.txt”: ")
    assert "JSON" in error or "json" in error
    assert error.endswith(".")


def test_unknown_choices_are_refused(logged_in: Client, cards: dict) -> None:
    response = upload(logged_in, "crab.txt", CRAB_LIST.encode(), "pdf", "standard")
    assert response.status_code == 400
    assert set(response.context["import_form"].errors) == {"list_format", "format"}
    assert Deck.objects.count() == 0


def test_header_counts_that_do_not_add_up_are_reported(logged_in: Client, cards: dict) -> None:
    text = "Stronghold: Shiro Testu\nDynasty (5):\n3 Hida Testuro\nFate:\n3 Testing Yari\n"
    response = upload(logged_in, "crab.txt", text.encode())
    messages = [str(m) for m in get_messages(response.wsgi_request)]
    assert len(messages) == 3  # imported, the format chosen, the note
    assert messages[2].startswith("While reading the file: ")
    assert "5" in messages[2] and "3" in messages[2]


def test_a_binary_file_is_refused(logged_in: Client, cards: dict) -> None:
    error = refused(upload(logged_in, "crab.png", PNG))
    assert error == "“crab.png” is binary data, not a deck list. Nothing was saved."


def test_control_characters_are_refused(logged_in: Client, cards: dict) -> None:
    error = refused(upload(logged_in, "crab.txt", b"3 Hida Testuro\x1b[31m\n"))
    assert "control characters" in error and "Nothing was saved" in error


def test_a_file_too_large_is_refused(logged_in: Client, cards: dict) -> None:
    data = b"3 Hida Testuro\n" * (MAX_TEXT_BYTES // 15 + 10)
    error = refused(upload(logged_in, "huge.txt", data))
    assert error == (
        f"“huge.txt” is {len(data) // 1024} KB; a deck list is at most"
        f" {MAX_TEXT_BYTES // 1024} KB. Nothing was saved."
    )


def test_an_empty_file_is_refused(logged_in: Client, cards: dict) -> None:
    assert "empty" in refused(upload(logged_in, "crab.txt", b""))


def test_no_file_at_all_is_refused(logged_in: Client, cards: dict) -> None:
    response = logged_in.post(reverse("deck-import"), {"list_format": "", "format": ""})
    assert response.status_code == 400
    assert response.context["import_form"].errors["file"] == ["This field is required."]
    assert Deck.objects.count() == 0


def test_text_naming_no_card_is_refused(logged_in: Client, cards: dict) -> None:
    essay = "Dear diary,\nToday I lost at L5R again.\n"
    error = refused(upload(logged_in, "diary.txt", essay.encode()))
    assert error == (
        "“diary.txt”: none of its 2 card lines names a card in the pool (the first reads"
        " “Dear diary,”); nothing was saved."
    )
    error = refused(upload(logged_in, "blank.txt", b"# only a comment\n\n"))
    assert error == "“blank.txt”: the list holds no card lines; nothing was saved."


def test_utf16_and_windows_1252_files_are_read(logged_in: Client, cards: dict) -> None:
    text = "Name: Crab – Wall\n" + CRAB_LIST
    upload(logged_in, "utf16.txt", codecs.BOM_UTF16_LE + text.encode("utf-16-le"))
    upload(logged_in, "cp1252.txt", text.encode("cp1252"))
    assert [deck.name for deck in Deck.objects.order_by("id")] == ["Crab – Wall", "Crab – Wall"]


def test_a_hostile_file_name_is_cleaned_and_escaped(logged_in: Client, cards: dict) -> None:
    """Markup and a right-to-left override in the name: Django's upload parser drops the
    unprintable characters, the page escapes the rest (clean_file_name: see below)."""
    name = '<img src=x onerror="alert(1)">\u202eevil\u0007.txt'
    response = upload(logged_in, name, CRAB_LIST.encode())
    deck = Deck.objects.get()
    assert deck.name == '<img src=x onerror="alert(1)">evil'
    html = logged_in.get(response["Location"]).content.decode()
    assert "<img src=x" not in html and "\u202e" not in html
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;evil" in html
    listing = logged_in.get(reverse("deck-list")).content.decode()
    assert "<img src=x" not in listing

    deck.delete()
    error = refused(upload(logged_in, name, PNG))
    assert error.startswith('“<img src=x onerror="alert(1)">evil.txt” is binary data')
    page = upload(logged_in, name, PNG).content.decode()
    assert "<img src=x" not in page and "\u202e" not in page


def test_file_names_from_outside() -> None:
    assert clean_file_name("../../etc/passwd") == "passwd"
    assert clean_file_name("C:\\Decks\\crab.l5d") == "crab.l5d"
    assert clean_file_name("a\u202eb\u200bc\nd") == "a b c d"
    assert clean_file_name("x" * 200) == "x" * 79 + "…"
    assert deck_name_from_file("Crab Wall.l5d") == "Crab Wall"
    assert deck_name_from_file(".l5d") == ".l5d"
    assert deck_name_from_file("\u202e") == "Imported deck"
    assert deck_name_from_file(None) == "Imported deck"
    assert len(deck_name_from_file("y" * 500 + ".txt")) == 200


L5D_DECKS = {
    "Ivory Crane Starter.l5d": "Legal in Ivory",
    "Ivory Phoenix Starter.l5d": "Not legal in Ivory",
}


@pytest.mark.pool
@pytest.mark.parametrize("file_name", sorted(L5D_DECKS))
def test_an_egg_of_pan_ku_deck_from_the_shared_decks(
    card_pool: Path, client: Client, player: AbstractBaseUser, file_name: str
) -> None:
    """A real .l5d file: every line is kept, in the sections its headers state."""
    path = DECKS_L5D / file_name
    if not path.is_file():
        pytest.skip(f"{path} is absent")
    client.force_login(player)
    response = upload(client, file_name, path.read_bytes(), play_format="ivory")
    deck = Deck.objects.get()
    assert response["Location"] == reverse("deck-detail", args=[deck.pk])
    assert deck.name == file_name.removesuffix(".l5d")
    assert deck.format == "ivory"

    parsed = parse_deck_text(read_deck_file(path))
    stated = {d.section: d.stated for d in parsed.declared_counts if d.type_hint is None}
    assert deck.deck_list().section_counts() == stated
    expected = resolve_deck(parsed)
    assert sorted((e.card.id, e.count, e.section) for e in expected.entries) == sorted(
        deck.entries.values_list("card_id", "count", "section")
    )
    assert [(u.name, u.count) for u in expected.unknown] == list(
        deck.unresolved_lines.values_list("name", "count")
    )
    html = client.get(response["Location"]).content.decode()
    assert L5D_DECKS[file_name] in html
    if expected.unknown:
        assert "Lines that name no card" in html
        assert escape(expected.unknown[0].name) in html
