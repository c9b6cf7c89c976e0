"""The Personality performing an action, on the printed text of real cards (Costs and
Effects — «Стоимость и эффекты»: who performs an action; Targeting and Redirection —
«Выбор цели и перенаправление»: targets chosen before costs are paid; Bowing — «Поворот
карт»: a bowed card performs no action)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.abilities import AUTO, actions_of
from rules.engine.actions import Pass
from rules.engine.cards import FOLLOWER, PERSONALITY, CardDef
from rules.engine.compiler import Reader
from rules.engine.effects import BOW, DESTROY, DISHONOR, DRAW, PLAYER, Effect
from rules.engine.effects_battle import CHALLENGE
from rules.engine.policies import aggressive_policy
from rules.engine.targets import ANYWHERE, ENEMY, YOURS, parse_target
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    holding,
    item,
    personality,
    strategy,
    stronghold,
)

LIES = strategy(
    "Lies",
    text="Limited: Bow your performing Courtier and target a Personality with lower Chi: "
    "Dishonor him.",
)
SHIRO_MIRUMOTO = card(
    "Shiro Mirumoto",
    "Stronghold",
    clans=["Dragon"],
    province_strength=7,
    gold_production=4,
    starting_honor=5,
    text_plain="Limited: Bow your target performing Personality with 4 or higher Chi to draw "
    "a card.",
)
ELEMENTAL_SHOCK = strategy(
    "Elemental Shock",
    text="Battle/Open: Bow your performing Monk or Shugenja and target a Monk or Shugenja: "
    "Bow him.",
)
PEASANT_VENGEANCE = strategy(
    "Peasant Vengeance",
    text="Battle: Bow your performing Follower and target an enemy Personality without "
    "attachments: Destroy him.",
)
TEST_OF_MIGHT = strategy(
    "Test of Might",
    text="Battle: Choose your performing unbowed Personality and target an enemy "
    "Personality: Your Personality duels the target. Both Personalities use their Force as "
    "their duel stat. The winner's controller gains 3 Honor. Bow the loser.",
)
INTERESTING_STICKS = strategy(
    "Interesting Sticks", text="Limited: Bow your performing Personality: Draw a card."
)
SHRINE_TO_BISHAMON = holding(
    "Shrine to Bishamon",
    text="Battle/Open, :bow:: Bow your target performing Personality at any location to give "
    "a target Personality +3F.",
)
CALM_OF_SHINSEI = strategy(
    "The Calm of Shinsei",
    text="Battle: Bow your performing Monk and target an enemy Personality with equal or less "
    "Chi: Move the target home.",
)

COURTIER = personality("Courtier", force=1, chi=3, keywords=("Courtier",))
ELDER = personality("Elder Courtier", force=1, chi=5, keywords=("Courtier",))
BUSHI = personality("Bushi", force=3, chi=2)
SAGE = personality("Sage", force=1, chi=4)
MONK = personality("Monk", force=1, chi=3, keywords=("Monk",))
HEAVY = personality("Heavy", force=4, chi=4)
PEASANTS = follower("Peasants", force=1)


# -- compiled records -----------------------------------------------------------------------
def test_bow_the_performer_and_a_target_with_lower_chi() -> None:
    """Lies: the performer is a target of the player's own Courtiers, bowed as the cost; the
    Personality "with lower Chi" is compared with him."""
    [ability] = actions_of(LIES)
    assert ability.effect == AUTO
    performer, target = ability.targets
    assert performer.side == YOURS and "performing" in performer.states
    assert performer.traits == ("Courtier",)
    assert target.conditions == (("chi", "below_self", 0),) and target.than == 0
    assert ability.bow_targets == (0,)
    assert ability.effects == (Effect(DISHONOR, 1),)


def test_bow_the_performer_to_an_effect() -> None:
    """Shiro Mirumoto: "Bow your target performing Personality with 4 or higher Chi to draw a
    card." — before "to" is the cost («Стоимость и эффекты»)."""
    [ability] = actions_of(SHIRO_MIRUMOTO)
    assert ability.effect == AUTO and ability.bow_targets == (0,)
    [performer] = ability.targets
    assert performer.conditions == (("chi", "min", 4),)
    assert ability.effects == (Effect(DRAW, PLAYER, amount=1),)


