"""Gold that depends on what it pays for, and Gold costs changed by cards, on the printed
text of real cards («Стоимость и эффекты»: a gold producer is bowed when a cost is paid,
one producer pays one cost and the excess is lost; «Бонусы и штрафы»: a value changed by
cards)."""

import pytest

from rules.engine import IllegalAction, gold, payment, play
from rules.engine.actions import Attach, PlayCard, Recruit
from rules.engine.coverage import FULL, assess
from rules.engine.gold import Purchase, read_change, read_cost, read_kinds, read_option
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    holding,
    item,
    personality,
    spell,
    strategy,
    stronghold,
    wind,
)

BASTION = holding(
    "Shadowlands Bastion",
    text="After this Holding enters play, lose 4 Honor.\n:bow:: Produce 2 Gold.\n"
    ":bow:: When paying for a Shadowlands card, produce 4 Gold which may only pay for that "
    "card.",
)
CORRUPTED_DOJO = holding(
    "Corrupted Dojo (WoC)",
    text=":bow:: Produce 2 Gold and lose 2 Honor.\n:bow:: When paying for a Personality, "
    "produce 3 Gold which may only pay for him and lose 2 Honor.",
)
BLACKSMITHS = holding(
    "Blacksmiths",
    text=":bow:: When paying for a Weapon or Armor, produce 4 Gold which may only pay for that "
    "card.",
)
ONI = personality("Tainted Oni", cost=6, clans=["Shadowlands"], keywords=["Shadowlands", "Oni"])
SAMURAI = personality("Plain Samurai", cost=6, clans=["Crab"])
SWORD = card("Plain Sword", "Item", deck="Fate", gold_cost=4, keywords=["Weapon"])
FAN = item("Plain Fan", cost=4)
PALACES = "This Stronghold produces 1 less Gold when paying for a Personality or Follower."


def _kinds(phrase: str) -> list[list[tuple[str, str, bool]]]:
    found = read_kinds(phrase)
    assert found is not None
    return [list(kind.tests) for kind in found]


def test_descriptions_of_what_is_paid_for() -> None:
    """The cards a "When paying for ..." names, as their texts join them: Blacksmiths ("a
    Weapon or Armor"), Forest ("a Nonhuman Personality or Follower", the adjective shared),
    Shinmaki Monastery ("a Retainer or a Monk Personality", the noun not shared across an
    article), Armory ("non-Unique Armor or a non-Unique Weapon"), Friendly Traveler Village
    ("a Human Personality with no Clan Alignment"), Charter of the Lion Clan, The Iron
    Fortress of the Daidoji ("Non-Samurai, non-Shugenja Personalities": one description)."""
    assert _kinds("a Weapon or Armor") == [
        [("keyword", "Weapon", True)],
        [("keyword", "Armor", True)],
    ]
    assert _kinds("a Nonhuman Personality or Follower") == [
        [("keyword", "Nonhuman", True), ("type", "Personality", True)],
        [("keyword", "Nonhuman", True), ("type", "Follower", True)],
    ]
    assert _kinds("a Retainer or a Monk Personality") == [
        [("keyword", "Retainer", True)],
        [("keyword", "Monk", True), ("type", "Personality", True)],
    ]
    assert _kinds("a Samurai or Bushi Personality")[0] == [
        ("keyword", "Samurai", True),
        ("type", "Personality", True),
    ]
    assert _kinds("non-Unique Armor or a non-Unique Weapon")[1] == [
        ("unique", "", False),
        ("keyword", "Weapon", True),
    ]
    [village] = read_kinds("a Human Personality with no Clan Alignment") or ()
    ronin = personality("Wandering Ronin", clans=[])
    assert village.matches(ronin) and not village.matches(SAMURAI)
    [lion] = read_kinds("a Lion Clan Personality") or ()
    assert lion.matches(personality("Lion Samurai", clans=["Lion"])) and not lion.matches(SAMURAI)
    [fortress] = read_kinds("Non-Samurai, non-Shugenja Personalities") or ()
    monk = personality("Quiet Monk", keywords=["Monk"])
    assert fortress.matches(monk) and not fortress.matches(SAMURAI)
    assert read_kinds("a Samurai with 3 Force") is None


def test_when_paying_for_a_card_is_a_second_way_to_bow() -> None:
    """Shadowlands Bastion, Corrupted Dojo (WoC), Northern Provinces of the Moto ("that may
    only pay for it"), House of Contracts ("an ability on a Strategy"): each is read whole;
    the Bastion's text is all carried out; Bushi Dojo's "an action that Equips or creates a
    Follower" is not read (yet)."""
    option = read_option(BASTION.text_plain.splitlines()[2], BASTION)
    assert option is not None and option.gold == 4 and not option.clause.action
    assert option.clause.applies(Purchase(ONI)) and not option.clause.applies(Purchase(SAMURAI))
    dojo = read_option(CORRUPTED_DOJO.text_plain.splitlines()[1], CORRUPTED_DOJO)
    assert dojo is not None and (dojo.gold, dojo.honor) == (3, -2)
    moto = read_option(
        ":bow:: When paying for a Cavalry Follower, produce 7 Gold that may only pay for it.",
        BLACKSMITHS,
    )
    assert moto is not None and moto.gold == 7
    contracts = read_option(
        ":bow:: When paying for an ability on a Strategy, produce 3 Gold which may only pay for "
        "that ability.",
        BLACKSMITHS,
    )
    assert contracts is not None and contracts.clause.action
    assert contracts.clause.applies(Purchase(strategy("Any Strategy"), True))
    assert not contracts.clause.applies(Purchase(strategy("Any Strategy")))
    assert (
        read_option(
            ":bow:: When paying for an action that Equips or creates a Follower, produce 6 Gold "
            "which may only pay for one action.",
            BLACKSMITHS,
        )
        is None
    )
    assert assess(BASTION).status == FULL
    assert assess(BLACKSMITHS).status == FULL


