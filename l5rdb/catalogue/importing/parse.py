"""Reading single values from the card files: stats, titles, set names. Pure functions."""

import functools
import html
import re
from dataclasses import dataclass

from l5rdb.catalogue.sanitize import html_to_text

_DASHES = frozenset({"-", "–", "—", ""})
_STAT_RE = re.compile(r"^(?P<sign>[+-])?(?P<digits>[0-9]+)?(?P<star>\*)?$")
# More digits than any column holds: reported, and not handed to int() (4,300 at most).
MAX_STAT_DIGITS = 9
# A stat printed as something else is kept as printed, up to this length.
MAX_PRINTED = 40
# The length of Card.key: a longer title is cut the same way on every import.
KEY_LENGTH = 300
# Siege: Clan War prints a Territory's strength per rank: "[Rank•7]", ":Rank•15:", "[Rank10]".
_RANK_RE = re.compile(r"^[\[:]?\s*Rank\s*•?\s*(?P<digits>[0-9]{1,9})\s*[\]:]?$", re.IGNORECASE)


@dataclass
class StatValue:
    """One printed stat: its integer value (None for a dash, an absent value or a bare "*"),
    the printed text when it is not a plain number, and whether it is variable or a bonus."""

    value: int | None = None
    printed: str | None = None
    variable: bool = False
    modifier: bool = False
    problem: str | None = None


def parse_stat(raw: object) -> StatValue:
    """Read a stat as the files print it: 5, "5", "-", "+2", "*", "5*", "+*", and Siege's
    per-rank "[Rank•7]" (7, printed kept); anything else is kept as printed and reported."""
    if raw is None:
        return StatValue()
    if isinstance(raw, bool):
        return StatValue(printed=str(raw), problem=f"not a number: {str(raw)!r}")
    if isinstance(raw, int):
        return StatValue(value=raw)
    if isinstance(raw, float) and raw.is_integer():
        return StatValue(value=int(raw))
    text = " ".join(html.unescape(str(raw)).split())
    if text in _DASHES:
        return StatValue(printed="-" if text else None)
    rank = _RANK_RE.match(text)
    if rank:
        return StatValue(value=int(rank["digits"]), printed=text)
    match = _STAT_RE.match(text.replace(" ", ""))
    shown = text if len(text) <= MAX_PRINTED else f"{text[: MAX_PRINTED - 1]}…"
    if not match or not (match["digits"] or match["star"]):
        too_long = f" ({len(text):,} characters)" if shown != text else ""
        return StatValue(printed=shown, problem=f"not a number: {shown!r}{too_long}")
    value = None
    if match["digits"] and len(match["digits"]) > MAX_STAT_DIGITS:
        return StatValue(
            printed=shown, problem=f"not a number: {len(match['digits']):,} digits ({shown!r})"
        )
    if match["digits"]:
        value = int(match["digits"]) * (-1 if match["sign"] == "-" else 1)
    plain = match["digits"] is not None and match["sign"] != "+" and not match["star"]
    return StatValue(
        value=value,
        printed=None if plain else text,
        variable=bool(match["star"]),
        modifier=match["sign"] == "+",
    )


def clean_title(raw: object) -> str:
    """A title as plain text: entities decoded, tags dropped, spaces collapsed."""
    if raw is None:
        return ""
    text = str(raw)
    if "<" in text or "&" in text:
        text = html_to_text(text)
    return " ".join(text.split())


def card_key(title: str, extended_title: str = "") -> str:
    """The identity of a card across the files: its full title (the extended one when there
    is one), plain text, case-folded."""
    return clean_title(extended_title or title).casefold()[:KEY_LENGTH]


_QUALIFIER_RE = re.compile(r"\s*\((?P<qualifier>[^()]*)\)\s*$")


def base_title(title: str) -> str:
    """The printed name without the data set's trailing qualifier: "Hida Kisada (Imperial)"
    is the card printed as "Hida Kisada"."""
    return _QUALIFIER_RE.sub("", title).strip() or title


# --- experience ---------------------------------------------------------------------------

_EXPERIENCE_RE = re.compile(
    r"^(?P<inexp>In)?experienced"
    r"(?: ?(?P<level>\d+(?:\.\d+)?))?"
    r"(?:(?P<tag>[A-Za-z][A-Za-z0-9&]*)|(?: (?P<code>{code})))?"
    r"(?: (?P<name>.+))?$".format(code=r"(?-i:[A-Z][a-z&]?[A-Z][A-Za-z&]{0,2})(?![A-Za-z])"),
    re.IGNORECASE,
)
# The edition code some late Experienced cards carry, glued to the level in the data
# ("Experienced 2KYD", "ExperiencedCoM"): the set the experience level comes from.
_GLUED_CODE_RE = re.compile(r"(?<=Experienced)( \d+(?:\.\d+)?)?([A-Z][A-Za-z&]*)$")


