"""A card's own Ranged Attack that may target a Personality with Followers
(`phrasings.ranged_reach`). «Атака с расстояния»: a Ranged Attack targets one enemy card in
the battle, a Follower or a Personality without Followers, and destroys it if its strength
is at least the card's Force; these may also target a Personality with Followers.

- Poison Dartgun: "Battle: Once per battle: Ranged 2 Attack that may target a Personality
  with attached Followers."
- Han-kyu: "Battle: Bow this Personality: Ranged 3 Attack that may target a Personality even
  if he has Followers."
- Moshi Wakiza (Experienced): "Repeatable Battle, :bow:: Ranged 2 Attack that may target a
  Personality with attached Followers. This attack may not be combined." (a compiled attack
  is its own action, never joined with another's)
"""

from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

DARTGUN = card(
    "Poison Dartgun",
    "Item",
    deck="Fate",
    gold_cost=0,
    force=0,
    chi=0,
    force_is_modifier=True,
    chi_is_modifier=True,
    keywords=["Ninja", "Poison"],
    text_plain="Will only attach to a Ninja.\nBattle: Once per battle: Ranged 2 Attack that "
    "may target a Personality with attached Followers.",
)
HANKYU = card(
    "Han-kyu",
    "Item",
    deck="Fate",
    gold_cost=0,
    force=0,
    chi=0,
    force_is_modifier=True,
    chi_is_modifier=True,
    keywords=["Weapon"],
    text_plain="Will only attach to a Ninja Personality.\nBattle: Bow this Personality: Ranged "
    "3 Attack that may target a Personality even if he has Followers.",
)
WAKIZA = personality(
    "Moshi Wakiza",
    force=2,
    chi=4,
    keywords=("Shugenja", "Unique", "Experienced"),
    text_plain="Repeatable Battle, :bow:: Ranged 2 Attack that may target a Personality with "
    "attached Followers. This attack may not be combined.",
)
NINJA = personality("Shadow", force=1, chi=1, keywords=("Ninja",))
GUARD = personality("Guard", force=2, chi=1)
CAPTAIN = personality("Captain", force=4, chi=1)
ASHIGARU = follower("Ashigaru", force=1)


def table(mine, fate=()) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=list(mine), fate=list(fate)),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, CAPTAIN], fate=[ASHIGARU]),
    )


def battle(t: Table, mine, theirs) -> None:
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    if t.game.to_act == 1:
        t.act(1, Pass())


def uses(t: Table, card) -> list[str]:
    return sorted(a for a in t.legal(0) if a.startswith(f"use {card.iid} "))


def test_poison_dartgun_shoots_a_personality_past_his_followers() -> None:
    assert automation(DARTGUN).status == FULL
    t = table([NINJA], [DARTGUN])
    ninja = t.in_play("Shadow")
    dartgun = t.take("Poison Dartgun", 0, f"on:{ninja.iid}")
    guard = t.in_play("Guard", seat=1)
    ashigaru = t.take("Ashigaru", 1, f"on:{guard.iid}")
    battle(t, [ninja], [guard])
    actions = uses(t, dartgun)
    targets = {a.split(" targets ")[1] for a in actions}
    # The Guard has a Follower: a plain Ranged Attack could target only the Ashigaru.
    assert targets == {str(guard.iid), str(ashigaru.iid)}
    t.act(0, next(a for a in actions if a.endswith(f"targets {guard.iid}")))
    assert not guard.in_play
    # Once per battle.
    assert uses(t, dartgun) == [] or t.game.to_act != 0


def test_han_kyu_bows_its_personality_and_needs_the_strength() -> None:
    assert automation(HANKYU).status == FULL
    t = table([NINJA], [HANKYU])
    ninja = t.in_play("Shadow")
    bow = t.take("Han-kyu", 0, f"on:{ninja.iid}")
    captain = t.in_play("Captain", seat=1)
    t.take("Ashigaru", 1, f"on:{captain.iid}")
    battle(t, [ninja], [captain])
    [shot] = [a for a in uses(t, bow) if a.endswith(f"targets {captain.iid}")]
    t.act(0, shot)
    # Ranged 3 against the Captain's 4F (his Follower's Force is its own): not enough.
    assert captain.in_play and ninja.bowed


def test_moshi_wakiza_reads_whole() -> None:
    assert automation(WAKIZA).status == FULL
    t = table([WAKIZA])
    wakiza = t.in_play("Moshi Wakiza")
    guard = t.in_play("Guard", seat=1)
    t.take("Ashigaru", 1, f"on:{guard.iid}")
    battle(t, [wakiza], [guard])
    [shot] = [a for a in uses(t, wakiza) if a.endswith(f"targets {guard.iid}")]
    t.act(0, shot)
    assert not guard.in_play and wakiza.bowed
