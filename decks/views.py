"""Deck pages: the builder, the deck lists, a deck's page and its print view; deleting,
copying and importing a deck."""

from dataclasses import dataclass, field

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Prefetch, Q, QuerySet
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from decks import odds
from decks.builder_api import card_summary
from decks.decklist import DeckListError, Section
from decks.format_choice import choose_format
from decks.forms import DeckFilterForm, DeckImportForm
from decks.lists.lines import TYPE_HEADERS
from decks.models import Deck, DeckEntry, UnresolvedLine, Visibility
from decks.resolve import SUGGESTED_LINES, resolve_name, suggest_unknown
from decks.stats import deck_stats
from decks.upload import clean_file_name, import_deck_text, quotable
from decks.validation import validate_deck
from decks.versions import Comparison, compare, record_version
from l5rdb.catalogue.formats import DEFAULT_FORMAT, FORMAT_SLUGS, FORMATS
from l5rdb.catalogue.models import CardType, Clan
from l5rdb.numbers import whole_number

TYPE_ORDER = {value: index for index, value in enumerate(CardType.values)}
PLURALS = {"Personality": "Personalities", "Strategy": "Strategies"}
OTHER_DECKS_SHOWN = 100
VERSIONS_SHOWN = 10
SHARED_MESSAGES = {
    "private": "The deck is private: only you can open it.",
    "link": "The deck is shared by link: anyone with the link can read and copy it.",
    "public": "The deck is published: it is on the deck list, with your name.",
}


def builder_config(request: HttpRequest, deck: dict | None = None) -> dict:
    """Everything builder.js needs to start, as one JSON object in the page."""
    return {
        "formats": [{"slug": spec.slug, "name": spec.name} for spec in FORMATS],
        "defaultFormat": DEFAULT_FORMAT,
        "authenticated": request.user.is_authenticated,
        "csrfToken": get_token(request),
        "loginUrl": f"{reverse('login')}?next={request.path}",
        "urls": {
            "cards": reverse("api-card-list"),
            "validate": reverse("api-deck-validate"),
            "decks": reverse("api-deck-list"),
            "stats": reverse("deck-stats-api"),
            "odds": reverse("deck-odds-api"),
            # Patterns for a deck saved from the page: "/0/" stands for its id.
            "deck": reverse("api-deck-detail", args=[0]),
            "export": reverse("api-deck-export", args=[0]),
            "edit": reverse("deck-edit", args=[0]),
            "detail": reverse("deck-detail", args=[0]),
            "print": reverse("deck-print", args=[0]),
            "builder": reverse("deck-builder"),
        },
        "typeHeaders": TYPE_HEADERS,
        "odds": {
            "openingHand": odds.OPENING_HAND,
            "provinces": odds.PROVINCES,
            "perTurn": odds.DEFAULT_DYNASTY_PER_TURN,
        },
        "deck": deck,
    }


def unresolved_line(line: UnresolvedLine, suggest: bool = True) -> dict:
    """A saved line that names no card, with the cards its name comes closest to (or the card
    it names now, if the pool has gained it since)."""
    section, type_hint = line.section or None, line.type_hint or None
    resolution = resolve_name(line.name, type_hint, section, suggest=suggest)
    suggestions = [resolution.card] if resolution.card else resolution.suggestions
    return {
        "name": line.name,
        "count": line.count,
        "section": section,
        "type": type_hint,
        "suggestions": [{"id": card.id, "title": card.display_title} for card in suggestions],
    }


def builder_deck(deck: Deck) -> dict:
    """A saved deck as builder.js loads it."""
    entries = deck_entries(deck)
    return {
        "id": deck.id,
        "name": deck.name,
        "description": deck.description,
        "format": deck.format,
        "updated": deck.updated.isoformat(),
        "entries": [[entry.card_id, entry.count, entry.section] for entry in entries],
        "cards": [card_summary(card) for card in {e.card_id: e.card for e in entries}.values()],
        "unresolved": [
            unresolved_line(line, suggest=position < SUGGESTED_LINES)
            for position, line in enumerate(deck.unresolved_lines.order_by("position", "id"))
        ],
    }