@dataclass(frozen=True)
class ExperienceLabel:
    """ "Experienced 2KYD" = level 2, label "Experienced 2 KYD", edition "KYD";
    "Inexperienced" = level -1."""

    level: int
    label: str
    name: str = ""
    edition: str = ""


def parse_experience(text: str) -> ExperienceLabel | None:
    """Read "Experienced", "Experienced 2", "Experienced 4 Ginawa", "ExperiencedCoM",
    "Experienced 3KYD Mirumoto Hitomi", "Inexperienced"; None for anything else."""
    text = " ".join(text.split())
    match = _EXPERIENCE_RE.match(text)
    if not match:
        return None
    if match["inexp"]:
        # "Inexperienced" has no level number; its name part is the personality.
        name = " ".join(
            filter(None, [match["level"], match["tag"] or match["code"], match["name"]])
        )
        return ExperienceLabel(-1, "Inexperienced", name)
    level_text = match["level"] or ""
    level = int(float(level_text)) if level_text and len(level_text) < 10 else 1
    edition = match["tag"] or match["code"] or ""
    label = (
        "Experienced" + (f" {level_text}" if level_text else "") + (f" {edition}" * bool(edition))
    )
    return ExperienceLabel(level, label, match["name"] or "", edition)


def spaced_edition_code(title: str) -> str:
    """ "Bayushi Aramoro • ExperiencedKYD" -> "Bayushi Aramoro • Experienced KYD": the name
    players use, the edition code no longer glued to the level."""
    return _GLUED_CODE_RE.sub(lambda m: f"{m[1] or ''} {m[2]}", title)


def experience_from_extended_title(title: str, extended_title: str) -> ExperienceLabel | None:
    """The experience suffix of an extended title: "Hida Amoro • Experienced 2"."""
    if not extended_title:
        return None
    _, sep, suffix = clean_title(extended_title).rpartition("•")
    if not sep:
        return None
    parsed = parse_experience(suffix.strip())
    if parsed is None or parsed.name:
        return None
    return parsed


# --- set names ----------------------------------------------------------------------------
# Set names and edition codes are few and compared many times each (every code of the
# Kamisasori file with every set): their keys are remembered.

_SET_STOPWORDS = frozenset(
    {"the", "edition", "scroll", "episode", "pack", "booster", "and", "of", "anniversary"}
)


_ARTICLES = frozenset({"the", "a", "an"})


@functools.lru_cache(maxsize=4096)
def set_name_key(name: str) -> str:
    """A set name reduced to what tells sets apart, so the databases' spellings meet:
    "Promotional&ndash;Gold" = "Promotional – Gold", "Crimson and Jade" = "Crimson & Jade",
    "Pre-Imperial Edition" = "Pre-Imperial", "Hidden Emperor 3" = "The Hidden Emperor,
    Episode 3", "Celestial Edition 15th Anniversary" = "Celestial Edition 15"."""
    text = clean_title(name).replace("&", " and ").casefold()
    text = re.sub(r"(\d+)(st|nd|rd|th)\b", r"\1", text)
    words = [word for word in re.split(r"[^a-z0-9]+", text) if word]
    return " ".join(word for word in words if word not in _SET_STOPWORDS)


@functools.lru_cache(maxsize=4096)
def set_code_key(code: str) -> str:
    """Edition codes compared without case, spaces and punctuation: "EE Gempukku" = "EEGempukku",
    "IG 2" = "IG2"."""
    return re.sub(r"[^a-z0-9]", "", clean_title(code).casefold())


@functools.lru_cache(maxsize=4096)
def set_acronyms(name: str) -> frozenset[str]:
    """The abbreviations a set name could go by: initials of its words, digits kept
    ("Scorpion Clan Coup, Scroll 3" -> "scc3", "Wrath of the Emperor" -> "woe"), with all
    words, without filler words, without articles."""
    text = clean_title(name).replace("&", " and ")
    words = [word for word in re.split(r"[^A-Za-z0-9]+", text) if word]

    def initials(skip: frozenset[str]) -> str:
        return "".join(
            word if word.isdigit() else word[0] for word in words if word.casefold() not in skip
        ).casefold()

    return frozenset({initials(frozenset()), initials(_SET_STOPWORDS), initials(_ARTICLES)} - {""})
