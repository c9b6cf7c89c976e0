"""Reading deck lists: the l5rdb text format, Egg of P'an Ku .l5d, plain Oracle lists and
JSON, as written, before any card lookup."""

import pytest

from decks.lists import DeckListError, detect_format, parse_deck_text

L5D = """
# Pre-Game (1)

# Stronghold (1)
1 The Impregnable Fortress of the Crab (1)

# Dynasty (5)

# Holdings (2)
2 Iron Mine

# Personalities (3)
3 Hida Kisada - exp2

# Fate (4)

# Items (1)
1 Ancestral Armor of the Crab Clan - exp

# Strategy (3)
3 Fall Back!
"""

TEXT = """# a comment
Name: Crab Berserkers
Format: Gold Edition
Description: Hit hard.
Description: Hit often.
Stronghold: The Kaiu Forge
Sensei: Tenshu Sensei
Wind: The Sword
Dynasty:
3 Hida Tenshu
3x Hida Amoro
x2 Iron Mine
Kaiu Shihobu x 2
Fate:
1 Ring of Earth
Strength of the Bear
"""

ORACLE = """Legality: Ivory Edition
3 Hida Tenshu
1 Ring of Earth
1 The Kaiu Forge
"""


def test_l5d_headers_give_sections_types_and_counts() -> None:
    parsed = parse_deck_text(L5D)
    assert parsed.source_format == "l5d"
    rows = [(line.count, line.name, line.section, line.type_hint) for line in parsed.lines]
    assert rows == [
        (1, "The Impregnable Fortress of the Crab (1)", "pregame", "Stronghold"),
        (2, "Iron Mine", "dynasty", "Holding"),
        (3, "Hida Kisada - exp2", "dynasty", "Personality"),
        (1, "Ancestral Armor of the Crab Clan - exp", "fate", "Item"),
        (3, "Fall Back!", "fate", "Strategy"),
    ]
    assert [(d.label, d.stated, d.actual) for d in parsed.declared_counts] == [
        ("Pre-Game", 1, 1),
        ("Stronghold", 1, 1),
        ("Dynasty", 5, 5),
        ("Holdings", 2, 2),
        ("Personalities", 3, 3),
        ("Fate", 4, 4),
        ("Items", 1, 1),
        ("Strategy", 3, 3),
    ]
    assert parsed.notes == []
    assert parsed.lines[2].line == 13


def test_a_header_count_that_does_not_add_up_is_noted() -> None:
    parsed = parse_deck_text(L5D.replace("# Holdings (2)", "# Holdings (3)"))
    [note] = parsed.notes
    assert note.code == "count_mismatch"
    assert "'Holdings' states 3 cards, but 2 follow it" in note.message
    assert note.line == 9


def test_text_format_sections_pregame_lines_and_metadata() -> None:
    parsed = parse_deck_text(TEXT)
    assert parsed.source_format == "text"
    assert parsed.name == "Crab Berserkers"
    assert parsed.declared_format == "gold"
    assert parsed.description == "Hit hard.\nHit often."
    rows = [(line.count, line.name, line.section, line.type_hint) for line in parsed.lines]
    assert rows == [
        (1, "The Kaiu Forge", "pregame", "Stronghold"),
        (1, "Tenshu Sensei", "pregame", "Sensei"),
        (1, "The Sword", "pregame", "Wind"),
        (3, "Hida Tenshu", "dynasty", None),
        (3, "Hida Amoro", "dynasty", None),
        (2, "Iron Mine", "dynasty", None),
        (2, "Kaiu Shihobu", "dynasty", None),
        (1, "Ring of Earth", "fate", None),
        (1, "Strength of the Bear", "fate", None),
    ]


def test_text_sub_headers_name_types_and_are_counted() -> None:
    parsed = parse_deck_text(
        "Dynasty deck (40 cards):\nHoldings (2)\n2 Iron Mine\nPersonalities:\n1 Hida Kisada\n"
    )
    assert [(line.section, line.type_hint) for line in parsed.lines] == [
        ("dynasty", "Holding"),
        ("dynasty", "Personality"),
    ]
    assert [(d.label, d.stated, d.actual) for d in parsed.declared_counts] == [
        ("Dynasty deck", 40, 3),
        ("Holdings", 2, 2),
    ]
    assert [note.code for note in parsed.notes] == ["count_mismatch"]


