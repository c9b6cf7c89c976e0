"""Catalogue pages: home, the card list with its filters, card pages, set pages."""

from dataclasses import dataclass

from django.core.paginator import Paginator
from django.db.models import Model
from django.forms import Field
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, render

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

CARDS_PER_PAGE = 50


@dataclass(frozen=True)
class ActiveFilter:
    label: str
    value: str
    remove_query: str


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


def card_list(request: HttpRequest) -> HttpResponse:
    filterset = CardFilterSet(
        request.GET, queryset=card_list_queryset(first_set=True), request=request
    )
    valid = filterset.is_valid()
    cards = filterset.qs if valid else Card.objects.none()
    page = Paginator(cards, CARDS_PER_PAGE).get_page(request.GET.get("page"))
    page.object_list = attach_clans(list(page.object_list))
    return render(
        request,
        "catalogue/card_list.html",
        {
            "filterset": filterset,
            "form": filterset.form,
            "page": page,
            "valid": valid,
            "search_error": filterset.search_error if valid else "",
            "active_filters": active_filters(filterset, request.GET) if valid else [],
        },
    )


def card_detail(request: HttpRequest, slug: str) -> HttpResponse:
    card = get_object_or_404(card_detail_queryset(), slug=slug)
    legal = set(card.formats.all())
    return render(
        request,
        "catalogue/card_detail.html",
        {
            "card": card,
            "versions": other_experience_levels(card),
            "legality": [(fmt, fmt in legal) for fmt in Format.objects.all()],
            "printings": card.printings.all(),
        },
    )


def set_list(request: HttpRequest) -> HttpResponse:
    return render(request, "catalogue/set_list.html", {"arcs": arcs_with_sets()})


def set_detail(request: HttpRequest, slug: str) -> HttpResponse:
    card_set = get_object_or_404(sets_with_counts(), slug=slug)
    return render(
        request,
        "catalogue/set_detail.html",
        {"set": card_set, "printings": set_printings(card_set)},
    )
