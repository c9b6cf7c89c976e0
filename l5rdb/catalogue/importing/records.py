"""The one shape every card file is read into before anything touches the database."""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from l5rdb.catalogue.formats import format_for_label, normalize_format_name
from l5rdb.catalogue.importing.parse import card_key, clean_title, parse_stat, spaced_edition_code
from l5rdb.catalogue.importing.report import FileReport
from l5rdb.catalogue.models import STAT_FIELDS, CardType, DeckKind
from l5rdb.catalogue.sanitize import html_to_text, sanitize_html

CARD_TYPES: dict[str, str] = {kind.value.casefold(): kind.value for kind in CardType}
DECKS: dict[str, str] = {kind.value.casefold(): kind.value for kind in DeckKind}
DECKS["pregame"] = DeckKind.PREGAME.value
# Where each type of card is shuffled, for the files that give no deck (Kamisasori).
DECK_OF_TYPE: dict[str, str] = {
    CardType.PERSONALITY: DeckKind.DYNASTY,
    CardType.HOLDING: DeckKind.DYNASTY,
    CardType.EVENT: DeckKind.DYNASTY,
    CardType.REGION: DeckKind.DYNASTY,
    CardType.CELESTIAL: DeckKind.DYNASTY,
    CardType.STRATEGY: DeckKind.FATE,
    CardType.FOLLOWER: DeckKind.FATE,
    CardType.ITEM: DeckKind.FATE,
    CardType.SPELL: DeckKind.FATE,
    CardType.RING: DeckKind.FATE,
    CardType.ANCESTOR: DeckKind.FATE,
    CardType.STRONGHOLD: DeckKind.PREGAME,
    CardType.SENSEI: DeckKind.PREGAME,
    CardType.WIND: DeckKind.PREGAME,
}
# Legality strings that name no format but a card state.
PROXY_LEGALITY = "not legal (proxy)"
UNRELEASED_LEGALITY = "unreleased"


def format_slug(label: str) -> str | None:
    """The format a legality string means, however the file spells it: "Four Winds (Gold)",
    "Onyx Edition", "gold", and Kamisasori's "open" (every card: Legacy)."""
    text = clean_title(label)
    spec = format_for_label(text)
    if spec:
        return spec.slug
    if text.casefold() == "open":
        return "legacy"
    inner = text[text.find("(") + 1 : text.rfind(")")] if "(" in text else text
    for candidate in (text, inner, inner.removesuffix(" Edition")):
        slug = normalize_format_name(candidate)
        if slug:
            return slug
    return None


@dataclass
class PrintingRecord:
    set_name: str
    side: int = 1
    rarity: str = ""
    artist: str = ""
    flavor: str = ""
    collector_number: str = ""
    kamisasori_id: str = ""
    legality: list[str] = field(default_factory=list)
    is_banned: bool = False

    @cached_property
    def flavor_plain(self) -> str:
        return html_to_text(self.flavor)


@dataclass
class CardRecord:
    """One card as one file describes it, already checked and cleaned."""

    key: str
    title: str
    extended_title: str = ""
    type: str = CardType.OTHER.value
    types: list[str] = field(default_factory=list)
    deck: str = ""
    clans: list[str] = field(default_factory=list)
    traits: list[str] = field(default_factory=list)
    stats: dict[str, int | None] = field(default_factory=dict)
    printed: dict[str, str] = field(default_factory=dict)
    variable_stats: list[str] = field(default_factory=list)
    force_is_modifier: bool = False
    chi_is_modifier: bool = False
    text: str = ""
    text_plain: str = ""
    printed_unique: bool = False
    is_proxy: bool = False
    back: dict = field(default_factory=dict)
    oracle_id: int | None = None
    printings: list[PrintingRecord] = field(default_factory=list)
    # Worked out by the reader (`store.prepare`), so that the writer does not: the card's
    # column values as this record alone gives them, and the rules engine's verdict on that
    # card: (the digest of what was judged, status, reason), None when not judged.
    values: dict | None = None
    verdict: tuple | None = None

    @property
    def label(self) -> str:
        return self.extended_title or self.title


def text_list(value: object) -> list[str]:
    """A list of non-empty strings from a string, a list of strings, or nothing."""
    if value is None:
        return []
    if isinstance(value, str | int | float):
        value = [value]
    if not isinstance(value, list | tuple):
        raise ValueError(f"expected a list of strings, got {type(value).__name__}")
    items = []
    for item in value:
        if not isinstance(item, str | int | float) or isinstance(item, bool):
            raise ValueError(f"expected a string, got {type(item).__name__}")
        text = clean_title(item)
        if text:
            items.append(text)
    return items


