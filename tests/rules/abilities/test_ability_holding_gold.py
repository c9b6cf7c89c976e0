"""A Holding's Gold Production changed by its own text: for what it pays for ("This Holding
has +2GP when it pays for a single attachment only"), while something holds ("This Holding
has -1GP while your Stronghold's Gold Production is 4 or greater"), and a bow that lets a
card enter play for 0 Gold («Стоимость и эффекты» (Costs and Effects): a gold producer is
bowed when a cost is paid, one producer pays one cost; «Бонусы и штрафы» (Bonuses and
Penalties): a value changed by cards; «Глоссарий» (Glossary): a Holding that only
lowers costs is not Gold-producing)."""

import pytest

from rules.engine import IllegalAction, payment
from rules.engine.actions import Attach, ManualMove, Recruit
from rules.engine.coverage import FULL, MANUAL, assess
from rules.engine.gold import ENTIRE, Purchase, read_change, read_gp_changes, read_option
from tests.real_cards import real_card
from tests.rules_cards import (
    Table,
    ancestor,
    card,
    deck,
    holding,
    item,
    personality,
    stronghold,
    wind,
)

SAMURAI = personality("Plain Samurai", cost=6, clans=["Crab"])
SHUGENJA = personality("Plain Shugenja", cost=6, clans=["Crab"], keywords=["Shugenja"])
FAN = item("Plain Fan", cost=4)


def _table(*dynasty: object, home: object = None, fate: tuple = ()) -> Table:
    return Table(
        deck(
            "First",
            home or stronghold(honor=20, gold=2, clans=["Crab"]),
            dynasty=list(dynasty),
            fate=list(fate),
        ),
        deck("Second", stronghold(honor=2)),
    )


def test_colonial_temple_pays_two_gold_for_an_attachment_only() -> None:
    """Colonial Temple: "This Holding has +2GP when it pays for a single attachment only."
    (its Gold Production is missing from the card data, so only its text's 2 Gold count):
    it pays 2 toward a Fan and nothing toward a Personality."""
    temple = real_card("Colonial Temple", "twenty_festivals")
    assert assess(temple).status == FULL
    change = read_change(temple.text_plain)
    assert change is not None and change.gold == 2 and not change.clause.action
    t = Table(
        deck("First", stronghold(honor=5, gold=2), dynasty=[SAMURAI, temple], fate=[FAN]),
        deck("Second", stronghold(honor=2)),
    )
    built = t.in_play("Colonial Temple")
    samurai = t.in_play("Plain Samurai")
    castle = t.state.players[0].stronghold
    assert payment.producers(t.state, 0) == {castle: 2}
    assert payment.producers(t.state, 0, Purchase(FAN)) == {castle: 2, built.iid: 2}
    assert payment.producers(t.state, 0, Purchase(SAMURAI)) == {castle: 2}
    fan = t.to_hand("Plain Fan")
    t.pass_until("action", seat=0)
    assert f"attach {fan.iid} to {samurai.iid} pay {built.iid},{castle}" in t.legal(0)
    entry = t.act(0, Attach(fan.iid, samurai.iid, (built.iid, castle)))
    assert "First bows Colonial Temple, Test Castle for 4 Gold" in entry.notes
    assert fan.host == samurai.iid and built.bowed


def test_jade_works_pays_more_for_a_jade_card() -> None:
    """Jade Works: "This Holding has +2GP when paying for a single :jade: card only." (the
    Jade symbol is the Jade keyword): 5 Gold for a Jade card, 3 for another."""
    works = holding(
        "Jade Works",
        cost=3,
        text="This Holding has +2GP when paying for a single :jade: card only.",
        gold_production=3,
        keywords=["Jade"],
    )
    assert assess(works).status == FULL
    jade = card("Jade Bow", "Item", deck="Fate", gold_cost=5, keywords=["Jade", "Weapon"])
    t = _table(works, SAMURAI)
    built = t.in_play("Jade Works")
    assert payment.producers(t.state, 0, Purchase(jade))[built.iid] == 5
    assert payment.producers(t.state, 0, Purchase(FAN))[built.iid] == 3
    assert payment.producers(t.state, 0)[built.iid] == 3


