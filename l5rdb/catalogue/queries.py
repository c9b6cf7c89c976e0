"""The catalogue reads the pages and the API share, each in a fixed number of queries."""

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from django.db.models import Count, Prefetch, QuerySet

from l5rdb.catalogue.models import STAT_FIELDS, Card, Clan, Format, Printing, Set

SET_ORDER = ("order", "release_date", "name")

# The columns a result list shows: titles, type, stats as printed, the text snippet, marks.
LIST_FIELDS: tuple[str, ...] = (
    "id",
    "slug",
    "title",
    "extended_title",
    "type",
    "deck",
    *STAT_FIELDS,
    "force_is_modifier",
    "chi_is_modifier",
    "variable_stats",
    "printed",
    "text_plain",
    "experience_level",
    "is_unique",
    "is_banned",
    "automation",
)


class ClanRef(NamedTuple):
    name: str
    slug: str


def card_list_queryset(*, first_set: bool = False) -> QuerySet[Card]:
    """Cards with only the columns a list row shows (and the first set's name and slug when
    asked). Their clans come from `attach_clans`, once the page is cut."""
    if first_set:
        return Card.objects.select_related("first_set").only(
            *LIST_FIELDS, "first_set__name", "first_set__slug"
        )
    return Card.objects.only(*LIST_FIELDS)


def attach_clans(cards: Sequence[Card]) -> Sequence[Card]:
    """Set `listed_clans` (ClanRefs by name) on each card, in one query for them all. A
    prefetch builds a model and a related manager per card, which costs a results page more
    than the query does."""
    if not cards:
        return cards
    clans: dict[int, list[ClanRef]] = defaultdict(list)
    rows = (
        Card.clans.through.objects.filter(card_id__in=[card.pk for card in cards])
        .order_by("clan__name")
        .values_list("card_id", "clan__name", "clan__slug")
    )
    for card_id, name, slug in rows:
        clans[card_id].append(ClanRef(name, slug))
    for card in cards:
        card.listed_clans = clans.get(card.pk, [])
    return cards


def card_detail_queryset() -> QuerySet[Card]:
    """Cards with everything a card page shows, printings in release order."""
    related_cards = Card.objects.only("id", "slug", "title", "extended_title", "experience_level")
    return Card.objects.select_related("first_set").prefetch_related(
        "clans",
        "formats",
        "banned_in",
        Prefetch(
            "printings",
            queryset=Printing.objects.select_related("set").order_by(
                "set__order", "set__name", "side", "collector_number", "variant"
            ),
        ),
        Prefetch("soul_of", queryset=related_cards),
        Prefetch("souls", queryset=related_cards),
    )


def other_experience_levels(card: Card) -> QuerySet[Card]:
    """The other versions of the same personality (Inexperienced, base, Experienced 2...)."""
    if not card.personality_name:
        return Card.objects.none()
    return (
        Card.objects.filter(personality_name=card.personality_name)
        .exclude(pk=card.pk)
        .select_related("first_set")
        .order_by("experience_level", "extended_title", "title")
    )


def sets_with_counts() -> QuerySet[Set]:
    return Set.objects.select_related("format").annotate(
        card_count=Count("printings__card", distinct=True)
    )


def clans_with_counts() -> QuerySet[Clan]:
    return Clan.objects.annotate(card_count=Count("cards"))


def formats_with_counts() -> QuerySet[Format]:
    return Format.objects.annotate(card_count=Count("cards"))


@dataclass
class Arc:
    name: str
    sets: list[Set] = field(default_factory=list)

    @property
    def format(self) -> Format | None:
        return next((s.format for s in self.sets if s.format is not None), None)

    @property
    def card_count(self) -> int:
        return sum(getattr(s, "card_count", 0) for s in self.sets)


def group_by_arc(sets: Iterable[Set]) -> list[Arc]:
    """Sets grouped by arc, arcs in the order their first set comes; sets with no arc come
    last, as "Other"."""
    arcs: dict[str, Arc] = {}
    for card_set in sets:
        arcs.setdefault(card_set.arc, Arc(card_set.arc or "Other")).sets.append(card_set)
    return [arc for name, arc in arcs.items() if name] + ([arcs[""]] if "" in arcs else [])


def arcs_with_sets() -> list[Arc]:
    """Every set with its card count, grouped by arc in release order (one query)."""
    return group_by_arc(sets_with_counts().order_by(*SET_ORDER))


_COLLECTOR_NUMBER = re.compile(r"(\D*)(\d*)(.*)", re.S)


def natural_key(number: str) -> tuple[bool, str, int, str]:
    """Collector numbers in reading order: "2" before "10", "12a" after "12", blanks last."""
    prefix, digits, rest = _COLLECTOR_NUMBER.fullmatch(number).groups()
    return (not number, prefix.lower(), int(digits) if digits else -1, rest.lower())


def set_printings(card_set: Set) -> list[Printing]:
    """A set's printings by collector number, with each card's clans."""
    printings = (
        Printing.objects.filter(set=card_set).select_related("card").prefetch_related("card__clans")
    )
    return sorted(printings, key=lambda p: (natural_key(p.collector_number), p.card.title, p.side))
