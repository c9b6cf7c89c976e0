"""The whole card pool as plain in-memory records, loaded once and shared.

Deck validation and name resolution read cards from here, never from the database, so
validating a deck costs no query at all. The index is loaded with four queries (cards,
their clans, their formats, their Soul-of links) and reloaded when the catalogue changes:

* saving or deleting a Card, or changing its clans or formats, through the ORM drops it;
* a cheap fingerprint query (row counts and the highest card id) is compared at the start of
  every web request and, outside requests, at most every `CHECK_SECONDS`, which catches an
  import running in another process;
* `invalidate_card_index()` drops it explicitly (the import command should call it).
"""

import threading
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from django.core.signals import request_started
from django.db import connection
from django.db.models import Exists, OuterRef
from django.db.models.signals import m2m_changed, post_delete, post_save

from decks.names import fold
from l5rdb.catalogue.models import Card, CardType, Printing

CHECK_SECONDS = 2.0

DYNASTY_TYPES = frozenset(
    {CardType.PERSONALITY, CardType.HOLDING, CardType.EVENT, CardType.REGION, CardType.CELESTIAL}
)
FATE_TYPES = frozenset(
    {
        CardType.STRATEGY,
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
        CardType.RING,
        CardType.ANCESTOR,
    }
)
PREGAME_TYPES = frozenset({CardType.STRONGHOLD, CardType.SENSEI, CardType.WIND})


SINGLE_COPY_TYPES = frozenset({CardType.EVENT, CardType.RING})


def _counts_as_unique(is_unique: bool, card_type: str, experience_level: int) -> bool:
    return is_unique or card_type == CardType.ANCESTOR or experience_level > 0


