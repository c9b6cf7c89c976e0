"""How many of the current results fall under each type, clan and format."""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from django.db.models import Count, QuerySet

from l5rdb.catalogue.models import Card, CardType

from .parser import Or, parse


@dataclass(frozen=True)
class Facet:
    label: str
    count: int
    # The term that narrows a search to this facet ("t:personality", "c:crab"), and the whole
    # query with it added.
    term: str
    query: str


def refine_query(query: str, term: str) -> str:
    """`query` narrowed by `term`: "hida or kakita" + "t:stronghold" needs parentheses."""
    return _refiner(query)(term)


def _refiner(query: str) -> Callable[[str], str]:
    """Narrows `query` by a term, reading the query once for all the terms."""
    query = query.strip()
    if not query:
        return lambda term: term
    if isinstance(parse(query), Or):
        query = f"({query})"
    return lambda term: f"{query} {term}"


def _type_counts(cards: QuerySet[Card]) -> Counter[str]:
    """Cards per type, as `t:` finds them: a double-typed card counts under each type. One
    query, grouped by the main type and the printed types (a few dozen pairs)."""
    known = set(CardType.values)
    counts: Counter[str] = Counter()
    rows = cards.order_by().values_list("type", "types").annotate(n=Count("pk"))
    for card_type, types, n in rows.values_list("type", "types", "n"):
        for name in {card_type} | (set(types or ()) & known):
            counts[name] += n
    return counts


def facet_counts(cards: QuerySet[Card], query: str = "") -> dict[str, list[Facet]]:
    """Counts per type, clan and format over `cards`, most common first (formats in release
    order). `query` is the search that gave `cards`; each facet's `query` narrows it."""
    ids = cards.order_by().values("pk")
    clans = (
        Card.clans.through.objects.filter(card_id__in=ids)
        .values_list("clan__name", "clan__slug")
        .annotate(n=Count("card_id"))
        .order_by("-n", "clan__name")
    )
    formats = (
        Card.formats.through.objects.filter(card_id__in=ids)
        .values_list("format__name", "format__slug", "format__order")
        .annotate(n=Count("card_id"))
        .order_by("format__order")
    )
    types = sorted(_type_counts(cards).items(), key=lambda item: (-item[1], item[0]))

    refine = _refiner(query)

    def facet(label: str, count: int, term: str) -> Facet:
        return Facet(label, count, term, refine(term))

    return {
        "type": [facet(card_type, n, f"t:{card_type.lower()}") for card_type, n in types],
        "clan": [facet(name, n, f"c:{slug}") for name, slug, n in clans],
        "format": [facet(name, n, f"f:{slug}") for name, slug, _order, n in formats],
    }
