"""Ordering by relevance, and the nearest titles to offer when a search finds nothing.

The result set never depends on the database; only the order within it and the suggestions
do. Both backends put an exact title match first, then titles that start with the first
word; PostgreSQL then orders by full-text rank over title (weight A) and rules text
(weight B), read from the `search_vector` column migration 0003 adds. Ties fall back to
title, experience level, extended title and id.
"""

from difflib import SequenceMatcher
from typing import Any

from django.db import connections
from django.db.models import (
    BooleanField,
    Case,
    Count,
    Expression,
    F,
    Func,
    IntegerField,
    Max,
    QuerySet,
    Value,
    When,
)
from django.db.models.functions import Greatest, Upper
from django.db.models.signals import post_delete, post_save

from l5rdb.catalogue.models import Card

from .parser import Term

TIEBREAK = ("title", "experience_level", "extended_title", "id")
SUGGESTION_COUNT = 5
# Lowest difflib ratio worth suggesting on SQLite; PostgreSQL uses pg_trgm's own thresholds
# (similarity 0.3, word similarity 0.6).
DIFFLIB_MIN_RATIO = 0.6


def is_postgresql(cards: QuerySet[Card]) -> bool:
    return connections[cards.db].vendor == "postgresql"


class StoredSearchVector(Expression):
    """The card table's `search_vector` column (PostgreSQL only; not a model field: it is
    generated from title and text_plain by the database)."""

    def __init__(self, alias: str | None = None) -> None:
        from django.contrib.postgres.search import SearchVectorField

        super().__init__(output_field=SearchVectorField())
        self.alias = alias

    def resolve_expression(self, query: Any = None, *args: Any, **kwargs: Any) -> Expression:
        clone = self.copy()
        clone.alias = query.get_initial_alias()
        return clone

    def relabeled_clone(self, change_map: dict[str, str]) -> Expression:
        clone = self.copy()
        clone.alias = change_map.get(self.alias, self.alias)
        return clone

    def as_sql(self, compiler: Any, connection: Any) -> tuple[str, list]:
        table = compiler.quote_name_unless_alias(self.alias)
        return f"{table}.{connection.ops.quote_name('search_vector')}", []

    def get_group_by_cols(self) -> list[Expression]:
        return [self]


class _Similar(Func):
    """`a % b`: pg_trgm similarity above its threshold (served by the title trigram index)."""

    arg_joiner = " %% "
    template = "(%(expressions)s)"
    output_field = BooleanField()


class _WordSimilar(Func):
    """`a <% b`: some run of b's words is similar to a."""

    arg_joiner = " <%% "
    template = "(%(expressions)s)"
    output_field = BooleanField()


def rank(cards: QuerySet[Card], terms: list[Term]) -> QuerySet[Card]:
    """`cards` ordered by how well they match the title words and phrases of `terms`."""
    words = [term.value.lower() for term in terms]
    title_match = Case(
        When(title__iexact=" ".join(words), then=Value(2)),
        When(title__istartswith=words[0], then=Value(1)),
        default=Value(0),
        output_field=IntegerField(),
    )
    cards = cards.alias(title_match=title_match)
    if not is_postgresql(cards):
        return cards.order_by("-title_match", *TIEBREAK)

    from django.contrib.postgres.search import SearchQuery, SearchRank

    queries = [
        SearchQuery(term.value, config="english", search_type="phrase" if term.quoted else "plain")
        for term in terms
    ]
    query = queries[0]
    for other in queries[1:]:
        query |= other
    cards = cards.alias(text_rank=SearchRank(StoredSearchVector(), query))
    return cards.order_by("-title_match", F("text_rank").desc(), *TIEBREAK)


def suggest_titles(cards: QuerySet[Card], text: str) -> list[str]:
    """Up to five distinct titles among `cards` nearest to `text`, best first."""
    text = text.strip()
    if not text:
        return []
    if is_postgresql(cards):
        from django.contrib.postgres.search import TrigramSimilarity, TrigramWordSimilarity

        wanted, title = Value(text.upper()), Upper("title")
        similar = (
            cards.filter(_Similar(title, wanted) | _WordSimilar(wanted, title))
            .annotate(
                similarity=Greatest(
                    TrigramSimilarity(title, wanted), TrigramWordSimilarity(wanted, title)
                )
            )
            .order_by("-similarity", "title")
            .values_list("title", flat=True)
        )
        return list(dict.fromkeys(similar[: SUGGESTION_COUNT * 10]))[:SUGGESTION_COUNT]
    candidates = _nearest(text.lower(), _titles(cards.db))[: SUGGESTION_COUNT * 10]
    present = set(cards.filter(title__in=candidates).values_list("title", flat=True))
    return [title for title in candidates if title in present][:SUGGESTION_COUNT]


def _nearest(text: str, titles: list[tuple[str, str, list[str]]]) -> list[str]:
    """Titles whose best difflib ratio against `text` reaches DIFFLIB_MIN_RATIO, best first.
    A title is compared whole and as every run of as many words as `text` has, so "amorro"
    is near "Hida Amoro"."""
    matcher = SequenceMatcher(None, "", text)  # `text` is seq2: its index is built once
    size = len(text.split())
    scored = []
    for title, lowered, words in titles:
        best = 0.0
        pieces = {lowered, *(" ".join(words[i : i + size]) for i in range(len(words) - size + 1))}
        for piece in pieces:
            matcher.set_seq1(piece)
            floor = max(best, DIFFLIB_MIN_RATIO)
            if matcher.real_quick_ratio() >= floor and matcher.quick_ratio() >= floor:
                best = max(best, matcher.ratio())
        if best >= DIFFLIB_MIN_RATIO:
            scored.append((-best, title))
    return [title for _score, title in sorted(scored)]


# Every distinct title per database (with its lower-case form and words), kept while the card
# table's size and last id stay put (which catches an import in another process) and until a
# card is saved or deleted in this one (a renamed card keeps both).
_title_cache: dict[str, tuple[tuple[int, int | None], list[tuple[str, str, list[str]]]]] = {}


def _forget_titles(sender: type[Card], using: str, **kwargs: Any) -> None:
    _title_cache.pop(using, None)


post_save.connect(_forget_titles, sender=Card, dispatch_uid="search-forget-titles-save")
post_delete.connect(_forget_titles, sender=Card, dispatch_uid="search-forget-titles-delete")


def _titles(alias: str) -> list[tuple[str, str, list[str]]]:
    cards = Card.objects.using(alias)
    stamp = cards.aggregate(count=Count("id"), last=Max("id"))
    key = (stamp["count"], stamp["last"])
    cached = _title_cache.get(alias)
    if cached is None or cached[0] != key:
        titles = sorted(set(cards.values_list("title", flat=True)))
        entries = [(title, title.lower(), title.lower().split()) for title in titles]
        cached = _title_cache[alias] = (key, entries)
    return cached[1]