def _recruit_table(*dynasty: object, home: object = None) -> Table:
    return Table(
        deck("First", home or stronghold(honor=20, gold=2, clans=["Crab"]), dynasty=list(dynasty)),
        deck("Second", stronghold(honor=2)),
    )


def test_the_bastion_pays_more_for_a_shadowlands_card_only() -> None:
    """Shadowlands Bastion: bowed for a Shadowlands card it produces 4 Gold, for any other
    2 («Стоимость и эффекты»: one producer, one cost). With the Stronghold's 2, the Oni (6)
    is paid; the Samurai (6) is not."""
    lion = personality("Lion Samurai", cost=6, clans=["Lion"])
    t = _recruit_table(ONI, lion, BASTION)
    bastion = t.in_play("Shadowlands Bastion")
    castle = t.state.players[0].stronghold
    assert payment.producers(t.state, 0) == {castle: 2, bastion.iid: 2}
    assert payment.producers(t.state, 0, Purchase(ONI)) == {castle: 2, bastion.iid: 4}
    t.to_province("Tainted Oni", 0, 0)
    t.to_province("Lion Samurai", 0, 1)
    t.pass_until("dynasty", seat=0)
    oni_pid, samurai_pid = t.province(0, 0).pid, t.province(0, 1).pid
    legal = t.legal(0)
    assert any(a.startswith(f"recruit {oni_pid} pay ") for a in legal)
    assert not any(a.startswith(f"recruit {samurai_pid} pay ") for a in legal)
    with pytest.raises(
        IllegalAction, match="Lion Samurai costs 6 Gold; the payment produces only 4"
    ):
        t.act(0, Recruit(samurai_pid, (castle, bastion.iid), "full"))
    entry = t.act(0, Recruit(oni_pid, (castle, bastion.iid), "full"))
    assert "First bows Test Castle, Shadowlands Bastion for 6 Gold" in entry.notes
    assert t.find("Tainted Oni", 0).zone == "home"


def test_the_option_used_decides_the_honor_lost() -> None:
    """Corrupted Dojo (WoC): for a Personality it produces 3 Gold and its player loses 2
    Honor, as the option says."""
    t = _recruit_table(SAMURAI, CORRUPTED_DOJO)
    dojo = t.in_play("Corrupted Dojo (WoC)")
    castle = t.state.players[0].stronghold
    assert payment.producers(t.state, 0, Purchase(SAMURAI))[dojo.iid] == 3
    t.to_province("Plain Samurai", 0, 0)
    t.pass_until("dynasty", seat=0)
    honor = t.state.players[0].honor
    pid = t.province(0, 0).pid
    entry = t.act(0, Recruit(pid, (castle, dojo.iid), "discount"))
    assert "First bows Test Castle, Corrupted Dojo (WoC) for 5 Gold (1 lost)" in entry.notes
    assert t.state.players[0].honor == honor - 2


def test_blacksmiths_pay_for_a_weapon_not_for_a_fan() -> None:
    """Blacksmiths: 4 Gold for a Weapon or Armor, nothing for another Item (it has no other
    production)."""
    t = Table(
        deck(
            "First", stronghold(honor=5, gold=0), dynasty=[SAMURAI, BLACKSMITHS], fate=[SWORD, FAN]
        ),
        deck("Second", stronghold(honor=2)),
    )
    smiths = t.in_play("Blacksmiths")
    samurai = t.in_play("Plain Samurai")
    sword = t.to_hand("Plain Sword")
    fan = t.to_hand("Plain Fan")
    assert payment.producers(t.state, 0) == {}
    legal = t.legal(0)
    assert f"attach {sword.iid} to {samurai.iid} pay {smiths.iid}" in legal
    assert not any(a.startswith(f"attach {fan.iid} ") for a in legal)
    with pytest.raises(IllegalAction, match="Blacksmiths cannot produce Gold for you now"):
        t.act(0, Attach(fan.iid, samurai.iid, (smiths.iid,)))
    t.act(0, Attach(sword.iid, samurai.iid, (smiths.iid,)))
    assert sword.host == samurai.iid and smiths.bowed


