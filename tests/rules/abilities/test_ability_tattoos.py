"""Tattoos: "Choose your performing unbowed Tattooed Personality who has not performed a copy
of this action this game: Permanently give him -1F and the ability, "..."" on the printed
text of real cards.

Costs and Effects — «Стоимость и эффекты»: the performer is the player's own Personality
the action names, and «"Постоянно" - слово, заменяющее выражение "до конца игры"»;
Targeting — «Выбор цели и перенаправление»: he is chosen when the action is announced,
and one who has already performed a copy of the action this game is no legal choice;
Bowing — «Поворот карт»: a bowed Personality performs nothing. The given ability is then
his own action (Abilities and Traits — «Способности и надписи»)."""

import pytest

from rules.engine import Game, IllegalAction, stats
from rules.engine.abilities import AUTO, actions_of, parse_abilities
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import assess
from rules.engine.granted import ABILITY_MOD, GIVEN_INDEX, actions, readable
from rules.engine.performing import PERFORMED_COPY
from rules.engine.targets import parse_target, qualifies
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

RISING_SUN = ("Rising Sun Tattoo", "broken_blades")
WASP = ("Wasp Tattoo", "dark_allies")
MONK = personality("Tattooed Monk", force=3, chi=3, keywords=("Monk", "Tattooed"))
ADEPT = personality("Tattooed Adept", force=2, chi=2, keywords=("Monk", "Tattooed"))
BUSHI = personality("Bushi", force=3, chi=2)
GOBLIN = personality("Goblin Warlord", force=2, chi=1, keywords=("Shadowlands", "Goblin"))


def _table(fate) -> Table:
    first = deck(
        "First", stronghold(honor=5, gold=10), dynasty=[MONK, ADEPT, BUSHI], fate=list(fate)
    )
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI, GOBLIN])
    return Table(first, second)


def _offers(t: Table, card) -> list[str]:
    return sorted(a for a in t.legal(0) if a.startswith(f"play {card.iid} "))


def test_the_performer_has_not_performed_a_copy_this_game() -> None:
    """The clause is a condition of the performer chosen (none for another player's
    card), read with the rest of his description."""
    target = parse_target(
        "your target performing unbowed Tattooed Personality who has not performed a copy "
        "of this action this game"
    )
    assert target is not None
    assert target.states == ("performing", "unbowed") and target.traits == ("Tattooed",)
    assert target.conditions == ((PERFORMED_COPY, "none", 0),)
    card = real_card(*RISING_SUN)
    [ability] = actions_of(card)
    assert ability.effect == AUTO and ability.performer == 0 and ability.bow_targets == ()
    assert assess(card, parse_abilities(card)).status == "full"


def test_rising_sun_tattoo_gives_its_performer_an_action_once() -> None:
    """Rising Sun Tattoo: only an unbowed Tattooed Personality performs it (not the Bushi);
    the Monk gets -1F for the rest of the game and the action, kept in the saved game; a
    second copy may be performed by the other Tattooed Personality, not by the Monk."""
    t = _table([real_card(*RISING_SUN), real_card(*RISING_SUN)])
    first, second = t.cards("Rising Sun Tattoo", 0)
    t.to_hand("Rising Sun Tattoo")
    t.take("Rising Sun Tattoo", 0, "hand")
    monk, adept = t.in_play("Tattooed Monk"), t.in_play("Tattooed Adept")
    t.in_play("Bushi")
    t.pass_until("action", seat=0)
    offered = _offers(t, first)
    assert [a.rsplit(" ", 1)[1] for a in offered] == sorted([str(monk.iid), str(adept.iid)])
    t.act(0, f"manual bow {adept.iid}")
    offered = _offers(t, first)
    assert len(offered) == 1 and offered[0].endswith(f"targets {monk.iid}")
    t.act(0, f"manual straighten {adept.iid}")
    t.act(0, offered[0])
    assert stats.force(t.state, monk) == 2 and not monk.bowed
    given = [a for a in actions(monk) if a.index >= GIVEN_INDEX]
    assert len(given) == 1 and given[0].text.startswith("Battle: Bow this Personality")
    saved = t.state.to_dict()
    assert f"performed:{monk.iid}:Rising Sun Tattoo" in saved["used_game"]
    [mod] = [
        m for c in saved["cards"] if c["iid"] == monk.iid for m in c["mods"] if m[0] == ABILITY_MOD
    ]
    assert mod[3] == "game"
    # The second copy: the Adept, never the Monk again (its turn or a later one).
    t.pass_until("action", seat=0, later=True)
    offered = _offers(t, second)
    assert len(offered) == 1 and offered[0].endswith(f"targets {adept.iid}")
    with pytest.raises(IllegalAction):
        t.act(0, offered[0].rsplit(" ", 1)[0] + f" {monk.iid}")
    assert stats.force(t.state, monk) == 2


