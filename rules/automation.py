"""How much of each catalogue card the rules engine plays by itself, stored on the card.

`rules.engine.coverage` judges a card (full, partial or manual, with the reason); this
module stores the verdict on `Card.automation` / `Card.automation_reason` (at import and by
`manage.py ability_coverage`) and counts it for the coverage report.
"""

import hashlib
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from l5rdb.catalogue.models import Card, CatalogueRevision
from rules.carddefs import card_def
from rules.engine.abilities import parse_abilities
from rules.engine.cards import CardDef
from rules.engine.coverage import STATUSES, Automation, assess, automation
from rules.engine.unread import first_unread

BATCH = 500
_ENGINE = Path(__file__).resolve().parent / "engine"


def engine_digest() -> str:
    """A digest of the rules engine's source: it changes whenever the engine might judge a
    card differently."""
    digest = hashlib.sha256()
    for path in sorted(_ENGINE.rglob("*.py")):
        digest.update(str(path.relative_to(_ENGINE)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def judged_by_this_engine() -> bool:
    """Whether the stored statuses were judged by the engine now running."""
    stored = CatalogueRevision.objects.filter(pk=1).values_list("automation_engine", flat=True)
    return stored.first() == engine_digest()


def mark_judged() -> None:
    """Record that every card's status is this engine's verdict."""
    digest = engine_digest()
    updated = CatalogueRevision.objects.filter(pk=1).update(automation_engine=digest)
    if not updated:
        CatalogueRevision.objects.create(
            pk=1, number=0, changed_at=timezone.now(), automation_engine=digest
        )


def verdict_digest(defn: CardDef, engine: str) -> str:
    """What a verdict is judged on: the engine (its `engine_digest`) and the card as the
    engine sees it. A card whose digest is the one its stored verdict was judged on keeps
    that verdict without being judged again."""
    return hashlib.blake2b(f"{engine}\n{defn!r}".encode(), digest_size=16).hexdigest()


def judge(card: Card) -> Automation:
    return automation(card_def(card))


def judge_unsaved(card: Card, clans: Iterable[str]) -> Automation:
    """The verdict on a card as the import is about to write it (with these clans). Nothing
    is cached (the engine's caches keep every card they see): the import judges each card
    once, and the whole pool would otherwise stay in memory."""
    return judge_definition(card_def(card, clans))


def judge_definition(defn: CardDef) -> Automation:
    """The verdict on the engine's view of a card, uncached (see `judge_unsaved`)."""
    return assess(defn, parse_abilities(defn))


def refresh(cards: QuerySet[Card] | None = None) -> list[tuple[Card, Automation]]:
    """Judge `cards` (every card by default), store what changed, and return the verdicts."""
    queryset = (cards if cards is not None else Card.objects.all()).prefetch_related("clans")
    out: list[tuple[Card, Automation]] = []
    changed: list[Card] = []
    engine = engine_digest()
    for card in queryset.iterator(chunk_size=BATCH):
        defn = card_def(card)
        verdict = automation(defn)
        out.append((card, verdict))
        stored = (verdict.status, verdict.reason, verdict_digest(defn, engine))
        if (card.automation, card.automation_reason, card.automation_digest) != stored:
            card.automation, card.automation_reason, card.automation_digest = stored
            changed.append(card)
    Card.objects.bulk_update(
        changed, ["automation", "automation_reason", "automation_digest"], batch_size=BATCH
    )
    if len(out) == Card.objects.count():
        mark_judged()
    return out


_NUMBER = re.compile(r"\d+")


@dataclass
class Coverage:
    """Counts of full, partial and manual cards, by type and by format, the texts most
    often left to the player (numbers kept, so that a phrasing's variants stay apart), and
    the sentences where the engine most often stops reading those texts."""

    total: Counter[str] = field(default_factory=Counter)
    by_type: dict[str, Counter[str]] = field(default_factory=dict)
    by_format: dict[str, Counter[str]] = field(default_factory=dict)
    manual_texts: Counter[str] = field(default_factory=Counter)
    unread: Counter[str] = field(default_factory=Counter)

    def add(self, card: Card, verdict: Automation, formats: Iterable[str]) -> None:
        self.total[verdict.status] += 1
        self.by_type.setdefault(card.type, Counter())[verdict.status] += 1
        for name in formats:
            self.by_format.setdefault(name, Counter())[verdict.status] += 1
        if verdict.manual:
            defn = card_def(card)
            for line in verdict.manual:
                self.manual_texts[line] += 1
                self.unread[first_unread(defn, line)] += 1

    @property
    def cards(self) -> int:
        return sum(self.total.values())

    def share(self, status: str) -> float:
        return self.total[status] / self.cards if self.cards else 0.0

    def to_dict(self, top: int) -> dict[str, Any]:
        def counts(counter: Counter[str]) -> dict[str, int]:
            return {"cards": sum(counter.values()), **{s: counter[s] for s in STATUSES}}

        return {
            **counts(self.total),
            "by_type": {name: counts(c) for name, c in sorted(self.by_type.items())},
            "by_format": {name: counts(c) for name, c in sorted(self.by_format.items())},
            "most_common_manual": [
                {"text": text, "cards": n} for text, n in self.manual_texts.most_common(top)
            ],
            "most_common_unread": [
                {"sentence": text, "lines": n} for text, n in self.unread.most_common(top)
            ],
        }


def coverage(cards: QuerySet[Card]) -> Coverage:
    """Judge and store `cards`, and count them."""
    verdicts = refresh(cards.prefetch_related("formats"))
    report = Coverage()
    for card, verdict in verdicts:
        report.add(card, verdict, [f.name for f in card.formats.all()])
    return report
