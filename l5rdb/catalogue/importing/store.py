"""Writing parsed files into the catalogue: bulk inserts and updates against an in-memory
mirror of the rows, one transaction per file, no query per card.

Which file wins what:
- The set files are the pool. A card's text, stats, traits and types come from its printing
  in the latest set (by set_info's release order, then name); an older set's file leaves
  them alone. A value a file leaves out never blanks one already there.
- Oracle of the Void and Kamisasori entries are matched to the cards and printings already
  there and fill in only what is missing (Oracle's card id, Kamisasori's image ids, a
  printing's missing artist, rarity or flavor). The pool is the union of the sources: a card
  or a printing only they know is added (and the report names the source it came from).
- Legality only grows (a format, once seen on a printing, stays); so does a ban.
"""

import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db import connection, reset_queries, transaction
from django.utils.text import slugify

from l5rdb.catalogue.folding import search_columns
from l5rdb.catalogue.formats import FORMATS
from l5rdb.catalogue.importing.bulk import (
    any_of,
    concrete_names,
    insert_pairs,
    insert_rows,
    update_rows,
)
from l5rdb.catalogue.importing.derive import derive, epithet_base, experience, identity, soul_of
from l5rdb.catalogue.importing.limits import fit_row
from l5rdb.catalogue.importing.parse import base_title
from l5rdb.catalogue.importing.records import (
    PROXY_LEGALITY,
    UNRELEASED_LEGALITY,
    CardRecord,
    PrintingRecord,
    format_slug,
    unique_names,
)
from l5rdb.catalogue.importing.report import FileReport
from l5rdb.catalogue.importing.sets import SetIndex, best_by_cards, code_evidence
from l5rdb.catalogue.importing.sources.base import ParsedFile
from l5rdb.catalogue.importing.sources.set_info import SetInfo
from l5rdb.catalogue.models import (
    Card,
    Clan,
    Format,
    Keyword,
    Printing,
    Set,
    SetSource,
)

# Columns that keep their value when the newest printing leaves them empty.
KEEP_WHEN_EMPTY: frozenset[str] = frozenset({"text", "text_plain", "back", "search_text"})
DERIVED_FIELDS: tuple[str, ...] = (
    "experience_level",
    "experience_edition",
    "personality_name",
    "is_unique",
    "deck_identity",
    "unique_identity",
    "soul_of_name",
    "implied_traits",
)
# Collector numbers that mean "not known": another source's number replaces them.
NO_NUMBER = frozenset({"", "0"})
PRINTING_FILL_FIELDS: tuple[str, ...] = (
    "rarity",
    "artist",
    "flavor",
    "flavor_plain",
    "kamisasori_id",
)


def _commit_without_waiting() -> None:
    """On PostgreSQL, this transaction's commit does not wait for its WAL flush: a crash in
    the next fraction of a second loses the file, never corrupts it, and running the
    (idempotent) import again writes it. Saves a disk flush per file."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL synchronous_commit TO OFF")


# Ids per `IN (...)` query: under SQLite's oldest limit of 999 bound values.
CHUNK = 900
# The columns of every card that `Store.finish` reads, pool-wide.
SUMMARY_FIELDS: tuple[str, ...] = (
    "pk",
    "first_set_id",
    "is_proxy",
    "is_unreleased",
    "title",
    "extended_title",
    "traits",
    "experience_level",
    "personality_name",
    "deck_identity",
    "unique_identity",
    "soul_of_name",
)


def card_values(record: CardRecord, legality: Iterable[str]) -> dict:
    """The card's column values as this record alone gives them."""
    derived = derive(
        record.title,
        record.extended_title,
        record.types,
        record.traits,
        record.text_plain,
        record.printed_unique,
    )
    legal = {label.casefold() for label in legality}
    searched = search_columns(
        record.title,
        record.extended_title,
        record.text_plain,
        record.back,
        record.stats.get("gold_production"),
    )
    return {
        **searched,
        "title": record.title,
        "extended_title": record.extended_title,
        "type": record.type,
        "types": record.types,
        "deck": record.deck,
        "traits": record.traits,
        "implied_traits": list(derived.implied_traits),
        **record.stats,
        "force_is_modifier": record.force_is_modifier,
        "chi_is_modifier": record.chi_is_modifier,
        "variable_stats": record.variable_stats,
        "printed": record.printed,
        "text": record.text,
        "text_plain": record.text_plain,
        "back": record.back,
        "experience_level": derived.experience_level,
        "experience_edition": derived.experience_edition,
        "personality_name": derived.personality_name,
        "is_unique": derived.is_unique,
        "deck_identity": derived.deck_identity,
        "unique_identity": derived.unique_identity,
        "soul_of_name": derived.soul_of_name,
        "is_proxy": record.is_proxy or PROXY_LEGALITY in legal,
        "is_unreleased": UNRELEASED_LEGALITY in legal,
    }


def legality_of(record: CardRecord) -> list[str]:
    return [label for printing in record.printings for label in printing.legality]


class _UnsavedCard:
    """A card's values as the engine's `card_def` reads them, without a model instance."""

    display_title = Card.display_title

    def __init__(self, key: str, values: dict) -> None:
        self.__dict__.update(values)
        self.key = key


@dataclass
class StoredVerdicts:
    """What the reader needs to know to leave a card's stored verdict alone: the running
    engine's digest, and the digests the stored verdicts were judged on (each names the
    card: its key is part of what is judged)."""

    engine: str
    digests: set[str] = field(default_factory=set)


def prepare(parsed: ParsedFile, seen: set[str], stored: StoredVerdicts) -> None:
    """Work out what the writer needs of each record of a set file that the record alone
    decides, in the reader (a process of its own when it can be): the card's column values,
    its printings' plain flavor text, and the rules engine's verdict on the card as the
    record gives it (with its clans as the record names them), unless the card's stored
    verdict was judged on that very card by this engine. The writer uses the verdict when
    the card it writes is the one judged, and works both out itself otherwise.

    Set files are written newest set first, so a card `seen` in a file read before this one
    is not written from this one (its older printing): only its printings are prepared."""
    from rules.automation import judge_definition, verdict_digest
    from rules.carddefs import card_def

    limit = Clan._meta.get_field("name").max_length
    for record in parsed.cards:
        for printing in record.printings:
            printing.flavor_plain  # noqa: B018 (cached on the record)
        if record.key in seen:
            continue
        record.values = card_values(record, legality_of(record))
        clans = sorted(unique_names(name[:limit].strip() for name in record.clans))
        defn = card_def(_UnsavedCard(record.key, record.values), clans)
        digest = verdict_digest(defn, stored.engine)
        if digest not in stored.digests:
            verdict = judge_definition(defn)
            record.verdict = (digest, verdict.status, verdict.reason)
    seen.update(record.key for record in parsed.cards)


