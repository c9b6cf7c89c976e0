"""Catalogue pages: home, the card list with its filters, card pages, set pages."""

from dataclasses import dataclass
from functools import partial

from django.core.paginator import Paginator
from django.db.models import Model, QuerySet
from django.forms import Field
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.template.loader import render_to_string

from l5rdb.catalogue.filters import CardFilterSet
from l5rdb.catalogue.models import Card, Format
from l5rdb.catalogue.queries import (
    arcs_with_sets,
    attach_clans,
    card_detail_queryset,
    card_list_queryset,
    clans_with_counts,
    formats_with_counts,
    other_experience_levels,
    set_printings,
    sets_with_counts,
)
from l5rdb.catalogue.revision import cached, conditional_response, current_revision
from l5rdb.catalogue.search import facet_counts

CARDS_PER_PAGE = 50


@dataclass(frozen=True)
class ActiveFilter:
    label: str
    value: str
    remove_query: str


@dataclass(frozen=True)
class FacetLink:
    label: str
    count: int
    # The query string that narrows the list to this facet; empty when it would not narrow
    # (every result is in it already).
    narrow_query: str


@dataclass(frozen=True)
class FacetGroup:
    name: str
    facets: list[FacetLink]


@dataclass(frozen=True)
class CachedPage:
    """The part of a page that depends on the catalogue only (not on who is looking)."""

    title: str
    content: str


def home(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "catalogue/home.html",
        {
            "arcs": arcs_with_sets(),
            "clans": [clan for clan in clans_with_counts() if clan.card_count],
            "formats": formats_with_counts(),
            "card_count": Card.objects.count(),
        },
    )


def active_filters(filterset: CardFilterSet, params: QueryDict) -> list[ActiveFilter]:
    """The filters in use, each with the query string that drops it (and the page number)."""
    form = filterset.form
    shown = []
    for bound in [*form.other_fields(), *form.stat_ranges()]:
        name, value = bound.name, form.cleaned_data.get(bound.name)
        if name == "sort" or value in (None, ""):
            continue
        remaining = params.copy()
        for key in (name, f"{name}_min", f"{name}_max", "page"):
            remaining.pop(key, None)
        shown.append(
            ActiveFilter(str(bound.label), _describe(bound.field, value), remaining.urlencode())
        )
    return shown


def _describe(field: Field, value: object) -> str:
    if isinstance(value, slice):
        low, high = value.start, value.stop
        if low is not None and high is not None:
            return f"{low:g}" if low == high else f"{low:g}–{high:g}"
        return f"≥ {low:g}" if low is not None else f"≤ {high:g}"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Model):
        return str(value)
    labels = {str(key): label for key, label in getattr(field.widget, "choices", ())}
    return str(labels.get(str(value), value))


FACET_GROUP_NAMES = {"type": "Type", "clan": "Clan", "format": "Legal in"}


def facet_groups(cards: QuerySet[Card], total: int, params: QueryDict) -> list[FacetGroup]:
    """Type, clan and format counts over all of `cards` (every filter applied, not only the
    search), each linking to the list narrowed by its term: the same filters, the search
    with the term added, back to the first page."""
    groups = []
    for key, facets in facet_counts(cards, params.get("q", "")).items():
        links = []
        for facet in facets:
            narrowed = ""
            if facet.count < total:
                query = params.copy()
                query["q"] = facet.query
                query.pop("page", None)
                narrowed = query.urlencode()
            links.append(FacetLink(facet.label, facet.count, narrowed))
        if links:
            groups.append(FacetGroup(FACET_GROUP_NAMES[key], links))
    return groups


def _card_list_page(params: QueryDict) -> CachedPage:
    filterset = CardFilterSet(params, queryset=card_list_queryset(first_set=True))
    valid = filterset.is_valid()
    cards = filterset.qs if valid else Card.objects.none()
    page = Paginator(cards, CARDS_PER_PAGE).get_page(params.get("page"))
    page.object_list = attach_clans(list(page.object_list))
    search_error = filterset.search_error if valid else ""
    total = page.paginator.count
    query = filterset.form["q"].value()
    content = render_to_string(
        "catalogue/card_list.html",
        {
            "params": params,
            "filterset": filterset,
            "form": filterset.form,
            "page": page,
            "valid": valid,
            "search_error": search_error,
            "active_filters": active_filters(filterset, params) if valid else [],
            "facet_groups": (
                facet_groups(cards, total, params) if total and not search_error else []
            ),
        },
    )
    return CachedPage(f"Cards: {query}" if query else "Cards", content)


def card_list(request: HttpRequest) -> HttpResponse:
    """The list (its filters, results and counts) is kept per catalogue revision and query
    string: the same search asked again costs one query, for the revision."""
    revision = current_revision()
    params = tuple(sorted((key, tuple(request.GET.getlist(key))) for key in request.GET))
    page = cached(revision, "card-list", params, partial(_card_list_page, request.GET.copy()))
    return render(request, "catalogue/cached_page.html", {"page": page})


def _cached_page(
    request: HttpRequest, kind: str, slug: str, build: "partial[CachedPage | None]"
) -> HttpResponse:
    revision = current_revision()
    page = cached(revision, kind, (slug,), build)
    if page is None:
        raise Http404("Nothing is at this address.")
    return conditional_response(
        request,
        revision,
        lambda: render(request, "catalogue/cached_page.html", {"page": page}),
        kind,
    )


def _card_page(slug: str) -> CachedPage | None:
    card = card_detail_queryset().filter(slug=slug).first()
    if card is None:
        return None
    legal = set(card.formats.all())
    banned = set(card.banned_in.all())
    formats = list(Format.objects.all())
    content = render_to_string(
        "catalogue/card_detail.html",
        {
            "card": card,
            "versions": other_experience_levels(card),
            "legality": [
                (fmt, fmt in legal and fmt not in banned, fmt in banned) for fmt in formats
            ],
            "banned_in": [fmt for fmt in formats if fmt in banned],
            "printings": card.printings.all(),
        },
    )
    return CachedPage(card.display_title, content)


def card_detail(request: HttpRequest, slug: str) -> HttpResponse:
    return _cached_page(request, "card-page", slug, partial(_card_page, slug))


def set_list(request: HttpRequest) -> HttpResponse:
    return render(request, "catalogue/set_list.html", {"arcs": arcs_with_sets()})


def _set_page(slug: str) -> CachedPage | None:
    card_set = sets_with_counts().filter(slug=slug).first()
    if card_set is None:
        return None
    content = render_to_string(
        "catalogue/set_detail.html", {"set": card_set, "printings": set_printings(card_set)}
    )
    return CachedPage(card_set.name, content)


def set_detail(request: HttpRequest, slug: str) -> HttpResponse:
    return _cached_page(request, "set-page", slug, partial(_set_page, slug))
