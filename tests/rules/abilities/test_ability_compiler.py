"""The compiler reads the phrasings the pool repeats into targets and effects, on the
printed text of real cards (Ivory Edition unless said); a text with any sentence it cannot
read is never half-run: that action stays with the player (Costs and Effects — «Стоимости
и эффекты»; Targeting — «Выбор цели и перенаправление»)."""

import pytest

from rules.engine.abilities import AUTO, MANUAL, actions_of
from rules.engine.cards import FOLLOWER, PERSONALITY, CardDef
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, MANUAL_STATUS, PARTIAL, automation
from rules.engine.effects import (
    BONUS,
    BOW,
    BOW_UNIT,
    DESTROY,
    DISHONOR,
    DRAW,
    HONOR,
    HOST,
    MOVE_HOME,
    PLAYER,
    SELF,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    TOKEN,
    Effect,
)
from rules.engine.targets import ANY, ENEMY, YOURS, parse_target
from tests.real_cards import real_card


def action(title: str, set_file: str = "ivory_edition", index: int = -1):
    return actions_of(real_card(title, set_file))[index]


def test_bow_a_target_enemy_follower_or_personality_without_followers() -> None:
    """Mantis Bushi (Gold Edition): "Repeatable Battle, :bow:: Bow a target enemy Follower
    or Personality without Followers." """
    ability = action("Mantis Bushi", "gold_edition")
    assert ability.effect == AUTO and ability.has("repeatable") and ability.bow
    [target] = ability.targets
    assert target.side == ENEMY and set(target.kinds) == {FOLLOWER, PERSONALITY}
    assert target.conditions == (("followers", "none", 0),)
    assert ability.effects == (Effect(BOW, 0),)


def test_give_a_target_a_force_bonus_or_penalty() -> None:
    """Moto Okano: "Battle: Give a target enemy Personality or Follower -3F."; Heavy Infantry
    Dojo: "Battle, :bow:: Give your target Personality +2F." """
    okano = action("Moto Okano")
    assert okano.targets[0].side == ENEMY
    assert okano.effects == (Effect(BONUS, 0, force=-3),)
    dojo = action("Heavy Infantry Dojo")
    assert dojo.targets[0].side == YOURS and dojo.targets[0].kinds == (PERSONALITY,)
    assert dojo.effects == (Effect(BONUS, 0, force=2),)


def test_a_token() -> None:
    """Daigotsu Meguro: "Battle, :bow:: Give a target enemy Personality a -2F token." """
    assert action("Daigotsu Meguro").effects == (Effect(TOKEN, 0, force=-2, amount=1),)


def test_move_home_and_bow_his_unit_as_he_moves() -> None:
    """Block Supply Lines: "Battle: Move home a target attacking Personality. Bow his unit
    as he moves." """
    ability = action("Block Supply Lines")
    assert ability.targets[0].states == ("attacking",)
    assert ability.effects == (Effect(MOVE_HOME, 0), Effect(BOW_UNIT, 0))


def test_draw_a_card_and_gain_honor() -> None:
    """Discretionary Valor: "Battle: Move your target opposed Personality home. Gain 1 Honor.
    Draw a card." (its Focus Effect, "bow the other Personality", is read as well:
    `rules.engine.focus`)."""
    card = real_card("Discretionary Valor")
    ability = actions_of(card)[-1]
    assert ability.targets[0].states == ("opposed",)
    assert ability.effects == (
        Effect(MOVE_HOME, 0),
        Effect(HONOR, PLAYER, amount=1),
        Effect(DRAW, PLAYER, amount=1),
    )
    verdict = automation(card)
    assert verdict.status == FULL


def test_gain_honor_as_a_holding_bows() -> None:
    """Kabuki Theater Troupe: "Limited, :bow:: Gain 1 Honor." """
    assert action("Kabuki Theater Troupe").effects == (Effect(HONOR, PLAYER, amount=1),)
    assert automation(real_card("Kabuki Theater Troupe")).status == FULL


def test_destroy_this_holding_after_its_effect() -> None:
    """Rice Paddy: "Battle, :bow:: Bow a target enemy attacking Follower. Destroy this
    Holding." """
    ability = action("Rice Paddy")
    assert ability.targets[0].kinds == (FOLLOWER,)
    assert ability.targets[0].states == ("attacking",)
    assert ability.effects == (Effect(BOW, 0), Effect(DESTROY, SELF))


def test_straighten_your_target() -> None:
    """Hiruma Tsurao: "Battle: Straighten your target Follower."; Storm-Forged Blade (an
    Item): "Move this Personality home. Straighten his unit as he moves." acts on the
    Personality it is attached to."""
    assert action("Hiruma Tsurao").effects == (Effect(STRAIGHTEN, 0),)
    blade = action("Storm-Forged Blade")
    assert blade.effects == (Effect(MOVE_HOME, HOST), Effect(STRAIGHTEN_UNIT, HOST))