class _Summary:
    """Those columns of one card, without a model instance's weight."""

    __slots__ = SUMMARY_FIELDS

    def __init__(self, *values: object) -> None:
        for name, value in zip(SUMMARY_FIELDS, values, strict=True):
            # Most names and traits recur from card to card: held once each.
            if isinstance(value, str):
                value = sys.intern(value)
            elif isinstance(value, list):
                value = tuple(sys.intern(item) for item in value)
            setattr(self, name, value)


def _chunks(ids: Iterable) -> Iterable[list]:
    ids = list(ids)
    for start in range(0, len(ids), CHUNK):
        yield ids[start : start + CHUNK]


def _base_key(title: str, extended_title: str) -> str:
    """A card's printed name without a qualifier, and its experience."""
    level, _ = experience(title, extended_title, [])
    label = level.label.casefold() if level else ""
    return f"{base_title(title).casefold()}\n{label}"


def set_rank(item: Set) -> tuple[int, str]:
    return (item.order, item.name.casefold())


@dataclass
class _Relation:
    """A card's many-to-many rows (keywords, clans, formats, soul_of) mirrored in memory."""

    through: type
    card_column: str
    other_column: str
    rows: dict[int, set[int]] = field(default_factory=lambda: defaultdict(set))

    def clear(self) -> None:
        self.rows = defaultdict(set)

    def load(self, card_ids: list[int] | None = None) -> None:
        """Add the rows of these cards (of every card when None)."""
        rows = self.through.objects.values_list(self.card_column, self.other_column)
        for chunk in _chunks(card_ids) if card_ids is not None else [None]:
            found = rows if chunk is None else rows.filter(any_of(self.card_column, chunk))
            for card_id, other_id in found:
                self.rows[card_id].add(other_id)

    def insert(self, pairs: list[tuple[int, int]]) -> None:
        insert_pairs(self.through._meta.db_table, (self.card_column, self.other_column), pairs)

    def delete(self, card_id: int, others: set[int]) -> None:
        self.through.objects.filter(
            **{self.card_column: card_id, f"{self.other_column}__in": others}
        ).delete()


@dataclass
class _Batch:
    """What one file changes, written in bulk at the end of the file."""

    new_cards: list[Card] = field(default_factory=list)
    changed_cards: dict[int, Card] = field(default_factory=dict)
    changed_fields: set[str] = field(default_factory=set)
    touched_cards: dict[int, Card] = field(default_factory=dict)
    new_printings: list[Printing] = field(default_factory=list)
    changed_printings: dict[int, Printing] = field(default_factory=dict)
    printing_fields: set[str] = field(default_factory=set)
    touched_printings: int = 0
    # (card, relation name, other ids, replace?) applied after the cards exist.
    links: list[tuple[Card, str, set[int], bool]] = field(default_factory=list)
    written: set[str] = field(default_factory=set)
    # Cards written only for the digest of their (unchanged) verdict: not counted updated.
    digest_only: set[int] = field(default_factory=set)

    def card_changed(self, card: Card, fields: Iterable[str]) -> None:
        fields = list(fields)
        if not fields or card.pk is None:
            return
        self.changed_cards[card.pk] = card
        self.changed_fields.update(fields)


def _likeness(printing: Printing, record: PrintingRecord) -> tuple:
    """Sort key for the printing a database entry most likely means (alternate-art promos
    share a set): the same artist, then the same number, then the first variant."""
    return (
        not (record.artist and printing.artist == record.artist),
        not (
            record.collector_number
            and printing.collector_number.lstrip("0") == record.collector_number.lstrip("0")
        ),
        printing.variant,
        printing.pk or 0,
    )


