"""The card filters, shared by the card list page and /api/cards/.

Query parameters: `q` (the search language); `type`, `deck`; `clan`, `format`, `set` (slugs);
`keyword` (slug or name); `is_unique`, `experience`, `banned`; `<stat>_min` / `<stat>_max` for
every stat in STAT_FIELDS; `sort` (a field name, `-` in front for descending).
"""

import math
from collections.abc import Callable
from functools import cache
from typing import ClassVar

import django_filters as filters
from django import forms
from django.db.models import F, Q, QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field

from l5rdb.catalogue.display import stat_label
from l5rdb.catalogue.models import (
    EXTRA_CARDS,
    STAT_FIELDS,
    Card,
    CardType,
    Clan,
    DeckKind,
    Format,
    Printing,
    Set,
)
from l5rdb.catalogue.queries import SET_ORDER, group_by_arc
from l5rdb.catalogue.search import SearchResult, search_cards
from l5rdb.catalogue.search.fields import stat_condition

# sort parameter -> the columns it orders by (ties broken by title, then experience).
SORTS: dict[str, tuple[str, str]] = {
    "title": ("Title", "title"),
    **{field: (stat_label(field), field) for field in STAT_FIELDS},
    "release": ("Release", "first_set__order"),
    "experience": ("Experience", "experience_level"),
}
SORT_CHOICES: list[tuple[str, str]] = [
    choice
    for name, (label, _) in SORTS.items()
    for choice in ((name, f"{label} ↑"), (f"-{name}", f"{label} ↓"))
]
EXPERIENCE_CHOICES: list[tuple[str, str]] = [
    ("", "Any"),
    ("-1", "Inexperienced"),
    ("0", "Base"),
    ("1", "Experienced"),
    *((str(level), f"Experienced {level}") for level in range(2, 7)),
]
YES_NO = [("", "Any"), ("true", "Yes"), ("false", "No")]
FormClass = type[forms.Form]
FORM_ORDER = ("q", "sort", "type", "deck", "clan", "format", "set", "keyword", "experience")


def set_choices_by_arc() -> list[tuple[str, list[tuple[str, str]]]]:
    """The set select's options, grouped by arc in release order (sets with no arc last)."""
    sets = Set.objects.order_by(*SET_ORDER).only("slug", "name", "arc")
    return [(arc.name, [(s.slug, s.name) for s in arc.sets]) for arc in group_by_arc(sets)]


class CardFilterForm(forms.Form):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        # Read when the select is drawn (the API never draws it), once however often the
        # widget iterates its choices.
        choices: Callable[[], list] = cache(lambda: [("", "Any set"), *set_choices_by_arc()])
        self.fields["set"].widget.choices = choices

    def stat_ranges(self) -> list[forms.BoundField]:
        return [self[name] for name in STAT_FIELDS]

    def other_fields(self) -> list[forms.BoundField]:
        """The non-stat fields, in the order the page shows them (sorting near the top)."""
        names = [name for name in self.fields if name not in STAT_FIELDS]
        shown_first = [name for name in FORM_ORDER if name in names]
        return [self[name] for name in shown_first + [n for n in names if n not in shown_first]]


class StatRangeFilter(filters.RangeFilter):
    """A stat between two bounds: a fraction rounds inward (`_min=0.5` means at least 1) and a
    bound past what a stat can hold compares like one just outside it."""

    def filter(self, qs: QuerySet, value: slice | None) -> QuerySet:
        if not value:
            return qs
        if value.start is not None:
            qs = qs.filter(stat_condition(self.field_name, ">=", math.ceil(value.start)))
        if value.stop is not None:
            qs = qs.filter(stat_condition(self.field_name, "<=", math.floor(value.stop)))
        return qs.distinct() if self.distinct else qs


class WholeNumberFilter(filters.NumberFilter):
    """A number filter that takes whole numbers only: `experience=0.5` is an error, not 0."""

    field_class = forms.IntegerField

    def filter(self, qs: QuerySet, value: int | None) -> QuerySet:
        if value is None:
            return qs
        return qs.filter(stat_condition(self.field_name, "=", value))


