"""Hand-written records of Holdings and Regions (rules/engine/scripts), with their target
conditions (`rules.engine.dynasty_conditions`), each played through the engine: targets are
chosen when the action is announced (Targeting — «Выбор цели и перенаправление»)."""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    holding,
    personality,
    region,
    strategy,
    stronghold,
)

GARDEN = holding(
    "Garden of Serenity",
    cost=6,
    text=":bow:: Produce 4 Gold.\nRepeatable Limited, :bow:: Gain 1 Honor.\nRepeatable Battle, "
    ":bow:: Bow a target Shadowlands Follower, or Shadowlands Personality without unbowed "
    "Followers.",
)
TEMPLE = holding(
    "Temple of Bishamon",
    cost=4,
    text="Will not enter play if your Family Honor is 4 or lower.\nRepeatable Limited, :bow:: "
    "Gain 1 Honor.\nAbsent Repeatable Battle, :bow:: Bow a target Shadowlands card in an "
    "attacking army at one of your Provinces' battlefields.",
)
GROVE = region(
    "Traitor's Grove",
    cost=0,
    text_plain="Limited: Destroy a target Personality who has your Clan Alignment and does "
    "not have his controller's Clan Alignment.",
)
ONI = personality("Oni", force=3, clans=["Shadowlands"], keywords=["Shadowlands"])
BRUTE = personality("Brute", force=3, clans=["Shadowlands"], keywords=["Shadowlands"])
GOBLIN = follower("Goblin", keywords=["Shadowlands"])
BUSHI = personality("Bushi")


def test_the_records_make_the_cards_full() -> None:
    for defn in (GARDEN, TEMPLE, GROVE):
        assert assess(defn).status == FULL, defn.title


def test_garden_of_serenity_bows_a_follower_or_a_personality_without_unbowed_followers() -> None:
    """Garden of Serenity: a Shadowlands Follower may be chosen, and a Shadowlands
    Personality only while none of his Followers is unbowed."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ONI, BRUTE], fate=[GOBLIN]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[GARDEN, BUSHI]),
    )
    oni, brute = t.in_play("Oni"), t.in_play("Brute")
    goblin = t.take("Goblin", 0, f"on:{oni.iid}")
    garden = t.in_play("Garden of Serenity", seat=1)
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (oni, 0), (brute, 0))
    t.defend((guard, 0))
    use = f"use {garden.iid} 2 pay - targets "
    offered = sorted(a for a in t.legal(1) if a.startswith(use))
    assert offered == sorted(f"{use}{iid}" for iid in (goblin.iid, brute.iid))
    t.act(1, f"{use}{goblin.iid}")
    assert goblin.bowed and garden.bowed
    # The Goblin now bowed, Oni has no unbowed Follower.
    t.act(1, f"manual straighten {garden.iid}")
    t.act(0, Pass())
    offered = sorted(a for a in t.legal(1) if a.startswith(use))
    assert f"{use}{oni.iid}" in offered and f"{use}{brute.iid}" in offered


def test_temple_of_bishamon_bows_an_attacker_at_any_of_your_provinces() -> None:
    """Temple of Bishamon: Absent — its controller needs no unit in the battle; the target
    is in an attacking army at one of his Provinces' battlefields, here or at another."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ONI, BRUTE, BUSHI]),
        deck("Second", stronghold("Other Castle", honor=6), dynasty=[TEMPLE]),
    )
    oni, brute, bushi = t.in_play("Oni"), t.in_play("Brute"), t.in_play("Bushi")
    temple = t.in_play("Temple of Bishamon", seat=1)
    t.to_attack()
    t.attack(1, (oni, 0), (bushi, 0), (brute, 1))
    t.defend()
    use = f"use {temple.iid} 1 pay - targets "
    # The attacker chooses to fight at the first Province first.
    t.act(0, next(a for a in t.legal(0) if a.endswith(str(t.province(1, 0).pid))))
    while t.game.to_act != 1:
        t.act(t.game.to_act, Pass())
    offered = sorted(a for a in t.legal(1) if a.startswith(use))
    assert offered == sorted(f"{use}{iid}" for iid in (oni.iid, brute.iid))
    t.act(1, f"{use}{brute.iid}")
    assert brute.bowed and temple.bowed and not oni.bowed


