"""Ivory Edition starter-deck cards, titles A to K, whose text the engine did not play:
each is played through the engine here, citing the card and the rulebook section for its
timing and targets (Targeting — «Выбор цели и перенаправление»: targets are chosen when
the action is announced, before costs). Cards are read from the printing the catalogue
shows (a title with a set file) or from the Ivory Edition."""

from rules.engine import stats
from rules.engine.abilities import actions_of, text_lines
from rules.engine.actions import Pass
from tests.real_cards import real_card
from tests.rules.test_ability_play import battle, table
from tests.rules.test_ability_scripts_ivory import compiled, scripted
from tests.rules_cards import personality

GS = "gathering_storms"


def test_two_abilities_printed_on_one_line_are_two_abilities() -> None:
    """ "Incendiary Archers" (Gathering Storms prints both on one line): "Battle, :bow::
    :ranged: 2. Battle: :fear: 2." Two actions («Способности и надписи»: an ability is the
    text after its timing word and colon): the Fear does not bow the card, the Ranged Attack
    does (Ranged Attacks and Fear — «Атаки с расстояния», «Ужас»)."""
    archers = real_card("Incendiary Archers", GS)
    assert text_lines(archers) == ["Battle, :bow:: :ranged: 2.", "Battle: :fear: 2."]
    assert [(a.effect, a.strength, a.bow) for a in actions_of(archers)] == [
        ("ranged", 2, True),
        ("fear", 2, False),
    ]
    t = table([("Incendiary Archers", GS)])
    bushi, guard, spear = battle(t, follower_for_defender=True)
    shooter = t.take("Incendiary Archers", 0, f"on:{bushi.iid}")
    t.act(1, Pass())
    t.act(0, f"fear {shooter.iid} at {guard.iid}")
    assert spear.bowed and not shooter.bowed
    t.act(1, Pass())
    t.act(0, f"ranged {shooter.iid} at {spear.iid}")
    assert spear.zone == "fate-discard" and shooter.bowed


def test_a_reminder_in_parentheses_is_not_split() -> None:
    """The Tactician's reminder holds "Battle:" inside its parentheses ("Bayushi Chizuken"):
    it stays one line."""
    line = (
        "(Once per game per card, a Resilient card does not die in battle resolution. "
        "Battle: Discard a card to give this Tactician a Force bonus equal to the card's "
        "Focus Value.)"
    )
    assert text_lines(personality("Reminded", force=2, chi=2, text_plain=line)) == [line]


def test_family_dojo_gives_your_followers_at_this_battle_a_bonus() -> None:
    """ "Family Dojo" (Emperor promotional printing): "Battle, :bow:: Give each of your
    Followers at this battle +1F." No card is targeted; the Followers at the current
    battlefield (Relevance — «Правило уместности») get +1F, a Follower at home none."""
    dojo = ("Family Dojo", "promotional_emperor")
    compiled(real_card(*dojo), 1)
    t = table([dojo, "Spearmen"])
    hall = t.in_play("Family Dojo")
    t.act(0, f"manual straighten {hall.iid}")
    home = t.in_play("Bushi")
    stay = t.take("Spearmen", 0, f"on:{home.iid}")
    bushi, _guard, spear = battle(t, follower_for_defender=True)
    fight = t.take("Spearmen", 0, f"on:{bushi.iid}")
    t.act(1, Pass())
    t.act(0, f"use {hall.iid} 1 pay -")
    assert hall.bowed
    assert stats.force(t.state, fight) == 3
    assert stats.force(t.state, stay) == 2 and stats.force(t.state, spear) == 2
