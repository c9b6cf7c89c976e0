"""Rules 6-8: copies counted by deck-construction identity, one copy of Events, Rings and
Unique cards, and the Unique restriction across "counts as" cards ("Подготовка к игре",
"«Душа …» командира", "Ввод карт в игру" in the Gold Edition rulebook). Code-built cards;
test_validation_pool.py checks the same rules on the real cards."""

import pytest

from l5rdb.catalogue.models import CardType
from tests.deck_helpers import check, legal_deck, problems
from tests.factories import make_card

pytestmark = pytest.mark.django_db


def test_three_copies_are_allowed_and_four_are_not() -> None:
    """«Подготовка к игре»: «не более трех копий одной и той же карты»."""
    deck = legal_deck()
    lines = deck.lines()
    lines[1] = (deck.dynasty[0], 4, "dynasty")
    [problem] = problems(check(lines), "too_many_copies")
    assert problem.cards[0].id == deck.dynasty[0].id
    assert "4 copies of Test Bushi 0" in problem.message
    assert "(Setup: no more than three copies" in problem.message


def test_copies_in_two_sections_count_together() -> None:
    deck = legal_deck()
    report = check([*deck.lines(), (deck.dynasty[0], 1, "fate")])
    assert "too_many_copies" in report.codes()


def test_a_soul_counts_with_the_personality_it_is_the_soul_of() -> None:
    """«Душа …» командира: two Hida Tenshu and two Hida Amoro are four copies."""
    amoro = make_card("Test Amoro", clans=["Crab"], formats=["gold"])
    tenshu = make_card(
        "Test Tenshu",
        clans=["Crab"],
        formats=["gold"],
        keywords=["Soul of Test Amoro"],
        soul_of_name="Test Amoro",
        soul_of=[amoro],
    )
    deck = legal_deck()
    ok = check([*deck.lines(), (amoro, 2, "dynasty"), (tenshu, 1, "dynasty")])
    assert "too_many_copies" not in ok.codes()
    report = check([*deck.lines(), (amoro, 2, "dynasty"), (tenshu, 2, "dynasty")])
    [problem] = problems(report, "too_many_copies")
    assert {card.id for card in problem.cards} == {amoro.id, tenshu.id}
    assert "counted together as Test Amoro" in problem.message


def test_a_soul_of_an_experienced_version_counts_with_that_version() -> None:
    """«В том числе и тогда, когда на них есть надписи опытности»: a soul linked to X •
    Experienced counts with it, not with the other versions of X."""
    base = make_card("Test Yoshi", formats=["gold"])
    experienced = make_card(
        "Test Yoshi",
        extended_title="Test Yoshi • Experienced 3",
        experience_level=3,
        is_unique=True,
        deck_identity="Test Yoshi • Experienced 3",
        formats=["gold"],
    )
    soul = make_card(
        "Test Tanitsu",
        extended_title="Test Tanitsu • Experienced 2",
        experience_level=2,
        is_unique=True,
        deck_identity="Test Tanitsu • Experienced 2",
        soul_of_name="Test Yoshi",
        soul_of=[experienced],
        formats=["gold"],
    )
    deck = legal_deck()
    assert check([*deck.lines(), (base, 3, "dynasty"), (soul, 1, "dynasty")]).valid
    report = check([*deck.lines(), (experienced, 1, "dynasty"), (soul, 1, "dynasty")])
    [problem] = problems(report, "unique_limit")
    assert {card.id for card in problem.cards} == {experienced.id, soul.id}


def test_souls_of_souls_count_together() -> None:
    """A soul of a soul is still the same card for deck construction."""
    first = make_card("Test First", formats=["gold"])
    second = make_card("Test Second", formats=["gold"], soul_of=[first])
    third = make_card("Test Third", formats=["gold"], soul_of=[second])
    deck = legal_deck()
    report = check([*deck.lines(), (first, 2, "dynasty"), (third, 2, "dynasty")])
    [problem] = problems(report, "too_many_copies")
    assert {card.id for card in problem.cards} == {first.id, third.id}


