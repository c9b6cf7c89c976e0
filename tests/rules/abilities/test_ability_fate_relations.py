"""Fate cards whose targets are described by a relation (`rules.engine.target_comparisons`) or
whose text acts on the card itself if the target is so (`phrasings.own_card_if`), played at
the table. Targeting — «Выбор цели и перенаправление»: the targets are chosen as the action
is announced, and only cards the description fits may be chosen; Spells — «Заклинания»:
a Spell's action is performed by the Shugenja it is attached to, who bows as its cost.

- Restless Zokujin: "Repeatable Battle, :bow:: Bow a target enemy Follower with greater
  printed Force than its Personality."
- Stifling Wind: "Battle: Any number of times per turn, bow this Shugenja and target a
  Personality without unbowed Followers attached: Bow him."
- Perfect Attunement: "Battle: Bow this Shugenja, destroy this card, and target an enemy
  Personality with Force equal to this Shugenja's Force: Destroy the target."
- Energy Transference: "Battle/Open: Any number of times per turn, bow this Shugenja and
  target a Personality: Switch his Force and Chi. Destroy this Spell if the Personality is
  not yours."
- Burning Blade: "Repeatable Battle/Open: Bow this Shugenja to give a target Weapon
  +3F/+3C." (a Weapon's bonus counts to its Personality's Force and Chi)
"""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, follower, item, personality, stronghold

ZOKUJIN = follower(
    "Restless Zokujin",
    force=2,
    keywords=("Nonhuman", "Zokujin"),
    text_plain="Repeatable Battle, :bow:: Bow a target enemy Follower with greater printed "
    "Force than its Personality.",
)
STIFLING = card(
    "Stifling Wind",
    "Spell",
    deck="Fate",
    gold_cost=0,
    keywords=["Elemental"],
    text_plain="Battle: Any number of times per turn, bow this Shugenja and target an enemy "
    "Follower: Bow it.\nBattle: Any number of times per turn, bow this Shugenja and target a "
    "Personality without unbowed Followers attached: Bow him.",
)
ATTUNEMENT = card(
    "Perfect Attunement",
    "Spell",
    deck="Fate",
    gold_cost=0,
    keywords=["Void"],
    text_plain="Battle: Bow this Shugenja, destroy this card, and target an enemy Personality "
    "with Force equal to this Shugenja's Force: Destroy the target.",
)
TRANSFERENCE = card(
    "Energy Transference",
    "Spell",
    deck="Fate",
    gold_cost=0,
    text_plain="Battle/Open: Any number of times per turn, bow this Shugenja and target a "
    "Personality: Switch his Force and Chi. Destroy this Spell if the Personality is not "
    "yours.",
)
BURNING = card(
    "Burning Blade",
    "Spell",
    deck="Fate",
    gold_cost=0,
    text_plain="Repeatable Battle/Open: Bow this Shugenja to give a target Weapon +3F/+3C.",
)
KATANA = item("Katana", force=2, chi=0, keywords=("Weapon",))
FAN = item("Fan", force=0, chi=1)
ADEPT = personality("Adept", force=2, chi=3, keywords=("Shugenja",))
BUSHI = personality("Bushi", force=1, chi=2)
GUARD = personality("Guard", force=2, chi=1)
BRUTE = personality("Brute", force=4, chi=1)
BIG = follower("Big Men", force=3)
SMALL = follower("Small Men", force=1)


def table(theirs=(), fate=(), their_fate=()) -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[ADEPT, BUSHI], fate=list(fate)),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, BRUTE], fate=list(their_fate)),
    )


def on(t: Table, title: str, host, seat: int = 0):
    return t.take(title, seat, f"on:{host.iid}")