def render_builder(
    request: HttpRequest, deck: Deck | None = None, copy_of: Deck | None = None
) -> HttpResponse:
    """The builder, empty, editing `deck`, or holding an unsaved copy of `copy_of` that
    builder.js keeps as the browser's draft of a new deck."""
    config = builder_config(request, builder_deck(deck) if deck is not None else None)
    if copy_of is not None:
        config["deck"] = {
            **builder_deck(copy_of),
            "id": None,
            "updated": None,
            "name": copy_of.copy_name(),
            "copyOf": {"name": copy_of.name, "url": reverse("deck-detail", args=[copy_of.pk])},
        }
        # The copy becomes the draft of a new deck: after logging in it is in the builder.
        config["loginUrl"] = f"{reverse('login')}?next={reverse('deck-builder')}"
    return render(
        request,
        "decks/builder.html",
        {
            "deck": deck,
            "formats": FORMATS,
            "sections": Section.choices,
            "config": config,
            "empty_stats": deck_stats([]),
        },
    )


def builder(request: HttpRequest) -> HttpResponse:
    return render_builder(request)


@login_required
def deck_edit(request: HttpRequest, pk: int) -> HttpResponse:
    return render_builder(request, get_object_or_404(Deck, pk=pk, owner=request.user))


# ---- reading a saved deck -----------------------------------------------------------------


def deck_entries(deck: Deck) -> list[DeckEntry]:
    """The deck's entries with their cards and the cards' clans, in three queries."""
    return list(
        deck.entries.select_related("card")
        .prefetch_related(Prefetch("card__clans", queryset=Clan.objects.only("id", "name")))
        .order_by("position", "id")
    )


def type_label(card_type: str, count: int) -> str:
    if count == 1:
        return card_type
    return PLURALS.get(card_type, f"{card_type}s")


@dataclass
class TypeGroup:
    type: str
    label: str
    count: int
    entries: list[DeckEntry]


@dataclass
class SectionGroup:
    key: str
    label: str
    count: int = 0
    groups: list[TypeGroup] = field(default_factory=list)


def group_entries(entries: list[DeckEntry]) -> list[SectionGroup]:
    """Entries by section (Pre-Game, Dynasty, Fate), then by card type, titles in order."""
    sections = []
    for key, label in Section.choices:
        by_type: dict[str, list[DeckEntry]] = {}
        for entry in entries:
            if entry.section == key:
                by_type.setdefault(entry.card.type, []).append(entry)
        section = SectionGroup(key, label)
        for card_type in sorted(by_type, key=lambda value: TYPE_ORDER.get(value, len(TYPE_ORDER))):
            rows = sorted(by_type[card_type], key=lambda entry: entry.card.display_title)
            count = sum(entry.count for entry in rows)
            section.groups.append(TypeGroup(card_type, type_label(card_type, count), count, rows))
            section.count += count
        sections.append(section)
    return sections


def share_key(request: HttpRequest) -> str:
    """The share key a link to a deck shared by link carries (`?key=`)."""
    return (request.GET.get("key") or request.POST.get("key") or "")[:64]


def visible_decks(request: HttpRequest) -> QuerySet[Deck]:
    """Decks this visitor may read: their own, published ones, and one shared by link when
    the request carries its key; every other deck is a 404, as if it did not exist."""
    return Deck.objects.select_related("owner").readable_by(request.user, share_key(request))


def deck_context(request: HttpRequest, deck: Deck) -> dict:
    entries = deck_entries(deck)
    deck_list = suggest_unknown(deck.deck_list())
    report = validate_deck(deck_list, deck.format)
    legal_in = choose_format(deck_list).legal_in
    return {
        "also_legal_in": [
            spec for spec in FORMATS if spec.slug in legal_in and spec.slug != deck.format
        ],
        "deck": deck,
        "sections": group_entries(entries),
        "unresolved": list(deck.unresolved_lines.order_by("position", "id")),
        "report": report,
        "stats": deck_stats(entries),
        "can_edit": deck.is_owned_by(request.user),
        # Links from a deck shared by link carry its key, so print, copy and export work too.
        "key_query": f"?key={deck.share_key}" if _reading_by_key(request, deck) else "",
        "share_url": request.build_absolute_uri(
            reverse("deck-detail", args=[deck.pk]) + f"?key={deck.share_key}"
        )
        if deck.is_owned_by(request.user)
        else "",
        "visibilities": Visibility.choices,
        "versions": list(deck.versions.order_by("-number")[:VERSIONS_SHOWN]),
        "comparison": latest_change(deck),
        "export_url": reverse("api-deck-export", args=[deck.pk]),
        "export_formats": [
            ("l5d", ".l5d"),
            ("text", "Text"),
            ("oracle", "Oracle"),
            ("json", "JSON"),
        ],
    }