def read_stats(record: CardRecord, values: Mapping[str, object], report: FileReport) -> None:
    """Fill the record's stats from {stat field: printed value}; unreadable ones are reported
    and kept as printed."""
    for name in STAT_FIELDS:
        stat = parse_stat(values.get(name))
        record.stats[name] = stat.value
        if stat.printed is not None:
            record.printed[name] = stat.printed
        if stat.variable:
            record.variable_stats.append(name)
        if stat.modifier and name in ("force", "chi"):
            setattr(record, f"{name}_is_modifier", True)
        if stat.problem:
            report.problem(stat.problem, card=record.label, field=name)


def clan_name(name: str) -> str:
    """A clan as the faction lists name it: a few token cards write "Crab Clan" (the traits
    line's wording) where every other card writes "Crab"."""
    words = name.split()
    if len(words) > 1 and words[-1].casefold() == "clan":
        return " ".join(words[:-1])
    return name


def new_card(
    report: FileReport,
    *,
    title: object,
    extended_title: object = "",
    types: object = None,
    decks: object = None,
    clans: object = None,
    traits: object = None,
    stats: Mapping[str, object] | None = None,
    text: object = None,
    unique: bool = False,
    key_suffix: str = "",
) -> CardRecord | None:
    """Check and clean one card's fields. A card with no usable title is reported and None is
    returned; a bad field is reported and left empty, the rest of the card still comes in."""
    if not isinstance(title, str | int) or not clean_title(title):
        report.problem("the card has no title", card=repr(title)[:80], field="title")
        return None
    title_text = clean_title(title)
    extended = clean_title(extended_title) if isinstance(extended_title, str) else ""
    extended = spaced_edition_code(extended)
    if extended == title_text:
        extended = ""
    key = card_key(title_text, extended) + (f" #{key_suffix}" if key_suffix else "")
    record = CardRecord(key=key, title=title_text, extended_title=extended)
    label = record.label

    def listed(name: str, value: object) -> list[str]:
        try:
            return text_list(value)
        except ValueError as error:
            report.problem(str(error), card=label, field=name)
            return []

    record.types = listed("types", types)
    known = [CARD_TYPES[kind.casefold()] for kind in record.types if kind.casefold() in CARD_TYPES]
    unknown = [kind for kind in record.types if kind.casefold() not in CARD_TYPES]
    record.is_proxy = any(kind.casefold() == "proxy" for kind in record.types)
    unknown = [kind for kind in unknown if kind.casefold() != "proxy"]
    if unknown:
        report.problem(
            f"unknown card type {unknown[0]!r}", card=label, field="types", level="warning"
        )
    record.type = known[0] if known else CardType.OTHER.value
    if not types:
        report.problem("the card has no type", card=label, field="types", level="warning")
    deck_names = listed("decks", decks)
    if deck_names:
        deck = DECKS.get(deck_names[0].casefold().replace(" ", ""), "") or DECKS.get(
            deck_names[0].casefold(), ""
        )
        if deck:
            record.deck = deck
        else:
            report.problem(f"unknown deck {deck_names[0]!r}", card=label, field="decks")
    record.clans = [clan_name(name) for name in listed("clans", clans)]
    record.traits = listed("keywords", traits)
    read_stats(record, stats or {}, report)
    if text is not None and not isinstance(text, str):
        report.problem(f"expected text, got {type(text).__name__}", card=label, field="text")
        text = None
    record.text = sanitize_html(text)
    record.text_plain = html_to_text(record.text)
    record.printed_unique = bool(unique)
    return record


def face_summary(record: CardRecord, back_title: str = "", back_flavor: str = "") -> dict:
    """What the card's other face shows, for Card.back."""
    face: dict = {}
    if record.title:
        face["title"] = record.title
    if back_title:
        face["title"] = back_title
    if record.traits:
        face["traits"] = record.traits
    if record.text:
        face["text"] = record.text
        face["text_plain"] = record.text_plain
    stats = {name: value for name, value in record.stats.items() if value is not None}
    if stats:
        face["stats"] = stats
    if record.printed:
        face["printed"] = record.printed
    if back_flavor:
        face["flavor"] = sanitize_html(back_flavor)
    return face


def unique_names(names: Iterable[str]) -> list[str]:
    """Names in order, each once (case-insensitively)."""
    seen: set[str] = set()
    result = []
    for name in names:
        folded = name.casefold()
        if folded not in seen:
            seen.add(folded)
            result.append(name)
    return result