def test_a_plain_oracle_list_has_no_sections() -> None:
    parsed = parse_deck_text(ORACLE)
    assert parsed.source_format == "oracle"
    assert parsed.declared_format == "ivory"
    assert [(line.count, line.name, line.section) for line in parsed.lines] == [
        (3, "Hida Tenshu", None),
        (1, "Ring of Earth", None),
        (1, "The Kaiu Forge", None),
    ]


def test_an_unknown_declared_format_is_noted_not_lost() -> None:
    parsed = parse_deck_text("Legality: Platinum Edition\n3 Hida Tenshu\n")
    assert parsed.declared_format is None
    assert parsed.declared_format_text == "Platinum Edition"
    assert [note.code for note in parsed.notes] == ["unknown_declared_format"]


def test_json_lists_carry_ids_titles_and_unresolved_lines() -> None:
    parsed = parse_deck_text(
        '{"name": "J", "format": "ivory", "cards": [{"card": 12, "title": "Hida Tenshu",'
        ' "count": 3, "section": "Dynasty"}, {"title": "Ring of Earth"}],'
        ' "unresolved": [{"name": "Hida Tensu", "count": 2, "section": "dynasty",'
        ' "type": "Personality"}, {"name": "Odd", "type": "Sideboard"}]}'
    )
    assert parsed.source_format == "json"
    assert (parsed.name, parsed.declared_format) == ("J", "ivory")
    rows = [(line.card_id, line.name, line.count, line.section) for line in parsed.lines]
    assert rows == [
        (12, "Hida Tenshu", 3, "dynasty"),
        (None, "Ring of Earth", 1, None),
        (None, "Hida Tensu", 2, "dynasty"),
        (None, "Odd", 1, None),
    ]
    assert [line.type_hint for line in parsed.lines[2:]] == ["Personality", None]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"cards": [', "not valid JSON"),
        ('{"cards": {}}', "'cards' must be a list"),
        ('{"cards": [{"count": 2}]}', "cards item 1: give the card's id"),
        ('{"cards": [{"card": "x"}]}', "'card' must be a card id"),
        ('{"cards": [{"card": 1, "count": 0}]}', "'count' must be a whole number"),
        ('{"cards": [{"card": 1, "section": "side"}]}', "unknown section 'side'"),
        ('"deck"', "an object with a 'cards' list"),
    ],
)
def test_broken_json_is_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(DeckListError) as caught:
        parse_deck_text(text, "json")
    assert message in str(caught.value)


def test_a_count_no_deck_holds_is_an_error_naming_the_line() -> None:
    with pytest.raises(DeckListError) as caught:
        parse_deck_text("Dynasty:\n3 Iron Mine\n1000 Hida Kisada\n")
    assert str(caught.value) == (
        "line 3: 1000 copies of 'Hida Kisada' is more than the 99 one line may hold"
    )


def test_a_zero_count_line_is_skipped_with_a_note() -> None:
    parsed = parse_deck_text("Dynasty:\n0 Iron Mine\n")
    assert parsed.lines == []
    assert [note.code for note in parsed.notes] == ["empty_line"]


def test_text_over_the_size_limit_is_refused() -> None:
    with pytest.raises(DeckListError) as caught:
        parse_deck_text("3 Iron Mine\n" * 20_000)
    assert "the limit is 200 KB" in str(caught.value)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (L5D, "l5d"),
        (TEXT, "text"),
        (ORACLE, "oracle"),
        ('{"cards": []}', "json"),
        ("[]", "json"),
        ("3 Iron Mine\n1 Hida Kisada\n", "text"),
    ],
)
def test_detect_format(text: str, expected: str) -> None:
    assert detect_format(text) == expected


def test_an_unknown_list_format_is_refused() -> None:
    with pytest.raises(DeckListError, match="unknown list format 'xml'"):
        parse_deck_text("3 Iron Mine", "xml")
