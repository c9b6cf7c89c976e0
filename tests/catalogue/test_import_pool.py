"""The whole pool from ../shared/carddata: set files, set_info.yaml, Oracle JSON and the
Kamisasori XML merged into one catalogue (issue 2: "130 sets, about 13,800 cards, 20,132
printings")."""

import datetime

import pytest
import yaml
from conftest import CARD_DATA

from l5rdb.catalogue.models import Card, Printing, Set
from l5rdb.catalogue.sanitize import sanitize_html

pytestmark = [pytest.mark.django_db, pytest.mark.pool]


def test_the_pool_has_every_set_card_and_printing(card_pool):
    assert Set.objects.count() == 130
    # The set files' 20,132 printings, and 57 more that only Oracle or Kamisasori name.
    assert Printing.objects.count() == 20_189
    # 13,798 titles in the set files; "Fight for My Favor"/"Fight For My Favor" and
    # "Black Wind From/from the Soul" are one card each, and the Courtier, Terrain and
    # Yobanjin Raider tokens are two different cards each (told apart by their `id`);
    # 26 cards only Oracle of the Void or Kamisasori have ("Naginata", ...).
    assert Card.objects.count() == 13_825
    assert Printing.objects.filter(side=2).count() == 57  # backs of double-sided strongholds
    assert not Set.objects.exclude(source="yaml").exists()


def test_sets_carry_set_info_metadata_and_the_other_databases_names(card_pool):
    gold = Set.objects.get(name="Gold Edition")
    assert (gold.arc, gold.format.slug, gold.code) == ("Four Winds", "gold", "GE")
    assert gold.release_date == datetime.date(2001, 6, 1)
    pre = Set.objects.get(name="Pre-Imperial")
    assert pre.order == 1 and pre.format.slug == "imperial"
    assert Set.objects.order_by("order").last().name == "Tokens"  # undated: last
    # Aliases found in the data: Oracle's spellings and Kamisasori's edition codes.
    assert {"Crimson and Jade", "CJ"} <= set(Set.objects.get(name="Crimson & Jade").aliases)
    assert "Pre-Imperial Edition" in pre.aliases
    assert "Promotional–Celestial" in Set.objects.get(name="Promotional – Celestial").aliases
    assert {"The War of Spirits", "SW"} <= set(Set.objects.get(name="Spirit Wars").aliases)
    assert "BtD" in Set.objects.get(name="Before the Dawn").aliases
    assert "HE4" in Set.objects.get(name="The Hidden Emperor, Episode 4").aliases


def test_oracle_and_kamisasori_fill_in_ids(card_pool):
    assert Card.objects.filter(oracle_id__isnull=False).count() > 3_400
    assert Card.objects.get(title="Agasha Kodo").oracle_id == 142
    akio = Printing.objects.get(
        card__extended_title="Hiruma Akio • Experienced", set__name="Before the Dawn"
    )
    assert akio.kamisasori_id == "BtD012"
    assert Printing.objects.exclude(kamisasori_id="").count() > 2_500


def test_siege_rank_stats_keep_the_print_and_the_number(card_pool):
    passes = Card.objects.get(title="Beiden Pass", type="Territory")
    assert passes.province_strength == 7
    assert passes.printed["province_strength"] == "[Rank•7]"
    fu_leng = Card.objects.get(extended_title="Fu Leng, the Ninth Kami • Experienced")
    assert (fu_leng.force, fu_leng.printed["force"]) == (15, ":Rank•15:")
    knot = Card.objects.get(title="Knot of Serpents")
    assert (knot.province_strength, knot.printed["province_strength"]) == (10, "[Rank10]")


def test_stats_dashes_modifiers_and_variable_values(card_pool):
    raido = Card.objects.get(title="Raido no Oni")
    assert (raido.force, raido.chi, raido.honor_requirement) == (10, 2, None)
    akumato = Card.objects.get(title="Akumato")
    assert akumato.force is None and akumato.variable_stats == ["force"]
    assert akumato.force_is_modifier and akumato.printed["force"] == "+*"
    assert akumato.chi == 0 and akumato.chi_is_modifier
    gift = Card.objects.get(title="A Gift of Honor")
    assert gift.gold_cost is None and gift.variable_stats == ["gold_cost"]
    assert Card.objects.filter(type="Item", force_is_modifier=True).count() > 800


def _yaml_cards(filename: str) -> dict[str, dict]:
    data = yaml.safe_load((CARD_DATA / "sets" / filename).read_text("utf-8"))
    return {
        entry["title"]: entry
        for entry in data["cards"]
        if not entry.get("is_back") and not entry.get("extended_title")
    }


def test_a_card_shows_the_text_of_its_latest_printing(card_pool):
    """Decision: a card's text and stats are those of its printing in the most recent set
    (set_info.yaml's release order), so errata reprints win over old wordings."""
    celestial15 = Set.objects.get(name="Celestial Edition 15")
    entries = _yaml_cards("celestial_edition_15.yaml")
    cards = Card.objects.filter(latest_set=celestial15, extended_title="", title__in=entries)
    checked = 0
    for card in cards:
        entry = entries[card.title]
        if entry.get("text"):
            assert card.text == sanitize_html(entry["text"]), card.title
            checked += 1
    assert checked > 50
    # And the latest set is the newest of the card's printings.
    for card in Card.objects.filter(title__in=["Iaijutsu Duel", "Ambush", "Rallying Cry"]):
        newest = max(card.printings.select_related("set"), key=lambda p: p.set.order).set
        assert card.latest_set == newest


def test_legality_becomes_formats(card_pool):
    duel = Card.objects.get(title="Iaijutsu Duel")
    assert {"gold", "legacy"} <= set(duel.formats.values_list("slug", flat=True))
    assert Card.objects.filter(is_banned=True).count() > 20
    tokens = Card.objects.filter(printings__set__name="Tokens").distinct()
    assert tokens.count() == tokens.filter(is_proxy=True).count()
