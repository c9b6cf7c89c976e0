"""Reading printed stats (issue 2, "The catalogue models": a dash is null, "+2" is a
modifier, "*" is variable)."""

import pytest

from l5rdb.catalogue.importing.parse import StatValue, parse_stat


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (None, StatValue()),
        (5, StatValue(value=5)),
        ("5", StatValue(value=5)),
        ("-1", StatValue(value=-1)),
        ("-", StatValue(printed="-")),
        ("–", StatValue(printed="-")),
        ("+2", StatValue(value=2, printed="+2", modifier=True)),
        ("+0", StatValue(value=0, printed="+0", modifier=True)),
        ("*", StatValue(printed="*", variable=True)),
        ("5*", StatValue(value=5, printed="5*", variable=True)),
        ("+*", StatValue(printed="+*", variable=True, modifier=True)),
        ("+1*", StatValue(value=1, printed="+1*", variable=True, modifier=True)),
    ],
)
def test_printed_stats(raw, expected):
    assert parse_stat(raw) == expected


@pytest.mark.parametrize(
    ("raw", "number"), [("[Rank•7]", 7), (":Rank•15:", 15), ("[Rank10]", 10), ("[ Rank • 5 ]", 5)]
)
def test_siege_rank_stats_keep_the_print_and_the_number(raw, number):
    """Siege: Clan War prints a Territory's strength and a Fu Leng's Force per rank."""
    assert parse_stat(raw) == StatValue(value=number, printed=" ".join(raw.split()))


@pytest.mark.parametrize("raw", ["seven", "Rank", "[Rank•x]", True])
def test_odd_values_are_kept_as_printed_and_reported(raw):
    stat = parse_stat(raw)
    assert stat.value is None
    assert stat.printed == str(raw)
    assert stat.problem == f"not a number: {str(raw)!r}"
