"""Oracle of the Void JSON: a list of cards, every value a list of strings, each card with
its printings (set, rarity, number, artist, flavor)."""

import json
from pathlib import Path

from l5rdb.catalogue.importing.parse import clean_title
from l5rdb.catalogue.importing.records import CardRecord, PrintingRecord, new_card, text_list
from l5rdb.catalogue.importing.report import FileReport
from l5rdb.catalogue.importing.sources.base import ParsedFile, SourceError
from l5rdb.catalogue.models import SetSource
from l5rdb.catalogue.sanitize import sanitize_html
from l5rdb.numbers import whole_number

# Oracle field -> Card stat.
STATS: dict[str, str] = {
    "cost": "gold_cost",
    "focus": "focus",
    "force": "force",
    "chi": "chi",
    "ph": "personal_honor",
    "honor": "honor_requirement",
    "strength": "province_strength",
    "production": "gold_production",
    "startinghonor": "starting_honor",
}


def load_json(path: Path) -> object:
    try:
        with path.open(encoding="utf-8") as handle:
            return json.load(handle)
    except json.JSONDecodeError as error:
        raise SourceError(f"not valid JSON: {error}") from error
    except (OSError, UnicodeDecodeError) as error:
        raise SourceError(f"cannot read the file: {error}") from error


def is_oracle_file(data: object) -> bool:
    return isinstance(data, list) and all(
        isinstance(card, dict) and "cardid" in card and "title" in card for card in data
    )


def first(value: object) -> object:
    """Oracle wraps every value in a list; take the one value."""
    if isinstance(value, list):
        return value[0] if value else None
    return value


def _printings(card: dict, label: str, banned: bool, report: FileReport) -> list[PrintingRecord]:
    raw = card.get("printing")
    if not isinstance(raw, list) or not raw:
        report.problem("the card has no printings", card=label, field="printing")
        return []
    try:
        legality = text_list(card.get("legality"))
    except ValueError as error:
        report.problem(str(error), card=label, field="legality")
        legality = []
    printings = []
    for position, printing in enumerate(raw, start=1):
        set_name = clean_title(first(printing.get("set"))) if isinstance(printing, dict) else ""
        if not set_name:
            report.problem(f"printing {position} names no set", card=label, field="printing.set")
            continue
        printings.append(
            PrintingRecord(
                set_name=set_name,
                rarity=clean_title(first(printing.get("rarity"))),
                artist=clean_title(first(printing.get("artist"))),
                flavor=sanitize_html(first(printing.get("flavor"))),
                collector_number=clean_title(first(printing.get("number"))),
                legality=legality,
                is_banned=banned,
            )
        )
    return printings


def parse_oracle_file(path: Path, data: object, report: FileReport) -> ParsedFile:
    if not is_oracle_file(data):
        raise SourceError("not an Oracle of the Void file: expected a list of cards with `cardid`")
    cards: list[CardRecord] = []
    sets: dict[str, None] = {}
    for card in data:
        title = first(card.get("title"))
        record = new_card(
            report,
            title=title,
            extended_title=first(card.get("formattedtitle")) or "",
            types=card.get("type"),
            decks=card.get("deck"),
            clans=card.get("clan"),
            traits=card.get("keywords"),
            stats={stat: first(card.get(field)) for field, stat in STATS.items()},
            text=first(card.get("text")),
        )
        if record is None:
            continue
        record.printed_unique = any(trait.casefold() == "unique" for trait in record.traits)
        cardid = card.get("cardid")
        if isinstance(cardid, int) and not isinstance(cardid, bool) and cardid > 0:
            record.oracle_id = cardid
        elif isinstance(cardid, str) and whole_number(cardid) is not None:
            record.oracle_id = whole_number(cardid)
        else:
            report.problem(f"not a card id: {cardid!r}", card=record.label, field="cardid")
        record.printings = _printings(card, record.label, bool(card.get("banned")), report)
        for printing in record.printings:
            sets.setdefault(printing.set_name)
        cards.append(record)
    return ParsedFile(kind=SetSource.ORACLE, sets=list(sets), cards=cards)
