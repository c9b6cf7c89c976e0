"""Real cards read from the shared card data (../shared/carddata/sets), for the tests of
the ability compiler: a phrasing is tested on the printed text of the cards that use it.
Tests using this skip (with the reason) when the card data is absent."""

from functools import cache
from typing import Any

import pytest
import yaml

from l5rdb.catalogue.sanitize import html_to_text
from rules.engine.cards import CardDef
from tests.conftest import CARD_DATA


@cache
def _set_cards(set_file: str) -> dict[str, dict[str, Any]]:
    path = CARD_DATA / "sets" / f"{set_file}.yaml"
    if not path.is_file():
        pytest.skip(f"the card data is not at {path}")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return {c.get("extended_title") or c["title"]: c for c in data["cards"]}


def _number(value: object) -> int | None:
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.lstrip("+-").isdigit():
        return int(value)
    return None


def real_card(title: str, set_file: str = "ivory_edition") -> CardDef:
    """The card `title` as printed in `set_file` (a file name under sets/, no suffix)."""
    raw = _set_cards(set_file)[title]
    force, chi = raw.get("force"), raw.get("chi")
    return CardDef(
        key=title,
        title=title,
        type=raw["types"][0],
        clans=tuple(raw.get("clans") or ()),
        keywords=tuple(raw.get("keywords") or ()),
        gold_cost=_number(raw.get("gold_cost")),
        focus=_number(raw.get("focus")),
        force=_number(force),
        chi=_number(chi),
        force_is_modifier=isinstance(force, str) and force.startswith("+"),
        chi_is_modifier=isinstance(chi, str) and chi.startswith("+"),
        personal_honor=_number(raw.get("personal_honor")),
        honor_requirement=_number(raw.get("honor_requirement")),
        gold_production=_number(raw.get("gold_production")),
        province_strength=_number(raw.get("province_strength")),
        starting_honor=_number(raw.get("starting_honor")),
        text_plain=html_to_text(raw.get("text") or ""),
    )
