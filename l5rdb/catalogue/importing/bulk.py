"""Plain executemany INSERTs and UPDATEs for the import's tens of thousands of rows: the
ORM's bulk_create/bulk_update build an expression per value, which costs more than the rows.
Values still go through each field's own conversion (JSON, dates, foreign keys)."""

from collections.abc import Iterable, Sequence

from django.db import connection
from django.db.models import Model

BATCH = 1000


def _columns(model: type[Model], names: Iterable[str]) -> list:
    return [model._meta.get_field(name) for name in names]


def _value(obj: Model, model_field) -> object:  # model_field: a Django Field
    if model_field.is_relation and getattr(obj, model_field.attname) is None:
        # A related object that got its key after this one was built.
        related = getattr(obj, model_field.name, None)
        if related is not None and related.pk is not None:
            setattr(obj, model_field.attname, related.pk)
    return model_field.get_db_prep_save(getattr(obj, model_field.attname), connection)


def insert_rows(model: type[Model], objects: Sequence[Model], names: Iterable[str]) -> None:
    """INSERT the objects' `names` columns (not the primary key; read keys back separately)."""
    if not objects:
        return
    fields = _columns(model, names)
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(model._meta.db_table),
        ", ".join(quote(field.column) for field in fields),
        ", ".join(["%s"] * len(fields)),
    )
    with connection.cursor() as cursor:
        for start in range(0, len(objects), BATCH):
            cursor.executemany(
                sql,
                [
                    [_value(obj, field) for field in fields]
                    for obj in objects[start : start + BATCH]
                ],
            )


def update_rows(model: type[Model], objects: Sequence[Model], names: Iterable[str]) -> None:
    """UPDATE the `names` columns of objects that already have a primary key."""
    if not objects:
        return
    fields = _columns(model, names)
    quote = connection.ops.quote_name
    sql = "UPDATE {} SET {} WHERE {} = %s".format(
        quote(model._meta.db_table),
        ", ".join(f"{quote(field.column)} = %s" for field in fields),
        quote(model._meta.pk.column),
    )
    with connection.cursor() as cursor:
        for start in range(0, len(objects), BATCH):
            cursor.executemany(
                sql,
                [
                    [*(_value(obj, field) for field in fields), obj.pk]
                    for obj in objects[start : start + BATCH]
                ],
            )


def concrete_names(model: type[Model]) -> list[str]:
    """Every stored column of the model but its primary key."""
    return [field.name for field in model._meta.concrete_fields if not field.primary_key]