def test_what_a_producer_yields_changed_for_some_payments() -> None:
    """Yasuki Palaces: "This Stronghold produces 1 less Gold when paying for a Personality
    or Follower."; The Imperial Palace of Fu Leng: "... this card produces 2 additional
    Gold ..."; Forests of Shinomen: "When one of your Forests is paying for a
    non-Shadowlands Nonhuman card, it produces 1 additional Gold ..."."""
    palaces = read_change(PALACES)
    assert palaces is not None and palaces.gold == -1 and not palaces.producers
    fu_leng = read_change(
        "When paying for a Shadowlands card, this card produces 2 additional Gold which may "
        "only pay for that card."
    )
    assert fu_leng is not None and fu_leng.gold == 2
    forests = read_change(
        "When one of your Forests is paying for a non-Shadowlands Nonhuman card, it produces 1 "
        "additional Gold which may only pay for that card."
    )
    assert forests is not None and forests.gold == 1 and forests.producers
    home = card(
        "Yasuki Palaces",
        "Stronghold",
        clans=["Crab"],
        province_strength=8,
        gold_production=5,
        starting_honor=5,
        text_plain=PALACES,
    )
    assert assess(home).status == FULL
    t = _recruit_table(SAMURAI, home=home)
    castle = t.state.players[0].stronghold
    assert payment.producers(t.state, 0) == {castle: 5}
    assert payment.producers(t.state, 0, Purchase(SAMURAI)) == {castle: 4}
    assert payment.producers(t.state, 0, Purchase(FAN)) == {castle: 5}
    t.to_province("Plain Samurai", 0, 0)
    t.pass_until("dynasty", seat=0)
    pid = t.province(0, 0).pid
    entry = t.act(0, Recruit(pid, (castle,), "discount"))
    assert "First bows Yasuki Palaces for 4 Gold" in entry.notes


def test_your_forests_produce_more_for_a_nonhuman() -> None:
    """Forests of Shinomen (a Region): the player's Forests produce 1 more Gold for a
    non-Shadowlands Nonhuman card, not for a Human one nor for another player's."""
    shinomen = card(
        "Forests of Shinomen",
        "Region",
        deck="Dynasty",
        text_plain="When one of your Forests is paying for a non-Shadowlands Nonhuman card, it "
        "produces 1 additional Gold which may only pay for that card.",
    )
    forest = holding("Deep Wood", keywords=["Forest"])
    naga = personality("Naga Warrior", clans=["Naga"], keywords=["Nonhuman", "Naga"])
    t = _recruit_table(shinomen, forest, naga)
    wood = t.in_play("Deep Wood")
    t.in_play("Forests of Shinomen")
    castle = t.state.players[0].stronghold
    assert payment.producers(t.state, 0, Purchase(naga)) == {castle: 2, wood.iid: 3}
    assert payment.producers(t.state, 0, Purchase(SAMURAI)) == {castle: 2, wood.iid: 2}
    assert payment.producers(t.state, 1, Purchase(naga)) == {t.state.players[1].stronghold: 4}


def test_cost_phrasings() -> None:
    """Asahina Archers ("Enters play for 2 less Gold if you are a Crane Clan player."),
    Daidoji Merchants (two Clans), Doji Akiko ("Enters play paying ..."), Kakita Technique
    ("This card's ability costs 2 less Gold for Crane Clan players."), Tsuruchi Technique
    ("This card's abilities cost ..."), Tonfa ("Attaches to a Monk paying 1 less Gold."),
    The Great Walls of Kaiu, The Utaku Palaces, The Iron Fortress of the Daidoji, Kyuden
    Agasha ("Spells you own in and out of play have -2 Gold Cost, to a minimum of 1."),
    Akodo Tadenori ("Tadenori has -1 Gold Cost if your Wind is Akodo Kaneka.")."""
    anyone = card("Anyone", "Follower")
    archers = read_cost("Enters play for 2 less Gold if you are a Crane Clan player.", anyone)
    assert (
        archers is not None and archers.own and archers.clans == ("Crane",) and archers.gold == -2
    )
    merchants = read_cost(
        "Enters play for 1 less Gold if you are a Crane Clan or Mantis Clan player.", anyone
    )
    assert merchants is not None and merchants.clans == ("Crane", "Mantis")
    akiko = read_cost("Enters play paying 1 less Gold if you are a Phoenix Clan player.", anyone)
    assert akiko is not None and akiko.clans == ("Phoenix",)
    technique = read_cost("This card's ability costs 2 less Gold for Crane Clan players.", anyone)
    assert technique is not None and technique.clause.action
    tsuruchi = read_cost(
        "This card's abilities cost 1 less Gold if you are a Mantis Clan player.", anyone
    )
    assert tsuruchi is not None and tsuruchi.clause.action and tsuruchi.clans == ("Mantis",)
    tonfa = read_cost("Attaches to a Monk paying 1 less Gold.", anyone)
    assert tonfa is not None and tonfa.person
    kaiu = read_cost("Fortifications enter play for you for 4 less Gold.", anyone)
    assert kaiu is not None and not kaiu.own and kaiu.gold == -4
    utaku = read_cost(
        "Your Magistrate Personalities and Magistrate Followers enter play for you for 1 less "
        "Gold.",
        anyone,
    )
    assert utaku is not None and len(utaku.clause.kinds) == 2
    fortress = read_cost(
        "Non-Samurai, non-Shugenja Personalities enter play for you for 2 more Gold.", anyone
    )
    assert fortress is not None and fortress.gold == 2
    agasha = read_cost(
        "Spells you own in and out of play have -2 Gold Cost, to a minimum of 1.", anyone
    )
    assert agasha is not None and (agasha.gold, agasha.minimum) == (-2, 1)
    tadenori = personality("Akodo Tadenori", clans=["Lion"])
    wind_cost = read_cost("Tadenori has -1 Gold Cost if your Wind is Akodo Kaneka.", tadenori)
    assert wind_cost is not None and wind_cost.wind == "Akodo Kaneka"
    assert read_cost("Tadenori has -1 Gold Cost if your Wind is Akodo Kaneka.", SAMURAI) is None
    assert gold.apply(3, [agasha]) == 1 and gold.apply(1, [agasha]) == 1
    assert gold.apply(2, [agasha, fortress]) == 2


