"""How a card's stats read on a page and in the API: as printed, not as stored.

A printed dash is stored as null and shows as "–"; "+2" on a Follower shows with its sign;
"*" and "5*" come back from `Card.printed`, which keeps every stat that is not a plain number.
"""

from dataclasses import dataclass

from l5rdb.catalogue.models import STAT_FIELDS, Card, CardType

STAT_LABELS: dict[str, str] = {
    "gold_cost": "Gold cost",
    "focus": "Focus",
    "force": "Force",
    "chi": "Chi",
    "personal_honor": "Personal honor",
    "honor_requirement": "Honor requirement",
    "province_strength": "Province strength",
    "gold_production": "Gold production",
    "starting_honor": "Starting honor",
}
STAT_ABBREVIATIONS: dict[str, str] = {
    "gold_cost": "Cost",
    "focus": "Focus",
    "force": "F",
    "chi": "C",
    "personal_honor": "PH",
    "honor_requirement": "HR",
    "province_strength": "PS",
    "gold_production": "GP",
    "starting_honor": "SH",
}

# The order a card prints its numbers in; any stat added to STAT_FIELDS later goes last.
_PREFERRED_ORDER = ("force", "chi", "honor_requirement", "gold_cost", "personal_honor", "focus")
DISPLAY_ORDER: tuple[str, ...] = tuple(f for f in _PREFERRED_ORDER if f in STAT_FIELDS) + tuple(
    f for f in STAT_FIELDS if f not in _PREFERRED_ORDER
)

_PERSONALITY_LIKE = ("gold_cost", "force", "chi", "honor_requirement", "personal_honor")
_FATE = ("gold_cost", "focus")
_PREGAME = ("province_strength", "gold_production", "starting_honor")

# Stats a card of each type prints even when they are a dash; others show only when set.
TYPE_STATS: dict[str, tuple[str, ...]] = {
    CardType.PERSONALITY: _PERSONALITY_LIKE,
    CardType.FOLLOWER: (*_PERSONALITY_LIKE[:4], "focus"),
    CardType.ITEM: ("gold_cost", "force", "chi", "focus"),
    CardType.ANCESTOR: ("gold_cost", "force", "chi", "honor_requirement"),
    CardType.STRATEGY: _FATE,
    CardType.SPELL: _FATE,
    CardType.RING: _FATE,
    CardType.HOLDING: ("gold_cost",),
    CardType.STRONGHOLD: _PREGAME,
    CardType.SENSEI: _PREGAME,
}

DASH = "–"


def stat_label(field: str) -> str:
    return STAT_LABELS.get(field) or field.replace("_", " ").capitalize()


def stat_abbreviation(field: str) -> str:
    return STAT_ABBREVIATIONS.get(field) or stat_label(field)


@dataclass(frozen=True)
class ShownStat:
    field: str
    label: str
    abbreviation: str
    text: str


def printed_stat(card: Card, field: str) -> str:
    """The stat as the card prints it: "7", "+2", "*", "5*" or "–" for a dash."""
    printed = (card.printed or {}).get(field)
    if printed not in (None, ""):
        text = str(printed).strip()
        return DASH if text in {"-", "—", "–"} else text
    value = getattr(card, field)
    if value is None:
        return "*" if field in (card.variable_stats or []) else DASH
    is_modifier = (field == "force" and card.force_is_modifier) or (
        field == "chi" and card.chi_is_modifier
    )
    return f"+{value}" if is_modifier and value >= 0 else str(value)


def card_stats(card: Card) -> list[ShownStat]:
    """The stats worth showing for `card`: the ones its type prints, plus any that are set."""
    expected = TYPE_STATS.get(card.type, ())
    printed = card.printed or {}
    return [
        ShownStat(field, stat_label(field), stat_abbreviation(field), printed_stat(card, field))
        for field in DISPLAY_ORDER
        if field in expected or getattr(card, field) is not None or field in printed
    ]


def back_stats(card: Card) -> list[ShownStat]:
    """The stats printed on the second face of a double-sided card, where they differ."""
    stats = (card.back or {}).get("stats") or {}
    return [
        ShownStat(
            field,
            stat_label(field),
            stat_abbreviation(field),
            DASH if stats[field] in (None, "", "-") else str(stats[field]),
        )
        for field in DISPLAY_ORDER
        if field in stats
    ]
