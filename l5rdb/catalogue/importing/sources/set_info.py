"""`set_info.yaml`: the arcs, their sets, release dates, sizes and codes."""

import datetime
from dataclasses import dataclass, field

from l5rdb.catalogue.formats import FORMATS, normalize_format_name
from l5rdb.catalogue.importing.parse import clean_title
from l5rdb.catalogue.importing.report import FileReport
from l5rdb.catalogue.importing.sources.base import SourceError


@dataclass
class SetInfo:
    name: str
    arc: str = ""
    format_slug: str | None = None
    code: str = ""
    release_date: datetime.date | None = None
    order: int = 0
    size: int | None = None
    notes: str = ""


@dataclass
class SetCatalogue:
    sets: list[SetInfo] = field(default_factory=list)


def is_set_info(data: object) -> bool:
    return isinstance(data, dict) and isinstance(data.get("arcs"), list)


def arc_name_and_format(raw: str) -> tuple[str, str | None]:
    """'Four Winds - "Gold"' -> ("Four Winds", "gold"); "Clan Wars" -> (that, "imperial", the
    format of that arc); "Shattered Empire" -> (that, its slug); "Other" -> ("Other", None)."""
    text = clean_title(raw)
    name, sep, quoted = text.partition(' - "')
    if sep:
        return name.strip(), normalize_format_name(quoted.strip('" '))
    by_arc = [spec.slug for spec in FORMATS if spec.arc.casefold() == text.casefold()]
    return text, by_arc[0] if len(by_arc) == 1 else _format_of_name(text)


def _format_of_name(name: str) -> str | None:
    """A set or arc named after a format: "Twenty Festivals", "Onyx Edition", "Ivory Edition"."""
    for candidate in (name, name.removesuffix(" Edition")):
        slug = normalize_format_name(candidate)
        if slug:
            return slug
    return None


def _date(value: object) -> datetime.date | None:
    if isinstance(value, datetime.datetime):
        return value.date()
    if isinstance(value, datetime.date):
        return value
    if isinstance(value, str):
        try:
            return datetime.date.fromisoformat(value.strip())
        except ValueError:
            return None
    return None


def parse_set_info(data: object, report: FileReport) -> SetCatalogue:
    if not is_set_info(data):
        raise SourceError("not a set list: expected a mapping with an `arcs` list")
    listed: list[tuple[datetime.date | None, int, SetInfo]] = []
    for arc_position, arc in enumerate(data["arcs"], start=1):
        if not isinstance(arc, dict) or not isinstance(arc.get("sets"), list):
            report.problem(f"arc {arc_position} has no `sets` list", card=f"arc {arc_position}")
            continue
        arc_name, arc_format = arc_name_and_format(str(arc.get("name") or ""))
        for entry in arc["sets"]:
            if not isinstance(entry, dict) or not entry.get("set_name"):
                report.problem("a set without `set_name`", card=arc_name, field="set_name")
                continue
            name = clean_title(entry["set_name"])
            released = _date(entry.get("release_date"))
            if entry.get("release_date") and released is None:
                report.problem(
                    f"not a date: {entry['release_date']!r}", card=name, field="release_date"
                )
            size = entry.get("size")
            size = int(size) if isinstance(size, str) and size.isdigit() else size
            info = SetInfo(
                name=name,
                arc=arc_name,
                format_slug=_format_of_name(name.removeprefix("Promotional – ")) or arc_format,
                code=clean_title(entry.get("code") or ""),
                release_date=released,
                size=size if isinstance(size, int) and not isinstance(size, bool) else None,
                notes=clean_title(entry.get("notes") or ""),
            )
            listed.append((released, len(listed), info))
    # Release order; undated sets (tokens, unreleased) last, in the order the file lists them.
    listed.sort(key=lambda item: (item[0] is None, item[0] or datetime.date.min, item[1]))
    for order, (_, _, info) in enumerate(listed, start=1):
        info.order = order
    return SetCatalogue(sets=[info for _, _, info in listed])