def test_dishonor_a_target_personality() -> None:
    """Bayushi Nitoshi, the Poison Mask • Experienced 2: "Political Limited/Engage: Dishonor
    a target Personality." """
    ability = action("Bayushi Nitoshi, the Poison Mask • Experienced 2")
    assert ability.targets[0].side == ANY
    assert ability.effects == (Effect(DISHONOR, 0),)


def test_two_targets_in_one_action() -> None:
    """Vengeful Populace: "Battle, :bow:: Bow your target unbowed Follower or Item. Bow a
    target enemy Personality without attachments." """
    ability = action("Vengeful Populace")
    first, second = ability.targets
    assert first.side == YOURS and first.states == ("unbowed",)
    assert second.side == ENEMY and second.conditions == (("attachments", "none", 0),)
    assert ability.effects == (Effect(BOW, 0), Effect(BOW, 1))


@pytest.mark.parametrize(
    "title",
    [
        # "Open: If it is not your turn, straighten a target Personality's unit. ..."
        "Ashigaru Fort",
        # "Battle, :bow:: Ranged 2 Attack. If this destroys a card, produce 1 Gold (which can
        # be used later this phase)." (Gold kept for later is not read.)
        "Tsuruchi Rin",
    ],
)
def test_a_text_not_read_whole_stays_manual(title: str) -> None:
    card = real_card(title)
    assert all(ability.effect == MANUAL for ability in actions_of(card))
    verdict = automation(card)
    assert verdict.status in (PARTIAL, MANUAL_STATUS) and verdict.manual


def test_a_sentence_out_of_the_vocabulary_leaves_the_whole_action() -> None:
    defn = real_card("Moto Okano")
    assert compile_body(defn, "Give a target enemy Personality -3F. Draw a card.") is not None
    assert compile_body(defn, "Give a target enemy Personality -3F. Look at his hand.") is None


def test_target_phrases() -> None:
    fear = parse_target("a target enemy Follower or Personality with 2 or lower Force")
    assert fear is not None and fear.conditions == (("force", "max", 2),)
    courtier = parse_target("your target Courtier")
    assert courtier is not None and courtier.traits == ("Courtier",)
    assert parse_target("a target Crab Clan Personality").traits == ("Crab Clan",)  # type: ignore[union-attr]
    assert parse_target("a target Personality with a strange condition") is None
    assert parse_target("the Personality") is None


def test_any_number_of_times_bowing_the_card_itself() -> None:
    """ "Battle: Any number of times per turn, bow this Shugenja and target an enemy
    Follower: Bow it." (Gold Edition pool): repeatable, the bowing a cost, one target."""
    defn = real_card("Moto Okano")
    compiled = compile_body(
        defn, "Any number of times per turn, bow this card and target an enemy Follower: Bow it."
    )
    assert compiled is not None and compiled.bows_self and compiled.repeatable
    assert compiled.targets[0].side == ENEMY and compiled.effects == (Effect(BOW, 0),)
    assert compile_body(defn, "Bow this card to draw a card.").bows_self  # type: ignore[union-attr]


def test_target_then_colon_and_bowing_the_shugenja() -> None:
    """ "Battle: Target an enemy Personality: Move him home." names its target before the
    colon; on a Spell, "Bow this Shugenja to give ..." bows the Personality it is on as the
    action's cost, and "Bow Akagi: Ranged 2 Attack." is a Ranged Attack bowing the card."""
    defn = real_card("Moto Okano")
    compiled = compile_body(defn, "Target an enemy Personality: Move him home.")
    assert compiled is not None and compiled.effects == (Effect(MOVE_HOME, 0),)
    spell = real_card("Ward of Air")
    compiled = compile_body(spell, "Bow this Shugenja to give a target Personality +2F.")
    assert compiled is not None and compiled.bows_host and not compiled.bows_self
    akagi = CardDef(
        key="Akagi",
        title="Daidoji Akagi",
        type=PERSONALITY,
        text_plain="Battle: Bow Akagi: Ranged 2 Attack.",
    )
    [shot] = actions_of(akagi)
    assert (shot.effect, shot.strength, shot.bow) == ("ranged", 2, True)


def test_reminder_text_is_dropped_but_a_lowercase_aside_is_read() -> None:
    """A parenthesis that restates a rule is reminder text; one that qualifies the effect
    ("(at this Fortification's Province)") is part of it, so an effect the compiler cannot
    read with its aside stays with the player. "(this turn)" is the default duration
    («Если на карте прямо не указана продолжительность ее эффекта...»)."""
    tireless = compile_body(
        CardDef(key="t", title="Kitsuki Masamitsu", type=PERSONALITY),
        "Give Masamitsu +1C (this turn). (Tireless actions may be taken even while bowed.)",
    )
    assert tireless is not None and tireless.effects == (Effect(BONUS, SELF, chi=1),)
    tower = CardDef(key="c", title="Corner Tower", type="Holding")
    body = "Give your target Personality (at this Fortification's Province) +2F."
    assert compile_body(tower, body) is None
