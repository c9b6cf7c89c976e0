"""Strategies with titles L–Z read by the compiler (`phrasings.unit_followers`,
`phrasings.performer_conditions`, `phrasings.turn_end_return`, `phrasings.hand_shuffle`,
`phrasings.action_phase_end`, the "with one or more Ancestors attached" target of
`target_kinds`) or by hand-written records (`scripts.l`, `.s`, `.u`, `.w`), played on their
printed text (titles cited). Targets are chosen as the action is announced and must fit
their description then (Targeting — «Выбор цели и перенаправление»); what an effect measures
it measures as it resolves («Стоимость и эффекты»)."""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import (
    Table,
    ancestor,
    deck,
    follower,
    item,
    personality,
    stronghold,
)

BUSHI = personality("Bushi", force=3, chi=2, honor=1)
GUARD = personality("Guard", force=2, chi=2, honor=1)
SPEARMEN = follower("Spearmen", force=2, cost=1)
ARCHERS = follower("Archers", force=1, cost=1)


def _table(card: object, mine: list = (), theirs: list = (), fate: list = ()) -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[*mine, BUSHI, BUSHI],
            fate=[card, SPEARMEN, ARCHERS, *fate],
        ),
        deck("Second", stronghold(honor=6), dynasty=[*theirs, GUARD], fate=[SPEARMEN, ARCHERS]),
    )


def _play(t: Table, seat: int, strategy: object, *targets: int) -> None:
    listed = ",".join(str(iid) for iid in targets)
    t.act(seat, f"play {strategy.iid} 0 pay - targets {listed}")  # type: ignore[attr-defined]


def test_low_morale_bows_every_follower_of_the_target_unit() -> None:
    """Low Morale: "Battle/Open: Target a unit: Bow all Followers in it." An enemy unit in
    the battle: both its Followers bow, the Personality leading it does not («Отряд»)."""
    card = real_card("Low Morale", "gold_edition")
    assert automation(card).status == FULL
    t = _table(card)
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    archers = t.take("Archers", 1, f"on:{guard.iid}")
    mine = t.take("Spearmen", 0, f"on:{bushi.iid}")
    strategy = t.to_hand("Low Morale")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    _play(t, 0, strategy, guard.iid)
    assert spear.bowed and archers.bowed
    assert not guard.bowed and not mine.bowed


def test_low_morale_at_home_in_the_action_phase() -> None:
    """Low Morale as an Open action: a unit at home is a legal target outside battles."""
    card = real_card("Low Morale", "gold_edition")
    t = _table(card)
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    strategy = t.to_hand("Low Morale")
    t.pass_until("action", seat=0)
    _play(t, 0, strategy, guard.iid)
    assert spear.bowed and not guard.bowed


NEZUMI = personality("Ratling Scout", force=2, chi=1, keywords=("Ratling",), clans=("Ratling",))
TOY = item("Enemy Blade", keywords=("Weapon",))


