import re

from django.db import migrations, models

# "Bayushi Aramoro • ExperiencedKYD" as earlier imports stored it.
GLUED = re.compile(r"(?<=Experienced)( \d+(?:\.\d+)?)?([A-Z][A-Za-z&]*)$")


def space_edition_codes(apps, schema_editor) -> None:
    """Rename the cards earlier imports stored with the edition code glued to the level, so
    that importing again updates them instead of adding the same cards a second time."""
    Card = apps.get_model("catalogue", "Card")
    for card in Card.objects.filter(extended_title__regex=r"Experienced( [0-9.]+)?[A-Z]"):
        match = GLUED.search(card.extended_title)
        if not match:
            continue
        spaced = GLUED.sub(lambda m: f"{m[1] or ''} {m[2]}", card.extended_title)
        card.extended_title = spaced
        card.key = spaced.casefold()
        card.deck_identity = GLUED.sub(lambda m: f"{m[1] or ''} {m[2]}", card.deck_identity)
        card.experience_edition = match[2]
        card.save(update_fields=["extended_title", "key", "deck_identity", "experience_edition"])


class Migration(migrations.Migration):
    dependencies = [
        ("catalogue", "0006_card_lists_may_be_empty"),
    ]

    operations = [
        migrations.AddField(
            model_name="card",
            name="experience_edition",
            field=models.CharField(blank=True, max_length=16),
        ),
        migrations.RunPython(space_edition_codes, migrations.RunPython.noop),
    ]