def test_a_clan_pays_less_for_its_card() -> None:
    """Asahina Archers: a Crane Clan player Equips it for 2 less Gold, a Crab pays full."""
    archers = follower(
        "Asahina Archers",
        cost=5,
        text_plain="Enters play for 2 less Gold if you are a Crane Clan player.",
    )
    assert assess(archers).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, clans=["Crane"]), dynasty=[SAMURAI]),
        deck("Second", stronghold(honor=2, clans=["Crab"]), dynasty=[SAMURAI]),
    )
    mine, theirs = t.in_play("Plain Samurai", 0), t.in_play("Plain Samurai", 1)
    assert play.attach_cost(t.state, 0, archers, mine) == 3
    assert play.attach_cost(t.state, 1, archers, theirs) == 5


def test_a_stronghold_lowers_the_cost_of_fortifications() -> None:
    """The Great Walls of Kaiu: "Fortifications enter play for you for 4 less Gold." — the
    Wall is recruited for 1; another player pays the full 5; a Holding that is no
    Fortification pays full."""
    kaiu = card(
        "The Great Walls of Kaiu",
        "Stronghold",
        clans=["Crab"],
        province_strength=9,
        gold_production=1,
        starting_honor=5,
        text_plain="Fortifications enter play for you for 4 less Gold.",
    )
    wall = holding("Stone Wall", cost=5, text="", keywords=["Fortification"])
    farm = holding("Rice Farm", cost=5, text="")
    assert assess(kaiu).status == FULL
    t = Table(deck("First", kaiu, dynasty=[wall, farm]), deck("Second", stronghold(honor=2)))
    assert play.recruit_cost(t.state, 0, wall, "full") == 1
    assert play.recruit_cost(t.state, 0, farm, "full") == 5
    assert play.recruit_cost(t.state, 1, wall, "full") == 5
    t.to_province("Stone Wall", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    pid = t.province(0, 0).pid
    assert f"recruit {pid} pay {castle} full" in t.legal(0)
    t.act(0, Recruit(pid, (castle,), "full"))
    assert t.find("Stone Wall", 0).zone != "dynasty"


def test_spells_cost_less_to_a_minimum() -> None:
    """Kyuden Agasha: "Spells you own in and out of play have -2 Gold Cost, to a minimum of
    1." — a 3-cost Spell attaches for 1, a 1-cost one still costs 1, a Follower full."""
    agasha = card(
        "Kyuden Agasha",
        "Stronghold",
        clans=["Dragon"],
        province_strength=8,
        gold_production=5,
        starting_honor=5,
        text_plain="Spells you own in and out of play have -2 Gold Cost, to a minimum of 1.",
    )
    t = Table(deck("First", agasha, dynasty=[SAMURAI]), deck("Second", stronghold(honor=2)))
    samurai = t.in_play("Plain Samurai")
    assert play.attach_cost(t.state, 0, spell("Big Spell", 3), samurai) == 1
    assert play.attach_cost(t.state, 0, spell("Small Spell", 1), samurai) == 1
    assert play.attach_cost(t.state, 0, follower("Spearmen", cost=3), samurai) == 3
    assert assess(agasha).status == FULL


def test_a_strategy_costs_less_for_a_clan() -> None:
    """Kakita Technique (Gold Cost 1): "This card's ability costs 1 less Gold for Crane Clan
    players." — the Crane player plays it for nothing, a Crab player pays 1. (Its Reaction is
    replaced here by Careful Planning's Open action, which the engine plays.)"""
    technique = strategy(
        "Kakita Technique",
        gold_cost=1,
        text="This card's ability costs 1 less Gold for Crane Clan players.\n"
        "Battle/Open: Target a Personality, who must be unbowed if he is yours: Give him "
        "+1F/+1C.",
    )
    assert assess(technique).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, clans=["Crane"]), dynasty=[SAMURAI], fate=[technique]),
        deck("Second", stronghold(honor=2, clans=["Crab"]), dynasty=[SAMURAI], fate=[technique]),
    )
    samurai = t.in_play("Plain Samurai")
    mine = t.to_hand("Kakita Technique")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {mine.iid} ")]
    assert offered and all(" pay - " in a for a in offered)
    t.act(0, PlayCard(mine.iid, 0, (), (samurai.iid,)))
    assert mine.zone != "hand"
    assert payment.cost(t.state, 1, technique, 1, True) == 1
    assert payment.cost(t.state, 0, technique, 1, True) == 0


def test_a_wind_lowers_a_personality_s_cost() -> None:
    """Akodo Tadenori: "Tadenori has -1 Gold Cost if your Wind is Akodo Kaneka." — 1 less
    for a player showing that Wind, full for another."""
    tadenori = personality(
        "Akodo Tadenori",
        cost=5,
        clans=["Lion"],
        text_plain="Tadenori has -1 Gold Cost if your Wind is Akodo Kaneka.",
    )
    assert assess(tadenori).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), wind=wind("Akodo Kaneka")),
        deck("Second", stronghold(honor=2), wind=wind("Toturi Tsudao")),
    )
    assert play.recruit_cost(t.state, 0, tadenori, "full") == 4
    assert play.recruit_cost(t.state, 1, tadenori, "full") == 5


DANCERS = holding(
    "Dragon Dancers",
    text=":bow:: Produce 2 Gold.\n:bow:: Destroy this Holding to produce 4 Gold.",
)


