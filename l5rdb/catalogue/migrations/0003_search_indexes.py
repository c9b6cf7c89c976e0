"""PostgreSQL support for card search (see l5rdb/catalogue/search); SQLite is left alone.

- pg_trgm, and trigram GIN indexes on the expressions the search filters with: Django's
  `icontains` compares UPPER(column), so `title`, `text_plain` and `types` are indexed as
  UPPER(...). The title index also serves the trigram similarity of "did you mean" titles.
- `catalogue_card.search_vector`: title (weight A) and rules text (weight B) as a tsvector,
  with a GIN full-text index, for ranking. It is not a model field; a trigger keeps it up to
  date. (A trigger rather than a generated column, so later migrations may still alter the
  type of `title` or `text_plain`.)
- Trigram indexes on the printings' artist and flavor text, for `a:` and `fl:`.
"""

from django.db import migrations

VECTOR = (
    "setweight(to_tsvector('english'::regconfig, coalesce({row}title, '')), 'A') || "
    "setweight(to_tsvector('english'::regconfig, coalesce({row}text_plain, '')), 'B')"
)

FORWARD = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "ALTER TABLE catalogue_card ADD COLUMN search_vector tsvector",
    f"""
    CREATE FUNCTION catalogue_card_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        NEW.search_vector := {VECTOR.format(row="NEW.")};
        RETURN NEW;
    END
    $$
    """,
    """
    CREATE TRIGGER catalogue_card_search_vector
    BEFORE INSERT OR UPDATE OF title, text_plain ON catalogue_card
    FOR EACH ROW EXECUTE FUNCTION catalogue_card_search_vector()
    """,
    f"UPDATE catalogue_card SET search_vector = {VECTOR.format(row='')}",
    "CREATE INDEX catalogue_card_search_vector ON catalogue_card USING gin (search_vector)",
    "CREATE INDEX catalogue_card_title_trgm ON catalogue_card "
    "USING gin (upper(title::text) gin_trgm_ops)",
    "CREATE INDEX catalogue_card_text_trgm ON catalogue_card "
    "USING gin (upper(text_plain) gin_trgm_ops)",
    "CREATE INDEX catalogue_card_types_trgm ON catalogue_card "
    "USING gin (upper(types::text) gin_trgm_ops)",
    "CREATE INDEX catalogue_printing_artist_trgm ON catalogue_printing "
    "USING gin (upper(artist::text) gin_trgm_ops)",
    "CREATE INDEX catalogue_printing_flavor_trgm ON catalogue_printing "
    "USING gin (upper(flavor_plain) gin_trgm_ops)",
]

BACKWARD = [
    "DROP INDEX IF EXISTS catalogue_printing_flavor_trgm",
    "DROP INDEX IF EXISTS catalogue_printing_artist_trgm",
    "DROP INDEX IF EXISTS catalogue_card_types_trgm",
    "DROP INDEX IF EXISTS catalogue_card_text_trgm",
    "DROP INDEX IF EXISTS catalogue_card_title_trgm",
    "DROP INDEX IF EXISTS catalogue_card_search_vector",
    "DROP TRIGGER IF EXISTS catalogue_card_search_vector ON catalogue_card",
    "DROP FUNCTION IF EXISTS catalogue_card_search_vector()",
    "ALTER TABLE catalogue_card DROP COLUMN IF EXISTS search_vector",
]


def run(statements: list[str]):
    def apply(apps, schema_editor):
        if schema_editor.connection.vendor != "postgresql":
            return
        for statement in statements:
            schema_editor.execute(statement, params=None)

    return apply


class Migration(migrations.Migration):
    dependencies = [
        ("catalogue", "0002_import_fields"),
    ]

    operations = [
        migrations.RunPython(run(FORWARD), run(BACKWARD), elidable=False),
    ]
