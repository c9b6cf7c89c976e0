"""Validate every saved deck again after the card data changed.

`queue_revalidation` queues the task once the transaction commits (once per transaction
however many cards changed); `revalidate_decks` does the work. A deck is flagged when the
check finds errors it did not have at the last check (for a deck never checked before:
errors the card data can cause — a card not legal in the format, banned, or gone). The flag
stays until the deck is legal again or its owner edits it."""

import contextvars
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.db import transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone

from decks.cardindex import invalidate_card_index
from decks.models import Deck, DeckEntry
from decks.revalidation.models import DeckLegality
from decks.validation import validate_deck

# Errors a change of the card data can bring to a deck nobody touched.
CARD_DATA_CODES = frozenset({"not_legal_in_format", "banned", "unknown_card"})
BATCH = 200
_deferred: contextvars.ContextVar[list[bool] | None] = contextvars.ContextVar(
    "revalidation_deferred", default=None
)


def _enqueue() -> None:
    from decks.revalidation.tasks import revalidate_decks_task

    revalidate_decks_task.delay()


def queue_revalidation() -> None:
    """Revalidate every deck once the current transaction commits (once per transaction)."""
    deferred = _deferred.get()
    if deferred is not None:
        deferred.append(True)
        return
    connection = transaction.get_connection()
    if connection.in_atomic_block and any(
        entry[1] is _enqueue for entry in connection.run_on_commit
    ):
        return
    transaction.on_commit(_enqueue)


@contextmanager
def revalidation_deferred() -> Iterator[None]:
    """Changes inside queue one revalidation at the end (an import writes many cards)."""
    marks: list[bool] = []
    token = _deferred.set(marks)
    try:
        yield
    finally:
        _deferred.reset(token)
    if marks:
        queue_revalidation()


def formats_changed(
    sender: Any, instance: Any, action: str, reverse: bool, pk_set: set[int] | None, **_: Any
) -> None:
    """A card's formats (a format's card list) changed: revalidate if a deck holds it."""
    if action not in ("post_add", "post_remove", "post_clear"):
        return
    if reverse:
        cards = DeckEntry.objects.filter(card_id__in=pk_set or ())
        if action == "post_clear":
            cards = DeckEntry.objects.all()
    else:
        cards = DeckEntry.objects.filter(card_id=instance.pk)
    if cards.exists():
        queue_revalidation()


def _errors(report: Any) -> list[dict[str, str]]:
    return [{"code": error.code, "message": error.message} for error in report.errors]


def revalidate_decks(decks: QuerySet[Deck] | None = None) -> dict[str, int]:
    """Validate the decks (every saved deck by default) and record what changed."""
    # The card data just changed, perhaps in another process, perhaps by bulk writes that
    # send no signal: read the pool afresh.
    invalidate_card_index()
    decks = (decks if decks is not None else Deck.objects.all()).order_by("pk")
    known = {row.deck_id: row for row in DeckLegality.objects.all()}
    now = timezone.now()
    counts = {"decks": 0, "illegal": 0, "flagged": 0}
    last = 0
    while True:
        batch = list(decks.filter(pk__gt=last).with_contents()[:BATCH])
        if not batch:
            break
        last = batch[-1].pk
        for deck in batch:
            errors = _errors(validate_deck(deck.deck_list(), deck.format))
            before = known.get(deck.pk)
            if before is None:
                new = [e for e in errors if e["code"] in CARD_DATA_CODES]
            else:
                old = {(e["code"], e["message"]) for e in before.problems}
                new = [e for e in errors if (e["code"], e["message"]) not in old]
            row = before or DeckLegality(deck=deck)
            row.legal = not errors
            row.problems = errors
            row.checked = now
            if not errors:
                row.flagged, row.new_problems = None, []
            elif new:
                row.flagged, row.new_problems = now, new
            row.save()
            counts["decks"] += 1
            counts["illegal"] += bool(errors)
            counts["flagged"] += bool(new and errors)
    return counts


def flagged_decks(owner: Any) -> list[DeckLegality]:
    """The owner's decks the last card data change made illegal and he has not edited since."""
    if not owner.is_authenticated:
        return []
    return list(
        DeckLegality.objects.filter(deck__owner=owner, legal=False)
        .filter(~Q(flagged=None), deck__updated__lte=F("flagged"))
        .select_related("deck")
        .order_by("deck__name")
    )
