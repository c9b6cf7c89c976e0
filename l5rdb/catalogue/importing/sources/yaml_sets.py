"""The set files: one YAML file per set, `set: <name>` and `cards: [...]` (see the card data
README). Both faces of a double-sided card are entries; the back one has `is_back: true`."""

from pathlib import Path

import yaml

from l5rdb.catalogue.importing.parse import clean_title
from l5rdb.catalogue.importing.records import (
    CardRecord,
    PrintingRecord,
    face_summary,
    new_card,
    text_list,
)
from l5rdb.catalogue.importing.report import FileReport
from l5rdb.catalogue.importing.sources.base import ParsedFile, SourceError
from l5rdb.catalogue.models import STAT_FIELDS, SetSource
from l5rdb.catalogue.sanitize import sanitize_html

# The base loader builds only strings, lists and mappings (no implicit typing): it is the
# fastest, and every value is checked and converted by the importer anyway.
_Loader = getattr(yaml, "CBaseLoader", yaml.BaseLoader)
_NULLS = frozenset({"", "~", "null", "Null", "NULL"})
_TRUE = frozenset({"true", "yes", "on"})


def load_yaml(path: Path) -> object:
    try:
        with path.open(encoding="utf-8") as handle:
            return yaml.load(handle, Loader=_Loader)  # builds plain data only
    except yaml.YAMLError as error:
        raise SourceError(f"not valid YAML: {error}") from error
    except (OSError, UnicodeDecodeError) as error:
        raise SourceError(f"cannot read the file: {error}") from error


def peek_set_name(path: Path) -> str | None:
    """The name a set file's top-level `set:` gives, read from the YAML events without
    building the file (the import orders set files by it before parsing them). None when the
    file has no plain `set:` value or cannot be read: parsing it whole then says why."""
    depth = 0
    is_key = False
    wanted = False
    try:
        with path.open(encoding="utf-8") as handle:
            for event in yaml.parse(handle, Loader=_Loader):
                if isinstance(event, yaml.CollectionStartEvent):
                    depth += 1
                    if depth == 2 and wanted:
                        return None
                    if depth == 1:
                        if not isinstance(event, yaml.MappingStartEvent):
                            return None
                        is_key = True
                    continue
                if isinstance(event, yaml.CollectionEndEvent):
                    depth -= 1
                    if depth == 1:
                        is_key = True
                    continue
                if depth != 1 or not isinstance(event, yaml.ScalarEvent | yaml.AliasEvent):
                    continue
                if wanted:
                    value = scalar(getattr(event, "value", None))
                    return clean_title(value) or None if isinstance(value, str) else None
                wanted = is_key and getattr(event, "value", None) == "set"
                is_key = not is_key
    except (yaml.YAMLError, OSError, UnicodeDecodeError):
        return None
    return None


def scalar(value: object) -> object:
    """YAML null, as the base loader hands it over, is None."""
    return None if isinstance(value, str) and value in _NULLS else value


def flag(value: object) -> bool:
    return value is True or (isinstance(value, str) and value.strip().casefold() in _TRUE)


def is_set_file(data: object) -> bool:
    return isinstance(data, dict) and "set" in data and "cards" in data


def _text(entry: dict, name: str, report: FileReport, label: str) -> str:
    value = entry.get(name)
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        report.problem(f"expected text, got {type(value).__name__}", card=label, field=name)
        return ""
    return str(value).strip()


def _printing(
    entry: dict, set_name: str, side: int, report: FileReport, label: str
) -> PrintingRecord:
    try:
        legality = text_list(entry.get("legality"))
    except ValueError as error:
        report.problem(str(error), card=label, field="legality")
        legality = []
    return PrintingRecord(
        set_name=set_name,
        side=side,
        rarity=clean_title(_text(entry, "rarity", report, label)),
        artist=clean_title(_text(entry, "artist", report, label)),
        flavor=sanitize_html(_text(entry, "flavor_text", report, label)),
        collector_number=clean_title(_text(entry, "collector_number", report, label)),
        legality=legality,
        is_banned=flag(entry.get("is_banned")),
    )


def _card(entry: dict, report: FileReport, key_suffix: str = "") -> CardRecord | None:
    return new_card(
        report,
        title=entry.get("title"),
        extended_title=entry.get("extended_title") or "",
        types=entry.get("types"),
        decks=entry.get("decks"),
        clans=entry.get("clans"),
        traits=entry.get("keywords"),
        stats={name: entry.get(name) for name in STAT_FIELDS},
        text=entry.get("text"),
        unique=flag(entry.get("is_unique")),
        key_suffix=key_suffix,
    )


def parse_set_file(path: Path, data: object, report: FileReport) -> ParsedFile:
    if not is_set_file(data):
        raise SourceError("not a set file: expected a mapping with `set` and `cards`")
    set_name = clean_title(data["set"]) if isinstance(data["set"], str | int) else ""
    if not set_name:
        raise SourceError(f"`set` must name the set, got {data['set']!r}")
    entries = data["cards"]
    if not isinstance(entries, list):
        raise SourceError(f"`cards` must be a list, got {type(entries).__name__}")

    # Token entries share titles ("Courtier", "Terrain") while being different cards; the
    # set file tells them apart by `id`.
    ids_per_title: dict[str, set[str]] = {}
    for entry in entries:
        if isinstance(entry, dict) and entry.get("id") and isinstance(entry.get("title"), str):
            name = (entry["title"], entry.get("extended_title") or "")
            ids_per_title.setdefault(str(name), set()).add(str(entry["id"]))
    shared_titles = {name for name, ids in ids_per_title.items() if len(ids) > 1}

    cards: list[CardRecord] = []
    fronts: dict[str, CardRecord] = {}
    for position, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            report.problem(
                f"entry {position} is not a mapping but {type(entry).__name__}", card=f"#{position}"
            )
            continue
        entry = {key: scalar(value) for key, value in entry.items()}
        name = str((entry.get("title"), entry.get("extended_title") or ""))
        suffix = str(entry["id"]) if name in shared_titles else ""
        record = _card(entry, report, suffix)
        if record is None:
            continue
        if flag(entry.get("is_back")):
            front = fronts.get(record.key)
            if front is None:
                report.problem(
                    "the back face of a double-sided card comes before (or without) its front",
                    card=record.label,
                    field="is_back",
                )
                continue
            front.back = face_summary(record) | {"flavor": sanitize_html(entry.get("flavor_text"))}
            if not front.back["flavor"]:
                del front.back["flavor"]
            front.printings.append(_printing(entry, set_name, 2, report, record.label))
            continue
        if entry.get("back_title") or entry.get("back_flavor"):
            record.back = {
                key: value
                for key, value in (
                    ("title", clean_title(_text(entry, "back_title", report, record.label))),
                    ("flavor", sanitize_html(_text(entry, "back_flavor", report, record.label))),
                )
                if value
            }
        record.printings.append(_printing(entry, set_name, 1, report, record.label))
        fronts.setdefault(record.key, record)
        cards.append(record)
    return ParsedFile(kind=SetSource.SET_FILE, sets=[set_name], cards=cards)