@pytest.mark.parametrize(("castle_gold", "produced"), [(4, 2), (5, 2), (3, 3)])
def test_suana_dojo_produces_less_beside_a_rich_stronghold(castle_gold: int, produced: int) -> None:
    """Suana Dojo: "This Holding has -1GP while your Stronghold's Gold Production is 4 or
    greater." (a Dojo of Gold Production 3 here: the card data lacks it)."""
    text = real_card("Suana Dojo", "twenty_festivals").text_plain
    dojo = holding("Suana Dojo", cost=3, text=text, gold_production=3)
    assert assess(dojo).status == FULL
    t = _table(dojo, home=stronghold(honor=20, gold=castle_gold))
    built = t.in_play("Suana Dojo")
    assert payment.producers(t.state, 0)[built.iid] == produced
    assert payment.producers(t.state, 0, Purchase(SAMURAI))[built.iid] == produced


def test_wandering_caravan_produces_more_on_other_players_turns() -> None:
    """ "This Holding has +1GP when it is not your turn." (Wandering Caravan's later text):
    2 Gold on its player's turn, 3 on another's."""
    caravan = holding(
        "Caravan", text="This Holding has +1GP when it is not your turn.", gold_production=2
    )
    assert assess(caravan).status == FULL
    t = _table(caravan)
    built = t.in_play("Caravan")
    assert t.state.active == 0
    assert payment.producers(t.state, 0)[built.iid] == 2
    t.state.active = 1
    assert payment.producers(t.state, 0)[built.iid] == 3


def test_dockside_market_counts_ports_and_other_markets() -> None:
    """Dockside Market: "This Holding has +1GP if you control one or more Ports and +1GP if
    you control one or more other Markets." (itself a Market: another one is needed)."""
    market = real_card("Dockside Market", "gathering_storms")
    assert assess(market).status == FULL
    changes = read_gp_changes(market.text_plain)
    assert changes is not None and len(changes) == 2
    port = holding("Small Port", keywords=["Port"])
    bazaar = holding("Small Bazaar", keywords=["Market"])
    t = _table(market, port, bazaar)
    built = t.in_play("Dockside Market")
    assert payment.producers(t.state, 0)[built.iid] == 2
    t.in_play("Small Port")
    assert payment.producers(t.state, 0)[built.iid] == 3
    t.in_play("Small Bazaar")
    assert payment.producers(t.state, 0)[built.iid] == 4


def test_a_wind_the_favor_and_a_richer_stronghold() -> None:
    """ "... +1GP if your Wind is Kano's Alliance." (Maemikake Shiro), "... +1GP while you
    control :favor:." (Aohama), "... +1GP while another player's Stronghold has higher Gold
    Production than yours." (Ancestral Estate)."""
    kano = holding("Kano Keep", text="This Holding has +1GP if your Wind is Kano's Alliance.")
    favor = holding("Favor House", text="This Holding has +1GP while you control :favor:.")
    estate = real_card("Ancestral Estate", "gathering_storms")
    for each in (kano, favor, estate):
        assert assess(each).status == FULL
    kano = holding(
        "Kano Keep",
        text="This Holding has +1GP if your Wind is Kano's Alliance.",
        gold_production=2,
    )
    favor = holding(
        "Favor House", text="This Holding has +1GP while you control :favor:.", gold_production=2
    )
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=3),
            dynasty=[kano, favor, estate],
            wind=wind("Kano's Alliance"),
        ),
        deck("Second", stronghold(honor=2, gold=5)),
    )
    keep = t.in_play("Kano Keep")
    assert payment.producers(t.state, 0)[keep.iid] == 3
    house = t.in_play("Favor House")
    assert payment.producers(t.state, 0)[house.iid] == 2
    t.state.favor = 0
    assert payment.producers(t.state, 0)[house.iid] == 3
    richer = t.in_play("Ancestral Estate")
    assert payment.producers(t.state, 0)[richer.iid] == (estate.gold_production or 0) + 1
    t.state.players[1].stronghold_gold = 3
    assert payment.producers(t.state, 0)[richer.iid] == (estate.gold_production or 0)


def test_unread_conditions_stay_manual() -> None:
    """Tanuki Band ("while you control two Clan Alignments, or +2GP while ...") is not read;
    nor is a condition the engine does not know."""
    assert read_gp_changes("This Holding has +1GP while you control two Clan Alignments.") is None
    band = holding(
        "Tanuki Band",
        text="This Holding has +1GP while you control two Clan Alignments, or +2GP while you "
        "control three or more.",
    )
    assert assess(band).status == MANUAL


