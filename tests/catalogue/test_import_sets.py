"""How the card databases' set names and edition codes are matched to sets (the alias rules
of l5rdb.catalogue.importing.sets)."""

import pytest

from l5rdb.catalogue.importing.parse import set_acronyms, set_name_key
from l5rdb.catalogue.importing.sets import best_by_cards, code_evidence


@pytest.mark.parametrize(
    ("spelling", "name"),
    [
        ("Promotional&ndash;Gold", "Promotional – Gold"),
        ("Crimson and Jade", "Crimson & Jade"),
        ("Pre-Imperial Edition", "Pre-Imperial"),
        ("Hidden Emperor 3", "The Hidden Emperor, Episode 3"),
        ("Celestial Edition 15th Anniversary", "Celestial Edition 15"),
        ("Emperor Edition Gempukku", "Emperor Edition: Gempukku"),
        ("Top Deck Booster Pack", "Top Deck Booster"),
        ("Scorpion Clan Coup 3", "Scorpion Clan Coup, Scroll 3"),
    ],
)
def test_spellings_of_one_set_share_a_key(spelling, name):
    assert set_name_key(spelling) == set_name_key(name)


def test_different_sets_keep_different_keys():
    assert set_name_key("Hidden Emperor 3") != set_name_key("Hidden Emperor 4")
    assert set_name_key("Gold Edition") != set_name_key("Promotional – Gold")


@pytest.mark.parametrize(
    ("code", "name", "set_code", "evidence"),
    [
        ("BtD", "Before the Dawn", "BtD", 4),
        ("EJC", "Test of the Emerald and Jade Championships", "E&JC", 4),
        ("Gold", "Gold Edition", "GE", 3),
        ("HE4", "The Hidden Emperor, Episode 4", "", 2),
        ("SCC3", "Scorpion Clan Coup, Scroll 3", "", 2),
        ("WoE", "Wrath of the Emperor", "WotE", 2),
        ("SL", "Shadowlands", "", 1),
        ("DJH", "The Hidden Emperor: The Dark Journey Home", "", 1),
        ("P", "Promotional – Emperor", "Promo", 1),
        ("SC", "Gold Edition", "GE", 0),
    ],
)
def test_edition_codes(code, name, set_code, evidence):
    assert code_evidence(code, name, set_code) == evidence


def test_initials_with_and_without_small_words():
    assert {"wote", "we", "woe"} <= set_acronyms("Wrath of the Emperor")


def test_the_set_holding_most_of_the_cards_wins():
    # Three cards printed in sets 1 and 2, one of them also in 3.
    assert best_by_cards([{1, 2}, {1}, {1, 3}]) == 1
    assert best_by_cards([{1, 2}, {1, 2}]) is None  # a tie matches nothing
    assert best_by_cards([{1}, {2}, {3}], share=0.5) is None  # no set holds half


def test_a_tie_is_broken_by_the_words_of_the_name():
    names = {1: "Spirit Wars", 2: "Jade Edition"}
    assert best_by_cards([{1, 2}, {1, 2}], names=names, name="The War of Spirits") == 1