def test_monk_or_shugenja_is_either() -> None:
    """Elemental Shock: "Monk or Shugenja" names a Personality with one of the two traits,
    for the performer as for the other target."""
    [ability] = actions_of(ELEMENTAL_SHOCK)
    performer, target = ability.targets
    assert performer.one_of == target.one_of == ("Monk", "Shugenja")
    assert performer.traits == target.traits == ()
    assert ability.effects == (Effect(BOW, 1),)
    spies = parse_target("your target performing Ninja, Scout, or Spy Personality")
    assert spies is not None and spies.one_of == ("Ninja", "Scout", "Spy")


def test_choosing_the_performer_does_not_bow_him() -> None:
    """Test of Might: "Choose your performing unbowed Personality and target an enemy
    Personality: Your Personality duels the target." The chosen performer duels; nothing
    bows him as a cost."""
    [ability] = actions_of(TEST_OF_MIGHT)
    assert ability.effect == AUTO and ability.bow_targets == ()
    performer, enemy = ability.targets
    assert "performing" in performer.states and enemy.side == ENEMY
    assert ability.effects[0] == Effect(CHALLENGE, 1, amount=0)


def test_a_performing_follower_and_a_performer_at_any_location() -> None:
    """Peasant Vengeance: the performer is a Follower; Shrine to Bishamon: "at any location"
    lets him perform from outside the battle."""
    [vengeance] = actions_of(PEASANT_VENGEANCE)
    assert vengeance.targets[0].kinds == (FOLLOWER,)
    assert vengeance.effects == (Effect(DESTROY, 1),)
    [shrine] = [a for a in actions_of(SHRINE_TO_BISHAMON) if a.effect == AUTO]
    assert shrine.targets[0].where == ANYWHERE and shrine.bow and shrine.bow_targets == (0,)
    card = parse_target("your target performing Shadowlands card")
    assert card is not None and card.kinds == (PERSONALITY, FOLLOWER)


def test_a_performer_is_always_ones_own() -> None:
    """Only the player's own cards perform his actions."""
    assert parse_target("a target performing Personality") is None


# -- scenarios ------------------------------------------------------------------------------
def _table(
    fate: list[CardDef], mine: list[CardDef], theirs: list[CardDef], home: CardDef | None = None
) -> Table:
    first = deck("First", home or stronghold(honor=5), dynasty=mine, fate=fate)
    second = deck("Second", stronghold(honor=2), dynasty=theirs)
    return Table(first, second)


def test_lies_bows_the_performer_and_compares_with_him() -> None:
    """Lies: the player chooses which Courtier performs; the Personality with lower Chi is
    lower than that Courtier's (Chi 3 or Chi 5). The performer bows as the cost, the target
    is dishonored."""
    t = _table([LIES], [COURTIER, ELDER], [BUSHI, SAGE])
    lies = t.to_hand("Lies")
    courtier, elder = t.in_play("Courtier"), t.in_play("Elder Courtier")
    bushi, sage = t.in_play("Bushi", seat=1), t.in_play("Sage", seat=1)
    t.pass_until("action", seat=0)
    play = f"play {lies.iid} 0 pay - targets "
    offered = sorted(a for a in t.legal(0) if a.startswith(play))
    assert offered == sorted(
        [
            f"{play}{courtier.iid},{bushi.iid}",
            f"{play}{elder.iid},{courtier.iid}",
            f"{play}{elder.iid},{bushi.iid}",
            f"{play}{elder.iid},{sage.iid}",
        ]
    )
    with pytest.raises(IllegalAction):
        t.act(0, f"{play}{courtier.iid},{sage.iid}")
    entry = t.act(0, f"{play}{elder.iid},{sage.iid}")
    assert elder.bowed and not courtier.bowed
    assert sage.dishonored and not sage.bowed
    assert "Elder Courtier bows to perform the action" in entry.notes


def test_no_unbowed_performer_no_action() -> None:
    """«Поворот карт»: a bowed Courtier performs no action, and a Samurai is no Courtier:
    Lies is not offered."""
    t = _table([LIES], [COURTIER, BUSHI], [SAGE])
    t.to_hand("Lies")
    courtier = t.in_play("Courtier")
    t.in_play("Bushi")
    t.in_play("Sage", seat=1)
    t.act(0, f"manual bow {courtier.iid}")
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith("play ")]
    t.act(0, f"manual straighten {courtier.iid}")
    assert [a for a in t.legal(0) if a.startswith("play ")]