def battle(t: Table, mine, theirs) -> None:
    """Seat 0 attacks Province 0 of seat 1; the battle's actions begin with seat 0's turn
    to act."""
    t.to_attack()
    t.attack(1, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    if t.game.waiting_for == "choose battle":
        t.act(0, f"battle {t.province(1, 0).pid}")
    if t.game.to_act == 1:
        t.act(1, Pass())


def uses(t: Table, card, seat: int = 0) -> list[str]:
    return sorted(a for a in t.legal(seat) if a.startswith(f"use {card.iid} "))


def targets_of(actions: list[str]) -> set[str]:
    return {a.split(" targets ")[1] for a in actions if " targets " in a}


def test_restless_zokujin_bows_a_follower_stronger_than_its_personality() -> None:
    assert automation(ZOKUJIN).status == FULL
    t = table(fate=[ZOKUJIN], their_fate=[BIG, SMALL])
    bushi = t.in_play("Bushi")
    guard, brute = t.in_play("Guard", seat=1), t.in_play("Brute", seat=1)
    zokujin = on(t, "Restless Zokujin", bushi)
    big = on(t, "Big Men", guard, seat=1)  # 3F on a 2F Personality: fits
    small = on(t, "Small Men", brute, seat=1)  # 1F on a 4F Personality: does not
    battle(t, [bushi], [guard, brute])
    actions = uses(t, zokujin)
    assert targets_of(actions) == {str(big.iid)}
    t.act(0, actions[0])
    assert big.bowed and not small.bowed and zokujin.bowed


def test_stifling_wind_bows_a_personality_whose_followers_are_all_bowed() -> None:
    assert automation(STIFLING).status == FULL
    t = table(fate=[STIFLING], their_fate=[BIG])
    adept = t.in_play("Adept")
    guard, brute = t.in_play("Guard", seat=1), t.in_play("Brute", seat=1)
    spell = on(t, "Stifling Wind", adept)
    big = on(t, "Big Men", guard, seat=1)
    battle(t, [adept], [guard, brute])
    personal = [a for a in uses(t, spell) if a.startswith(f"use {spell.iid} 1 ")]
    # The Guard's Follower is unbowed: only the Brute (and the Adept himself) may be chosen.
    assert targets_of(personal) == {str(brute.iid), str(adept.iid)}
    t.act(0, next(a for a in personal if a.endswith(f"targets {brute.iid}")))
    assert brute.bowed and adept.bowed
    assert not big.bowed


def test_stifling_wind_reaches_him_once_his_followers_are_bowed() -> None:
    t = table(fate=[STIFLING], their_fate=[BIG])
    adept = t.in_play("Adept")
    guard = t.in_play("Guard", seat=1)
    spell = on(t, "Stifling Wind", adept)
    big = on(t, "Big Men", guard, seat=1)
    t.act(0, f"manual bow {big.iid}")
    battle(t, [adept], [guard])
    personal = [a for a in uses(t, spell) if a.startswith(f"use {spell.iid} 1 ")]
    assert str(guard.iid) in targets_of(personal)


def test_perfect_attunement_destroys_an_enemy_of_equal_force() -> None:
    assert automation(ATTUNEMENT).status == FULL
    t = table(fate=[ATTUNEMENT])
    adept = t.in_play("Adept")  # 2F
    guard, brute = t.in_play("Guard", seat=1), t.in_play("Brute", seat=1)
    spell = on(t, "Perfect Attunement", adept)
    battle(t, [adept], [guard, brute])
    actions = uses(t, spell)
    assert targets_of(actions) == {str(guard.iid)}
    t.act(0, actions[0])
    assert not guard.in_play and brute.in_play
    assert not spell.in_play and adept.bowed


def test_energy_transference_keeps_the_spell_on_your_own_personality() -> None:
    assert automation(TRANSFERENCE).status == FULL
    t = table(fate=[TRANSFERENCE])
    adept, bushi = t.in_play("Adept"), t.in_play("Bushi")
    spell = on(t, "Energy Transference", adept)
    t.pass_until("action", seat=0)
    [use] = [a for a in uses(t, spell) if a.endswith(f"targets {bushi.iid}")]
    t.act(0, use)
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (2, 1)
    assert spell.in_play and adept.bowed


def test_energy_transference_is_destroyed_on_another_players_personality() -> None:
    t = table(fate=[TRANSFERENCE])
    adept = t.in_play("Adept")
    brute = t.in_play("Brute", seat=1)
    spell = on(t, "Energy Transference", adept)
    t.pass_until("action", seat=0)
    [use] = [a for a in uses(t, spell) if a.endswith(f"targets {brute.iid}")]
    t.act(0, use)
    assert (stats.force(t.state, brute), stats.chi(t.state, brute)) == (1, 4)
    assert not spell.in_play


def test_burning_blade_gives_a_weapon_and_so_its_personality_three_force_and_chi() -> None:
    assert automation(BURNING).status == FULL
    t = table(fate=[BURNING, KATANA, FAN])
    adept, bushi = t.in_play("Adept"), t.in_play("Bushi")
    spell = on(t, "Burning Blade", adept)
    katana = on(t, "Katana", bushi)
    on(t, "Fan", bushi)
    t.pass_until("action", seat=0)
    actions = uses(t, spell)
    # Only the Weapon may be chosen (not the Fan, nor any Personality).
    assert targets_of(actions) == {str(katana.iid)}
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (3, 3)
    t.act(0, actions[0])
    assert (stats.force(t.state, bushi), stats.chi(t.state, bushi)) == (6, 6)
    assert adept.bowed


# "with lower Force than this Shugenja" (Akashic Purification's first sentence): the Spell's
# Shugenja is the one compared.
PURIFYING = card(
    "Purifying Light",
    "Spell",
    deck="Fate",
    gold_cost=0,
    text_plain="Battle: Any number of times per turn, bow this Shugenja and target an enemy "
    "card with lower Force than this Shugenja: Bow it.",
)


def test_lower_force_than_this_shugenja_compares_with_the_spells_shugenja() -> None:
    assert automation(PURIFYING).status == FULL
    strong = personality("Strong Adept", force=3, chi=3, keywords=("Shugenja",))
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[strong], fate=[PURIFYING]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, BRUTE]),
    )
    adept = t.in_play("Strong Adept")
    guard, brute = t.in_play("Guard", seat=1), t.in_play("Brute", seat=1)
    spell = on(t, "Purifying Light", adept)
    battle(t, [adept], [guard, brute])
    actions = uses(t, spell)
    # The Guard (2F) has less Force than the Adept (3F); the Brute (4F) has not.
    assert targets_of(actions) == {str(guard.iid)}
    t.act(0, actions[0])
    assert guard.bowed and adept.bowed and not brute.bowed


