"""The play formats (arcs) of the `legality` field, with the names used everywhere else."""

from dataclasses import dataclass


@dataclass(frozen=True)
class FormatSpec:
    slug: str
    name: str
    arc: str
    legality_labels: tuple[str, ...]


# In release order. `legality_labels` are the strings the card data uses for the format.
FORMATS: tuple[FormatSpec, ...] = (
    FormatSpec("imperial", "Imperial", "Clan Wars", ("Clan Wars (Imperial)",)),
    FormatSpec("jade", "Jade", "Hidden Emperor", ("Hidden Emperor (Jade)",)),
    FormatSpec("gold", "Gold", "Four Winds", ("Four Winds (Gold)",)),
    FormatSpec("diamond", "Diamond", "Rain of Blood", ("Rain of Blood (Diamond)",)),
    FormatSpec("lotus", "Lotus", "Age of Enlightenment", ("Age of Enlightenment (Lotus)",)),
    FormatSpec("samurai", "Samurai", "Race for the Throne", ("Race for the Throne (Samurai)",)),
    FormatSpec("celestial", "Celestial", "Destroyer War", ("Destroyer War (Celestial)",)),
    FormatSpec("emperor", "Emperor", "Age of Conquest", ("Age of Conquest (Emperor)",)),
    FormatSpec("ivory", "Ivory", "A Brother's Destiny", ("A Brother's Destiny (Ivory Edition)",)),
    FormatSpec(
        "twenty-festivals",
        "Twenty Festivals",
        "A Brother's Destiny",
        ("A Brother's Destiny (Twenty Festivals)",),
    ),
    FormatSpec("onyx", "Onyx", "War of the Seals", ("War of the Seals (Onyx Edition)",)),
    FormatSpec("shattered-empire", "Shattered Empire", "Shattered Empire", ("Shattered Empire",)),
    FormatSpec("legacy", "Legacy", "All arcs", ("Legacy",)),
    FormatSpec("modern", "Modern", "Recent arcs", ("Modern",)),
)

DEFAULT_FORMAT = "gold"
FORMAT_SLUGS: tuple[str, ...] = tuple(spec.slug for spec in FORMATS)


def format_for_label(label: str) -> FormatSpec | None:
    """The format a `legality` string names, or None for non-formats such as "Unreleased"."""
    for spec in FORMATS:
        if label in spec.legality_labels:
            return spec
    return None


def normalize_format_name(value: str) -> str | None:
    """Accept a slug, a display name or a legality label ("Gold", "gold", "Four Winds (Gold)")."""
    wanted = value.strip().lower().replace("_", "-")
    for spec in FORMATS:
        names = {spec.slug, spec.name.lower(), spec.name.lower().replace(" ", "-")}
        names.update(label.lower() for label in spec.legality_labels)
        if wanted in names:
            return spec.slug
    return None
