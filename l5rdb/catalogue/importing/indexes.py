"""An import into an empty catalogue builds the secondary indexes of the card tables once,
after the rows are in, instead of updating them row by row (PostgreSQL only).

The card table alone has some forty non-unique indexes (b-trees on the searched columns,
trigram GINs on titles and texts); every inserted or updated row goes into each of them,
which is most of what the server spends on a first import. `suspend_indexes` drops them
and records each one's definition (`SuspendedIndex`) in the same transaction, so that a
dropped index is never forgotten: `restore_indexes` builds them again at the end of the
import, and, should the import die, the next import or `migrate` (before it migrates
anything) does. Unique indexes and primary keys stay: the import looks cards up by them, and
they keep the rows right.
"""

from concurrent.futures import ThreadPoolExecutor

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.backends.utils import CursorWrapper
from django.db.models import Model

from l5rdb.catalogue.models import Card, Printing, SuspendedIndex

# The tables the import fills by the thousand: the cards, their printings and links.
TABLES: tuple[type[Model], ...] = (
    Card,
    Printing,
    Card.keywords.through,
    Card.clans.through,
    Card.formats.through,
    Card.banned_in.through,
    Card.soul_of.through,
)


def suspend_indexes(using: str = DEFAULT_DB_ALIAS) -> list[str]:
    """Drop the non-unique indexes of `TABLES`, recording how to build each again; the
    names dropped. Nothing on other databases than PostgreSQL."""
    connection = connections[using]
    if connection.vendor != "postgresql":
        return []
    tables = [model._meta.db_table for model in TABLES]
    with transaction.atomic(using=using), connection.cursor() as cursor:
        cursor.execute(
            "SELECT index.relname, pg_get_indexdef(pg_index.indexrelid) FROM pg_index "
            "JOIN pg_class index ON index.oid = pg_index.indexrelid "
            "WHERE pg_index.indrelid = ANY(%s::regclass[]) AND NOT pg_index.indisunique "
            "AND NOT pg_index.indisprimary AND pg_index.indisvalid "
            "AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = pg_index.indexrelid) "
            "ORDER BY index.relname",
            [tables],
        )
        found = cursor.fetchall()
        SuspendedIndex.objects.using(using).bulk_create(
            [SuspendedIndex(name=name, definition=definition) for name, definition in found]
        )
        for name, _ in found:
            cursor.execute(f"DROP INDEX {connection.ops.quote_name(name)}")
    return [name for name, _ in found]


def restore_indexes(using: str = DEFAULT_DB_ALIAS) -> list[str]:
    """Build every suspended index again and forget it (one that exists is left as it is);
    the names built. Safe to run at any time, and again.

    Two connections of their own build them side by side, each index in a transaction with
    the removal of its record (the server builds an index on one core, and at the end of an
    import the other core is free). Within a caller's transaction (the tests'), which another
    connection could not see into, this connection builds them all."""
    connection = connections[using]
    if connection.vendor != "postgresql" or not _has_table(using):
        return []
    if not SuspendedIndex.objects.using(using).exists():
        return []
    if connection.in_atomic_block:
        return _restore_here(using)
    with ThreadPoolExecutor(BUILDERS, thread_name_prefix="restore-indexes") as pool:
        built = pool.map(_restore_on_own_connection, [using] * BUILDERS)
        return sorted(name for names in built for name in names)


# Connections building suspended indexes side by side: the machine's two cores.
BUILDERS = 2
# The costly trigram and full-text GIN indexes first, so that the builders finish together.
_NEXT_SQL = (
    f"SELECT name, definition FROM {SuspendedIndex._meta.db_table} "
    "ORDER BY definition NOT LIKE '% USING gin %', name LIMIT 1 FOR UPDATE SKIP LOCKED"
)


def _restore_on_own_connection(using: str) -> list[str]:
    """Build suspended indexes one by one until none is left that another builder has not
    taken (each is locked while it is built)."""
    connection = connections[using]  # this thread's own
    built = []
    try:
        while True:
            with transaction.atomic(using=using), connection.cursor() as cursor:
                # The builders are the parallelism: no parallel workers of the server's own.
                cursor.execute("SET LOCAL max_parallel_maintenance_workers TO 0")
                cursor.execute(_NEXT_SQL)
                row = cursor.fetchone()
                if row is None:
                    return built
                name, definition = row
                _build(cursor, definition)
                SuspendedIndex.objects.using(using).filter(name=name).delete()
            built.append(name)
    finally:
        connection.close()


def _restore_here(using: str) -> list[str]:
    connection = connections[using]
    restored = []
    with transaction.atomic(using=using), connection.cursor() as cursor:
        cursor.execute("SET LOCAL max_parallel_maintenance_workers TO 0")
        # A table with foreign key checks still deferred cannot be indexed: within a
        # caller's transaction (the tests'), they are run now rather than at its commit.
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
        suspended = SuspendedIndex.objects.using(using).select_for_update().order_by("name")
        for index in suspended:
            _build(cursor, index.definition)
            restored.append(index.name)
        SuspendedIndex.objects.using(using).filter(name__in=restored).delete()
        cursor.execute("SET CONSTRAINTS ALL DEFERRED")  # as Django creates them
    return restored


def _build(cursor: CursorWrapper, definition: str) -> None:
    # pg_get_indexdef gives "CREATE INDEX name ON ..." (no CONCURRENTLY, no IF NOT EXISTS):
    # an index built before a crash is kept rather than an error.
    cursor.execute(definition.replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS ", 1))


def _has_table(using: str) -> bool:
    connection = connections[using]
    with connection.cursor() as cursor:
        return SuspendedIndex._meta.db_table in connection.introspection.table_names(cursor)