def section_for_type(card_type: str) -> str | None:
    """The deck a card type belongs to ("Подготовка к игре"), None for Clock, Territory, ..."""
    if card_type in DYNASTY_TYPES:
        return "dynasty"
    if card_type in FATE_TYPES:
        return "fate"
    if card_type in PREGAME_TYPES:
        return "pregame"
    return None


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What deck building needs to know about one card."""

    id: int
    title: str
    extended_title: str
    type: str
    deck: str
    is_unique: bool
    experience_level: int
    personality_name: str
    deck_identity: str
    unique_identity: str
    soul_of_name: str
    is_banned: bool
    is_proxy: bool
    two_sided: bool
    set_order: int
    clans: frozenset[str]
    formats: frozenset[str]
    # The formats the card is banned in (a ban belongs to formats).
    banned_in: frozenset[str]
    # Folded names the deck-building rules compare.
    deck_key: str
    unique_key: str
    own_key: str
    # The deck the card's type belongs to (None: Clock, Territory, ...).
    home_section: str | None
    # Unique as printed, and every Ancestor and Experienced card ("Подготовка к игре").
    counts_as_unique: bool
    # One copy per deck: Unique cards, Events and Rings.
    single_copy: bool

    @property
    def display_title(self) -> str:
        return self.extended_title or self.title


class CardIndex:
    def __init__(self, cards: Iterable[CardInfo], fingerprint: tuple) -> None:
        self.by_id: dict[int, CardInfo] = {card.id: card for card in cards}
        self.fingerprint = fingerprint

    def __len__(self) -> int:
        return len(self.by_id)

    def get(self, card_id: int) -> CardInfo | None:
        return self.by_id.get(card_id)


def _fingerprint() -> tuple:
    quote = connection.ops.quote_name
    cards = quote(Card._meta.db_table)
    clans = quote(Card.clans.through._meta.db_table)
    formats = quote(Card.formats.through._meta.db_table)
    banned = quote(Card.banned_in.through._meta.db_table)
    souls = quote(Card.soul_of.through._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT COUNT(*) FROM {cards}), (SELECT MAX(id) FROM {cards}),"
            f" (SELECT COUNT(*) FROM {clans}), (SELECT COUNT(*) FROM {formats}),"
            f" (SELECT COUNT(*) FROM {souls}), (SELECT COUNT(*) FROM {banned})"
        )
        return tuple(cursor.fetchone())


def _load(fingerprint: tuple) -> CardIndex:
    shared: dict[frozenset[str], frozenset[str]] = {}

    def interned(values: set[str]) -> frozenset[str]:
        key = frozenset(values)
        return shared.setdefault(key, key)

    clans: dict[int, set[str]] = {}
    for card_id, name in Card.clans.through.objects.values_list("card_id", "clan__name"):
        clans.setdefault(card_id, set()).add(name)
    formats: dict[int, set[str]] = {}
    for card_id, slug in Card.formats.through.objects.values_list("card_id", "format__slug"):
        formats.setdefault(card_id, set()).add(slug)
    banned_in: dict[int, set[str]] = {}
    for card_id, slug in Card.banned_in.through.objects.values_list("card_id", "format__slug"):
        banned_in.setdefault(card_id, set()).add(slug)
    second_face = Printing.objects.filter(card=OuterRef("pk"), side__gt=1)
    rows = (
        Card.objects.order_by()
        .annotate(two_sided=Exists(second_face))
        .values_list(
            "id",
            "title",
            "extended_title",
            "type",
            "deck",
            "is_unique",
            "experience_level",
            "personality_name",
            "deck_identity",
            "unique_identity",
            "soul_of_name",
            "is_banned",
            "is_proxy",
            "two_sided",
            "latest_set__order",
            "first_set__order",
        )
    )
    rows = list(rows)
    souls: dict[int, list[int]] = defaultdict(list)
    for soul, target in Card.soul_of.through.objects.values_list("from_card_id", "to_card_id"):
        souls[soul].append(target)
    deck_keys = _deck_keys(
        {row[0]: _Names(row[2] or row[1], row[8] or row[1], row[6]) for row in rows}, souls
    )
    cards = [
        CardInfo(
            home_section=section_for_type(row[3]),
            counts_as_unique=(unique := _counts_as_unique(row[5], row[3], row[6])),
            single_copy=unique or row[3] in SINGLE_COPY_TYPES,
            deck_key=deck_keys[row[0]],
            unique_key=fold(row[9] or row[1]),
            own_key=fold(row[7] or row[1]),
            id=row[0],
            title=row[1],
            extended_title=row[2],
            type=row[3],
            deck=row[4],
            is_unique=row[5],
            experience_level=row[6],
            personality_name=row[7],
            deck_identity=row[8] or row[1],
            unique_identity=row[9] or row[1],
            soul_of_name=row[10],
            is_banned=row[11],
            is_proxy=row[12],
            two_sided=bool(row[13]),
            set_order=row[14] or row[15] or 0,
            clans=interned(clans.get(row[0], set())),
            formats=interned(formats.get(row[0], set())),
            banned_in=interned(banned_in.get(row[0], set())),
        )
        for row in rows
    ]
    return CardIndex(cards, fingerprint)


@dataclass(frozen=True, slots=True)
class _Names:
    display: str
    identity: str
    level: int


def _deck_keys(names: dict[int, _Names], souls: dict[int, list[int]]) -> dict[int, str]:
    """Each card's folded deck-construction identity ("Подготовка к игре", "«Душа …»
    командира"): a "Soul of X" card counts as the X it is linked to (the version of the same
    experience when there are several), a card "considered X for deck construction" counts
    as X, and both are followed through further cards (a soul of a soul)."""
    considered: dict[str, set[str]] = defaultdict(set)
    for card in names.values():
        considered[fold(card.display)].add(fold(card.identity))
    # A title whose cards disagree about their identity leads nowhere.
    parent = {
        title: next(iter(targets))
        for title, targets in considered.items()
        if len(targets) == 1 and title not in targets
    }

    def title_root(key: str) -> str:
        seen = {key}
        while key in parent and parent[key] not in seen:
            key = parent[key]
            seen.add(key)
        return key

    keys: dict[int, str] = {}

    def key_of(card_id: int, seen: frozenset[int]) -> str:
        if card_id in keys:
            return keys[card_id]
        card = names[card_id]
        targets = [target for target in souls.get(card_id, ()) if target in names]
        if targets and card_id not in seen:
            target = min(
                targets,
                key=lambda other: (names[other].level != card.level, names[other].level, other),
            )
            key = key_of(target, seen | {card_id})
        else:
            key = title_root(fold(card.identity))
        keys[card_id] = key
        return key

    for card_id in names:
        key_of(card_id, frozenset())
    return keys


_lock = threading.Lock()
_index: CardIndex | None = None
_checked_at = 0.0


def get_card_index() -> CardIndex:
    """The current card index, reloaded when the catalogue has changed (see module doc)."""
    global _index, _checked_at
    with _lock:
        now = time.monotonic()
        if _index is not None and now - _checked_at < CHECK_SECONDS:
            return _index
        fingerprint = _fingerprint()
        if _index is None or _index.fingerprint != fingerprint:
            _index = _load(fingerprint)
        _checked_at = now
        return _index


def invalidate_card_index(**_kwargs: object) -> None:
    """Drop the cached index; the next `get_card_index()` reloads it."""
    global _index
    with _lock:
        _index = None


def recheck_card_index(**_kwargs: object) -> None:
    """Compare the fingerprint on the next `get_card_index()` (a new request, a new test)."""
    global _checked_at
    _checked_at = 0.0


def connect_signals() -> None:
    for signal in (post_save, post_delete):
        signal.connect(invalidate_card_index, sender=Card, dispatch_uid=f"decks-index-{signal}")
    for through in (Card.clans.through, Card.formats.through, Card.soul_of.through):
        m2m_changed.connect(
            invalidate_card_index, sender=through, dispatch_uid=f"decks-index-{through}"
        )
    request_started.connect(recheck_card_index, dispatch_uid="decks-index-request")