def test_the_given_action_is_the_performers_own() -> None:
    """The Monk, given "Battle: Bow this Personality and target an enemy Shadowlands card:
    Bow it.", uses it in a battle: he bows, the Goblin (Shadowlands) bows; the Bushi is no
    legal target."""
    t = _table([real_card(*RISING_SUN)])
    tattoo = t.to_hand("Rising Sun Tattoo")
    monk = t.in_play("Tattooed Monk")
    bushi, goblin = t.in_play("Bushi", seat=1), t.in_play("Goblin Warlord", seat=1)
    t.pass_until("action", seat=0)
    [play] = _offers(t, tattoo)
    t.act(0, play)
    t.to_attack()
    t.attack(1, (monk, 0))
    t.defend((bushi, 0), (goblin, 0))
    t.act(1, Pass())
    [ability] = [a for a in actions(monk) if a.index >= GIVEN_INDEX]
    uses = sorted(a for a in t.legal(0) if a.startswith(f"use {monk.iid} {ability.index} "))
    assert uses == [f"use {monk.iid} {ability.index} pay - targets {goblin.iid}"]
    t.act(0, uses[0])
    assert monk.bowed and goblin.bowed and not bushi.bowed
    # A replay of the log gives the same game, the given action included.
    game = t.game
    replayed = Game.replay(game.setups, game.seed, game.log, **game.options)
    assert replayed.state.to_dict() == t.state.to_dict()


def test_wasp_tattoo_gives_a_ranged_attack() -> None:
    """Wasp Tattoo: "Permanently give them -1C and the ability, "Repeatable Battle, :bow::
    Ranged 4 Attack."" — the performer shoots in a battle like a printed Ranged Attack."""
    t = _table([real_card(*WASP)])
    tattoo = t.to_hand("Wasp Tattoo")
    monk = t.in_play("Tattooed Monk")
    bushi = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    [play] = _offers(t, tattoo)
    t.act(0, play)
    assert stats.chi(t.state, monk) == 2
    t.to_attack()
    t.attack(1, (monk, 0))
    t.defend((bushi, 0))
    t.act(1, Pass())
    shot = f"ranged {monk.iid} at {bushi.iid}"
    assert shot in t.legal(0)
    t.act(0, shot)
    assert monk.bowed and not bushi.in_play


def test_an_ability_the_engine_cannot_play_is_not_given() -> None:
    """An ability the engine does not read ("Move this Personality to a different
    battlefield") is not given: the Tattoo stays with the player, never half-run. Naga
    Tattoo's "Battle: Move this Personality to an adjacent battlefield." is read
    (`phrasings.personality_units`), so the Tattoo is played whole."""
    assert readable("Battle: Bow this Personality and target an enemy Shadowlands card: Bow it.")
    assert not readable("Battle: Move this Personality to a different battlefield.")
    assert not readable("Reaction: After this Personality enters play, draw a card.")
    assert readable("Battle: Move this Personality to an adjacent battlefield.")
    naga = real_card("Naga Tattoo", "an_onis_fury")
    assert assess(naga, parse_abilities(naga)).status == "full"


