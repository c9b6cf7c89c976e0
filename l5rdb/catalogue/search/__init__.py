"""Card search: the one entry point the pages, the deck builder and the API call.

`search_cards(query)` parses the query language (see the search help page and `fields.py`)
and returns the matching cards; a query that cannot be parsed comes back with `error` set
and no cards, never an exception. An empty result carries the nearest titles in
`suggestions`. `facet_counts(cards)` counts results per type, clan and format.
"""

import re
from dataclasses import dataclass, field
from functools import cached_property

from django.db.models import QuerySet

from l5rdb.catalogue.models import EXTRA_CARDS, Card

from .compiler import check_cost, compile_node, positive_terms
from .facets import Facet, facet_counts, refine_query
from .lexer import QueryError
from .parser import parse
from .ranking import TIEBREAK, rank, suggest_titles

__all__ = [
    "Facet",
    "SearchError",
    "SearchResult",
    "facet_counts",
    "refine_query",
    "search_cards",
    "title_query",
]


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
    # What to find the nearest titles to, and among which cards, should nothing match.
    suggest_for: str = ""
    suggest_within: QuerySet[Card] | None = field(default=None, repr=False)

    @cached_property
    def suggestions(self) -> list[str]:
        """Up to five titles nearest to the query's title words (or soul: name) when nothing
        matched; computed on first use, so callers that never show them pay nothing."""
        if not self.suggest_for or self.suggest_within is None or self.cards.exists():
            return []
        return suggest_titles(self.suggest_within, self.suggest_for)

    @cached_property
    def facets(self) -> dict[str, list[Facet]]:
        return facet_counts(self.cards, self.query)


def title_query(title: str) -> str:
    """A query that finds the cards titled `title`, for links such as "Did you mean ...":
    the title as quoted phrases, split where the title itself has quote marks."""
    pieces = (piece.strip() for piece in re.split(r"[\"“”]", title))
    return " ".join(f'"{piece}"' for piece in pieces if piece)


_EXTRA_TERM = re.compile(r"(?:^|[\s(])-?(?:is:extra|t(?:ype)?:[\"']?oth)", re.IGNORECASE)


def _asks_for_extras(query: str) -> bool:
    """Whether the query names the non-deck entries (`is:extra`, `-is:extra`, `t:other`):
    otherwise they are left out of the results."""
    return bool(_EXTRA_TERM.search(query))


def search_cards(query: str, cards: QuerySet[Card] | None = None) -> SearchResult:
    """The cards of `cards` (default: all) that match `query`.

    Entries that are not deck cards (Bio, Deckbacker, proxies) are left out unless the query
    names them (`is:extra`, `t:other`).
    With title words in the query the result is ordered by relevance (`ranked`); otherwise a
    queryset without an explicit order gets title order. When nothing matches, `suggestions`
    holds up to five titles nearest to the query's title words or soul: name.
    """
    cards = Card.objects.all() if cards is None else cards
    if not _asks_for_extras(query):
        cards = cards.exclude(EXTRA_CARDS)
    if not cards.query.order_by:
        cards = cards.order_by(*TIEBREAK)
    try:
        tree = parse(query)
        if tree is not None:
            check_cost(tree)
        condition = compile_node(tree) if tree is not None else None
    except QueryError as error:
        return SearchResult(
            query=query.strip(), cards=cards.none(), error=SearchError(error.message, error.column)
        )
    result = SearchResult(query=query.strip(), cards=cards)
    if condition is None:
        return result
    matches = cards.filter(condition)
    terms = positive_terms(tree)
    title_terms = [term for term in terms if term.field is None]
    if title_terms:
        matches = rank(matches, title_terms)
        result.ranked = True
    result.cards = matches
    wanted = title_terms or [term for term in terms if term.field == "soul"]
    result.suggest_for = " ".join(term.value for term in wanted)
    result.suggest_within = cards
    return result