class Store:
    def __init__(self) -> None:
        from rules.automation import engine_digest, judged_by_this_engine

        self.set_infos: list[SetInfo] = []
        self.linking_keywords = True
        self.load()
        self.engine = engine_digest()
        # Cards judged by another version of the rules engine: those the files touch are
        # judged as they are written, the others at the end (into an empty catalogue, every
        # card is judged as it is written).
        self.stale_statuses = bool(self.card_slugs) and not judged_by_this_engine()

    def stored_verdicts(self) -> StoredVerdicts:
        """For the reader: the digests of the stored verdicts still worth keeping."""
        stored = StoredVerdicts(self.engine)
        if self.card_slugs and not self.stale_statuses:
            found = Card.objects.exclude(automation_digest="").values_list(
                "automation_digest", flat=True
            )
            stored.digests = set(found.iterator(chunk_size=CHUNK))
        return stored

    # --- the mirror ---------------------------------------------------------------------

    def load(self) -> None:
        """Read what the import needs of the whole catalogue: the sets, and of each card
        only its key, slug, Oracle id and the sets printing it. Cards and printings are read
        file by file, for the cards each file names (`_load_cards`)."""
        self._code_cutoff: tuple[int, str] | None = None
        self._ensure_formats()
        self.sets = SetIndex(Set.objects.all())
        self.sets.load_info(self.set_infos)
        self.set_slugs = {item.slug for item in self.sets.by_id.values()}
        self.card_slugs: set[str] = set()
        # Oracle card id -> the card's id, or the card itself while it waits to be inserted.
        self.by_oracle: dict[int, int | Card] = {}
        for slug, oracle_id, pk in Card.objects.values_list("slug", "oracle_id", "pk"):
            self.card_slugs.add(slug)
            if oracle_id:
                self.by_oracle[oracle_id] = pk
        self._by_base: dict[str, list[tuple[int, str]]] | None = None
        self.card_sets: dict[int, set[int]] = defaultdict(set)
        for card_id, set_id in Printing.objects.values_list("card_id", "set_id"):
            self.card_sets[card_id].add(set_id)
        self.names = {
            "keywords": self._names(Keyword),
            "clans": self._names(Clan),
        }
        self.slugs = {
            "keywords": set(Keyword.objects.values_list("slug", flat=True)),
            "clans": set(Clan.objects.values_list("slug", flat=True)),
        }
        self.clan_names: dict[int, str] = dict(Clan.objects.values_list("id", "name"))
        self.formats = dict(Format.objects.values_list("slug", "id"))
        self.relations = {
            "keywords": _Relation(Card.keywords.through, "card_id", "keyword_id"),
            "clans": _Relation(Card.clans.through, "card_id", "clan_id"),
            "formats": _Relation(Card.formats.through, "card_id", "format_id"),
            "banned_in": _Relation(Card.banned_in.through, "card_id", "format_id"),
            "soul_of": _Relation(Card.soul_of.through, "from_card_id", "to_card_id"),
        }
        self._forget_cards()

    def _forget_cards(self) -> None:
        """Drop the cards, printings and links of the file just written."""
        self.cards: dict[str, Card] = {}
        self.cards_by_id: dict[int, Card] = {}
        self.printings: dict[tuple, Printing] = {}
        self.by_card_set: dict[tuple[int, int], list[Printing]] = defaultdict(list)
        for relation in self.relations.values():
            relation.clear()
        # The reader's verdicts, by the digest of what each was judged on.
        self.verdicts: dict[str, tuple[str, str]] = {}

    def _load_cards(self, cards: Iterable[Card]) -> None:
        """Hold these cards for the file being written, with their printings and links."""
        new = [card for card in cards if card.pk not in self.cards_by_id]
        for card in new:
            self.cards[card.key] = card
            self.cards_by_id[card.pk] = card
        ids = [card.pk for card in new]
        for chunk in _chunks(ids):
            for printing in Printing.objects.filter(any_of("card_id", chunk)).order_by("pk"):
                self._remember_printing(printing)
        for name, relation in self.relations.items():
            # Only `finish` links souls, over the whole pool; only set files link the
            # keywords of cards already there (the other databases link new cards only).
            if name != "soul_of" and (name != "keywords" or self.linking_keywords):
                relation.load(ids)

    def _load_file_cards(self, parsed: ParsedFile) -> None:
        """The cards the file's records name, by key or by Oracle id."""
        # A key with a NUL (which no stored text holds: `limits.fit_row`) matches no card,
        # and PostgreSQL refuses it even as a query value.
        keys = {record.key.replace("\x00", "") for record in parsed.cards}
        pks = {
            found
            for record in parsed.cards
            if record.oracle_id and isinstance(found := self.by_oracle.get(record.oracle_id), int)
        }
        for chunk in _chunks(keys):
            self._load_cards(Card.objects.filter(any_of("key", chunk)).order_by())
        for chunk in _chunks(pks - set(self.cards_by_id)):
            self._load_cards(Card.objects.filter(any_of("pk", chunk)).order_by())

    def _card_by_pk(self, pk: int) -> Card:
        if pk not in self.cards_by_id:
            self._load_cards(Card.objects.filter(pk=pk))
        return self.cards_by_id[pk]

    @staticmethod
    def _names(model: type) -> dict[str, int]:
        return {name.casefold(): pk for pk, name in model.objects.values_list("id", "name")}

    @staticmethod
    def _ensure_formats() -> None:
        existing = set(Format.objects.values_list("slug", flat=True))
        Format.objects.bulk_create(
            Format(slug=spec.slug, name=spec.name, arc=spec.arc, order=order)
            for order, spec in enumerate(FORMATS, start=1)
            if spec.slug not in existing
        )

    def _remember_printing(self, printing: Printing) -> None:
        ident = (
            printing.card_id,
            printing.set_id,
            printing.side,
            printing.collector_number,
            printing.variant,
        )
        self.printings[ident] = printing
        self.by_card_set[(printing.card_id, printing.set_id)].append(printing)
        self.card_sets[printing.card_id].add(printing.set_id)

    # --- files --------------------------------------------------------------------------

    def apply_set_info(self, infos: list[SetInfo], report: FileReport) -> None:
        self.set_infos = infos
        self.sets.load_info(infos)
        with transaction.atomic():
            for info in infos:
                item = self.sets.by_name(info.name)
                if item is None:
                    continue
                if self._apply_info(item, info):
                    item.save()
                    report.count("sets", "updated")
                else:
                    report.count("sets", "unchanged")

    def apply(self, parsed: ParsedFile, report: FileReport) -> None:
        """Write one parsed file in one transaction; on failure the mirror is re-read."""
        try:
            with transaction.atomic():
                _commit_without_waiting()
                batch = _Batch()
                self.linking_keywords = parsed.kind == SetSource.SET_FILE
                self.verdicts = {
                    record.verdict[0]: record.verdict[1:]
                    for record in parsed.cards
                    if record.verdict
                }
                self._load_file_cards(parsed)
                self._create_names(parsed)
                if parsed.kind == SetSource.SET_FILE:
                    self._apply_set_file(parsed, batch, report)
                else:
                    self._apply_database(parsed, batch, report)
                self._flush(batch, report)
        except Exception:
            self.load()
            raise
        finally:
            self._forget_cards()

    # --- sets ---------------------------------------------------------------------------

    def _slug(self, text: str, taken: set[str], limit: int) -> str:
        base = (slugify(text) or "x")[: limit - 6]
        slug, number = base, 1
        while slug in taken:
            number += 1
            slug = f"{base}-{number}"
        taken.add(slug)
        return slug

    def _apply_info(self, item: Set, info: SetInfo) -> bool:
        values = {
            "arc": info.arc,
            "format_id": self.formats.get(info.format_slug) if info.format_slug else None,
            "code": info.code or item.code,
            "release_date": info.release_date,
            "order": info.order,
            "size": info.size,
            "notes": info.notes or item.notes,
        }
        changed = False
        for name, value in values.items():
            if getattr(item, name) != value:
                setattr(item, name, value)
                changed = True
        return changed

    def _create_set(self, name: str, source: str, report: FileReport) -> Set:
        info = self.sets.info_for(name)
        item = Set(
            name=info.name if info else name,
            slug=self._slug(info.name if info else name, self.set_slugs, 140),
            source=source,
        )
        if info:
            self._apply_info(item, info)
        if item.name != name:
            item.aliases = [name]
        fit_row(item, report, item.name)
        item.save()
        self.sets.add(item)
        report.count("sets", "created")
        return item

    def _set_of_set_file(self, name: str, report: FileReport) -> Set:
        item = self.sets.by_name(name)
        if item is None:
            return self._create_set(name, SetSource.SET_FILE, report)
        changed = False
        if item.name != name:
            self.sets.rename(item, name)
            changed = True
        if item.source != SetSource.SET_FILE:
            item.source = SetSource.SET_FILE
            changed = True
        info = self.sets.info_for(name)
        if info and self._apply_info(item, info):
            changed = True
        if changed:
            item.save()
        report.count("sets", "updated" if changed else "unchanged")
        return item

    def _alias(self, item: Set, alias: str, report: FileReport) -> None:
        if self.sets.add_alias(item, alias):
            item.save(update_fields=["aliases"])
            report.count("sets", "updated")

    def _resolve_named_sets(self, parsed: ParsedFile, report: FileReport) -> dict[str, Set | None]:
        """Oracle's set names -> sets (rules 1, 2 and 4 of `sets`), creating unknown ones."""
        cards_per_set = self._cards_per_set_name(parsed)
        resolved: dict[str, Set | None] = {}
        for name in parsed.sets:
            item = self.sets.by_name(name)
            if item is None and self.sets.info_for(name) is None:
                best = best_by_cards(
                    (self.card_sets[card.pk] for card in cards_per_set[name]),
                    share=0.5,
                    names=self._set_names(),
                    name=name,
                )
                item = self.sets.by_id.get(best) if best else None
            if item is None:
                item = self._create_set(name, parsed.kind, report)
            else:
                self._alias(item, name, report)
            resolved[name] = item
        return resolved

    def _resolve_codes(self, parsed: ParsedFile, report: FileReport) -> dict[str, Set | None]:
        """Kamisasori edition codes -> sets (rules 1, 3 and 4 of `sets`). A code whose cards
        spread over several sets (the "P" promos) maps to None and is placed card by card."""
        cards_per_code = self._cards_per_set_name(parsed)
        resolved: dict[str, Set | None] = {}
        for code in parsed.sets:
            known = cards_per_code[code]
            card_sets = [self.card_sets[card.pk] for card in known]
            item = self.sets.by_name(code)
            if item is not None and card_sets and not any(item.pk in sets for sets in card_sets):
                item = None
            if item is None:
                item = self._set_for_code(code, card_sets)
            if item is None and known:
                best = best_by_cards(card_sets, share=0.8, names=self._set_names(), name=code)
                item = self.sets.by_id.get(best) if best else None
                if item is None and self._mostly_known(known, parsed, code):
                    resolved[code] = None
                    continue
            if item is None:
                info = self.sets.info_by_code(code)
                item = self._create_set(info.name if info else code, parsed.kind, report)
            self._alias(item, code, report)
            resolved[code] = item
        self._code_cutoff = max(
            (set_rank(item) for item in resolved.values() if item is not None), default=None
        )
        return resolved

    def _set_for_code(self, code: str, card_sets: list[set[int]]) -> Set | None:
        """The set the code abbreviates best, among the sets that print its cards."""
        scored = []
        for item in self.sets.by_id.values():
            evidence = code_evidence(code, item.name, item.code)
            if not evidence:
                continue
            overlap = sum(1 for sets in card_sets if item.pk in sets)
            # Letters in order are weak evidence: the set must also hold most of the cards.
            needed = 0.8 * len(card_sets) if evidence == 1 else 1
            if card_sets and overlap < needed:
                continue
            scored.append(((evidence, overlap), item))
        scored.sort(key=lambda pair: pair[0], reverse=True)
        if not scored or (len(scored) > 1 and scored[1][0] == scored[0][0]):
            return None
        return scored[0][1]

    def _set_names(self) -> dict[int, str]:
        return {pk: item.name for pk, item in self.sets.by_id.items()}

    def _mostly_known(self, known: list[Card], parsed: ParsedFile, code: str) -> bool:
        total = sum(
            1
            for record in parsed.cards
            if any(printing.set_name == code for printing in record.printings)
        )
        return len(known) >= 0.5 * total

    def _cards_per_set_name(self, parsed: ParsedFile) -> dict[str, list[Card]]:
        found: dict[str, list[Card]] = defaultdict(list)
        for record in parsed.cards:
            card = self._existing_card(record)
            if card is None or card.pk is None:
                continue
            for printing in record.printings:
                found[printing.set_name].append(card)
        return found

    # --- cards --------------------------------------------------------------------------

    def _new_card(self, record: CardRecord, item: Set, legality: list[str], batch: _Batch) -> Card:
        card = Card(
            key=record.key,
            slug=self._slug(record.key, self.card_slugs, 300),
            # Set files come newest first: the first set is often this one too (see finish).
            first_set=item,
            latest_set=item,
            **(record.values or card_values(record, legality)),
        )
        self.cards[record.key] = card
        batch.new_cards.append(card)
        self._card_links(card, record, batch, replace=True)
        return card

    def _write_card(
        self, card: Card, record: CardRecord, item: Set, legality: list[str], batch: _Batch
    ) -> None:
        """The record comes from the card's latest set: its text and stats become the card's."""
        changed = []
        values = dict(record.values) if record.values else card_values(record, legality)
        base = epithet_base(record.title)
        if base and values["experience_level"] and card.personality_name == base:
            # The pool already showed this epithet to be a version of `base` (see finish).
            label = values["deck_identity"].removeprefix(values["personality_name"])
            if values["deck_identity"] == values["personality_name"] + label:
                values["deck_identity"] = base + label
            if values["unique_identity"] == values["personality_name"]:
                values["unique_identity"] = base
            values["personality_name"] = base
        for name, value in values.items():
            if name in KEEP_WHEN_EMPTY and not value:
                continue
            if getattr(card, name) != value:
                setattr(card, name, value)
                changed.append(name)
        if card.latest_set_id != item.pk:
            card.latest_set = item
            changed.append("latest_set")
        batch.card_changed(card, changed)
        self._card_links(card, record, batch, replace=True)

    def _card_links(self, card: Card, record: CardRecord, batch: _Batch, replace: bool) -> None:
        keywords = unique_names([*record.traits, *card.implied_traits])
        batch.links.append((card, "keywords", self._named_ids("keywords", keywords), replace))
        if record.clans:
            clans = self._named_ids("clans", record.clans)
            batch.links.append((card, "clans", clans, replace))

    def _create_names(self, parsed: ParsedFile) -> None:
        """The file's new traits and clans, in one insert each rather than card by card."""
        self._named_ids("keywords", [name for record in parsed.cards for name in record.traits])
        self._named_ids("clans", [name for record in parsed.cards for name in record.clans])

    def _named_ids(self, relation: str, names: list[str]) -> set[int]:
        known = self.names[relation]
        model = Keyword if relation == "keywords" else Clan
        limit = model._meta.get_field("name").max_length
        names = unique_names(name[:limit].strip() for name in names)
        missing = []
        for name in names:
            if name.casefold() not in known:
                missing.append(
                    model(name=name, slug=self._slug(name, self.slugs[relation], limit + 12))
                )
                known[name.casefold()] = -1
        if missing:
            for row in model.objects.bulk_create(missing):
                known[row.name.casefold()] = row.pk
                if relation == "clans":
                    self.clan_names[row.pk] = row.name
        return {known[name.casefold()] for name in names}

    def _format_ids(self, labels: Iterable[str]) -> set[int]:
        slugs = {slug for label in labels if (slug := format_slug(label))}
        return {self.formats[slug] for slug in slugs if slug in self.formats}

    def _legality(
        self, card: Card, labels: Iterable[str], printings: list[PrintingRecord], batch: _Batch
    ) -> None:
        """The formats the card is legal in, and those it is banned in: a printing flagged
        banned names the formats of its own legality line, which is all the data says of a
        ban (a later reprint that lists another format is legal there)."""
        ids = self._format_ids(labels)
        if ids:
            batch.links.append((card, "formats", ids, False))
        flagged = [printing for printing in printings if printing.is_banned]
        banned_ids = self._format_ids(label for p in flagged for label in p.legality)
        if banned_ids:
            batch.links.append((card, "banned_in", banned_ids, False))
        if flagged and not card.is_banned:
            card.is_banned = True
            batch.card_changed(card, ["is_banned"])

    # --- the set files ------------------------------------------------------------------

    def _apply_set_file(self, parsed: ParsedFile, batch: _Batch, report: FileReport) -> None:
        item = self._set_of_set_file(parsed.sets[0], report)
        variants: dict[tuple, int] = defaultdict(int)
        for record in parsed.cards:
            legality = legality_of(record)
            card = self.cards.get(record.key)
            if card is None:
                card = self._new_card(record, item, legality, batch)
            elif record.key not in batch.written:
                latest = self.sets.by_id.get(card.latest_set_id) if card.latest_set_id else None
                if latest is None or set_rank(item) >= set_rank(latest):
                    self._write_card(card, record, item, legality, batch)
            batch.written.add(record.key)
            if card.pk is not None:
                batch.touched_cards[card.pk] = card
            self._legality(card, legality, record.printings, batch)
            for printing in record.printings:
                ident = (record.key, printing.side, printing.collector_number)
                variant = variants[ident]
                variants[ident] += 1
                self._set_file_printing(card, item, printing, variant, batch)

    def _set_file_printing(
        self, card: Card, item: Set, record: PrintingRecord, variant: int, batch: _Batch
    ) -> None:
        values = {
            "rarity": record.rarity,
            "artist": record.artist,
            "flavor": record.flavor,
            "flavor_plain": record.flavor_plain,
        }
        existing = None
        if card.pk is not None:
            existing = self.printings.get(
                (card.pk, item.pk, record.side, record.collector_number, variant)
            )
            if existing is None and record.collector_number in NO_NUMBER:
                # The number another source filled in, where this file has none.
                existing = next(
                    (
                        printing
                        for printing in self.by_card_set.get((card.pk, item.pk), [])
                        if printing.side == record.side and printing.variant == variant
                    ),
                    None,
                )
        if existing is None:
            batch.new_printings.append(
                Printing(
                    card=card,
                    set=item,
                    side=record.side,
                    collector_number=record.collector_number,
                    variant=variant,
                    **values,
                )
            )
            return
        batch.touched_printings += 1
        changed = []
        for name, value in values.items():
            if value and getattr(existing, name) != value:
                setattr(existing, name, value)
                changed.append(name)
        if changed:
            batch.changed_printings[existing.pk] = existing
            batch.printing_fields.update(changed)

    # --- Oracle of the Void and Kamisasori ----------------------------------------------

    def _existing_card(self, record: CardRecord) -> Card | None:
        found = self.by_oracle.get(record.oracle_id) if record.oracle_id else None
        if found is not None:
            return self._card_by_pk(found) if isinstance(found, int) else found
        return self.cards.get(record.key)

    def _base_index(self) -> dict[str, list[tuple[int, str]]]:
        """Base title and experience (`_base_key`) -> (id, type) of the cards of that name,
        whole pool."""
        if self._by_base is None:
            self._by_base = defaultdict(list)
            self._index_base(Card.objects.values_list("pk", "title", "extended_title", "type"))
        return self._by_base

    def _index_base(self, cards: Iterable[tuple[int, str, str, str]]) -> None:
        if self._by_base is None:
            return
        for pk, title, extended_title, kind in cards:
            # One string per card, and the few types held once: it is held for every card.
            self._by_base[_base_key(title, extended_title)].append((pk, sys.intern(kind)))

    def _matching_card(self, record: CardRecord, set_ids: set[int]) -> Card | None:
        """A card the set files title with a qualifier ("Hida Kisada (Emperor)") that the
        other databases print plainly: the same name and experience, printed in these sets."""
        candidates = self._base_index().get(_base_key(record.title, record.extended_title), [])
        if len(candidates) > 1:
            # "Hida Kisada (Emperor)" and "Hida Kisada (Bio)" share a set: the type tells.
            candidates = [pair for pair in candidates if pair[1] == record.type] or candidates
        scored = sorted(
            ((len(self.card_sets[pk] & set_ids), pk) for pk, _ in candidates),
            key=lambda pair: -pair[0],
        )
        if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
            return None
        return self._card_by_pk(scored[0][1])

    def _apply_database(self, parsed: ParsedFile, batch: _Batch, report: FileReport) -> None:
        if parsed.kind == SetSource.KAMISASORI:
            resolved = self._resolve_codes(parsed, report)
        else:
            resolved = self._resolve_named_sets(parsed, report)
        spread_codes = {code for code, item in resolved.items() if item is None}
        for record in parsed.cards:
            placed = self._place_printings(record, resolved, spread_codes)
            card = self._existing_card(record) or self._matching_card(
                record, {item.pk for _, item in placed if item is not None}
            )
            if card is None:
                card = self._create_from_database(record, placed, batch, report)
                if card is None:
                    continue
            elif card.pk is not None:
                self._fill_card(card, record, batch, report)
            if card.pk is not None:
                batch.touched_cards[card.pk] = card
            for printing, item in placed:
                if item is None:
                    report.problem(
                        f"edition {printing.set_name!r} matches no single set this card is in",
                        card=record.label,
                        field="edition",
                        level="skipped",
                    )
                    continue
                self._database_printing(card, item, printing, batch, report, record.label)

    def _place_printings(
        self, record: CardRecord, resolved: dict[str, Set | None], spread: set[str]
    ) -> list[tuple[PrintingRecord, Set | None]]:
        """Each printing's set; a spread code's printing goes to the one set this card is
        printed in that none of its other editions took, the database already knew (not newer
        than its newest matched set), and whose name the code abbreviates."""
        placed = [(printing, resolved.get(printing.set_name)) for printing in record.printings]
        card = self._existing_card(record)
        if not spread or card is None or card.pk is None:
            return placed
        claimed = {item.pk for _, item in placed if item is not None}
        result = []
        for printing, item in placed:
            if item is None and printing.set_name in spread:
                options = [
                    self.sets.by_id[pk]
                    for pk in self.card_sets[card.pk] - claimed
                    if self._code_cutoff is None
                    or set_rank(self.sets.by_id[pk]) <= self._code_cutoff
                ]
                if len(options) > 1:
                    options = [
                        option
                        for option in options
                        if code_evidence(printing.set_name, option.name, option.code)
                    ]
                if len(options) == 1:
                    item = options[0]
                    claimed.add(item.pk)
            result.append((printing, item))
        return result

    @staticmethod
    def _fills_number(printing: Printing, number: str, others: list[Printing]) -> bool:
        """Whether another source's collector number replaces a missing one ("" or the set
        files' "0"), unless a printing of the card in the set already has that number."""
        return (
            number not in NO_NUMBER
            and printing.collector_number in NO_NUMBER
            and not any(
                other.collector_number == number and other.side == printing.side for other in others
            )
        )

    def _create_from_database(
        self,
        record: CardRecord,
        placed: list[tuple[PrintingRecord, Set | None]],
        batch: _Batch,
        report: FileReport,
    ) -> Card | None:
        """A card the set files do not have: the pool is the union of the sources."""
        sets = [item for _, item in placed if item is not None]
        if not sets:
            report.problem(
                "none of its editions names a set this import knows; left out",
                card=record.label,
                field="edition",
                level="skipped",
            )
            return None
        latest = max(sets, key=set_rank)
        report.added.append(record.label)
        legality = legality_of(record)
        card = self._new_card(record, latest, legality, batch)
        card.oracle_id = record.oracle_id if record.oracle_id not in self.by_oracle else None
        if card.oracle_id:
            self.by_oracle[card.oracle_id] = card
        self._legality(card, legality, record.printings, batch)
        return card

    def _fill_card(self, card: Card, record: CardRecord, batch: _Batch, report: FileReport) -> None:
        changed = []
        if record.oracle_id and card.oracle_id != record.oracle_id:
            holder = self.by_oracle.get(record.oracle_id)
            if card.oracle_id is None and holder is None:
                card.oracle_id = record.oracle_id
                self.by_oracle[record.oracle_id] = card.pk
                changed.append("oracle_id")
            elif holder is not card and holder != card.pk:
                if isinstance(holder, int):
                    holder = self._card_by_pk(holder)
                report.problem(
                    f"Oracle card id {record.oracle_id} is already card {holder or card}",
                    card=record.label,
                    field="cardid",
                    level="warning",
                )
        if not card.text and record.text:
            card.text, card.text_plain = record.text, record.text_plain
            changed += ["text", "text_plain"]
            searched = search_columns(
                card.title, card.extended_title, card.text_plain, card.back, card.gold_production
            )
            for name, value in searched.items():
                setattr(card, name, value)
            changed += list(searched)
            derived = derive(
                card.title,
                card.extended_title,
                card.types,
                card.traits,
                card.text_plain,
                card.is_unique,
            )
            for name in DERIVED_FIELDS:
                value = getattr(derived, name)
                value = list(value) if isinstance(value, tuple) else value
                if getattr(card, name) != value:
                    setattr(card, name, value)
                    changed.append(name)
        if record.clans and not self.relations["clans"].rows.get(card.pk):
            clans = self._named_ids("clans", record.clans)
            batch.links.append((card, "clans", clans, False))
        if not self.relations["formats"].rows.get(card.pk):
            labels = [label for printing in record.printings for label in printing.legality]
            self._legality(card, labels, [], batch)
        batch.card_changed(card, changed)

    def _database_printing(
        self,
        card: Card,
        item: Set,
        record: PrintingRecord,
        batch: _Batch,
        report: FileReport,
        label: str,
    ) -> None:
        existing = self.by_card_set.get((card.pk, item.pk), []) if card.pk else []
        fronts = [printing for printing in existing if printing.side == record.side]
        if fronts:
            printing = min(fronts, key=lambda printing: _likeness(printing, record))
            batch.touched_printings += 1
            changed = []
            for name in PRINTING_FILL_FIELDS:
                value = getattr(record, name)
                if value and not getattr(printing, name):
                    setattr(printing, name, value)
                    changed.append(name)
            if self._fills_number(printing, record.collector_number, existing):
                printing.collector_number = record.collector_number
                changed.append("collector_number")
            if changed:
                batch.changed_printings[printing.pk] = printing
                batch.printing_fields.update(changed)
            return
        if any(
            printing.card is card and printing.set is item and printing.side == record.side
            for printing in batch.new_printings
        ):
            return
        batch.new_printings.append(
            Printing(
                card=card,
                set=item,
                side=record.side,
                collector_number=record.collector_number,
                rarity=record.rarity,
                artist=record.artist,
                flavor=record.flavor,
                flavor_plain=record.flavor_plain,
                kamisasori_id=record.kamisasori_id,
            )
        )
        latest = self.sets.by_id.get(card.latest_set_id) if card.latest_set_id else None
        if latest is None or set_rank(item) > set_rank(latest):
            card.latest_set = item
            batch.card_changed(card, ["latest_set"])

    # --- writing ------------------------------------------------------------------------

    def _flush(self, batch: _Batch, report: FileReport) -> None:
        for card in [*batch.new_cards, *batch.changed_cards.values()]:
            fit_row(card, report, card.extended_title or card.title)
        for printing in [*batch.new_printings, *batch.changed_printings.values()]:
            # A printing read from the database has no card object of its own: the mirror's.
            card = self.cards_by_id[printing.card_id] if printing.card_id else printing.card
            fit_row(printing, report, card.extended_title or card.title)
        self._judge_batch(batch)
        self._insert(Card, batch.new_cards, ("key",))
        for card in batch.new_cards:
            self.cards_by_id[card.pk] = card
            if card.oracle_id:
                self.by_oracle[card.oracle_id] = card.pk
        self._index_base(
            (card.pk, card.title, card.extended_title, card.type) for card in batch.new_cards
        )
        update_rows(Card, list(batch.changed_cards.values()), sorted(batch.changed_fields))
        self._insert(
            Printing,
            batch.new_printings,
            ("card_id", "set_id", "side", "collector_number", "variant"),
        )
        for printing in batch.new_printings:
            self._remember_printing(printing)
        update_rows(Printing, list(batch.changed_printings.values()), sorted(batch.printing_fields))
        linked = self._write_links(batch.links)
        new_ids = {card.pk for card in batch.new_cards}
        updated = (set(batch.changed_cards) - batch.digest_only | linked) - new_ids
        touched = set(batch.touched_cards) - new_ids
        report.count("cards", "created", len(new_ids))
        report.count("cards", "updated", len(updated))
        report.count("cards", "unchanged", len(touched - updated))
        report.count("printings", "created", len(batch.new_printings))
        report.count("printings", "updated", len(batch.changed_printings))
        report.count(
            "printings", "unchanged", batch.touched_printings - len(batch.changed_printings)
        )

    def _judge_batch(self, batch: _Batch) -> None:
        """Each card's automation status, judged by the engine as the card is written: new
        cards, changed ones and those whose clans change; after an upgrade of the engine
        (or for a card never judged), every card the file touches. The rest keep theirs."""
        clans: dict[int, tuple[Card, set[int]]] = {}
        for card, name, wanted, replace in batch.links:
            if name != "clans":
                continue
            held = clans.get(id(card))
            current = held[1] if held else set(self.relations["clans"].rows.get(card.pk, ()))
            clans[id(card)] = (card, set(wanted) if replace else current | wanted)
        judged = [*batch.new_cards, *batch.changed_cards.values()]
        judged += [
            card
            for card, wanted in clans.values()
            if card.pk is not None
            and card.pk not in batch.changed_cards
            and wanted != self.relations["clans"].rows.get(card.pk, set())
        ]
        judged += [
            card
            for pk, card in batch.touched_cards.items()
            if (self.stale_statuses or not card.automation_digest) and pk not in batch.changed_cards
        ]
        for card in judged:
            held = clans.get(id(card))
            unchanged = card.pk not in batch.changed_cards
            before = (card.automation, card.automation_reason)
            if self._judge(card, held[1] if held else None) and card.pk is not None:
                batch.card_changed(card, ["automation", "automation_reason", "automation_digest"])
                if unchanged and before == (card.automation, card.automation_reason):
                    batch.digest_only.add(card.pk)

    def _judge(self, card: Card, clan_ids: set[int] | None = None) -> bool:
        """Store the engine's verdict on the card; whether it changed. A card whose verdict
        was judged on what the card now is, by this engine, keeps it; one the reader judged
        as it is written takes the reader's verdict."""
        from rules.automation import judge_definition, verdict_digest
        from rules.carddefs import card_def

        if clan_ids is None:
            clan_ids = self.relations["clans"].rows.get(card.pk, set()) if card.pk else set()
        defn = card_def(card, sorted(self.clan_names[pk] for pk in clan_ids))
        digest = verdict_digest(defn, self.engine)
        if card.automation_digest == digest:
            return False
        verdict = self.verdicts.get(digest)
        if verdict is None:
            judged = judge_definition(defn)
            verdict = (judged.status, judged.reason)
        card.automation, card.automation_reason = verdict
        card.automation_digest = digest
        return True

    @staticmethod
    def _insert(model: type, objects: list, identity: tuple[str, ...]) -> None:
        """Insert the rows, then read their new keys back by what identifies each row."""
        if not objects:
            return
        newest = model.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
        insert_rows(model, objects, concrete_names(model))
        waiting = {tuple(getattr(obj, name) for name in identity): obj for obj in objects}
        for pk, *ident in model.objects.filter(pk__gt=newest).values_list("pk", *identity):
            obj = waiting.pop(tuple(ident), None)
            if obj is not None:
                obj.pk = pk
                obj._state.adding = False
        if waiting:
            raise RuntimeError(f"{len(waiting)} new {model.__name__} rows could not be read back")

    def _write_links(self, links: list[tuple[Card, str, set[int], bool]]) -> set[int]:
        """Apply the wanted many-to-many rows; return the ids of the cards whose rows changed."""
        changed: set[int] = set()
        adds: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for card, name, wanted, replace in links:
            relation = self.relations[name]
            current = relation.rows[card.pk]
            new = wanted - current
            if new:
                adds[name].extend((card.pk, other) for other in sorted(new))
                current.update(new)
                changed.add(card.pk)
            if replace and current - wanted:
                relation.delete(card.pk, current - wanted)
                current &= wanted
                changed.add(card.pk)
        for name, pairs in adds.items():
            self.relations[name].insert(pairs)
        return changed

    # --- after the files ----------------------------------------------------------------

    def finish(self) -> tuple[int, int]:
        """What depends on the whole pool: each card's first set and arc formats, epithet
        names, and the Soul-of links, worked out from a summary of every card. Returns
        (cards whose Soul-of links changed, links added)."""
        self._by_base = None  # only the other databases' files match cards by base title
        with transaction.atomic():
            # Read in chunks (a server-side cursor on PostgreSQL): the whole result and the
            # summaries are never held at once. The debug log of statements (DEBUG) is
            # cleared after each step, as after each file.
            rows = Card.objects.values_list(*SUMMARY_FIELDS).iterator(chunk_size=CHUNK)
            cards = [_Summary(*row) for row in rows]
            for step in (self._first_sets, self._set_formats):
                step(cards)
                reset_queries()
            renamed = self._epithet_names(cards)
            self._judge_rest(renamed)
            reset_queries()
            links = self._link_souls(cards)
            del cards
        self._forget_cards()
        return links

    def _judge_rest(self, renamed: set[int]) -> None:
        """Judge the renamed cards (the engine reads the personality's name), any card never
        judged (a catalogue older than the statuses or their digests), and when the rules
        engine changed since the statuses were judged (`stale_statuses`), every card the
        files did not judge again already."""
        from rules.automation import judge_definition, mark_judged, verdict_digest
        from rules.carddefs import card_def

        if self.stale_statuses:
            queries = [Card.objects.all()]
        else:
            queries = [Card.objects.filter(automation_digest="")]
            queries += [Card.objects.filter(pk__in=chunk) for chunk in _chunks(renamed)]
        changed: dict[int, Card] = {}
        for query in queries:
            for card in query.prefetch_related("clans").iterator(chunk_size=CHUNK):
                defn = card_def(card)
                digest = verdict_digest(defn, self.engine)
                if digest == card.automation_digest:
                    continue
                verdict = judge_definition(defn)
                card.automation, card.automation_reason = verdict.status, verdict.reason
                card.automation_digest = digest
                changed[card.pk] = card
        update_rows(
            Card, list(changed.values()), ["automation", "automation_reason", "automation_digest"]
        )
        mark_judged()

    def _first_sets(self, cards: list[_Summary]) -> None:
        changed = []
        for card in cards:
            sets = [
                self.sets.by_id[pk]
                for pk in self.card_sets.get(card.pk, ())
                if pk in self.sets.by_id
            ]
            first = min(sets, key=set_rank).pk if sets else None
            if card.first_set_id != first:
                card.first_set_id = first
                changed.append(card)
        update_rows(Card, changed, ["first_set"])

    def _set_formats(self, cards: list[_Summary]) -> None:
        """A card printed in a set of an arc is legal in that arc's format, whatever its
        legality line says ("Advance Warning" in Ivory Edition lists only older arcs)."""
        self.relations["formats"].load()
        links = []
        for card in cards:
            wanted = {
                self.sets.by_id[pk].format_id
                for pk in self.card_sets.get(card.pk, ())
                if pk in self.sets.by_id and self.sets.by_id[pk].format_id
            }
            if card.is_proxy or card.is_unreleased or not wanted:
                continue
            links.append((card, "formats", wanted, False))
        self._write_links(links)
        self.relations["formats"].clear()

    def _epithet_names(self, cards: list[_Summary]) -> set[int]:
        """Late Experienced cards add an epithet to the name ("Hida Kisada, the Little Bear •
        Experienced"): they are versions of the name before the comma when the pool has a
        card of that name, and no plain card carries the full title."""
        names = {card.personality_name.casefold() for card in cards}
        plain = {card.personality_name.casefold() for card in cards if card.experience_level == 0}
        changed = []
        for card in cards:
            if card.experience_level == 0:
                continue
            level, named = experience(card.title, card.extended_title, card.traits)
            base = epithet_base(card.title)
            if named.casefold() != base_title(card.title).casefold() or not base:
                continue  # the traits name the personality, or there is no epithet
            wanted = base if base.casefold() in names and named.casefold() not in plain else named
            if wanted == card.personality_name:
                continue
            label = level.label if level else ""
            old = card.personality_name
            card.personality_name = wanted
            if card.deck_identity == identity(old, label):
                card.deck_identity = identity(wanted, label)
            if card.unique_identity == old:
                card.unique_identity = wanted
            changed.append(card)
        update_rows(Card, changed, ["personality_name", "deck_identity", "unique_identity"])
        return {card.pk for card in changed}

    def _link_souls(self, cards: list[_Summary]) -> tuple[int, int]:
        """Point every "Soul of X" card at the cards of X (the same experience when the trait
        names one, else X's cards at that experience, else all of X's cards)."""
        self.relations["soul_of"].load()
        by_identity: dict[str, list[_Summary]] = defaultdict(list)
        by_name: dict[str, list[_Summary]] = defaultdict(list)
        for card in cards:
            level, _ = experience(card.title, card.extended_title, card.traits)
            by_identity[
                identity(card.personality_name, level.label if level else "").casefold()
            ].append(card)
            by_name[card.personality_name.casefold()].append(card)
        links = []
        for card in cards:
            if not card.soul_of_name and not self.relations["soul_of"].rows.get(card.pk):
                continue
            wanted: set[int] = set()
            if card.soul_of_name:
                label = soul_of(card.traits)[1]
                targets = by_identity.get(
                    identity(card.soul_of_name, label).casefold()
                ) or by_name.get(card.soul_of_name.casefold(), [])
                wanted = {target.pk for target in targets if target.pk != card.pk}
            links.append((card, "soul_of", wanted, True))
        before = sum(len(rows) for rows in self.relations["soul_of"].rows.values())
        changed = self._write_links(links)
        after = sum(len(rows) for rows in self.relations["soul_of"].rows.values())
        return len(changed), after - before
