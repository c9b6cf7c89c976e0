"""The fields of the query language and how each one becomes a Django Q object.

Matching is defined with lookups that PostgreSQL and SQLite evaluate alike: case-insensitive
substring (`icontains`) or whole-value (`iexact`) comparisons and integer comparisons. Values
are lower-cased in Python first so that accented letters match on SQLite as on PostgreSQL
(SQLite only folds ASCII case itself).

Conditions on clans, keywords, formats, printings and Soul links are `id IN (subquery)`
filters rather than joins, so a card matches once however many rows it has there.
"""

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from django.db.models import Q

from l5rdb.catalogue.folding import fold
from l5rdb.catalogue.formats import FORMATS, normalize_format_name
from l5rdb.catalogue.models import EXTRA_CARDS, Card, CardType, DeckKind, Printing, Set
from l5rdb.numbers import at_least, at_most

from .lexer import QueryError

TEXT_OPS = frozenset({":", "="})
NUMBER_OPS = {":": "exact", "=": "exact", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte"}
RARITIES = ("Common", "Uncommon", "Rare", "Fixed", "Promo", "Premium")
IS_FLAGS: dict[str, tuple[Q, str]] = {
    "unique": (Q(is_unique=True), "Unique cards, printed or implied (Ancestors, Experienced)"),
    "experienced": (Q(experience_level__gte=1), "Experienced versions (any level)"),
    "banned": (Q(is_banned=True), "cards banned in some format (banned:ivory for one format)"),
    "soul": (~Q(soul_of_name=""), "cards that are a Soul of another card"),
    "extra": (
        EXTRA_CARDS,
        "entries that are not deck cards (Bio cards, Deckbackers, rules inserts, proxies):"
        " hidden unless the query asks for them",
    ),
    "automated": (Q(automation="full"), "cards the playtest table plays fully by itself"),
    "partial": (Q(automation="partial"), "cards the playtest table plays in part"),
    "manual": (Q(automation="manual"), "cards whose text players carry out by hand"),
}

Builder = Callable[[str, str, int], Q]
# ASCII digits with a sign; the query's own length limit keeps it short enough for int().
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")
# What a term costs to run, against COST_BUDGET per query: substring matches through another
# table (keywords, clans, artists, flavor text) scan and join the most.
COST_BUDGET = 20
_JOINED_SUBSTRING = frozenset({"a", "fl"})
_JOINED_NAME = frozenset({"c", "k"})
_SCANNED = frozenset({"x", "r"})


@dataclass(frozen=True)
class Field:
    name: str
    aliases: tuple[str, ...]
    numeric: bool
    build: Builder
    help: str
    examples: tuple[str, ...]


def _squash(value: str) -> str:
    return re.sub(r"[^a-z0-9]", "", value.lower())


def _choose(label: str, value: str, choices: tuple[str, ...], column: int) -> str | None:
    """The choice `value` names exactly or by a unique prefix (ignoring case, spaces and
    hyphens); None when it names none of them."""
    wanted = _squash(value)
    for choice in choices:
        if _squash(choice) == wanted:
            return choice
    prefixed = sorted(choice for choice in choices if _squash(choice).startswith(wanted))
    if len(prefixed) > 1:
        raise QueryError(
            f"'{value}' at column {column} could be the {label} {', '.join(prefixed)}; "
            "type more of it.",
            column,
        )
    return prefixed[0] if prefixed else None


def _name_q(path: str, value: str) -> Q:
    """Whole-name match on `path`; a `*` at the start or end of `value` is a wildcard."""
    value = value.lower()
    starts, ends = value.endswith("*"), value.startswith("*")
    core = value.strip("*")
    if starts and ends:
        return Q(**{f"{path}__icontains": core})
    if starts:
        return Q(**{f"{path}__istartswith": core})
    if ends:
        return Q(**{f"{path}__iendswith": core})
    return Q(**{f"{path}__iexact": value})


def _type(op: str, value: str, column: int) -> Q:
    types = tuple(CardType.values)
    card_type = _choose("type", value, types, column)
    if card_type is None:
        raise QueryError(
            f"Unknown card type '{value}' at column {column}. Types: {', '.join(types)}.", column
        )
    # A double-typed card ("Spell Item") lists every type in the `types` JSON list.
    return Q(type=card_type) | Q(types__icontains=f'"{card_type}"')


def _deck(op: str, value: str, column: int) -> Q:
    decks = tuple(DeckKind.values)
    deck = _choose("deck", value, decks, column)
    if deck is None:
        raise QueryError(
            f"Unknown deck '{value}' at column {column}. Decks: {', '.join(decks)}.", column
        )
    return Q(deck=deck)


def _clan(op: str, value: str, column: int) -> Q:
    through = Card.clans.through.objects
    match = _name_q("clan__name", value) | _name_q("clan__slug", value)
    return Q(id__in=through.filter(match).values("card_id"))


def _keyword(op: str, value: str, column: int) -> Q:
    through = Card.keywords.through.objects
    match = _name_q("keyword__name", value) | _name_q("keyword__slug", value)
    return Q(id__in=through.filter(match).values("card_id"))


def _text(op: str, value: str, column: int) -> Q:
    return Q(search_text__icontains=fold(value))


def _printings(condition: Q) -> Q:
    return Q(id__in=Printing.objects.filter(condition).values("card_id"))


def _set(op: str, value: str, column: int) -> Q:
    match = _name_q("name", value) | _name_q("slug", value)
    if "*" not in value:
        match |= Q(code__iexact=value.lower()) & ~Q(code="")
        # A whole JSON string inside the aliases list. SQLite stores JSON with non-ASCII
        # escaped, PostgreSQL does not, so only ASCII values are looked up there.
        if value.isascii():
            match |= Q(aliases__icontains=json.dumps(value.lower()))
    # The set ids are looked up now (a small table), so the printings are found by index.
    set_ids = sorted(Set.objects.filter(match).values_list("id", flat=True))
    return _printings(Q(set_id__in=set_ids))


def _format(op: str, value: str, column: int) -> Q:
    slug = normalize_format_name(value)
    if slug is None:
        names = ", ".join(spec.name for spec in FORMATS)
        raise QueryError(f"Unknown format '{value}' at column {column}. Formats: {names}.", column)
    through = Card.formats.through.objects
    return Q(id__in=through.filter(format__slug=slug).values("card_id"))


def _banned(op: str, value: str, column: int) -> Q:
    slug = normalize_format_name(value)
    if slug is None:
        names = ", ".join(spec.name for spec in FORMATS)
        raise QueryError(f"Unknown format '{value}' at column {column}. Formats: {names}.", column)
    through = Card.banned_in.through.objects
    return Q(id__in=through.filter(format__slug=slug).values("card_id"))


def _rarity(op: str, value: str, column: int) -> Q:
    # Known rarities take a prefix (r:u, r:unc); anything else is compared as written.
    rarity = _choose("rarity", value, RARITIES, column) or value
    return _printings(Q(rarity__iexact=rarity.lower()))


def _artist(op: str, value: str, column: int) -> Q:
    return _printings(Q(artist__icontains=value.lower()))


def _flavor(op: str, value: str, column: int) -> Q:
    return _printings(Q(flavor_plain__icontains=value.lower()))


def _is(op: str, value: str, column: int) -> Q:
    flag = IS_FLAGS.get(value.lower())
    if flag is None:
        raise QueryError(
            f"Unknown 'is:{value}' at column {column}. Known: "
            + ", ".join(f"is:{name}" for name in IS_FLAGS)
            + ".",
            column,
        )
    return flag[0]


def _soul(op: str, value: str, column: int) -> Q:
    # The few ids are looked up now (two index lookups), which lets the search itself fetch
    # them by primary key instead of testing every card against the three conditions.
    name = value.lower()
    named = Card.objects.filter(Q(title__iexact=name) | Q(soul_of_name__iexact=name))
    links = Card.soul_of.through.objects.filter(to_card__title__iexact=name)
    ids = {*named.values_list("id", flat=True), *links.values_list("from_card_id", flat=True)}
    return Q(id__in=sorted(ids))


def _number(name: str, column_name: str) -> Builder:
    def build(op: str, value: str, column: int) -> Q:
        if not _WHOLE_NUMBER.fullmatch(value):
            raise QueryError(
                f"'{name}' needs a whole number; '{value[:20]}' at column {column} is not one.",
                column,
            )
        return stat_condition(column_name, op, int(value))

    return build


NOTHING = Q(pk__in=[])


def stat_condition(column_name: str, op: str, number: int) -> Q:
    """`column op number` for a stat column, any size of number: a printed dash (NULL) never
    matches, and a bound past the column's range still means what it says."""
    if op in ("<", "<="):
        high = at_most(number - 1 if op == "<" else number)
        return Q(**{f"{column_name}__lte": high}) if high is not None else NOTHING
    if op in (">", ">="):
        low = at_least(number + 1 if op == ">" else number)
        return Q(**{f"{column_name}__gte": low}) if low is not None else NOTHING
    if at_least(number) != number or at_most(number) != number:
        return NOTHING
    return Q(**{f"{column_name}__exact": number})


def _stat(name: str, column_name: str, help_text: str, example: str) -> Field:
    return Field(name, (), True, _number(name, column_name), help_text, (example,))


FIELDS: tuple[Field, ...] = (
    Field(
        "t",
        ("type",),
        False,
        _type,
        "Card type: the whole name or its start (t:pers is Personality).",
        ("t:personality", "t:strat"),
    ),
    Field(
        "c",
        ("clan",),
        False,
        _clan,
        "Clan or faction, by name or slug.",
        ("c:crab", 'c:"brotherhood of shinsei"'),
    ),
    Field(
        "k",
        ("keyword", "trait"),
        False,
        _keyword,
        "A keyword of the traits line, whole (k:samurai); * at the end matches a start.",
        ("k:shugenja", 'k:"soul of*"'),
    ),
    Field(
        "x",
        ("text",),
        False,
        _text,
        "Words anywhere in the rules text (of either face), accents ignored.",
        ('x:"gains 2 honor"', "x:ninja"),
    ),
    Field(
        "d",
        ("deck",),
        False,
        _deck,
        "Deck: dynasty, fate, pregame (or their start).",
        ("d:fate", "d:pregame"),
    ),
    Field(
        "s",
        ("set",),
        False,
        _set,
        "Printed in a set, by its whole name, slug, code or alias; * at the end matches a start.",
        ('s:"gold edition"', "s:hidden*"),
    ),
    Field(
        "f",
        ("format",),
        False,
        _format,
        "Legal in a format: " + ", ".join(spec.name for spec in FORMATS) + ".",
        ("f:gold", 'f:"twenty festivals"'),
    ),
    Field(
        "banned",
        (),
        False,
        _banned,
        "Banned in a format (a ban belongs to formats; f: is where a card is legal).",
        ("banned:emperor",),
    ),
    Field(
        "r",
        ("rarity",),
        False,
        _rarity,
        "Printed at a rarity: " + ", ".join(RARITIES) + " (or the start: r:u).",
        ("r:rare", "r:u"),
    ),
    Field("a", ("artist",), False, _artist, "Part of an artist's name.", ("a:ellis",)),
    Field(
        "fl",
        ("flavor",),
        False,
        _flavor,
        "Words anywhere in the flavor text of any printing.",
        ("fl:honor",),
    ),
    _stat("cost", "gold_cost", "Gold cost.", "cost<=3"),
    _stat("focus", "focus", "Focus value.", "focus>=4"),
    _stat("force", "force", "Force (a Follower's +2 counts as 2).", "force>=5"),
    _stat("chi", "chi", "Chi (a Follower's +1 counts as 1).", "chi:4"),
    _stat("ph", "personal_honor", "Personal honor.", "ph>=3"),
    _stat("hr", "honor_requirement", "Honor requirement.", "hr<0"),
    _stat("ps", "province_strength", "Province strength.", "ps>=8"),
    _stat(
        "gp",
        "produces_gold",
        "Gold production: the printed GP, or the Gold a Holding's text produces.",
        "gp>=2",
    ),
    _stat("sh", "starting_honor", "Starting family honor.", "sh>=5"),
    _stat(
        "exp",
        "experience_level",
        "Experience level: -1 Inexperienced, 0 base, 1 Experienced, 2 Experienced 2, ...",
        "exp>=2",
    ),
    Field(
        "is",
        (),
        False,
        _is,
        "; ".join(f"is:{name}: {text}" for name, (_q, text) in IS_FLAGS.items()) + ".",
        tuple(f"is:{name}" for name in IS_FLAGS),
    ),
    Field(
        "soul",
        (),
        False,
        _soul,
        "The card of that title and every card that is a Soul of it.",
        ('soul:"hida amoro"',),
    ),
)

FIELDS_BY_NAME: dict[str, Field] = {
    name: field for field in FIELDS for name in (field.name, *field.aliases)
}


def build_field(name: str, op: str, value: str, column: int, value_column: int) -> Q:
    field = FIELDS_BY_NAME.get(name)
    if field is None:
        known = ", ".join(f"{f.name}:" for f in FIELDS)
        raise QueryError(
            f"Unknown field '{name}' at column {column}. Known fields: {known}.", column
        )
    if not field.numeric and op not in TEXT_OPS:
        raise QueryError(f"'{name}' at column {column} takes ':' or '=', not '{op}'.", column)
    return field.build(op, value, value_column)


def build_title(value: str) -> Q:
    """Words of either face's title, accents ignored ("naga attache")."""
    return Q(search_title__icontains=fold(value))


def term_cost(name: str | None, value: str) -> int:
    """What one term weighs against COST_BUDGET (a bare word matches titles: None)."""
    field = FIELDS_BY_NAME.get(name) if name is not None else None
    short = field.name if field is not None else name
    if short in _JOINED_SUBSTRING or (short in _JOINED_NAME and "*" in value):
        return 5
    if name is None or short in _SCANNED or short in _JOINED_NAME:
        return 2
    return 1
