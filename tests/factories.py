"""Small catalogue rows built in code, for tests that need a few named cards.

Every helper writes straight through the ORM (no importer involved) and fills in what the
models require, so a test only names what it cares about:

    gold = make_format("gold")
    fw = make_set("Four Winds", arc="Four Winds", format=gold, order=40)
    tenshu = make_card("Hida Tenshu", type="Personality", clans=["Crab"], sets=[fw],
                       formats=["gold"], gold_cost=7, force=6, chi=1, personal_honor=0,
                       honor_requirement=None, printed={"honor_requirement": "-"})
    make_printing(tenshu, fw, rarity="Rare", artist="...", collector_number="42")

Names that already exist are reused (`make_clan("Crab")` twice gives the same row), so
fixtures can be combined freely.
"""

import datetime
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.utils.text import slugify

from l5rdb.catalogue.formats import FORMATS
from l5rdb.catalogue.importing.records import DECK_OF_TYPE
from l5rdb.catalogue.models import (
    Card,
    CardType,
    Clan,
    DeckKind,
    Format,
    Keyword,
    Printing,
    Set,
)


def make_format(slug: str) -> Format:
    """The Format row for one of formats.FORMATS ("gold", "ivory", "legacy", ...)."""
    for order, spec in enumerate(FORMATS):
        if spec.slug == slug:
            return Format.objects.get_or_create(
                slug=slug, defaults={"name": spec.name, "arc": spec.arc, "order": order}
            )[0]
    raise ValueError(f"unknown format slug {slug!r}")


def make_set(
    name: str,
    *,
    arc: str = "",
    format: Format | str | None = None,
    order: int = 0,
    release_date: datetime.date | None = None,
    **fields: Any,
) -> Set:
    """A Set; `format` may be a Format or a format slug."""
    if isinstance(format, str):
        format = make_format(format)
    return Set.objects.get_or_create(
        name=name,
        defaults={
            "slug": slugify(name),
            "arc": arc,
            "format": format,
            "order": order,
            "release_date": release_date,
            **fields,
        },
    )[0]


def make_clan(name: str) -> Clan:
    return Clan.objects.get_or_create(name=name, defaults={"slug": slugify(name)})[0]


def make_keyword(name: str) -> Keyword:
    return Keyword.objects.get_or_create(name=name, defaults={"slug": slugify(name)})[0]


def _deck_for(card_type: str) -> str:
    return DECK_OF_TYPE.get(card_type, DeckKind.DYNASTY)


def make_card(
    title: str,
    *,
    type: str = CardType.PERSONALITY,
    extended_title: str = "",
    clans: Iterable[str | Clan] = (),
    keywords: Iterable[str | Keyword] = (),
    formats: Iterable[str | Format] = (),
    sets: Iterable[Set] = (),
    soul_of: Iterable[Card] = (),
    banned_in: Iterable[str | Format] | None = None,
    **fields: Any,
) -> Card:
    """A Card with sensible defaults for every required column.

    `clans`, `keywords` and `formats` take names/slugs or rows; `sets` adds one Printing per
    set (the first one is also `first_set`); `banned_in` names the formats of a ban (by
    default every format of a card made with `is_banned=True`); any other keyword is a Card
    field (stats such as `gold_cost=7`, `experience_level=1`, `personality_name="Ginawa"`,
    `text="..."`).
    Keywords default the traits line when `traits` is not given.
    """
    sets = list(sets)
    keyword_rows = [k if isinstance(k, Keyword) else make_keyword(k) for k in keywords]
    display = extended_title or title
    fields.setdefault("key", display.lower())
    fields.setdefault("slug", slugify(display))
    fields.setdefault("types", [str(type)])
    fields.setdefault("deck", _deck_for(type))
    fields.setdefault("traits", [k.name for k in keyword_rows])
    fields.setdefault("personality_name", title if type == CardType.PERSONALITY else "")
    fields.setdefault("deck_identity", title)
    fields.setdefault("unique_identity", title)
    fields.setdefault("first_set", sets[0] if sets else None)
    card = Card.objects.create(title=title, extended_title=extended_title, type=type, **fields)
    card.clans.set([c if isinstance(c, Clan) else make_clan(c) for c in clans])
    card.keywords.set(keyword_rows)
    formats = [f if isinstance(f, Format) else make_format(f) for f in formats]
    card.formats.set(formats)
    if banned_in is None:
        banned_in = formats if card.is_banned else []
    card.banned_in.set([f if isinstance(f, Format) else make_format(f) for f in banned_in])
    card.soul_of.set(list(soul_of))
    for card_set in sets:
        make_printing(card, card_set)
    return card


def make_printing(card: Card, card_set: Set, **fields: Any) -> Printing:
    """One Printing of `card` in `card_set` (rarity, artist, flavor, collector_number, ...)."""
    if "flavor" in fields:
        fields.setdefault("flavor_plain", fields["flavor"])
    return Printing.objects.create(card=card, set=card_set, **fields)