def test_crab_tattoo_counts_only_while_defending() -> None:
    """Crab Tattoo: "Target your performing unbowed Tattooed Personality who has not
    performed a copy of this action this game. Until the game ends, he has +4F while
    defending." (Bonuses and Penalties — «Бонусы и штрафы»). The Monk has +4F in a battle
    where his player defends, not at home, not while attacking, and still in later turns."""
    crab = real_card("Crab Tattoo", "spirit_wars")
    assert assess(crab, parse_abilities(crab)).status == "full"
    first = deck("First", stronghold(honor=5, gold=10), dynasty=[MONK, BUSHI], fate=[crab])
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI])
    t = Table(first, second)
    tattoo = t.to_hand("Crab Tattoo")
    monk = t.in_play("Tattooed Monk")
    raider = t.in_play("Bushi", seat=1)
    t.pass_until("action", seat=0)
    [play] = _offers(t, tattoo)
    entry = t.act(0, play)
    assert "Tattooed Monk has +4F while defending for the rest of the game" in entry.notes
    assert stats.force(t.state, monk) == 3
    # The other player attacks on a later turn; the Monk defends.
    t.pass_until("attack", seat=1)
    t.attack(0, (raider, 0))
    t.defend((monk, 0))
    assert stats.force(t.state, monk) == 7
    t.pass_battle()
    assert stats.force(t.state, monk) == 3
    # Attacking, he has no bonus.
    t.pass_until("attack", seat=0, later=True)
    t.attack(1, (monk, 0))
    assert stats.force(t.state, monk) == 3


def test_the_spirit_of_knowledge_gives_tactician_or_an_action() -> None:
    """The Spirit of Knowledge: "Choose your performing unbowed Personality: If he is a
    Tactician, permanently give him the ability, "Tactical Battle: Bow this Personality: Draw
    a card." Otherwise, permanently give him Tactician." The first copy makes the Bushi a
    Tactician (and gives no action); the second, now that he is one (given, not printed),
    gives him the action and not the keyword again."""
    spirit = real_card("The Spirit of Knowledge", "before_the_dawn")
    assert assess(spirit, parse_abilities(spirit)).status == "full"
    first = deck("First", stronghold(honor=5, gold=10), dynasty=[BUSHI], fate=[spirit, spirit])
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI])
    t = Table(first, second)
    one, two = t.cards("The Spirit of Knowledge", 0)
    t.take("The Spirit of Knowledge", 0, "hand")
    t.take("The Spirit of Knowledge", 0, "hand")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    t.act(0, f"play {one.iid} 0 pay - targets {bushi.iid}")
    assert has_keyword(t.state, bushi, "Tactician")
    assert not [a for a in actions(bushi) if a.index >= GIVEN_INDEX]
    t.act(1, Pass())
    t.act(0, f"play {two.iid} 0 pay - targets {bushi.iid}")
    [given] = [a for a in actions(bushi) if a.index >= GIVEN_INDEX]
    assert given.text == "Tactical Battle: Bow this Personality: Draw a card."
    assert sum(1 for m in bushi.mods if m[1] == "Tactician") == 1


def test_spirit_of_the_monk_makes_a_monk() -> None:
    """Spirit of the Monk: "... Otherwise, permanently give him Monk." A given Monk is one
    for a target description ("your performing Monk")."""
    spirit = real_card("Spirit of the Monk", "second_city")
    assert assess(spirit, parse_abilities(spirit)).status == "full"
    first = deck("First", stronghold(honor=5, gold=10), dynasty=[BUSHI], fate=[spirit])
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI])
    t = Table(first, second)
    card = t.to_hand("Spirit of the Monk")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    monk = parse_target("your target performing Monk")
    assert monk is not None and not qualifies(t.state, 0, bushi, monk, False, False)
    t.act(0, f"play {card.iid} 0 pay - targets {bushi.iid}")
    assert has_keyword(t.state, bushi, "Monk")
    assert qualifies(t.state, 0, bushi, monk, False, False)
