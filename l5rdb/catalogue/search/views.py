"""The search help page: the whole query language, every example a link to its results."""

from dataclasses import dataclass
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from .fields import FIELDS, Field


@dataclass(frozen=True)
class Example:
    query: str
    meaning: str
    url: str


@dataclass(frozen=True)
class FieldHelp:
    names: tuple[str, ...]
    help: str
    examples: list[Example]


# (query, what it finds) for the syntax section.
SYNTAX_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("kaiten", "titles containing “kaiten”"),
    ("hida amoro", "titles containing both words, in any order"),
    ('"hida amoro"', "titles containing the exact phrase"),
    ("ring -void", "“ring” in the title but not “void”"),
    ("kaiten or kachiko", "either word"),
    ("t:personality (c:crab or c:crane) cost<=5", "parentheses group; the rest is AND-ed"),
    ("-(c:crab or c:crane) k:samurai", "a '-' negates a whole group"),
    ("hida or kakita t:stronghold", "reads as: hida, or (kakita and a Stronghold)"),
)

RECIPES: tuple[tuple[str, str], ...] = (
    ("k:shugenja c:phoenix cost<=3", "cheap Phoenix shugenja"),
    ("t:personality force>=5 f:gold", "big Personalities legal in Gold"),
    ('x:"gains 2 honor" d:fate', "Fate cards that gain honor"),
    ('soul:"hida amoro"', "Hida Amoro, his Experienced versions and his Souls"),
    ("is:experienced c:lion exp>=2", "Lion Experienced 2 and up"),
    ("t:stronghold ps>=8 sh>=6", "tough Strongholds with high starting honor"),
    ('s:"gold edition" r:rare', "rares of Gold Edition"),
    ('k:"soul of*" -is:unique', "Souls that are not Unique"),
    ("f:ivory -f:gold t:strategy", "Strategies legal in Ivory but not in Gold"),
)


def example(query: str, meaning: str = "") -> Example:
    return Example(query, meaning, f"{reverse('card-list')}?{urlencode({'q': query})}")


def field_help(field: Field) -> FieldHelp:
    return FieldHelp(
        names=(field.name, *field.aliases),
        help=field.help,
        examples=[example(query) for query in field.examples],
    )


def search_help(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "catalogue/search_help.html",
        {
            "syntax": [example(query, meaning) for query, meaning in SYNTAX_EXAMPLES],
            "text_fields": [field_help(f) for f in FIELDS if not f.numeric],
            "number_fields": [field_help(f) for f in FIELDS if f.numeric],
            "recipes": [example(query, meaning) for query, meaning in RECIPES],
            "typo": example("amorro"),
            "broken": example("hida or"),
        },
    )