def test_other_ways_to_bow_a_producer_are_read() -> None:
    """Dragon Dancers ("Destroy this Holding to produce 4 Gold"), Akodo Dojo ("When paying
    for a Follower, it enters play for 3 less Gold"), The Hiruma Dojo ("give him -4 Gold Cost
    until he enters play"), Festering Pit of Fu Leng ("... and lose 2 Honor"), Seppun Washi
    ("Reaction: When paying a Gold cost, bow Washi: Produce 2 Gold."), Henshin's Amulet
    ("Reaction: When paying for a Spell, bow this card: Produce 3 gold."), Ageless Shrine
    ("Produce 2 Gold, or 3 Gold when paying for a Nonhuman."); Strength of the Forge's "bow
    this Shugenja" bows its host, not the Spell: not read here."""
    dancers = read_option(DANCERS.text_plain.splitlines()[1], DANCERS)
    assert dancers is not None and dancers.destroy and dancers.clause is None
    assert dancers.gold == 4
    dojo = read_option(
        ":bow:: When paying for a Follower, it enters play for 3 less Gold.", DANCERS
    )
    assert dojo is not None and dojo.reduce and dojo.gold == 3
    assert dojo.applies(Purchase(follower("Spearmen")))
    hiruma = read_option(
        "Repeatable Reaction, :bow:: When paying for a Samurai, give him -4 Gold Cost until he "
        "enters play.",
        DANCERS,
    )
    assert hiruma is not None and hiruma.reduce and hiruma.gold == 4
    pit = read_option(
        "Repeatable Reaction, :bow:: When paying for a Shadowlands card, give it -5 Gold Cost "
        "and lose 2 Honor.",
        DANCERS,
    )
    assert pit is not None and (pit.gold, pit.honor) == (5, -2)
    washi = personality("Seppun Washi", clans=["Crane"])
    reaction = "Reaction: When paying a Gold cost, bow Washi: Produce 2 Gold."
    read = read_option(reaction, washi)
    assert read is not None and read.clause is None and read.gold == 2
    assert read_option(reaction, SAMURAI) is None
    amulet = card("Henshin's Amulet", "Item", deck="Fate")
    henshin = read_option(
        "Reaction: When paying for a Spell, bow this card: Produce 3 gold.", amulet
    )
    assert henshin is not None and henshin.applies(Purchase(spell("Any Spell")))
    assert not henshin.applies(Purchase(SWORD))
    shrine = read_option(
        "Bow this card: Produce 2 Gold, or 3 Gold when paying for a Nonhuman.", DANCERS
    )
    assert shrine is not None and shrine.gold == 3
    forge = card("Strength of the Forge", "Spell", deck="Fate")
    assert (
        read_option("Reaction: When paying a Gold cost, bow this Shugenja: Produce 2 Gold.", forge)
        is None
    )
    assert assess(DANCERS).status == FULL
    assert assess(personality("Seppun Washi", clans=["Crane"], text_plain=reaction)).status == FULL


def test_destroying_the_holding_only_when_its_gold_is_needed() -> None:
    """Dragon Dancers: the player bows it for 2 Gold, or destroys it for 4. A 2-Gold cost is
    paid with the plain bow (the card stays); a 6-Gold one needs the 4, and the Holding is
    destroyed («Стоимость и эффекты»: Gold beyond the cost is lost, so nothing more is
    given up than the cost needs)."""
    cheap = personality("Cheap Samurai", cost=4, clans=["Lion"])
    dear = personality("Dear Samurai", cost=6, clans=["Lion"])
    t = _recruit_table(cheap, dear, DANCERS)
    dancers = t.in_play("Dragon Dancers")
    castle = t.state.players[0].stronghold
    assert payment.producers(t.state, 0) == {castle: 2, dancers.iid: 4}
    t.to_province("Cheap Samurai", 0, 0)
    t.to_province("Dear Samurai", 0, 1)
    t.pass_until("dynasty", seat=0)
    entry = t.act(0, Recruit(t.province(0, 0).pid, (castle, dancers.iid), "full"))
    assert "First bows Test Castle, Dragon Dancers for 4 Gold" in entry.notes
    assert dancers.zone == "home" and dancers.bowed
    t.act(0, f"manual straighten {castle}")
    t.act(0, f"manual straighten {dancers.iid}")
    entry = t.act(0, Recruit(t.province(0, 1).pid, (castle, dancers.iid), "full"))
    assert "First destroys Dragon Dancers to produce Gold" in entry.notes
    assert dancers.zone != "home"


def test_a_bow_that_lowers_the_cost() -> None:
    """Akodo Dojo: bowed while paying for a Follower, the Follower costs 3 less; it is no Gold
    produced («Gold-producing Holding»: a card that only lowers costs produces none), so it
    is not offered for anything else."""
    dojo = holding(
        "Akodo Dojo",
        text=":bow:: Produce 2 Gold.\n:bow:: When paying for a Follower, it enters play for 3 "
        "less Gold.",
    )
    spearmen = follower("Heavy Spearmen", cost=5)
    t = Table(
        deck("First", stronghold(honor=5, gold=2), dynasty=[SAMURAI, dojo], fate=[spearmen]),
        deck("Second", stronghold(honor=2)),
    )
    samurai = t.in_play("Plain Samurai")
    akodo = t.in_play("Akodo Dojo")
    castle = t.state.players[0].stronghold
    card_ = t.to_hand("Heavy Spearmen")
    assert payment.producers(t.state, 0) == {castle: 2, akodo.iid: 2}
    pay = ",".join(str(i) for i in sorted((castle, akodo.iid)))
    assert f"attach {card_.iid} to {samurai.iid} pay {pay}" in t.legal(0)
    entry = t.act(0, Attach(card_.iid, samurai.iid, (castle, akodo.iid)))
    assert "Akodo Dojo lowers the cost of Heavy Spearmen by 3 Gold" in entry.notes
    assert "First bows Test Castle for 2 Gold" in entry.notes
    assert card_.host == samurai.iid