def test_considered_x_for_deck_construction_counts_with_x() -> None:
    """ "This card is considered Daidoji Hachi for deck construction." (Yasuki Hachi), also
    through a further card considered Yasuki Hachi."""
    daidoji = make_card("Test Daidoji Hachi", formats=["gold"])
    yasuki = make_card("Test Yasuki Hachi", formats=["gold"], deck_identity="Test Daidoji Hachi")
    other = make_card("Test Other Hachi", formats=["gold"], deck_identity="Test Yasuki Hachi")
    deck = legal_deck()
    report = check([*deck.lines(), (daidoji, 2, "dynasty"), (yasuki, 2, "dynasty")])
    [problem] = problems(report, "too_many_copies")
    assert "counted together as Test Daidoji Hachi" in problem.message
    report = check([*deck.lines(), (daidoji, 2, "dynasty"), (other, 2, "dynasty")])
    assert problems(report, "too_many_copies")


def test_experience_levels_are_different_cards() -> None:
    """«Подготовка к игре»: three Yasuki Hachi and one Yasuki Hachi • Experienced are legal
    («при построении колоды карты с разными уровнями опыта считаются различными»)."""
    base = make_card("Test Hachi", formats=["gold"])
    experienced = make_card(
        "Test Hachi",
        extended_title="Test Hachi • Experienced",
        experience_level=1,
        is_unique=True,
        deck_identity="Test Hachi • Experienced",
        formats=["gold"],
    )
    report = check([*legal_deck().lines(), (base, 3, "dynasty"), (experienced, 1, "dynasty")])
    assert report.valid, report.codes()


@pytest.mark.parametrize(
    ("card_type", "fields"),
    [
        (CardType.EVENT, {}),
        (CardType.RING, {}),
        (CardType.PERSONALITY, {"is_unique": True}),
        (CardType.ANCESTOR, {}),
        (CardType.PERSONALITY, {"experience_level": 1}),
    ],
    ids=["event", "ring", "unique", "ancestor", "experienced"],
)
def test_one_copy_of_events_rings_and_unique_cards(card_type: str, fields: dict) -> None:
    """«Подготовка к игре»: one copy of «любая карта События; любое Кольцо Стихии; любая
    карта с надписью «уникальная»», and
    "Уникальными являются все карты предков и все карты с надписью «Опытный»"."""
    card = make_card("Test Single", type=card_type, formats=["gold"], **fields)
    section = "fate" if card_type in (CardType.RING, CardType.ANCESTOR) else "dynasty"
    deck = legal_deck()
    assert "unique_limit" not in check([*deck.lines(), (card, 1, section)]).codes()
    [problem] = problems(check([*deck.lines(), (card, 2, section)]), "unique_limit")
    assert problem.cards[0].id == card.id
    assert "2 copies of Test Single" in problem.message


def test_unique_and_non_unique_versions_do_not_count_together() -> None:
    """«Ввод карт в игру»: «Неуникальные карты не влияют на построение колоды ... для
    уникальных карт, и
    наоборот": an Ancestor counted as Tadaka beside three non-Unique Tadaka is legal."""
    tadaka = make_card("Test Tadaka", formats=["gold"])
    ancestor = make_card(
        "Test Spirit of Tadaka",
        type=CardType.ANCESTOR,
        is_unique=True,
        deck_identity="Test Tadaka",
        unique_identity="Test Tadaka",
        formats=["gold"],
    )
    report = check([*legal_deck().lines(), (tadaka, 3, "dynasty"), (ancestor, 1, "fate")])
    assert report.valid, report.codes()


def test_a_card_counted_as_x_for_uniqueness_conflicts_with_a_unique_x() -> None:
    """«Ввод карт в игру»: «Дмитрий не может включить в колоду никакой уникальной версии
    «Isawa Tadaka»»."""
    ancestor = make_card(
        "Test Spirit of Tadaka",
        type=CardType.ANCESTOR,
        is_unique=True,
        deck_identity="Test Tadaka",
        unique_identity="Test Tadaka",
        formats=["gold"],
    )
    experienced = make_card(
        "Test Tadaka",
        extended_title="Test Tadaka • Experienced 2",
        experience_level=2,
        is_unique=True,
        deck_identity="Test Tadaka • Experienced 2",
        formats=["gold"],
    )
    report = check([*legal_deck().lines(), (ancestor, 1, "fate"), (experienced, 1, "dynasty")])
    [problem] = problems(report, "unique_conflict")
    assert [card.id for card in problem.cards] == [ancestor.id, experienced.id]
    assert "Test Spirit of Tadaka counts as Test Tadaka" in problem.message
    assert "(Bringing Cards into Play: " in problem.message
