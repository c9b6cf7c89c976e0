"""Collector numbers (issue 10: set pages showed 0 or "–" though the data had them): a
number the set file leaves out, or prints as "0", comes from Oracle of the Void or from the
Kamisasori image id, and importing again changes nothing."""

import pytest
from importing_helpers import (
    GOLD_ARCS,
    empty_catalogue,
    oracle_card,
    write_json,
    write_set,
    write_set_info,
    write_text,
)

from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Printing

pytestmark = pytest.mark.django_db


def _card(title: str, number: str | None, kind: str = "Strategy") -> dict:
    return {"title": title, "types": [kind], "decks": ["Fate"], "collector_number": number}


def _numbers() -> dict[str, str]:
    return dict(Printing.objects.values_list("card__title", "collector_number"))


def test_numbers_missing_from_the_set_file_come_from_the_other_sources(tmp_path):
    empty_catalogue()
    write_set_info(tmp_path, GOLD_ARCS)
    write_set(
        tmp_path / "sets",
        "Gold Edition",
        [
            _card("Numbered Strike", "12"),
            _card("Blank Strike", None),
            _card("Zero Strike", "0"),
            _card("Bow of Nobody", "0", "Item"),
        ],
    )
    write_json(
        tmp_path / "oracle",
        "strategies.json",
        [
            oracle_card(801, "Blank Strike", [{"set": "Gold Edition", "number": "77"}]),
            oracle_card(802, "Numbered Strike", [{"set": "Gold Edition", "number": "99"}]),
        ],
    )
    write_text(
        tmp_path / "kamisasori",
        "cards.xml",
        """<cards><card id="Gold011" type="strategy"><name>Zero Strike</name>
        <edition>Gold</edition><image edition="Gold">images/cards/Gold/Gold011.jpg</image>
        <text></text></card></cards>""",
    )

    report = import_cards([tmp_path])

    assert report.ok, report.summary()
    # The set file's own number stays; the blank and the "0" are filled in.
    assert _numbers() == {
        "Numbered Strike": "12",
        "Blank Strike": "77",
        "Zero Strike": "11",
        "Bow of Nobody": "0",
    }
    again = import_cards([tmp_path])
    assert again.totals()["printings"]["created"] == 0
    assert again.totals()["printings"]["updated"] == 0
    assert Printing.objects.count() == 4
    assert _numbers()["Blank Strike"] == "77"