@dataclass
class SampleCatalogue:
    """A handful of named rows covering what the catalogue pages show (see `sample_catalogue`)."""

    gold: Format
    diamond: Format
    legacy: Format
    gold_edition: Set
    diamond_edition: Set
    crab: Clan
    crane: Clan
    amoro: Card
    amoro_exp2: Card
    tenshu: Card
    kaiten: Card
    spearmen: Card
    mine: Card
    assassin: Card


def sample_catalogue() -> SampleCatalogue:
    """Two sets in two arcs, three formats, two clans and seven cards:

    - Hida Amoro (base) and Hida Amoro • Experienced 2: two versions of one personality;
    - Hida Tenshu: Soul of Hida Amoro, a printed dash for Honor Requirement, printed twice;
    - Kakita Kaiten: a Crane personality, legal in Diamond only;
    - Ashigaru Spearmen: a Follower whose Force is a "+2" modifier;
    - Iron Mine: a Holding with no clan;
    - Kolat Assassin: a banned Strategy with Focus 2.
    The stats are made up for the tests; they are not the printed cards'.
    """
    gold, diamond, legacy = make_format("gold"), make_format("diamond"), make_format("legacy")
    gold_edition = make_set(
        "Gold Edition",
        arc="Four Winds",
        format=gold,
        order=10,
        release_date=datetime.date(2001, 3, 1),
    )
    diamond_edition = make_set(
        "Diamond Edition",
        arc="Rain of Blood",
        format=diamond,
        order=20,
        release_date=datetime.date(2003, 10, 1),
    )
    crab, crane = make_clan("Crab"), make_clan("Crane")
    amoro = make_card(
        "Hida Amoro",
        clans=[crab],
        keywords=["Samurai", "Crab Clan"],
        formats=[gold, legacy],
        gold_cost=6,
        force=3,
        chi=2,
        honor_requirement=2,
        personal_honor=1,
        text="<b>Battle:</b> Bow Hida Amoro.",
        first_set=gold_edition,
    )
    make_printing(amoro, gold_edition, rarity="Rare", artist="A. Painter", collector_number="7")
    amoro_exp2 = make_card(
        "Hida Amoro",
        extended_title="Hida Amoro • Experienced 2",
        clans=[crab],
        keywords=["Experienced 2", "Samurai", "Crab Clan", "Unique"],
        formats=[diamond, legacy],
        experience_level=2,
        is_unique=True,
        gold_cost=10,
        force=6,
        chi=3,
        honor_requirement=4,
        personal_honor=2,
        first_set=diamond_edition,
    )
    make_printing(amoro_exp2, diamond_edition, rarity="Fixed", collector_number="12")
    tenshu = make_card(
        "Hida Tenshu",
        clans=[crab],
        keywords=["Berserker", "Crab Clan", "Soul of Hida Amoro"],
        formats=[gold, legacy],
        soul_of=[amoro],
        soul_of_name="Hida Amoro",
        gold_cost=7,
        force=6,
        chi=1,
        honor_requirement=None,
        personal_honor=0,
        printed={"honor_requirement": "-"},
        text="Will not attach Armor.",
        first_set=gold_edition,
    )
    make_printing(
        tenshu,
        gold_edition,
        rarity="Uncommon",
        artist="B. Inker",
        flavor="<i>The Wall does not fall.</i>",
        collector_number="42",
    )
    make_printing(tenshu, diamond_edition, rarity="Common", collector_number="3")
    kaiten = make_card(
        "Kakita Kaiten",
        clans=[crane],
        keywords=["Duelist", "Crane Clan"],
        formats=[diamond],
        gold_cost=5,
        force=2,
        chi=3,
        honor_requirement=3,
        personal_honor=3,
        sets=[diamond_edition],
    )
    spearmen = make_card(
        "Ashigaru Spearmen",
        type=CardType.FOLLOWER,
        keywords=["Spearmen"],
        formats=[gold, diamond, legacy],
        gold_cost=3,
        force=2,
        force_is_modifier=True,
        chi=0,
        chi_is_modifier=True,
        honor_requirement=0,
        printed={"force": "+2", "chi": "+0"},
        sets=[gold_edition],
    )
    mine = make_card(
        "Iron Mine",
        type=CardType.HOLDING,
        formats=[gold, legacy],
        gold_cost=5,
        text="<b>Limited:</b> Produce 2 Gold.",
        sets=[gold_edition],
    )
    assassin = make_card(
        "Kolat Assassin",
        type=CardType.STRATEGY,
        keywords=["Kolat"],
        formats=[legacy],
        is_banned=True,
        gold_cost=2,
        focus=2,
        sets=[gold_edition],
    )
    return SampleCatalogue(
        gold=gold,
        diamond=diamond,
        legacy=legacy,
        gold_edition=gold_edition,
        diamond_edition=diamond_edition,
        crab=crab,
        crane=crane,
        amoro=amoro,
        amoro_exp2=amoro_exp2,
        tenshu=tenshu,
        kaiten=kaiten,
        spearmen=spearmen,
        mine=mine,
        assassin=assassin,
    )