def test_traitors_grove_destroys_a_personality_of_your_clan_serving_another() -> None:
    """Traitor's Grove: a Crab player destroys a Crab Personality controlled by a Crane
    player, not a Crane Personality, nor his own Crab."""
    crab = personality("Crab Exile", clans=["Crab"])
    crane = personality("Crane Courtier", clans=["Crane"])
    t = Table(
        deck("First", stronghold(honor=5, clans=("Crab",)), dynasty=[GROVE, BUSHI]),
        deck("Second", stronghold("Other Castle", honor=2, clans=("Crane",)), [crab, crane]),
    )
    mine = t.in_play("Bushi")
    exile, courtier = t.in_play("Crab Exile", seat=1), t.in_play("Crane Courtier", seat=1)
    t.to_province("Traitor's Grove", 0, 0, face_up=False)
    t.pass_until("action", seat=0, later=True)
    grove = t.find("Traitor's Grove", 0)
    assert grove.zone == "attached"
    offered = [a for a in t.legal(0) if a.startswith(f"use {grove.iid} ")]
    assert offered == [f"use {grove.iid} 0 pay - targets {exile.iid}"]
    t.act(0, offered[0])
    assert not exile.in_play and courtier.in_play and mine.in_play


SHRINES = holding(
    "Ancestral Shrines of Otosan Uchi",
    cost=4,
    text="Repeatable Limited: Bow your target unbowed performing Personality. He meditates at "
    "a shrine. If he bowed, give him +1F/+2C until your next turn ends.",
)
ALTAR = holding(
    "Bloodspeaker's Altar",
    cost=2,
    text="Maho Repeatable Limited, :bow:: Destroy your target performing Personality or "
    "non-created Follower to draw a card and lose 2 Honor.",
)
SPEARMEN = follower("Spearmen")


def test_more_records_make_the_cards_full() -> None:
    for defn in (SHRINES, ALTAR):
        assert assess(defn).status == FULL, defn.title


def test_ancestral_shrines_bow_a_personality_for_a_lasting_bonus() -> None:
    """Ancestral Shrines of Otosan Uchi: the Personality bows, then has +1F/+2C until his
    controller's next turn ends (through the other player's turn)."""
    t = Table(deck("First", stronghold(honor=5), dynasty=[SHRINES, BUSHI]))
    shrines, bushi = t.in_play("Ancestral Shrines of Otosan Uchi"), t.in_play("Bushi")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"use {shrines.iid} ")]
    assert offered == [f"use {shrines.iid} 0 pay - targets {bushi.iid}"]
    t.act(0, offered[0])
    assert bushi.bowed and not shrines.bowed
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (3, 4)
    # Bowed, he is not offered again (the target must be unbowed).
    assert not [a for a in t.legal(0) if a.startswith(f"use {shrines.iid} ")]
    t.pass_until("action", seat=1)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (3, 4)
    t.pass_until("action", seat=0, later=True)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (3, 4)
    t.pass_until("action", seat=1, later=True)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (2, 2)


def test_bloodspeakers_altar_destroys_a_performer_to_draw() -> None:
    """Bloodspeaker's Altar: the performer (a Personality or a printed Follower) is
    destroyed as the cost; the player draws a card and loses 2 Honor."""
    t = Table(deck("First", stronghold(honor=5), dynasty=[ALTAR, BUSHI], fate=[SPEARMEN]))
    altar, bushi = t.in_play("Bloodspeaker's Altar"), t.in_play("Bushi")
    spear = t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.pass_until("action", seat=0)
    use = f"use {altar.iid} 0 pay - targets "
    offered = sorted(a for a in t.legal(0) if a.startswith(use))
    assert offered == sorted(f"{use}{iid}" for iid in (bushi.iid, spear.iid))
    me = t.state.players[0]
    hand, honor = len(me.hand), me.honor
    t.act(0, f"{use}{spear.iid}")
    assert not spear.in_play and bushi.in_play and altar.bowed
    assert len(me.hand) == hand + 1 and me.honor == honor - 2