# `<stat>_min` and `<stat>_max` for every stat column; a printed dash (null) never matches.
StatRangeFilters = type(
    "StatRangeFilters",
    (filters.FilterSet,),
    {
        "__module__": __name__,
        **{
            field: StatRangeFilter(field_name=field, label=stat_label(field))
            for field in STAT_FIELDS
        },
    },
)


class CardFilterSet(StatRangeFilters):
    q = filters.CharFilter(
        method="filter_search",
        label="Search",
        widget=forms.SearchInput(attrs={"placeholder": "Title, text, keyword…"}),
    )
    type = filters.ChoiceFilter(choices=CardType.choices, empty_label="Any")
    deck = filters.ChoiceFilter(choices=DeckKind.choices, empty_label="Any")
    clan = filters.ModelChoiceFilter(
        field_name="clans",
        queryset=Clan.objects.all(),
        to_field_name="slug",
        empty_label="Any",
        label="Clan",
    )
    keyword = filters.CharFilter(
        method="filter_keyword",
        label="Keyword",
        widget=forms.TextInput(attrs={"placeholder": "Samurai, Cavalry…"}),
    )
    format = filters.ModelChoiceFilter(
        field_name="formats",
        queryset=Format.objects.all(),
        to_field_name="slug",
        empty_label="Any",
        label="Legal in",
    )
    set = filters.ModelChoiceFilter(
        queryset=Set.objects.all(), to_field_name="slug", method="filter_set", label="Set"
    )
    is_unique = filters.BooleanFilter(label="Unique", widget=forms.Select(choices=YES_NO))
    experience = WholeNumberFilter(
        field_name="experience_level",
        label="Experience",
        widget=forms.Select(choices=EXPERIENCE_CHOICES),
    )
    banned = filters.BooleanFilter(
        field_name="is_banned", label="Banned", widget=forms.Select(choices=YES_NO)
    )
    sort = filters.ChoiceFilter(
        choices=SORT_CHOICES, method="sort_cards", label="Sort by", empty_label="Best match, title"
    )

    class Meta:
        model = Card
        fields: list[str] = []
        form = CardFilterForm

    search: SearchResult | None = None
    _form_class: ClassVar[FormClass | None] = None

    def get_form_class(self) -> FormClass:
        """The form class, built once: every instance's filters make the same fields, and
        each form deep-copies its fields anyway. Building it per request cost a list request
        as much as serializing its results."""
        cls = self.__class__
        if cls.__dict__.get("_form_class") is None:
            cls._form_class = super().get_form_class()
        return cls._form_class

    def filter_queryset(self, queryset: QuerySet[Card]) -> QuerySet[Card]:
        """Without a search (which decides for itself), entries that are not deck cards are
        left out unless the type filter asks for "Other"."""
        data = self.form.cleaned_data
        if not (data.get("q") or "").strip() and data.get("type") != CardType.OTHER:
            queryset = queryset.exclude(EXTRA_CARDS)
        return super().filter_queryset(queryset)

    def filter_search(self, queryset: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        self.search = search_cards(value, queryset)
        if self.search.error:
            return queryset.none()
        return self.search.cards

    @extend_schema_field(OpenApiTypes.STR)
    def filter_keyword(self, queryset: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        value = value.strip()
        return queryset.filter(Q(keywords__slug=value) | Q(keywords__name__iexact=value))

    def filter_set(self, queryset: QuerySet[Card], name: str, value: Set) -> QuerySet[Card]:
        return queryset.filter(pk__in=Printing.objects.filter(set=value).values("card_id"))

    def sort_cards(self, queryset: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        descending = value.startswith("-")
        column = F(SORTS[value.removeprefix("-")][1])
        # Cards without the stat (a dash, or a type that has none) go last either way.
        first = column.desc(nulls_last=True) if descending else column.asc(nulls_last=True)
        return queryset.order_by(first, "title", "experience_level", "pk")

    @property
    def suggestions(self) -> list[str]:
        """Titles near the search words, when the search found nothing."""
        return self.search.suggestions if self.search else []

    @property
    def search_error(self) -> str:
        if self.search is None or self.search.error is None:
            return ""
        return self.search.error.message