def test_nezumi_technique_straightens_a_ratling_performer_and_draws() -> None:
    """Nezumi Technique: "Battle: Bow your performing Personality and target an enemy
    Item: Destroy it. If your performer is a Ratling, straighten him and draw a card." The
    Ratling performer bows as the cost, the Item is destroyed, he straightens and his
    player draws."""
    card = real_card("Nezumi Technique", "diamond_edition")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[NEZUMI, BUSHI], fate=[card, SPEARMEN]),
        deck("Second", stronghold(honor=6), dynasty=[GUARD], fate=[TOY, ARCHERS]),
    )
    rat = t.in_play("Ratling Scout")
    guard = t.in_play("Guard", seat=1)
    blade = t.take("Enemy Blade", 1, f"on:{guard.iid}")
    strategy = t.to_hand("Nezumi Technique")
    t.to_attack()
    t.attack(1, (rat, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    hand = len(t.state.players[0].hand)
    _play(t, 0, strategy, rat.iid, blade.iid)
    assert not blade.in_play
    assert not rat.bowed
    # The Strategy left the hand, a card was drawn.
    assert len(t.state.players[0].hand) == hand


def test_nezumi_technique_leaves_another_performer_bowed() -> None:
    """Nezumi Technique with a performer who is no Ratling: the Item is destroyed, he stays
    bowed and no card is drawn."""
    card = real_card("Nezumi Technique", "diamond_edition")
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[card, SPEARMEN]),
        deck("Second", stronghold(honor=6), dynasty=[GUARD], fate=[TOY, ARCHERS]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    blade = t.take("Enemy Blade", 1, f"on:{guard.iid}")
    strategy = t.to_hand("Nezumi Technique")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    hand = len(t.state.players[0].hand)
    _play(t, 0, strategy, bushi.iid, blade.iid)
    assert not blade.in_play
    assert bushi.bowed
    assert len(t.state.players[0].hand) == hand - 1


SPIRIT = ancestor("Honored Ancestor")


def test_voice_of_the_shiryo_needs_an_ancestor_and_gives_a_keyword() -> None:
    """Voice of the Shiryo: "Battle/Open: Target a Personality with one or more Ancestors
    attached, who must be unbowed if he is yours: Give him Double Chi or Tactician." Only
    the Personality with an Ancestor is offered; the player chooses the keyword."""
    card = real_card("Voice of the Shiryo", "dark_allies")
    assert automation(card).status == FULL
    t = _table(card, fate=[SPIRIT])
    bushi = t.in_play("Bushi")
    other = t.in_play("Bushi")
    t.take("Honored Ancestor", 0, f"on:{bushi.iid}")
    strategy = t.to_hand("Voice of the Shiryo")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered and all(f"targets {bushi.iid}" in a for a in offered)
    assert not any(f"targets {other.iid}" in a for a in offered)
    _play(t, 0, strategy, bushi.iid)
    # The choice of keyword comes as the effect resolves: "give Double Chi" or "give
    # Tactician".
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 2")
    assert has_keyword(t.state, bushi, "Tactician")
    assert not has_keyword(t.state, bushi, "Double Chi")


HONORABLE = personality("Honest Samurai", force=2, chi=2, honor=3)
DOUBLE = personality("Twin Soul", force=2, chi=2, honor=0, keywords=("Samurai", "Double Chi"))
LOWLY = personality("Lowly Samurai", force=2, chi=2, honor=2)


def test_let_courage_guide_me_straightens_a_samurai_with_double_chi_or_honor() -> None:
    """Let Courage Guide Me: "Battle: Target a Samurai Personality with Double Chi or 3 or
    more Personal Honor: Straighten him." The player's own bowed Samurai with 3 Personal
    Honor, or one with Double Chi, may be straightened (an action that straightens may
    target one's own bowed Personality); one with neither may not be chosen."""
    card = real_card("Let Courage Guide Me", "the_fall_of_otosan_uchi")
    assert automation(card).status == FULL
    t = _table(card, mine=[HONORABLE, DOUBLE, LOWLY])
    honest = t.in_play("Honest Samurai")
    twin = t.in_play("Twin Soul")
    lowly = t.in_play("Lowly Samurai")
    guard = t.in_play("Guard", seat=1)
    strategy = t.to_hand("Let Courage Guide Me")
    t.to_attack()
    t.attack(1, (honest, 0), (twin, 0), (lowly, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    for card_ in (honest, twin, lowly):
        t.act(0, f"manual bow {card_.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    chosen = {a.rsplit(" ", 1)[1] for a in offered}
    assert str(honest.iid) in chosen and str(twin.iid) in chosen
    assert str(lowly.iid) not in chosen
    _play(t, 0, strategy, twin.iid)
    assert not twin.bowed and honest.bowed


JAWS_SET = "an_onis_fury"
MONK = personality("Quiet Monk", force=1, chi=3, keywords=("Monk",))
STOUT = personality("Stout Guard", force=2, chi=3, honor=1)


def test_written_in_blood_costs_honor_and_weakens_more_in_an_army() -> None:
    """Written in Blood: "Battle/Open: Bow your performing Monk or Shugenja and target a
    Personality: Lose 3 Honor. Give the Personality -1C, or -2C if he is in an army." In a
    battle the target is in an army: -2C; the Monk bows as the cost."""
    card = real_card("Written in Blood", "diamond_edition")
    assert automation(card).status == FULL
    t = _table(card, mine=[MONK], theirs=[STOUT])
    monk = t.in_play("Quiet Monk")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Stout Guard", seat=1)
    strategy = t.to_hand("Written in Blood")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    honor = t.state.players[0].honor
    _play(t, 0, strategy, monk.iid, guard.iid)
    assert monk.bowed
    assert t.state.players[0].honor == honor - 3
    assert stats.chi(t.state, guard) == 1


def test_written_in_blood_at_home_gives_minus_one_chi() -> None:
    """Written in Blood as an Open action: the target at home is in no army: -1C."""
    card = real_card("Written in Blood", "diamond_edition")
    t = _table(card, mine=[MONK])
    monk = t.in_play("Quiet Monk")
    guard = t.in_play("Guard", seat=1)
    strategy = t.to_hand("Written in Blood")
    t.pass_until("action", seat=0)
    _play(t, 0, strategy, monk.iid, guard.iid)
    assert stats.chi(t.state, guard) == 1


def test_prayers_and_blessings_comes_back_to_the_hand_as_the_turn_ends() -> None:
    """Prayers and Blessings: "Battle/Open: Choose your performing unbowed Monk or Shugenja
    and target a Personality: Give him +1F or +1C. When the turn ends, if this card is in
    your discard pile, you may put it in your hand." (End of the Turn — «Конец хода»: the
    card goes to the discard pile as its action resolves and back to the hand as the turn
    ends)."""
    card = real_card("Prayers and Blessings", "promotional_gold")
    assert automation(card).status == FULL
    t = _table(card, mine=[MONK])
    monk = t.in_play("Quiet Monk")
    bushi = t.in_play("Bushi")
    strategy = t.to_hand("Prayers and Blessings")
    t.pass_until("action", seat=0)
    _play(t, 0, strategy, monk.iid, bushi.iid)
    assert t.legal(0) == ["option 1", "option 2"]
    t.act(0, "option 1")
    assert stats.force(t.state, bushi) == 4
    assert not monk.bowed
    assert strategy.zone == "fate-discard"
    t.pass_until("action", seat=1, later=True)
    assert strategy.zone == "hand"


def test_scaring_the_masses_with_a_tactician_moves_a_lower_chi_enemy_home() -> None:
    """Scaring the Masses: "Battle: Bow your performing Personality with a Fear ability or
    Tactician and target an enemy Personality with lower Chi: Move him home. If he moved,
    bow him." A Tactician performs it (a Personality with neither may not); the enemy with
    lower Chi than his goes home bowed."""
    card = real_card("Scaring the Masses", "spirit_wars")
    assert automation(card).status == FULL
    general = personality("Field General", force=2, chi=3, keywords=("Samurai", "Tactician"))
    t = _table(card, mine=[general])
    leader = t.in_play("Field General")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    strategy = t.to_hand("Scaring the Masses")
    t.to_attack()
    t.attack(1, (leader, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered == [f"play {strategy.iid} 0 pay - targets {leader.iid},{guard.iid}"]
    t.act(0, offered[0])
    assert leader.bowed
    assert guard.bowed and guard.zone == "home"


def test_using_the_land_destroys_a_fortification_of_the_battlefield_province() -> None:
    """Using the Land: "Battle: Bow your performing Samurai with 3 or more Chi and target a
    Region or Fortification attached to the current battlefield's province: Destroy it."
    («Укрепление» — Fortification: a Holding attached to a Province.) A 2-Chi Samurai may
    not perform it; the 3-Chi one bows and the Wall is destroyed."""
    from tests.rules_cards import card as make_card

    card = real_card("Using the Land", "an_onis_fury")
    assert automation(card).status == FULL
    wall = make_card(
        "Stone Wall",
        "Holding",
        deck="Dynasty",
        gold_cost=2,
        keywords=["Fortification"],
        text_plain="This Province has +2 strength.",
    )
    sage = personality("Wise Samurai", force=2, chi=3)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[sage, BUSHI], fate=[card]),
        deck("Second", stronghold(honor=6), dynasty=[GUARD, wall], fate=[]),
    )
    wise = t.in_play("Wise Samurai")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    built = t.take("Stone Wall", 1, f"at:{t.province(1, 0).pid}")
    strategy = t.to_hand("Using the Land")
    t.to_attack()
    t.attack(1, (wise, 0), (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered == [f"play {strategy.iid} 0 pay - targets {wise.iid},{built.iid}"]
    t.act(0, offered[0])
    assert wise.bowed and not built.in_play


def test_stolen_records_shuffles_the_hand_into_the_deck_and_redraws() -> None:
    """Stolen Records: "Limited: Target another player: He shuffles his hand into his Fate
    deck, then draws the same number of cards." (Limited: in the player's own Action Phase.)
    The other player's hand of three goes into his Fate deck, three are drawn."""
    card = real_card("Stolen Records", "an_onis_fury")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5, gold=10), dynasty=[BUSHI], fate=[card, SPEARMEN]),
        deck("Second", stronghold(honor=6), dynasty=[GUARD], fate=[SPEARMEN, ARCHERS] * 4),
    )
    strategy = t.to_hand("Stolen Records")
    t.pass_until("action", seat=0)
    other = t.state.players[1]
    held = len(other.hand)
    deck_size = len(other.fate)
    assert held > 0
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered and all(a.endswith(f"targets {other.stronghold}") for a in offered)
    entry = t.act(0, offered[0])
    assert len(other.hand) == held
    assert len(other.fate) == deck_size
    assert any("shuffles" in note for note in entry.notes)
    # Every card is still the other player's, in his hand or Fate deck.
    assert all(t.state.cards[iid].zone == "hand" for iid in other.hand)


def test_the_jaws_of_defeat_ends_the_action_phase() -> None:
    """The Jaws of Defeat: "Limited: End the Action Phase." («Фаза Действий»: it ends when
    all players pass in a row, or at once by this effect.) Once it resolves the other
    player takes no action in the phase: the turn goes on to the Attack Phase."""
    card = real_card("The Jaws of Defeat", JAWS_SET)
    assert automation(card).status == FULL
    t = _table(card)
    t.in_play("Bushi")
    strategy = t.to_hand("The Jaws of Defeat")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered
    entry = t.act(0, offered[0])
    assert "The Action Phase ends" in entry.notes
    assert t.state.phase == "attack" and t.state.active == 0
    assert "attack 1" in t.legal(0)


def test_break_morale_destroys_the_followers_of_a_dishonorable_personality() -> None:
    """Break Morale: "Battle/Open: Target a dishonorable Personality: Destroy his
    Followers." Only a dishonorable Personality may be chosen; his Followers are destroyed,
    he stays."""
    card = real_card("Break Morale", "emerald_edition")
    assert automation(card).status == FULL
    t = _table(card)
    guard = t.in_play("Guard", seat=1)
    spear = t.take("Spearmen", 1, f"on:{guard.iid}")
    archers = t.take("Archers", 1, f"on:{guard.iid}")
    strategy = t.to_hand("Break Morale")
    t.pass_until("action", seat=0)
    assert not [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    t.act(0, f"manual dishonor {guard.iid}")
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    assert offered == [f"play {strategy.iid} 0 pay - targets {guard.iid}"]
    t.act(0, offered[0])
    assert not spear.in_play and not archers.in_play
    assert guard.in_play