def _reading_by_key(request: HttpRequest, deck: Deck) -> bool:
    return (
        not deck.is_owned_by(request.user)
        and deck.visibility == Visibility.LINK
        and bool(share_key(request))
    )


def latest_change(deck: Deck) -> Comparison | None:
    """What the last save changed: the latest version against the one before it."""
    last_two = list(deck.versions.order_by("-number")[:2])
    return compare(last_two[1], last_two[0]) if len(last_two) == 2 else None


@login_required
@require_http_methods(["POST"])
def deck_format(request: HttpRequest, pk: int) -> HttpResponse:
    """The owner plays the deck in another format."""
    deck = get_object_or_404(Deck, pk=pk, owner=request.user)
    slug = request.POST.get("format", "")
    if slug not in FORMAT_SLUGS:
        messages.error(request, f"There is no format “{quotable(slug)}”; the deck is unchanged.")
    elif slug != deck.format:
        deck.format = slug
        deck.save(update_fields=["format", "updated"])
        messages.success(request, f"“{deck.name}” is now a {deck.get_format_display()} deck.")
    return redirect("deck-detail", pk=deck.pk)


def deck_detail(request: HttpRequest, pk: int) -> HttpResponse:
    deck = get_object_or_404(visible_decks(request), pk=pk)
    return render(request, "decks/deck_detail.html", deck_context(request, deck))


def deck_print(request: HttpRequest, pk: int) -> HttpResponse:
    deck = get_object_or_404(visible_decks(request), pk=pk)
    return render(request, "decks/deck_print.html", deck_context(request, deck))


@login_required
@require_http_methods(["GET", "POST"])
def deck_delete(request: HttpRequest, pk: int) -> HttpResponse:
    """GET asks to confirm; POST deletes. Only the owner's own decks."""
    deck = get_object_or_404(Deck, pk=pk, owner=request.user)
    if request.method == "POST":
        name = deck.name
        deck.delete()
        messages.success(request, f"Deleted the deck “{name}”.")
        return redirect("deck-list")
    return render(request, "decks/deck_delete.html", {"deck": deck})


@require_http_methods(["GET", "POST"])
def deck_copy(request: HttpRequest, pk: int) -> HttpResponse:
    """POST (logged in): save a copy of the deck as yours and open it in the builder.
    GET, or a visitor's POST: the builder with an unsaved copy, kept in the browser."""
    deck = get_object_or_404(visible_decks(request), pk=pk)
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect("deck-copy", pk=deck.pk)
        copy = deck.copy_for(request.user)
        record_version(copy)
        messages.success(request, f"Saved “{copy.name}” to your decks.")
        return redirect("deck-edit", pk=copy.pk)
    return render_builder(request, copy_of=deck)


@login_required
@require_POST
def deck_share(request: HttpRequest, pk: int) -> HttpResponse:
    """The owner makes the deck private, shares it by link or publishes it; `new_link` makes
    a new share link (the old one stops working)."""
    deck = get_object_or_404(Deck, pk=pk, owner=request.user)
    visibility = request.POST.get("visibility", deck.visibility)
    if visibility not in Visibility.values:
        messages.error(request, f"“{visibility[:20]}” is not a way to share a deck.")
        return redirect("deck-detail", pk=deck.pk)
    deck.share(visibility, new_key=bool(request.POST.get("new_link")))
    messages.success(request, SHARED_MESSAGES[deck.visibility])
    return redirect("deck-detail", pk=deck.pk)