def test_school_of_wizardry_lets_a_human_shugenja_enter_play_for_nothing() -> None:
    """School of Wizardry: ":bow:: When paying for a Human Shugenja, he enters play for 0
    Gold." Bowed for the Shugenja (6 Gold) it pays the whole cost; it pays nothing for a
    Samurai, nor for a Nonhuman Shugenja."""
    school = real_card("School of Wizardry")
    assert assess(school).status == FULL
    option = read_option(school.text_plain, school)
    assert option is not None and option.reduce and option.gold == ENTIRE
    naga = personality("Naga Shugenja", cost=6, keywords=["Shugenja", "Nonhuman"])
    t = _table(SHUGENJA, SAMURAI, naga, school, home=stronghold(honor=20, gold=1))
    built = t.in_play("School of Wizardry")
    assert built.iid not in payment.producers(t.state, 0)
    assert built.iid not in payment.producers(t.state, 0, Purchase(SAMURAI))
    assert built.iid not in payment.producers(t.state, 0, Purchase(naga))
    assert payment.producers(t.state, 0, Purchase(SHUGENJA))[built.iid] == ENTIRE
    t.to_province("Plain Shugenja", 0, 0)
    t.to_province("Plain Samurai", 0, 1)
    t.pass_until("dynasty", seat=0)
    pid, other = t.province(0, 0).pid, t.province(0, 1).pid
    assert f"recruit {pid} pay {built.iid} discount" in t.legal(0)
    with pytest.raises(IllegalAction, match="School of Wizardry cannot produce Gold"):
        t.act(0, Recruit(other, (built.iid,), "full"))
    entry = t.act(0, Recruit(pid, (built.iid,), "discount"))
    assert "School of Wizardry lets Plain Shugenja enter play for 0 Gold" in entry.notes
    assert t.find("Plain Shugenja").zone == "home" and built.bowed


def test_slave_pits_produce_more_for_honor_unless_you_went_first() -> None:
    """Slave Pits: "Courtesy: When this Holding produces Gold, you may give it +1GP (this
    turn) and lose 2 Honor. (Courtesy traits do not take effect if you went first.)" (a Gold
    Production of 2 here: the card data lacks it). For the player who went first it produces
    2; for the other, 3 for 2 Honor, taken only when the payment needs it."""
    text = real_card("Slave Pits", "twenty_festivals").text_plain
    pits = holding("Slave Pits", cost=2, text=text, gold_production=2)
    assert assess(pits).status == FULL
    cheap = personality("Cheap Samurai", cost=4, clans=["Crab"])
    dear = personality("Dear Samurai", cost=5, clans=["Crab"])
    t = Table(
        deck("First", stronghold(honor=20, gold=2), dynasty=[pits]),
        deck("Second", stronghold("Other Castle", honor=10, gold=2), dynasty=[pits, cheap, dear]),
    )
    assert t.state.first == 0
    mine = t.in_play("Slave Pits", 0)
    theirs = t.in_play("Slave Pits", 1)
    assert payment.producers(t.state, 0)[mine.iid] == 2
    assert payment.producers(t.state, 1)[theirs.iid] == 3
    t.to_province("Cheap Samurai", 1, 0)
    t.to_province("Dear Samurai", 1, 1)
    t.pass_until("dynasty", seat=1)
    castle = t.state.players[1].stronghold
    honor = t.state.players[1].honor
    t.act(1, Recruit(t.province(1, 0).pid, (castle, theirs.iid), "full"))
    assert t.state.players[1].honor == honor
    t.pass_until("dynasty", seat=1, later=True)
    entry = t.act(1, Recruit(t.province(1, 1).pid, (castle, theirs.iid), "full"))
    assert "Second loses 2 Honor (Slave Pits)" in entry.notes
    assert t.state.players[1].honor == honor - 2