def test_more_production_phrasings() -> None:
    """Obsidian Mine (":bow:: Lose 3 Honor and produce 4 Gold."), Clutch of Eggs ("Produce 3
    Gold which can only pay for a single Nonhuman."), Conscriptors ("When paying for a
    Follower or Item, if you control a Samurai, produce 3 Gold ..."), Deep Harbor ("This
    Holding has +1GP when paying for a single Holding only.")."""
    mine = holding(
        "Obsidian Mine",
        cost=3,
        text="After this Holding enters play, lose 3 Honor.\n:bow:: Lose 3 Honor and produce 4 "
        "Gold.",
    )
    [option] = gold.record(mine).options
    assert (option.gold, option.honor, option.clause) == (4, -3, None)
    assert assess(mine).status == FULL
    eggs = read_option(
        ":bow:: Produce 3 Gold which can only pay for a single Nonhuman.", BLACKSMITHS
    )
    assert eggs is not None and eggs.gold == 3
    assert eggs.applies(Purchase(personality("Naga", keywords=["Nonhuman"])))
    assert not eggs.applies(Purchase(SAMURAI))
    conscriptors = read_option(
        ":bow:: When paying for a Follower or Item, if you control a Samurai, produce 3 Gold "
        "which may only pay for that card.",
        BLACKSMITHS,
    )
    assert conscriptors is not None and conscriptors.control
    harbor = read_change("This Holding has +1GP when paying for a single Holding only.")
    assert harbor is not None and harbor.gold == 1


def test_production_while_the_player_controls_a_card() -> None:
    """Conscriptors: its 3 Gold for a Follower only while its player controls a Samurai;
    Obsidian Mine: 4 Gold for any cost, and 3 Honor lost."""
    conscriptors = holding(
        "Conscriptors",
        text=":bow:: Produce 2 Gold.\n:bow:: When paying for a Follower or Item, if you control "
        "a Samurai, produce 3 Gold which may only pay for that card.",
    )
    monk = personality("Quiet Monk", keywords=["Monk"])
    t = _recruit_table(conscriptors, monk, SAMURAI)
    holding_ = t.in_play("Conscriptors")
    spearmen = follower("Spearmen")
    assert payment.producers(t.state, 0, Purchase(spearmen))[holding_.iid] == 2
    t.in_play("Quiet Monk")
    assert payment.producers(t.state, 0, Purchase(spearmen))[holding_.iid] == 2
    t.in_play("Plain Samurai")
    assert payment.producers(t.state, 0, Purchase(spearmen))[holding_.iid] == 3
    assert payment.producers(t.state, 0, Purchase(SAMURAI))[holding_.iid] == 2


def test_more_cost_phrasings() -> None:
    """The Sleepless One ("Enters play paying 1 less Gold."), Bayushi Tarou ("... if you
    control a Courtier."), Diplomatic Apprentice ("Crane Clan and Scorpion Clan players Equip
    this Follower for 2 less Gold."), North Wall of Otosan Uchi ("..., but its Gold cost will
    not be otherwise reduced."), H-tach'ch ("H-tach'ch's Gold Cost will not be reduced by
    cards' effects."), Hida Tsuru ("Tsuru attaches Followers for 2 less Gold."), Ratling
    Scroungers ("This Personality attaches Items paying 2 less Gold, to a minimum of 1."),
    Gaijin Merchant ("When paying for a Follower or Item Equipping to this Personality, it
    enters play for 2 less Gold.")."""
    anyone = card("Anyone", "Follower")
    sleepless = read_cost("Enters play paying 1 less Gold.", anyone)
    assert sleepless is not None and sleepless.own and not sleepless.clans
    tarou = read_cost("Enters play paying 2 less Gold if you control a Courtier.", anyone)
    assert tarou is not None and tarou.control
    apprentice = read_cost(
        "Crane Clan and Scorpion Clan players Equip this Follower for 2 less Gold.", anyone
    )
    assert apprentice is not None and apprentice.clans == ("Crane", "Scorpion")
    wall = read_cost(
        "This Holding enters play for 3 less Gold if you are a Phoenix Clan player, but its Gold "
        "cost will not be otherwise reduced.",
        anyone,
    )
    assert wall is not None and wall.alone and wall.clans == ("Phoenix",)
    htachch = personality("H-tach'ch")
    fixed = read_cost("H-tach'ch's Gold Cost will not be reduced by cards' effects.", htachch)
    assert fixed is not None and fixed.alone and fixed.gold == 0
    tsuru = personality("Hida Tsuru")
    host = read_cost("Tsuru attaches Followers for 2 less Gold.", tsuru)
    assert host is not None and host.host and host.clause.applies(Purchase(follower("Any")))
    scroungers = read_cost(
        "This Personality attaches Items paying 2 less Gold, to a minimum of 1.", anyone
    )
    assert scroungers is not None and scroungers.host and scroungers.minimum == 1
    merchant = read_cost(
        "When paying for a Follower or Item Equipping to this Personality, it enters play for 2 "
        "less Gold.",
        anyone,
    )
    assert merchant is not None and merchant.host and len(merchant.clause.kinds) == 2


