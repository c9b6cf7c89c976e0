"""Values a file gives that the catalogue's columns cannot hold: text longer than its column
or holding a NUL character, numbers outside its integer range. Each is reported (file, card,
field, the value) and fitted, so the card is kept and the rest of the file still imports; the
databases would otherwise refuse the whole file's transaction (PostgreSQL) or keep what no
page expects."""

import functools

from django.db import models

from l5rdb.catalogue.importing.report import FileReport

# The ranges PostgreSQL gives each integer column; SQLite is held to the same.
INTEGER_RANGES: dict[type[models.Field], tuple[int, int]] = {
    models.PositiveSmallIntegerField: (0, 32767),
    models.SmallIntegerField: (-32768, 32767),
    models.PositiveIntegerField: (0, 2147483647),
    models.IntegerField: (-2147483648, 2147483647),
}


def _range(field: models.Field) -> tuple[int, int] | None:
    if isinstance(field, models.BigIntegerField | models.AutoField):
        return None
    for kind, bounds in INTEGER_RANGES.items():
        if isinstance(field, kind):
            return bounds
    return None


def _shown(value: object) -> str:
    text = str(value)
    return text if len(text) <= 40 else f"{text[:37]}… ({len(text):,} characters)"


@functools.cache
def _limits(model: type[models.Model]) -> tuple[tuple[models.Field, int | None, tuple | None], ...]:
    """Each stored value column of the model, with its text length and integer range."""
    return tuple(
        (field, field.max_length, _range(field))
        for field in model._meta.concrete_fields
        if not field.primary_key and not field.is_relation
    )


def fit_row(row: models.Model, report: FileReport, label: str) -> None:
    """Report and fit every value of `row` its column cannot hold: text is cut to the column's
    length, a number out of range becomes empty (a printed dash) or the column's default."""
    for field, max_length, bounds in _limits(type(row)):
        value = getattr(row, field.attname)
        if value is None:
            continue
        if isinstance(value, str):
            if "\x00" in value:
                # PostgreSQL text cannot hold NUL; SQLite is held to the same.
                value = value.replace("\x00", "")
                setattr(row, field.attname, value)
                report.problem(
                    "a NUL character, which no text can hold; removed",
                    card=label[:80],
                    field=field.name,
                )
            if max_length and len(value) > max_length:
                setattr(row, field.attname, value[:max_length])
                report.problem(
                    f"{len(value):,} characters, more than the {max_length} kept; cut to"
                    f" {max_length}: {_shown(value)!r}",
                    card=label[:80],
                    field=field.name,
                )
            continue
        if bounds and isinstance(value, int) and not bounds[0] <= value <= bounds[1]:
            replacement = None if field.null else field.get_default()
            setattr(row, field.attname, replacement)
            report.problem(
                f"{_shown(value)} is out of range ({bounds[0]} to {bounds[1]}); left"
                f" {'empty' if replacement is None else replacement}",
                card=label[:80],
                field=field.name,
            )
