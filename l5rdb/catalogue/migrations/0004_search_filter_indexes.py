"""PostgreSQL indexes for the search's selective filters (SQLite is left alone): Soul names,
banned cards, the rarity of printings, and every stat the number fields compare. A full
scan of the card table costs more than the rest of a search on a small server, so filters
that pick a few hundred cards out of thirteen thousand should not need one.
"""

from django.db import migrations

STATS = (
    "gold_cost",
    "focus",
    "force",
    "chi",
    "personal_honor",
    "honor_requirement",
    "province_strength",
    "gold_production",
    "starting_honor",
    "experience_level",
)

INDEXES = {
    "catalogue_card_soul_of_name_upper": "catalogue_card (upper(soul_of_name::text))",
    "catalogue_card_banned": "catalogue_card (id) WHERE is_banned",
    "catalogue_printing_rarity_upper": "catalogue_printing (upper(rarity::text))",
    **{f"catalogue_card_{stat}_search": f"catalogue_card ({stat})" for stat in STATS},
}


def run(statements: list[str]):
    def apply(apps, schema_editor):
        if schema_editor.connection.vendor != "postgresql":
            return
        for statement in statements:
            schema_editor.execute(statement, params=None)

    return apply


class Migration(migrations.Migration):
    dependencies = [
        ("catalogue", "0003_search_indexes"),
    ]

    operations = [
        migrations.RunPython(
            run([f"CREATE INDEX {name} ON {target}" for name, target in INDEXES.items()]),
            run([f"DROP INDEX IF EXISTS {name}" for name in INDEXES]),
            elidable=False,
        ),
    ]
