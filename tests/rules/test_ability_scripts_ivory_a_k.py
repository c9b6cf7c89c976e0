"""Ivory Edition starter-deck cards, titles A to K, whose text the engine did not play:
each is played through the engine here, citing the card and the rulebook section for its
timing and targets (Targeting — «Выбор цели и перенаправление»: targets are chosen when
the action is announced, before costs). Cards are read from the printing the catalogue
shows (a title with a set file) or from the Ivory Edition."""

from rules.engine.abilities import actions_of, text_lines
from rules.engine.actions import Pass
from tests.real_cards import real_card
from tests.rules.test_ability_play import battle, table
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