# Sharp-Sharp Stick: "Battle: If this Personality is a Ratling, bow and destroy this card
# and target an enemy Shadowlands card without attachments: Destroy it." (the compiler's
# conditional costs, `phrasings.conditional_costs`).
STICK = card(
    "Sharp-Sharp Stick",
    "Item",
    deck="Fate",
    gold_cost=0,
    force=1,
    chi=1,
    force_is_modifier=True,
    chi_is_modifier=True,
    keywords=["Weapon"],
    text_plain="Battle: If this Personality is a Ratling, bow and destroy this card and target "
    "an enemy Shadowlands card without attachments: Destroy it.",
)
RATLING = personality("Ratling Scout", force=1, chi=1, keywords=("Nonhuman", "Ratling"))
GOBLIN = personality("Goblin", force=3, chi=0, clans=("Shadowlands",), keywords=("Shadowlands",))
OGRE = personality("Ogre", force=4, chi=0, clans=("Shadowlands",), keywords=("Shadowlands",))


def stick_table(bearer) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[bearer], fate=[STICK]),
        deck("Second", stronghold(honor=2), dynasty=[GOBLIN, OGRE, GUARD], fate=[SMALL]),
    )


def test_sharp_sharp_stick_on_a_ratling_destroys_a_bare_shadowlands_card() -> None:
    assert automation(STICK).status == FULL
    t = stick_table(RATLING)
    ratling = t.in_play("Ratling Scout")
    stick = on(t, "Sharp-Sharp Stick", ratling)
    goblin, ogre = t.in_play("Goblin", seat=1), t.in_play("Ogre", seat=1)
    guard = t.in_play("Guard", seat=1)
    on(t, "Small Men", ogre, seat=1)
    battle(t, [ratling], [goblin, ogre, guard])
    actions = uses(t, stick)
    # The Ogre has an attachment; the Guard is not Shadowlands.
    assert targets_of(actions) == {str(goblin.iid)}
    t.act(0, actions[0])
    assert not goblin.in_play and not stick.in_play and ogre.in_play


def test_sharp_sharp_stick_needs_a_ratling() -> None:
    t = stick_table(BUSHI)
    bushi = t.in_play("Bushi")
    stick = on(t, "Sharp-Sharp Stick", bushi)
    goblin = t.in_play("Goblin", seat=1)
    battle(t, [bushi], [goblin])
    assert uses(t, stick) == []