def deck_history(request: HttpRequest, pk: int) -> HttpResponse:
    """Every saved version of the deck, and what changed between two of them (`?a=&b=`,
    version numbers; by default the latest against the one before)."""
    deck = get_object_or_404(visible_decks(request), pk=pk)
    versions = list(deck.versions.order_by("-number"))
    by_number = {version.number: version for version in versions}
    newer = by_number.get(whole_number(request.GET.get("b")) or -1) or (
        versions[0] if versions else None
    )
    older = by_number.get(whole_number(request.GET.get("a")) or -1)
    if older is None and newer is not None:
        older = next((v for v in versions if v.number < newer.number), None)
    comparison = None
    if older is not None and newer is not None:
        if older.number > newer.number:
            older, newer = newer, older
        comparison = compare(older, newer)
    return render(
        request,
        "decks/deck_history.html",
        {
            "deck": deck,
            "versions": versions,
            "comparison": comparison,
            "key_query": f"?key={deck.share_key}" if _reading_by_key(request, deck) else "",
            "key": share_key(request) if _reading_by_key(request, deck) else "",
        },
    )


def listed_decks(decks: QuerySet[Deck], limit: int | None = None) -> list[Deck]:
    """Decks for a list page, last updated first, each with `report` (its validation) and
    `cards` (its card count): a fixed number of queries however many decks and cards."""
    rows = list(decks.with_contents().order_by("-updated", "-id")[:limit])
    for deck in rows:
        deck_list = deck.deck_list()
        deck.report = validate_deck(deck_list, deck.format)
        deck.cards = sum(entry.count for entry in deck_list.entries)
        keeps = [entry.card for entry in deck_list.entries if entry.card.type == "Stronghold"]
        deck.stronghold = keeps[0] if keeps else None
        deck.clans = sorted(keeps[0].clans) if keeps else []
    return rows


def filter_decks(decks: QuerySet[Deck], params: DeckFilterForm) -> QuerySet[Deck]:
    """Decks whose name or cards hold the words, of the format, whose Stronghold is of the
    clan the list's filters ask for."""
    if not params.is_valid():
        return decks
    data = params.cleaned_data
    if data["q"]:
        words = data["q"]
        decks = decks.filter(
            Q(name__icontains=words)
            | Q(id__in=DeckEntry.objects.filter(card__title__icontains=words).values("deck_id"))
        )
    if data["format"]:
        decks = decks.filter(format=data["format"])
    if data["clan"]:
        keeps = DeckEntry.objects.filter(card__type="Stronghold", card__clans__slug=data["clan"])
        decks = decks.filter(id__in=keeps.values("deck_id"))
    return decks


def deck_list_context(request: HttpRequest, form: DeckImportForm | None = None) -> dict:
    params = DeckFilterForm(request.GET)
    starters = listed_decks(filter_decks(Deck.objects.filter(is_starter=True), params))
    starters.sort(key=lambda deck: deck.name)
    decks = filter_decks(visible_decks(request).filter(is_starter=False), params)
    if request.user.is_authenticated:
        mine = listed_decks(decks.filter(owner=request.user))
        others = decks.published().exclude(owner=request.user)
    else:
        mine, others = [], decks.published()
    return {
        "starter_decks": starters,
        "my_decks": mine,
        "other_decks": listed_decks(others, OTHER_DECKS_SHOWN),
        "import_form": form or DeckImportForm(),
        "filters": params,
        "filtering": params.is_valid() and any(params.cleaned_data.values()),
    }


def deck_list(request: HttpRequest) -> HttpResponse:
    return render(request, "decks/deck_list.html", deck_list_context(request))


@login_required
@require_http_methods(["GET", "POST"])
def deck_import(request: HttpRequest) -> HttpResponse:
    """Save an uploaded deck list file as a new deck and show it with its validation."""
    if request.method == "GET":
        return redirect(f"{reverse('deck-list')}#import-deck")
    form = DeckImportForm(request.POST, request.FILES)
    if form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            imported = import_deck_text(
                form.cleaned_data["text"],
                request.user,
                upload.name,
                form.cleaned_data["list_format"],
                form.cleaned_data["format"],
            )
        except DeckListError as error:
            form.add_error("file", f"“{clean_file_name(upload.name)}”: {error}.")
        else:
            messages.success(request, imported.summary())
            if imported.format_choice:
                messages.info(request, imported.format_choice.sentence())
            for note in imported.deck_list.notes:
                messages.warning(request, f"While reading the file: {note.message}")
            return redirect("deck-detail", pk=imported.deck.pk)
    response = render(request, "decks/deck_list.html", deck_list_context(request, form))
    response.status_code = 400
    return response