def test_outlying_farms_give_more_and_are_destroyed() -> None:
    """Outlying Farms: "Before this Holding bows to produce Gold, you may give it +2GP; if you
    did, destroy it after it bows." """
    farms = real_card("Outlying Farms", "road_to_ruin")
    assert assess(farms).status == FULL
    dear = personality("Dear Samurai", cost=(farms.gold_production or 0) + 4, clans=["Crab"])
    t = _table(farms, dear, home=stronghold(honor=20, gold=2))
    built = t.in_play("Outlying Farms")
    assert payment.producers(t.state, 0)[built.iid] == (farms.gold_production or 0) + 2
    t.to_province("Dear Samurai", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    entry = t.act(0, Recruit(t.province(0, 0).pid, (castle, built.iid), "full"))
    assert "First destroys Outlying Farms to produce Gold" in entry.notes
    assert built.zone == "dynasty-discard" and t.find("Dear Samurai").zone == "home"


def test_ancestral_shrine_counts_your_ancestors() -> None:
    """Ancestral Shrine: ":bow:: Produce 2 Gold plus 1 additional Gold for each of your
    Ancestors." (an Ancestor is a type of card; those attached to the player's Personalities
    count, another player's do not)."""
    shrine = real_card("Ancestral Shrine", "an_onis_fury")
    assert assess(shrine).status == FULL
    father = ancestor("Old Father")
    t = Table(
        deck("First", stronghold(honor=20, gold=2), dynasty=[shrine, SAMURAI], fate=[father]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[SAMURAI], fate=[father]),
    )
    built = t.in_play("Ancestral Shrine")
    assert payment.producers(t.state, 0)[built.iid] == 2
    samurai = t.in_play("Plain Samurai")
    theirs = t.in_play("Plain Samurai", 1)
    for seat, person in ((0, samurai), (1, theirs)):
        spirit = t.find("Old Father", seat)
        t.act(seat, ManualMove(spirit.iid, f"on:{person.iid}"))
    assert payment.producers(t.state, 0)[built.iid] == 3


def test_a_cost_that_is_neither_increased_nor_decreased() -> None:
    """City of Night: "This Holding's cost will not be increased or decreased." Cards that
    make Holdings cost less, or more, for its player leave it at its printed cost."""
    city = real_card("City of Night", "an_onis_fury")
    assert assess(city).status == FULL
    plain = holding("Plain Farm", cost=5)
    cheaper = holding("Builders", text="Holdings enter play for you for 2 less Gold.")
    dearer = holding("Tax Office", text="Holdings enter play for you for 1 more Gold.")
    t = _table(cheaper, dearer)
    t.in_play("Builders")
    assert payment.cost(t.state, 0, plain, 5) == 3
    assert payment.cost(t.state, 0, city, 5) == 5
    t.in_play("Tax Office")
    assert payment.cost(t.state, 0, plain, 5) == 4
    assert payment.cost(t.state, 0, city, 5) == 5


def test_retired_scholar_pays_more_for_a_library_or_a_spell() -> None:
    """Retired Scholar: "This Holding has +1GP when it pays to Recruit or Equip a single
    Library or Spell only." ("Library or Spell": two descriptions, a Library Holding and a
    Spell; "a Nonhuman Personality or Follower" still shares its adjective)."""
    text = "This Holding has +1GP when it pays to Recruit or Equip a single Library or Spell only."
    scholar = holding("Retired Scholar", text=text, gold_production=1)
    assert assess(scholar).status == FULL
    library = holding("Small Library", keywords=["Library"])
    scroll = card("Small Spell", "Spell", deck="Fate", gold_cost=2)
    t = _table(scholar)
    built = t.in_play("Retired Scholar")
    assert payment.producers(t.state, 0, Purchase(library))[built.iid] == 2
    assert payment.producers(t.state, 0, Purchase(scroll))[built.iid] == 2
    assert payment.producers(t.state, 0, Purchase(SAMURAI))[built.iid] == 1
    assert payment.producers(t.state, 0, Purchase(scroll, True))[built.iid] == 1


def test_jade_works_ivory_printing_five_gold_for_a_jade_card() -> None:
    """Jade Works as printed in the Ivory Edition: ":bow:: Produce 3 Gold." and ":bow::
    Produce 5 Gold, which can only pay for a single Jade card." (the comma read as without
    it)."""
    works = real_card("Jade Works")
    assert assess(works).status == FULL
    jade = card("Jade Bow", "Item", deck="Fate", gold_cost=5, keywords=["Jade", "Weapon"])
    t = _table(works)
    built = t.in_play("Jade Works")
    assert payment.producers(t.state, 0, Purchase(jade))[built.iid] == 5
    assert payment.producers(t.state, 0, Purchase(FAN))[built.iid] == 3