def test_what_attaches_to_a_personality_costs_less() -> None:
    """Hida Tsuru: Followers attach to him for 2 less; Ratling Scroungers (a Follower): Items
    attach to its Personality for 2 less, to a minimum of 1; another Personality pays full."""
    tsuru = personality(
        "Hida Tsuru", cost=9, text_plain="Tsuru attaches Followers for 2 less Gold."
    )
    scroungers = follower(
        "Ratling Scroungers",
        cost=4,
        text_plain="This Personality attaches Items paying 2 less Gold, to a minimum of 1.",
    )
    assert assess(tsuru).status == FULL and assess(scroungers).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[tsuru, SAMURAI], fate=[scroungers]),
        deck("Second", stronghold(honor=2)),
    )
    hida = t.in_play("Hida Tsuru")
    samurai = t.in_play("Plain Samurai")
    spearmen = follower("Spearmen", cost=3)
    assert play.attach_cost(t.state, 0, spearmen, hida) == 1
    assert play.attach_cost(t.state, 0, spearmen, samurai) == 3
    assert play.attach_cost(t.state, 0, FAN, samurai) == 4
    castle = t.state.players[0].stronghold
    t.act(0, Attach(t.to_hand("Ratling Scroungers").iid, samurai.iid, (castle,)))
    assert play.attach_cost(t.state, 0, FAN, samurai) == 2
    assert play.attach_cost(t.state, 0, item("Cheap Fan", cost=2), samurai) == 1


def test_a_cost_that_no_other_card_reduces() -> None:
    """North Wall of Otosan Uchi: 3 less for a Phoenix Clan player, "but its Gold cost will
    not be otherwise reduced": a Stronghold that makes Holdings cheaper does not; H-tach'ch:
    no reduction at all, though the Stronghold would lower a Personality's cost."""
    wall = holding(
        "North Wall of Otosan Uchi",
        cost=6,
        text="This Holding enters play for 3 less Gold if you are a Phoenix Clan player, but "
        "its Gold cost will not be otherwise reduced.",
    )
    htachch = personality(
        "H-tach'ch",
        cost=8,
        text_plain="H-tach'ch's Gold Cost will not be reduced by cards' effects.",
    )
    home = card(
        "Generous Castle",
        "Stronghold",
        clans=["Phoenix"],
        province_strength=8,
        gold_production=5,
        starting_honor=5,
        text_plain="Holdings and Personalities enter play for you for 1 less Gold.",
    )
    assert assess(wall).status == FULL and assess(htachch).status == FULL
    t = Table(deck("First", home), deck("Second", stronghold(honor=2, clans=["Crab"])))
    assert play.recruit_cost(t.state, 0, wall, "full") == 3
    assert play.recruit_cost(t.state, 0, holding("Farm", cost=6), "full") == 5
    assert play.recruit_cost(t.state, 0, htachch, "full") == 8
    assert play.recruit_cost(t.state, 1, wall, "full") == 6


def test_costs_that_count_the_player_s_cards() -> None:
    """Foolish Pride (a Strategy): "This card has -1 Gold Cost for each Courtier you
    control." — its cost, paid as its action's, falls by one per Courtier; Moto Kang: "Kang
    enters play for 1 less Gold for each Shugenja you control."; The Feeding Hills: "... for
    each Shadowlands Follower and Personality you control."; Shiryo no Yogo: "Your Ninja
    cards in and out of play have -2 Gold Cost."; Tasu Sensei: "Non-Courtier Personalities you
    own in and out of play have +1 Gold Cost."; Hitaka's "All Jade cards ..." (every
    player's) is not read."""
    pride = strategy(
        "Foolish Pride",
        gold_cost=3,
        text="This card has -1 Gold Cost for each Courtier you control.",
    )
    [change] = gold.record(pride).costs
    assert change.clause.action and change.per
    kang = personality(
        "Moto Kang",
        cost=6,
        text_plain="Kang enters play for 1 less Gold for each Shugenja you control.",
    )
    hills = read_cost(
        "This Holding enters play for 1 less Gold for each Shadowlands Follower and "
        "Personality you control.",
        holding("The Feeding Hills"),
    )
    assert hills is not None and len(hills.per) == 2
    yogo = read_cost("Your Ninja cards in and out of play have -2 Gold Cost.", kang)
    assert yogo is not None and not yogo.own and yogo.gold == -2
    tasu = read_cost(
        "Non-Courtier Personalities you own in and out of play have +1 Gold Cost.", kang
    )
    assert tasu is not None and tasu.gold == 1
    assert read_cost("All Jade cards in and out of play have +2 Gold Cost.", kang) is None
    courtier = personality("Court Lady", keywords=["Courtier"])
    shugenja = personality("Young Shugenja", keywords=["Shugenja"])
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[courtier, courtier, shugenja]),
        deck("Second", stronghold(honor=2)),
    )
    assert payment.cost(t.state, 0, pride, 3, True) == 3
    t.in_play("Court Lady")
    t.in_play("Court Lady")
    assert payment.cost(t.state, 0, pride, 3, True) == 1
    assert play.recruit_cost(t.state, 0, kang, "full") == 6
    t.in_play("Young Shugenja")
    assert play.recruit_cost(t.state, 0, kang, "full") == 5
    assert assess(kang).status == FULL and assess(pride).status == FULL


