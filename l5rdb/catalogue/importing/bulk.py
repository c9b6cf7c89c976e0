"""Plain executemany INSERTs and UPDATEs for the import's tens of thousands of rows: the
ORM's bulk_create/bulk_update build an expression per value, which costs more than the rows.
Values still go through each field's own conversion (JSON, dates, foreign keys)."""

from collections.abc import Callable, Iterable, Sequence
from itertools import islice

from django.db import DEFAULT_DB_ALIAS, connection, connections, models
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import F, Model
from django.db.models.lookups import In
from django.db.models.sql.compiler import SQLCompiler

BATCH = 1000


class _AnyOf(In):
    """`column IN (values)`, on PostgreSQL `column = ANY(%s)` with the values bound as one
    array: the import looks up hundreds of keys at a time, and a query of hundreds of
    placeholders costs the driver more to build than the rows it finds. Plain values only
    (keys, ids): they are not converted by the field."""

    prepare_rhs = False

    def as_postgresql(
        self, compiler: SQLCompiler, connection: BaseDatabaseWrapper
    ) -> tuple[str, tuple]:
        lhs, params = self.process_lhs(compiler, connection)
        return f"{lhs} = ANY(%s)", (*params, list(self.rhs))


def any_of(column: str, values: Iterable) -> _AnyOf:
    """A filter: the column holds one of the values (see `_AnyOf`)."""
    return _AnyOf(F(column), list(values))


def _columns(model: type[Model], names: Iterable[str]) -> list:
    return [model._meta.get_field(name) for name in names]


# Fields whose value of one of the plain types goes to the database as it is: their own
# conversion would only check the type (it is most of the import's conversion time).
_PLAIN_FIELDS = (models.CharField, models.TextField, models.IntegerField, models.BooleanField)
_PLAIN_TYPES = frozenset({str, int, bool, type(None)})


def _converter(model_field) -> Callable[[Model], object]:  # model_field: a Django Field
    """How to read the field's database value from an object, decided once per field."""
    attname = model_field.attname
    prepare = model_field.get_db_prep_save
    # The connection itself rather than the `connection` proxy, which looks it up on every
    # attribute read.
    database = connections[DEFAULT_DB_ALIAS]
    if isinstance(model_field, _PLAIN_FIELDS):

        def plain(obj: Model) -> object:
            value = getattr(obj, attname)
            return value if type(value) in _PLAIN_TYPES else prepare(value, database)

        return plain
    if model_field.is_relation:
        name = model_field.name

        def related(obj: Model) -> object:
            if getattr(obj, attname) is None:
                # A related object that got its key after this one was built.
                other = getattr(obj, name, None)
                if other is not None and other.pk is not None:
                    setattr(obj, attname, other.pk)
            return prepare(getattr(obj, attname), database)

        return related
    return lambda obj: prepare(getattr(obj, attname), database)


def _insert(table: str, columns: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    """Write `rows` into `table`'s `columns`: COPY on PostgreSQL, batched INSERTs elsewhere."""
    quote = connection.ops.quote_name
    names = ", ".join(quote(column) for column in columns)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with cursor.cursor.copy(f"COPY {quote(table)} ({names}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
            return
        sql = f"INSERT INTO {quote(table)} ({names}) VALUES ({', '.join(['%s'] * len(columns))})"
        pending = iter(rows)
        while batch := list(islice(pending, BATCH)):
            cursor.executemany(sql, batch)


def insert_rows(model: type[Model], objects: Sequence[Model], names: Iterable[str]) -> None:
    """INSERT the objects' `names` columns (not the primary key; read keys back separately)."""
    if not objects:
        return
    fields = _columns(model, names)
    converters = [_converter(field) for field in fields]
    rows = ([convert(obj) for convert in converters] for obj in objects)
    _insert(model._meta.db_table, [field.column for field in fields], rows)


def insert_pairs(table: str, columns: tuple[str, str], pairs: Sequence[tuple[int, int]]) -> None:
    """INSERT rows of two integer columns (many-to-many links)."""
    if pairs:
        _insert(table, columns, pairs)


def update_rows(model: type[Model], objects: Sequence[Model], names: Iterable[str]) -> None:
    """UPDATE the `names` columns of objects that already have a primary key."""
    if not objects:
        return
    fields = _columns(model, names)
    converters = [_converter(field) for field in fields]
    quote = connection.ops.quote_name
    table = quote(model._meta.db_table)
    key = quote(model._meta.pk.column)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            # One statement per batch: UPDATE ... FROM (VALUES (...), ...) with typed columns.
            casts = [
                f"%s::{model._meta.pk.db_type(connection)}",
                *(f"%s::{field.db_type(connection)}" for field in fields),
            ]
            aliases = ", ".join(["key", *(f"v{number}" for number in range(len(fields)))])
            assignments = ", ".join(
                f"{quote(field.column)} = v.v{number}" for number, field in enumerate(fields)
            )
            for start in range(0, len(objects), BATCH):
                chunk = objects[start : start + BATCH]
                values = ", ".join(f"({', '.join(casts)})" for _ in chunk)
                cursor.execute(
                    f"UPDATE {table} SET {assignments} FROM (VALUES {values}) AS v({aliases}) "
                    f"WHERE {table}.{key} = v.key",
                    [
                        value
                        for obj in chunk
                        for value in (obj.pk, *(convert(obj) for convert in converters))
                    ],
                )
            return
        sql = "UPDATE {} SET {} WHERE {} = %s".format(
            table, ", ".join(f"{quote(field.column)} = %s" for field in fields), key
        )
        for start in range(0, len(objects), BATCH):
            cursor.executemany(
                sql,
                [
                    [*(convert(obj) for convert in converters), obj.pk]
                    for obj in objects[start : start + BATCH]
                ],
            )


def settle_indexes(tables: Sequence[type[Model]]) -> None:
    """On PostgreSQL, after many rows were written: move the rows waiting in each GIN index's
    pending list (where fast inserts put them) into the index proper, and refresh the
    planner's statistics. Until then every search through those indexes (title words, text,
    artist, flavor) reads the whole pending list: 15-30 ms rather than a fraction of one,
    until autovacuum gets to it."""
    if connection.vendor != "postgresql":
        return
    names = [model._meta.db_table for model in tables]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexrelid::regclass::text FROM pg_index JOIN pg_class ON pg_class.oid = "
            "indexrelid JOIN pg_am ON pg_am.oid = relam WHERE amname = 'gin' AND "
            "indrelid::regclass::text = ANY(%s)",
            [names],
        )
        for (index,) in cursor.fetchall():
            cursor.execute("SELECT gin_clean_pending_list(%s::regclass)", [index])
        for name in names:
            cursor.execute(f"ANALYZE {connection.ops.quote_name(name)}")


def concrete_names(model: type[Model]) -> list[str]:
    """Every stored column of the model but its primary key."""
    return [field.name for field in model._meta.concrete_fields if not field.primary_key]