JUROJIN = holding(
    "Shrine to Jurojin",
    cost=4,
    text=":bow:: Produce 2 Gold.\nReaction, :bow:: Before a dishonorable Personality is "
    "destroyed, target and rehonor him, and if you control him, gain 2 Honor.",
)
YOKUTSU = card(
    "Yokutsu no Shiryo",
    "Ancestor",
    deck="Fate",
    clans=["Crab"],
    force=1,
    chi=1,
    force_is_modifier=True,
    chi_is_modifier=True,
    gold_cost=2,
    text_plain="Repeatable Reaction, :bow:: Before one of your Personalities is dishonored, the "
    "Personality commits seppuku. Gain Honor equal to the Personality's printed Personal "
    "Honor.",
)
SLAY = strategy("Slay", text="Limited: Destroy a target Personality.")
SHAME = strategy("Shame", text="Limited: Dishonor a target Personality.")
VETERAN = personality("Veteran", honor=3)


def test_still_more_records_make_the_cards_full() -> None:
    for defn in (JUROJIN, YOKUTSU):
        assert assess(defn).status == FULL, defn.title


def test_shrine_to_jurojin_rehonors_a_dying_personality() -> None:
    """Shrine to Jurojin: before the dishonorable Personality is destroyed he is rehonored
    (he dies honorable); his controller, the Shrine's, gains 2 Honor."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[JUROJIN, VETERAN], fate=[SLAY]),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    shrine, veteran = t.in_play("Shrine to Jurojin"), t.in_play("Veteran")
    slay = t.to_hand("Slay")
    t.pass_until("action", seat=0)
    t.act(0, f"manual dishonor {veteran.iid}")
    assert veteran.dishonored
    t.act(0, f"play {slay.iid} 0 pay - targets {veteran.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} ")]
    assert offered
    honor = t.state.players[0].honor
    t.act(0, offered[0])
    while t.game.waiting_for is not None and t.game.to_act is not None:
        t.act(t.game.to_act, Pass())
    assert not veteran.in_play and not veteran.dishonored and shrine.bowed
    assert t.state.players[0].honor == honor + 2


def test_shrine_to_jurojin_gives_no_honor_for_another_players_personality() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[JUROJIN], fate=[SLAY]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[VETERAN]),
    )
    shrine, veteran = t.in_play("Shrine to Jurojin"), t.in_play("Veteran", seat=1)
    slay = t.to_hand("Slay")
    t.pass_until("action", seat=0)
    t.act(0, f"manual dishonor {veteran.iid}")
    t.act(0, f"play {slay.iid} 0 pay - targets {veteran.iid}")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {shrine.iid} ")]
    honor = t.state.players[0].honor
    t.act(0, use)
    while t.game.waiting_for is not None and t.game.to_act is not None:
        t.act(t.game.to_act, Pass())
    assert not veteran.in_play and not veteran.dishonored
    assert t.state.players[0].honor == honor


def test_yokutsu_no_shiryo_commits_seppuku_before_dishonor() -> None:
    """Yokutsu no Shiryo (on the Veteran): before he is dishonored he commits seppuku,
    dying honorable, and his controller gains his printed Personal Honor (3)."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[VETERAN], fate=[YOKUTSU]),
        deck("Second", stronghold("Other Castle", honor=2), fate=[SHAME]),
    )
    veteran = t.in_play("Veteran")
    shiryo = t.in_play("Yokutsu no Shiryo")
    t.act(0, f"manual move {shiryo.iid} to on:{veteran.iid}")
    shame = t.to_hand("Shame", seat=1)
    t.pass_until("action", seat=1)
    t.act(1, f"play {shame.iid} 0 pay - targets {veteran.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"use {shiryo.iid} ")]
    assert offered
    honor = t.state.players[0].honor
    entry = t.act(0, offered[0])
    assert "Veteran commits seppuku" in entry.notes
    assert not veteran.in_play and not veteran.dishonored
    assert t.state.players[0].honor == honor + 3
