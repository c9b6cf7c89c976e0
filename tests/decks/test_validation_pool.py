"""Rules 1-9 on the real cards the rulebook names, from the imported pool ("Подготовка к
игре", "«Душа …» командира", "Ввод карт в игру", "Сенсей (sensei)", "Наследник (wind)")."""

import pytest

from decks.cardindex import CardInfo
from decks.decklist import DeckList
from decks.report import ValidationReport
from decks.resolve import resolve_name
from decks.validation import validate_deck

pytestmark = [pytest.mark.pool, pytest.mark.django_db]


def card(name: str, type_hint: str | None = None) -> CardInfo:
    found = resolve_name(name, type_hint).card
    assert found is not None, f"{name!r} is not in the pool"
    return found


def check(*lines: tuple[str, int], play_format: str = "gold") -> ValidationReport:
    deck = DeckList()
    for name, count in lines:
        found = card(name)
        deck.add(found, count, found.home_section)
    return validate_deck(deck, play_format)


def codes(report: ValidationReport) -> set[str]:
    return set(report.codes())


def about(report: ValidationReport, code: str) -> list[set[str]]:
    return [{ref.title for ref in p.cards} for p in report.errors if p.code == code]


def test_the_rulebooks_cards_have_the_derived_identities(card_pool) -> None:
    assert card("Hida Tenshu").soul_of_name == "Hida Amoro"
    assert card("Hida Tenshu").deck_key == card("Hida Amoro").deck_key
    assert card("Yasuki Hachi").deck_key == card("Daidoji Hachi").deck_key
    assert card("Shiryo no Tadaka").unique_identity == "Isawa Tadaka"
    assert card("Shiryo no Tadaka").counts_as_unique
    assert card("Yasuki Hachi • Experienced").counts_as_unique
    assert not card("Yasuki Hachi").counts_as_unique


def test_three_yasuki_hachi_and_one_experienced_are_legal(card_pool) -> None:
    """ "вполне допустимо построить колоду, в которой лежат три карты «Yasuki Hachi» и один
    «Yasuki Hachi» с надписью «Опытный»"."""
    report = check(("Yasuki Hachi", 3), ("Yasuki Hachi • Experienced", 1))
    assert not codes(report) & {"too_many_copies", "unique_limit", "unique_conflict"}


def test_yasuki_hachi_counts_as_daidoji_hachi(card_pool) -> None:
    """ "This card is considered Daidoji Hachi for deck construction."""
    assert about(check(("Yasuki Hachi", 2), ("Daidoji Hachi", 2)), "too_many_copies") == [
        {"Yasuki Hachi", "Daidoji Hachi"}
    ]
    assert "too_many_copies" not in codes(check(("Yasuki Hachi", 2), ("Daidoji Hachi", 1)))


def test_hida_tenshu_counts_with_hida_amoro(card_pool) -> None:
    """ "Колода может включать в себя одного «Hida Tenshu» и двух «Hida Amoros», но не может
    содержать по две таких карты"."""
    assert "too_many_copies" not in codes(check(("Hida Tenshu", 1), ("Hida Amoro", 2)))
    report = check(("Hida Tenshu", 2), ("Hida Amoro", 2))
    assert about(report, "too_many_copies") == [{"Hida Tenshu", "Hida Amoro"}]


def test_shiryo_no_tadaka_and_a_unique_isawa_tadaka_conflict(card_pool) -> None:
    """ "Дмитрий не может включить в колоду никакой уникальной версии «Isawa Tadaka»"."""
    report = check(("Shiryo no Tadaka", 1), ("Isawa Tadaka • Experienced 2", 1))
    assert about(report, "unique_conflict") == [
        {"Shiryo no Tadaka", "Isawa Tadaka • Experienced 2"}
    ]


def test_shiryo_no_tadaka_and_three_non_unique_isawa_tadaka_are_legal(card_pool) -> None:
    """ "В тоже время, он может включить в колоду до трех неуникальных «Isawa Tadaka»"."""
    report = check(("Shiryo no Tadaka", 1), ("Isawa Tadaka", 3))
    assert not codes(report) & {"too_many_copies", "unique_limit", "unique_conflict"}


@pytest.mark.parametrize(
    "name", ["Ring of Earth", "Yasuki Hachi • Experienced", "Shiryo no Tadaka"]
)
def test_one_copy_of_a_ring_a_unique_card_and_an_ancestor(card_pool, name: str) -> None:
    assert "unique_limit" not in codes(check((name, 1)))
    assert about(check((name, 2)), "unique_limit") == [{name}]


def test_one_copy_of_an_event(card_pool) -> None:
    """ "любая карта События" is one copy."""
    assert about(check(("A Time for Action", 2)), "unique_limit") == [{"A Time for Action"}]


def test_sensei_and_stronghold_clans(card_pool) -> None:
    """ "Только игрок, фракция которого входит в список, напечатанной на карте Сенсея, может
    ввести его в игру"."""
    crab = check(("Kyuden Hida", 1), ("Tenshu Sensei", 1))
    assert "sensei_clan_mismatch" not in codes(crab)
    crane = check(("Kyuden Doji", 1), ("Tenshu Sensei", 1))
    assert about(crane, "sensei_clan_mismatch") == [{"Tenshu Sensei", "Kyuden Doji"}]
    assert about(
        check(("Kyuden Doji", 1), ("Tenshu Sensei", 1), ("Todori Sensei", 1)), "multiple_senseis"
    )


def test_two_winds(card_pool) -> None:
    deck = DeckList()
    for name in ("Toturi Tsudao", "Hantei Naseru"):
        deck.add(card(name, "Wind"), 1, "pregame")
    assert about(validate_deck(deck), "multiple_winds") == [{"Toturi Tsudao", "Hantei Naseru"}]


def test_a_ring_in_the_dynasty_deck(card_pool) -> None:
    deck = DeckList()
    deck.add(card("Ring of Earth"), 1, "dynasty")
    assert about(validate_deck(deck), "wrong_deck") == [{"Ring of Earth"}]


def test_legality_banned_and_proxies(card_pool) -> None:
    assert about(check(("Isawa Tadaka", 1)), "not_legal_in_format") == [{"Isawa Tadaka"}]
    assert "not_legal_in_format" not in codes(check(("Isawa Tadaka", 1), play_format="imperial"))
    assert about(check(("Advance Warning", 1), play_format="emperor"), "banned") == [
        {"Advance Warning"}
    ]
    proxy = card("Hachiman")
    assert proxy.is_proxy
    deck = DeckList()
    deck.add(proxy, 1, "fate")
    [problem] = [p for p in validate_deck(deck, "legacy").errors if p.code == "not_legal_in_format"]
    assert "proxy" in problem.message
