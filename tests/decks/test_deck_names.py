"""Card name resolution: every way deck tools write a card's name, and suggestions for the
names that match nothing. Code-built cards; test_deck_pool_files.py checks the real pool."""

import pytest

from decks.names import fold, split_name
from decks.resolve import resolve_name
from l5rdb.catalogue.models import CardType
from tests.factories import make_card, make_printing, make_set

pytestmark = pytest.mark.django_db


@pytest.fixture
def hachi() -> dict[str, int]:
    cards = {
        "base": make_card("Test Hachi"),
        "exp": make_card(
            "Test Hachi", extended_title="Test Hachi • Experienced", experience_level=1
        ),
        "exp2": make_card(
            "Test Hachi", extended_title="Test Hachi • Experienced 2", experience_level=2
        ),
        "exp2cw": make_card(
            "Test Hachi", extended_title="Test Hachi • Experienced 2CW", experience_level=2
        ),
        "inexp": make_card(
            "Test Hachi", extended_title="Test Hachi • Inexperienced", experience_level=-1
        ),
    }
    return {name: card.id for name, card in cards.items()}


@pytest.mark.parametrize(
    ("written", "version"),
    [
        ("Test Hachi", "base"),
        ("test hachi", "base"),
        ("  TEST   HACHI ", "base"),
        ("Test Hachi • Experienced", "exp"),
        ("Test Hachi - exp", "exp"),
        ("Test Hachi - Exp1", "exp"),
        ("Test Hachi (Experienced)", "exp"),
        ("Test Hachi • Experienced 2", "exp2"),
        ("Test Hachi - exp2", "exp2"),
        ("Test Hachi (Experienced 2)", "exp2"),
        ("Test Hachi (Exp 2)", "exp2"),
        ("Test Hachi · Experienced 2", "exp2"),
        ("Test Hachi - exp2CW", "exp2cw"),
        ("Test Hachi • Experienced 2CW", "exp2cw"),
        ("Test Hachi - inexp", "inexp"),
        ("Test Hachi • Inexperienced", "inexp"),
    ],
)
def test_every_way_of_writing_experience(hachi: dict[str, int], written: str, version: str) -> None:
    assert resolve_name(written).card.id == hachi[version]


@pytest.mark.parametrize(
    ("title", "written"),
    [
        ("Naga Attaché", "Naga Attache"),
        ("Naga Attaché", "NAGA ATTACHÉ"),
        ("Kaiu's Forge", "Kaiu’s Forge"),
        ("Kaiu’s Forge", "Kaiu's Forge"),
        ("Meanwhile…", "Meanwhile..."),
        ("Fall Back!", "Fall Back"),
        ("Tangen's <i>Lies</i>", "Tangen's Lies"),
        ("Hida Kisada, the Little Bear", "Hida Kisada the Little Bear"),
    ],
)
def test_case_accents_quotes_and_punctuation_do_not_matter(title: str, written: str) -> None:
    card = make_card(title)
    assert resolve_name(written).card.id == card.id


def test_a_two_sided_stronghold_may_carry_its_side() -> None:
    keep = make_card("Test Fortress of the Crab", type=CardType.STRONGHOLD)
    ivory = make_set("Test Ivory")
    make_printing(keep, ivory, side=1)
    make_printing(keep, ivory, side=2)
    assert resolve_name("Test Fortress of the Crab (1)").card.id == keep.id
    assert resolve_name("Test Fortress of the Crab (2)").card.id == keep.id
    assert resolve_name("Test Fortress of the Crab").card.two_sided


def test_a_name_with_only_experienced_versions_resolves_when_there_is_one() -> None:
    only = make_card("Test Kiba", extended_title="Test Kiba • Experienced", experience_level=1)
    assert resolve_name("Test Kiba").card.id == only.id


def test_the_type_a_header_gives_breaks_a_tie() -> None:
    holding = make_card("Test Shrine", type=CardType.HOLDING)
    spell = make_card("Test Shrine", type=CardType.SPELL, key="test shrine spell", slug="ts-spell")
    assert resolve_name("Test Shrine", "Holding").card.id == holding.id
    assert resolve_name("Test Shrine", "Spell").card.id == spell.id
    assert resolve_name("Test Shrine", None, "fate").card.id == spell.id


def test_a_real_card_is_preferred_to_its_proxy() -> None:
    proxy = make_card("Test Hero", is_proxy=True, key="test hero proxy", slug="test-hero-proxy")
    real = make_card("Test Hero")
    assert resolve_name("Test Hero").card.id == real.id
    assert proxy.id != real.id


def test_an_unknown_name_gets_the_closest_cards_first() -> None:
    wizardry = make_card("School of Wizardry", type=CardType.HOLDING)
    make_card("School of War", type=CardType.HOLDING)
    make_card("Wizard's Tower", type=CardType.HOLDING)
    make_card("Scholar's Study", type=CardType.STRATEGY)
    resolution = resolve_name("School of Wizardy", "Holding", "dynasty")
    assert resolution.card is None
    assert resolution.suggestions[0].id == wizardry.id
    assert len(resolution.suggestions) <= 5


def test_suggestions_prefer_the_type_the_header_names() -> None:
    strategy = make_card("Test Charge", type=CardType.STRATEGY)
    holding = make_card("Test Charges", type=CardType.HOLDING)
    assert resolve_name("Test Chargee", "Holding").suggestions[0].id == holding.id
    assert resolve_name("Test Chargee", "Strategy").suggestions[0].id == strategy.id


def test_an_experienced_misspelling_suggests_the_experienced_version(hachi: dict[str, int]) -> None:
    resolution = resolve_name("Tset Hachi - exp2")
    assert resolution.card is None
    assert resolution.suggestions[0].id == hachi["exp2"]


def test_nothing_close_gives_no_suggestion() -> None:
    make_card("Test Hachi")
    assert resolve_name("zzzzqqqq").suggestions == ()


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("Hida Amoro - exp2", ("hida amoro", "exp2")),
        ("Hida Amoro • Experienced 3.5", ("hida amoro", "exp3.5")),
        ("Hida Amoro (Exp.)", ("hida amoro", "exp")),
        ("The Kaiu Forge (1)", ("the kaiu forge", "")),
        ("Hida Amoro", ("hida amoro", "")),
        ("Experienced Hunter", ("experienced hunter", "")),
    ],
)
def test_split_name(written: str, expected: tuple[str, str]) -> None:
    assert split_name(written) == expected


def test_fold() -> None:
    assert fold("  Shiba  Tsukuné’s <b>Gift</b> ") == "shiba tsukune's gift"