def test_a_sensei_s_cost_change_is_the_stronghold_s() -> None:
    """Tasu Sensei: "Non-Courtier Personalities you own in and out of play have +1 Gold
    Cost." («Сенсей»: the Sensei's abilities count as printed on the Stronghold)."""
    tasu = card(
        "Tasu Sensei",
        "Sensei",
        province_strength=0,
        gold_production=0,
        starting_honor=0,
        text_plain="Non-Courtier Personalities you own in and out of play have +1 Gold Cost.",
    )
    courtier = personality("Court Lady", cost=4, keywords=["Courtier"])
    t = Table(deck("First", stronghold(honor=5), sensei=tasu), deck("Second"))
    assert play.recruit_cost(t.state, 0, SAMURAI, "full") == 7
    assert play.recruit_cost(t.state, 0, courtier, "full") == 4
    assert play.recruit_cost(t.state, 1, SAMURAI, "full") == 6


def test_production_that_counts_cards() -> None:
    """Blacksmiths: ":bow:: Produce 2 Gold, plus 1 Gold for each Iron Mine in play." (every
    player's Iron Mines); Sycophant: ":bow:: Produce an amout of Gold equal to the number of
    bowed Personalities you control, plus 2." (the card's own spelling); Silk Farm: "... the
    number of Forests in play plus the number of Silk Works in play."; Fields of Grain's
    "the number of Provinces you have" is not read."""
    smiths = holding(
        "Blacksmiths",
        text=":bow:: Produce 2 Gold, plus 1 Gold for each Iron Mine in play.",
    )
    mine = holding("Iron Mine", text=":bow:: Produce 2 Gold.")
    sycophant = holding(
        "Sycophant",
        text=":bow:: Produce an amout of Gold equal to the number of bowed Personalities you "
        "control, plus 2.",
    )
    silk = read_option(
        ":bow:: Produce an amount of Gold equal to the number of Forests in play plus the "
        "number of Silk Works in play.",
        smiths,
    )
    assert silk is not None and len(silk.counts) == 2
    assert (
        read_option(
            ":bow:: Produce Gold equal to the number of Provinces you have, minus 1.", smiths
        )
        is None
    )
    assert assess(smiths).status == FULL and assess(sycophant).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[smiths, mine, sycophant, SAMURAI, SAMURAI]),
        deck("Second", stronghold(honor=2), dynasty=[mine]),
    )
    forge = t.in_play("Blacksmiths")
    syc = t.in_play("Sycophant")
    assert payment.producers(t.state, 0)[forge.iid] == 2
    assert payment.producers(t.state, 0)[syc.iid] == 2
    t.in_play("Iron Mine", 0)
    t.in_play("Iron Mine", 1)
    assert payment.producers(t.state, 0)[forge.iid] == 4
    first = t.in_play("Plain Samurai")
    t.in_play("Plain Samurai")
    t.act(0, f"manual bow {first.iid}")
    assert payment.producers(t.state, 0)[syc.iid] == 3


def test_a_production_line_counts_only_when_read_whole() -> None:
    """Daidoji Merchants ("Produce 3 Gold, plus 1 Gold if you control one or more Ports,
    plus 1 Gold if you control one or more Markets."), a Magistrate's "or 3 Gold if you
    control a Magistrate", "or 4 Gold if paying for a Holding which may only pay for that
    card": read whole. A line whose bonus is not read ("... or 3 Gold if it is the Attack
    Phase") is left to the player («Способности и надписи»: the text is the card's), though
    its plain Gold is still produced."""
    merchants = holding(
        "Daidoji Merchants",
        text=":bow:: Produce 3 Gold, plus 1 Gold if you control one or more Ports, plus 1 Gold "
        "if you control one or more Markets.",
    )
    [option] = gold.record(merchants).options
    assert option.gold == 3 and [c.most for c in option.counts] == [1, 1]
    magistrates = read_option(
        ":bow:: Produce 2 Gold, or 3 Gold if you control a Magistrate.", merchants
    )
    assert magistrates is not None and magistrates.control and magistrates.clause is None
    builders = read_option(
        ":bow:: Produce 2 Gold, or 4 Gold if paying for a Holding which may only pay for that "
        "card.",
        merchants,
    )
    assert builders is not None and builders.applies(Purchase(holding("Any Holding")))
    attack = holding("War Camp", text=":bow:: Produce 2 Gold, or 3 Gold if it is the Attack Phase.")
    assert assess(attack).status != FULL
    port = holding("Small Port", keywords=["Port"], text="")
    market = holding("Small Market", keywords=["Market"], text="")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[merchants, port, port, market, attack]),
        deck("Second", stronghold(honor=2)),
    )
    shop = t.in_play("Daidoji Merchants")
    camp = t.in_play("War Camp")
    assert payment.producers(t.state, 0)[shop.iid] == 3
    assert payment.producers(t.state, 0)[camp.iid] == 2
    t.in_play("Small Port")
    t.in_play("Small Port")
    assert payment.producers(t.state, 0)[shop.iid] == 4
    t.in_play("Small Market")
    assert payment.producers(t.state, 0)[shop.iid] == 5
    assert assess(merchants).status == FULL
