"""How deck tools write card names, folded to a comparable form (no database involved)."""

import re
import unicodedata
from functools import lru_cache

from l5rdb.catalogue.formats import FORMATS, normalize_format_name

_TAGS = re.compile(r"<[^>]+>")
_SPACES = re.compile(r"\s+")
_NOT_WORD = re.compile(r"[^a-z0-9 ]+")
_QUOTES = str.maketrans(
    {
        "’": "'",
        "‘": "'",
        "`": "'",
        "´": "'",
        "ʼ": "'",
        "′": "'",
        "“": '"',
        "”": '"',
        "„": '"',
        "″": '"',
        "–": "-",
        "—": "-",
        "‐": "-",
        "−": "-",
        "·": "•",
    }
)
# "(in)exp(erienced)(.)", a level ("2", "3.5") and an edition suffix ("CW", "KYD", "CoM").
_LEVEL = r"(in)?exp(?:erienced|\.)?\s*(\d+(?:\.\d+)?)?\s*([a-z]*)"
_EXPERIENCE_FORMS = (
    re.compile(rf"^(.*?)\s*•\s*{_LEVEL}$"),
    re.compile(rf"^(.*?)\s+-\s*{_LEVEL}$"),
    re.compile(rf"^(.*?)\s*\(\s*{_LEVEL}\s*\)$"),
)
_SIDE = re.compile(r"^(.*?)\s*\(\s*[12]\s*\)$")


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower case, no accents, no HTML tags, one quote and dash style, single spaces."""
    if "<" in text:
        text = _TAGS.sub("", text)
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text.translate(_QUOTES))
        text = "".join(char for char in text if not unicodedata.combining(char))
    return _SPACES.sub(" ", text.lower()).strip()


@lru_cache(maxsize=65536)
def loose(text: str) -> str:
    """`fold()` without punctuation: "Fall Back!" and "fall back" are the same."""
    return _SPACES.sub(" ", _NOT_WORD.sub(" ", fold(text).replace("'", ""))).strip()


def experience_tag(inexperienced: bool, level: str | None, suffix: str) -> str:
    if inexperienced:
        return "inexp"
    return "exp" + ("" if level in (None, "", "1") else level) + suffix


@lru_cache(maxsize=65536)
def split_name(name: str) -> tuple[str, str]:
    """A folded name split into (base, experience tag): "Hida Amoro - exp2" gives
    ("hida amoro", "exp2"); a name without experience gives its tag as ""."""
    folded = fold(name)
    if "exp" not in folded and "(" not in folded:
        return folded, ""
    side = _SIDE.match(folded)
    if side:
        folded = side.group(1)
    for form in _EXPERIENCE_FORMS:
        match = form.match(folded)
        if match and match.group(1):
            tag = experience_tag(bool(match.group(2)), match.group(3), match.group(4))
            return match.group(1), tag
    return folded, ""


def l5d_suffix(extended_title: str) -> str:
    """How Egg of P'an Ku writes a card's experience: "", " - exp", " - exp2", " - inexp"."""
    if not extended_title:
        return ""
    _base, tag = split_name(extended_title)
    return f" - {tag}" if tag else ""


def play_format_slug(text: str) -> str | None:
    """A play format named the way people and deck tools write it ("gold", "Gold Edition",
    "Ivory Edition", "Four Winds (Gold)", "Twenty Festivals") as its slug, or None."""
    slug = normalize_format_name(text)
    if slug:
        return slug
    trimmed = text.strip().lower().removesuffix(" edition").removesuffix(" arc").strip()
    return normalize_format_name(trimmed) or next(
        (spec.slug for spec in FORMATS if spec.arc.lower() == trimmed), None
    )