def test_a_performer_with_enough_chi_bows_to_draw() -> None:
    """Shiro Mirumoto: only a Personality with 4 or higher Chi performs it; he bows and his
    player draws a card."""
    t = _table([], [BUSHI, HEAVY], [], home=SHIRO_MIRUMOTO)
    t.in_play("Bushi")
    heavy = t.in_play("Heavy")
    t.pass_until("action", seat=0)
    castle = t.state.players[0].stronghold
    use = f"use {castle} "
    assert [a for a in t.legal(0) if a.startswith(use)] == [
        f"use {castle} 0 pay - targets {heavy.iid}"
    ]
    hand = len(t.state.players[0].hand)
    t.act(0, f"use {castle} 0 pay - targets {heavy.iid}")
    assert heavy.bowed and len(t.state.players[0].hand) == hand + 1


def test_a_bowed_follower_performs_nothing() -> None:
    """Peasant Vengeance in a battle: the Peasants bow to destroy a Personality without
    attachments; bowed, they may not perform it."""
    t = _table([PEASANT_VENGEANCE, PEASANTS], [BUSHI], [SAGE])
    vengeance = t.to_hand("Peasant Vengeance")
    bushi = t.in_play("Bushi")
    peasants = t.take("Peasants", 0, f"on:{bushi.iid}")
    sage = t.in_play("Sage", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((sage, 0))
    t.act(1, Pass())
    play = f"play {vengeance.iid} 0 pay - targets {peasants.iid},{sage.iid}"
    assert play in t.legal(0)
    t.act(0, f"manual bow {peasants.iid}")
    assert play not in t.legal(0)
    t.act(0, f"manual straighten {peasants.iid}")
    t.act(0, play)
    assert peasants.bowed and not sage.in_play


def test_monk_performs_and_sends_home_one_with_equal_or_less_chi() -> None:
    """The Calm of Shinsei: the Monk (Chi 3) performs; Bushi (Chi 2) qualifies, Heavy (Chi 4)
    does not. The aggressive player plays it."""
    t = _table([CALM_OF_SHINSEI], [MONK], [BUSHI, HEAVY])
    calm = t.to_hand("The Calm of Shinsei")
    monk = t.in_play("Monk")
    bushi, heavy = t.in_play("Bushi", seat=1), t.in_play("Heavy", seat=1)
    t.to_attack()
    t.attack(1, (monk, 0))
    t.defend((bushi, 0), (heavy, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {calm.iid} ")]
    assert offered == [f"play {calm.iid} 0 pay - targets {monk.iid},{bushi.iid}"]
    action = aggressive_policy(1)(t.game, 0)
    assert getattr(action, "card", None) == calm.iid
    t.act(0, action)
    assert monk.bowed and bushi.battle is None and heavy.battle is not None


IMMOVABLE_OBJECT = strategy(
    "Immovable Object", text="Battle/Open: Choose your performing Berserker: Straighten him."
)
INSULTING_GESTURE = strategy(
    "Insulting Gesture",
    text="Political Open: Choose your performing unbowed Courtier. Take the Imperial Favor.",
)
SHIBA_TSUKUNE = personality(
    "Shiba Tsukune",
    force=2,
    chi=4,
    keywords=("Shugenja",),
    text_plain="Battle/Open: Any number of times per turn, bow your performing Shugenja: Give "
    "Tsukune +2F/+2C.",
)
TATTOOING_CHAMBER = holding(
    "Tattooing Chamber",
    text="Repeatable Battle, :bow:: Bow your target performing Tattooed Personality to have "
    "him challenge a target enemy Personality. Destroy the loser.",
)


def test_performer_forms() -> None:
    """The performer named in a sentence of its own (Insulting Gesture), after "Any number of
    times per turn, " (Shiba Tsukune), and a performer who challenges (Tattooing Chamber)."""
    [gesture] = actions_of(INSULTING_GESTURE)
    assert gesture.effect == AUTO and gesture.bow_targets == ()
    assert "performing" in gesture.targets[0].states and gesture.targets[0].traits == ("Courtier",)
    [tsukune] = actions_of(SHIBA_TSUKUNE)
    assert tsukune.effect == AUTO and tsukune.has("repeatable") and tsukune.bow_targets == (0,)
    assert tsukune.targets[0].traits == ("Shugenja",)
    [chamber] = [a for a in actions_of(TATTOOING_CHAMBER) if a.effect == AUTO]
    assert chamber.bow_targets == (0,)
    assert chamber.effects[0] == Effect(CHALLENGE, 1, amount=0)


def test_a_bowed_performer_may_straighten_himself() -> None:
    """Immovable Object: «Пока карта повернута, она не может осуществлять никаких действий
    ... (Исключение: действия, которые выпрямляют повернутую карту, могут быть
    осуществлены.)» — a bowed Berserker performs the action that straightens him."""
    berserker = personality("Berserker", force=3, chi=1, keywords=("Berserker",))
    t = _table([IMMOVABLE_OBJECT], [berserker], [])
    card = t.to_hand("Immovable Object")
    mine = t.in_play("Berserker")
    t.act(0, f"manual bow {mine.iid}")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {mine.iid}")
    assert not mine.bowed


def test_the_performer_bows_for_a_repeatable_ability() -> None:
    """Shiba Tsukune: any Shugenja of the player's performs it, Tsukune herself or another,
    and bows; it may be used again while an unbowed Shugenja is left."""
    other = personality("Isawa Student", force=1, chi=3, keywords=("Shugenja",))
    t = _table([], [SHIBA_TSUKUNE, other], [])
    tsukune, student = t.in_play("Shiba Tsukune"), t.in_play("Isawa Student")
    t.pass_until("action", seat=0)
    use = f"use {tsukune.iid} 0 pay - targets "
    assert sorted(a for a in t.legal(0) if a.startswith(use)) == sorted(
        [f"{use}{tsukune.iid}", f"{use}{student.iid}"]
    )
    t.act(0, f"{use}{student.iid}")
    assert student.bowed and not tsukune.bowed
    t.act(1, Pass())
    assert [a for a in t.legal(0) if a.startswith(use)] == [f"{use}{tsukune.iid}"]


def test_a_performer_at_home_reaches_the_battle_through_his_target() -> None:
    """Elemental Shock in a battle: «Правило уместности», example 2 (Biting Steel) — the
    Shugenja need not be in the battle when the action targets a card in it. The Monk at
    home performs; the enemy Shugenja in the battle is bowed. Fruitless Combat names no
    other target: its Samurai must be in the battle."""
    shugenja = personality("Enemy Shugenja", force=1, chi=3, keywords=("Shugenja",))
    fruitless = strategy(
        "Fruitless Combat",
        text="Battle: Bow your performing Samurai Personality: Give all non-Samurai "
        "Personalities at this battlefield -2F.",
    )
    t = _table([ELEMENTAL_SHOCK, fruitless], [BUSHI, MONK], [shugenja])
    shock = t.to_hand("Elemental Shock")
    combat = t.to_hand("Fruitless Combat")
    bushi, monk = t.in_play("Bushi"), t.in_play("Monk")
    enemy = t.in_play("Enemy Shugenja", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((enemy, 0))
    t.act(1, Pass())
    assert f"play {shock.iid} 0 pay - targets {monk.iid},{enemy.iid}" in t.legal(0)
    assert [a for a in t.legal(0) if a.startswith(f"play {combat.iid} ")] == [
        f"play {combat.iid} 0 pay - targets {bushi.iid}"
    ]
    t.act(0, f"play {shock.iid} 0 pay - targets {monk.iid},{enemy.iid}")
    assert monk.bowed and enemy.bowed and monk.battle is None


def test_another_performer_acts_for_a_bowed_card() -> None:
    """Shiba Tsukune bowed: «Действия, в стоимость которых включены поворот ... командиров
    ... удовлетворяющих определенным условиям, осуществляются этими картами» — her ability
    is performed by the Shugenja who bows for it, not by her."""
    other = personality("Isawa Student", force=1, chi=3, keywords=("Shugenja",))
    t = _table([], [SHIBA_TSUKUNE, other], [])
    tsukune, student = t.in_play("Shiba Tsukune"), t.in_play("Isawa Student")
    t.act(0, f"manual bow {tsukune.iid}")
    t.pass_until("action", seat=0)
    use = f"use {tsukune.iid} 0 pay - targets "
    assert [a for a in t.legal(0) if a.startswith(use)] == [f"{use}{student.iid}"]
    entry = t.act(0, f"{use}{student.iid}")
    assert student.bowed and "Shiba Tsukune gets +2F/+2C" in entry.notes


def test_your_personality_is_the_performer_unless_ambiguous() -> None:
    """ "Your Personality" names the performer (Test of Might's duel), but not when the
    action also targets another of the player's Personalities: then it is not read."""
    assert actions_of(TEST_OF_MIGHT)[0].effects[0] == Effect(CHALLENGE, 1, amount=0)
    ambiguous = strategy(
        "Ambiguous Orders",
        text="Battle: Bow your performing Monk and target your Personality: Move your "
        "Personality home.",
    )
    assert actions_of(ambiguous)[0].effect != AUTO


def test_a_performer_named_in_a_sentence_is_compared_with() -> None:
    """Iaijutsu Art's first sentence: "Your target performing unbowed Personality challenges
    another player's target Personality with an equal or higher Chi." — the challenged
    Personality's Chi is compared with the performer's, not the Strategy's."""
    art = strategy("Iaijutsu Art")
    reader = Reader(art)
    assert reader.sentence(
        "Your target performing unbowed Personality challenges another player's target "
        "Personality with an equal or higher Chi"
    )
    performer, challenged = reader.targets
    assert reader.performer == 0 and "performing" in performer.states
    assert challenged.conditions == (("chi", "min_self", 0),) and challenged.than == 0
    assert reader.effects == [Effect(CHALLENGE, 1, amount=0)]


def test_traits_before_a_personalitys_trait() -> None:
    """Led from the True Path: "Bow your performing Shadowlands Monk or Shugenja with 5 or
    more Chi ..." — a Shadowlands Personality who is a Monk or a Shugenja; Kakita Kenjutsu
    School: "your target Crane Clan Samurai"; Suzune, the Coy: "your target Human Scout or
    Yojimbo"."""
    led = parse_target("your target performing Shadowlands Monk or Shugenja with 5 or more Chi")
    assert led is not None and led.kinds == (PERSONALITY,)
    assert led.traits == ("Shadowlands",) and led.one_of == ("Monk", "Shugenja")
    assert led.conditions == (("chi", "min", 5),)
    crane = parse_target("your target Crane Clan Samurai")
    assert crane is not None and crane.kinds == (PERSONALITY,)
    assert set(crane.traits) == {"Crane Clan", "Samurai"}
    suzune = parse_target("your target Human Scout or Yojimbo")
    assert suzune is not None and suzune.traits == ("Human",)
    assert suzune.one_of == ("Scout", "Yojimbo")


def test_one_of_the_traits_qualifies() -> None:
    """Elemental Shock's "Monk or Shugenja": a Monk performs, the enemy Shugenja is its
    target; a Samurai neither performs nor is targeted."""
    shugenja = personality("Enemy Shugenja", force=1, chi=3, keywords=("Shugenja",))
    t = _table([ELEMENTAL_SHOCK], [MONK, BUSHI], [shugenja, HEAVY])
    shock = t.to_hand("Elemental Shock")
    monk = t.in_play("Monk")
    t.in_play("Bushi")
    enemy = t.in_play("Enemy Shugenja", seat=1)
    t.in_play("Heavy", seat=1)
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {shock.iid} ")]
    assert offered == [f"play {shock.iid} 0 pay - targets {monk.iid},{enemy.iid}"]


SUDDEN_STRIKE = strategy(
    "Sudden Strike",
    text="Battle: Bow your performing Monk without Weapons and target a Personality with "
    "equal or lower Chi: Bow him.",
)
KATANA = item("Katana", force=2, chi=0, keywords=("Weapon",))


def test_a_monk_without_weapons_performs() -> None:
    """Sudden Strike: a Monk with a Weapon attached does not perform it; once only a Monk
    without one is in the battle, he bows and the Personality with Chi no higher than his
    (Bushi, Chi 2; not Heavy, Chi 4) is bowed. Superior Swordplay's "a Personality with a
    Weapon" reads the same words."""
    armed = personality("Armed Monk", force=2, chi=5, keywords=("Monk",))
    t = _table([SUDDEN_STRIKE, KATANA], [MONK, armed], [BUSHI, HEAVY])
    strike = t.to_hand("Sudden Strike")
    monk, other = t.in_play("Monk"), t.in_play("Armed Monk")
    t.take("Katana", 0, f"on:{other.iid}")
    bushi, heavy = t.in_play("Bushi", seat=1), t.in_play("Heavy", seat=1)
    t.to_attack()
    t.attack(1, (monk, 0), (other, 0))
    t.defend((bushi, 0), (heavy, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {strike.iid} ")]
    assert offered == [f"play {strike.iid} 0 pay - targets {monk.iid},{bushi.iid}"]
    t.act(0, offered[0])
    assert monk.bowed and bushi.bowed and not heavy.bowed and not other.bowed
    swordplay = parse_target("a target Personality with a Weapon")
    assert swordplay is not None and swordplay.conditions == (("weapons", "some", 0),)
