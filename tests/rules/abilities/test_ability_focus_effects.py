"""Focus Effects (Special Situations: Challenges and Duels — «Особые ситуации»: «Вызов и
дуэль»): «Карты, которые создают специальный эффект, когда показываются как карты
концентрации, не работают, пока кто-либо не нанес удар». A card's "As a Focus Effect, ..."
happens once someone strikes and the focused cards are revealed, before the totals are
compared; what it does to the winner or "if you win this duel" happens once the duel is
decided."""

from rules.engine import stats
from rules.engine.coverage import FULL, MANUAL_STATUS, assess
from rules.engine.focus import AFTER, NOW, WIN, focus_effects, read_line
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

AFTERMATH = "aftermath"
POLITE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality, who may refuse. Bow the duel's loser.",
)
DUELIST = personality("Duelist", force=2, chi=3)
BRUTE = personality("Brute", force=4, chi=2)
DULL = strategy("Dull Focus", focus=1)
SHARP = strategy("Sharp Focus", focus=5)


def table(*mine: object) -> Table:
    first = deck("First", stronghold(honor=5), dynasty=[DUELIST], fate=[POLITE, DULL, *mine])
    second = deck("Second", stronghold(honor=2), dynasty=[BRUTE], fate=[DULL, SHARP, *mine])
    return Table(first, second)


def duel(t: Table) -> tuple[object, object]:
    """Duelist (3 Chi, seat 0) challenges Brute (2 Chi, seat 1), who accepts; the loser
    bows."""
    duelist = t.in_play("Duelist")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Polite Challenge")
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {duelist.iid},{brute.iid}")
    t.act(1, "accept")
    return duelist, brute


def test_the_family_is_read_with_its_moment() -> None:
    """Ivory titles: at once, to the winner (after the duel), or if you win."""
    valor = focus_effects(real_card("Discretionary Valor"))
    assert [r.when for r in valor] == [NOW]
    withdrawal = focus_effects(real_card("Strategic Withdrawal", AFTERMATH))
    assert [r.when for r in withdrawal] == [WIN]
    rhythm = focus_effects(real_card("Breaking the Rhythm", AFTERMATH))
    assert [r.when for r in rhythm] == [WIN] and len(rhythm[0].effects) == 2
    flashy = focus_effects(real_card("Flashy Technique"))
    assert [r.when for r in flashy] == [AFTER]
    assert assess(real_card("Discretionary Valor")).status == FULL
    assert assess(real_card("Sudden Movement")).status == FULL
    assert assess(real_card("Strategic Withdrawal", AFTERMATH)).status == FULL


def test_a_text_naming_more_than_the_duel_is_not_read() -> None:
    """A chosen Personality or another card's Focus Value stay with the player, whole."""
    other = strategy(
        "Odd Focus",
        focus=2,
        text="As a Focus Effect: Set the Focus Value of another card you focused in this duel "
        "equal to the base Personal Honor of your Personality in the duel.",
    )
    assert read_line(other, other.text_plain) is None
    card = strategy(
        "Odd Target", focus=2, text="As a Focus Effect: Target a Personality and give him +3F."
    )
    assert read_line(card, card.text_plain) is None
    assert assess(card).status == MANUAL_STATUS


def test_bow_the_other_personality_happens_at_the_strike() -> None:
    """Discretionary Valor: "As a Focus Effect, bow the other Personality." Focused face
    down, it does nothing until the strike; then the other duelist bows, before the
    totals are compared."""
    valor = real_card("Discretionary Valor")
    t = table(valor)
    duelist, brute = duel(t)
    dull = t.to_hand("Dull Focus", seat=1)
    t.act(1, f"focus {dull.iid}")
    card = t.to_hand("Discretionary Valor")
    t.act(0, f"focus {card.iid}")
    assert not brute.bowed
    entry = t.act(1, "strike")
    notes = entry.notes
    assert "Discretionary Valor: As a Focus Effect, bow the other Personality." in notes
    bow_at = next(i for i, n in enumerate(notes) if "Brute" in n and "bow" in n)
    won_at = next(i for i, n in enumerate(notes) if "wins the duel" in n)
    assert bow_at < won_at
    # Duelist 3 + 3 against Brute 2 + 1: Brute bowed by the Focus Effect and as the loser.
    assert brute.bowed and not duelist.bowed
    assert card.zone == "fate-discard"


def test_if_you_win_draws_only_for_the_winner() -> None:
    """Strategic Withdrawal: "As a Focus Effect, if you win this duel, draw a card." Its
    player draws when his Personality wins, not when it loses."""
    withdrawal = real_card("Strategic Withdrawal", AFTERMATH)
    for other, winner in (("Dull Focus", "Duelist"), ("Sharp Focus", "Brute")):
        t = table(withdrawal)
        duel(t)
        t.act(1, f"focus {t.to_hand(other, seat=1).iid}")
        t.act(0, f"focus {t.to_hand('Strategic Withdrawal').iid}")
        hand = len(t.state.players[0].hand)
        entry = t.act(1, "strike")
        # Duelist 3 + 3 against Brute 2 + 1 (Dull) or 2 + 5 (Sharp).
        assert any(n.startswith(f"{winner} wins the duel") for n in entry.notes)
        assert len(t.state.players[0].hand) == hand + (1 if winner == "Duelist" else 0)


def test_the_winner_gets_the_bonus_after_the_duel() -> None:
    """Sudden Movement: "As a Focus Effect, give the duel's winner +3F." — whoever
    focused it; Breaking the Rhythm: "after you win this duel, gain 1 Honor and give the
    winner +1F"."""
    t = table(real_card("Sudden Movement"), real_card("Breaking the Rhythm", AFTERMATH))
    duelist, brute = duel(t)
    sudden = t.to_hand("Sudden Movement", seat=1)
    t.act(1, f"focus {sudden.iid}")
    rhythm = t.to_hand("Breaking the Rhythm")
    t.act(0, f"focus {rhythm.iid}")
    honor = t.state.players[0].honor
    base = stats.force(t.state, duelist)
    t.act(1, "strike")
    # Duelist 3 + 4 against Brute 2 + 4.
    assert stats.force(t.state, duelist) == base + 3 + 1
    assert t.state.players[0].honor == honor + 1
    assert stats.force(t.state, brute) == 4 and brute.bowed


def test_the_winners_honor_after_it_ends() -> None:
    """Flashy Technique: "As a Focus Effect, this duel's winner gains 1 Honor after it
    ends." — the winner's controller, not necessarily its player."""
    t = table(real_card("Flashy Technique"))
    duel(t)
    flashy = t.to_hand("Flashy Technique")
    t.act(1, "strike")
    assert flashy.zone == "hand"
    t2 = table(real_card("Flashy Technique"))
    duel(t2)
    t2.act(1, f"focus {t2.to_hand('Flashy Technique', seat=1).iid}")
    t2.act(0, "strike")
    # Brute 2 + 4 beats Duelist 3: seat 1 focused it and won.
    assert t2.state.players[1].honor == 3


def test_a_duel_ended_without_result_has_no_later_focus_effects() -> None:
    """A duelist bowed... a duel whose duelist leaves play before it is decided: the
    Focus Effects for the winner do not happen («дуэль не имела никаких последствий»)."""
    t = table(real_card("Sudden Movement"))
    duelist, brute = duel(t)
    t.act(1, f"focus {t.to_hand('Sudden Movement', seat=1).iid}")
    base = stats.force(t.state, duelist)
    t.act(0, f"manual destroy {brute.iid}")
    assert stats.force(t.state, duelist) == base


def test_sadamune_blade_joins_the_winner_if_its_player_wishes() -> None:
    """Sadamune Blade: "As a Focus Effect, after this duel ends, if your Personality won it,
    you may attach this Item to him, ignoring costs." Once the duel is decided its player
    chooses; the Blade comes from the discard pile onto the winner, no Gold paid."""
    blade_def = real_card("Sadamune Blade")
    assert [r.when for r in focus_effects(blade_def)] == [WIN]
    assert assess(blade_def).status == FULL
    for choice, attached in (("option 1", True), ("option 2", False)):
        t = table(blade_def)
        duelist, _ = duel(t)
        t.act(1, f"focus {t.to_hand('Dull Focus', seat=1).iid}")
        blade = t.to_hand("Sadamune Blade")
        t.act(0, f"focus {blade.iid}")
        t.act(1, "strike")
        assert t.legal(0) == ["option 1", "option 2"]
        entry = t.act(0, choice)
        if attached:
            assert blade.host == duelist.iid and blade.in_play
            assert "Sadamune Blade joins Duelist" in entry.notes
        else:
            assert blade.zone == "fate-discard"


def test_sadamune_blade_stays_discarded_when_its_personality_loses() -> None:
    t = table(real_card("Sadamune Blade"))
    duel(t)
    t.act(1, f"focus {t.to_hand('Sharp Focus', seat=1).iid}")
    blade = t.to_hand("Sadamune Blade")
    t.act(0, f"focus {blade.iid}")
    t.act(1, "strike")
    assert t.legal(0) != ["option 1", "option 2"]
    assert blade.zone == "fate-discard"


def test_a_game_saved_at_a_focus_effects_choice_restores_and_replays() -> None:
    """Saved (to JSON) while Sadamune Blade's player chooses, after the strike: the restored
    game offers the same choice, and its log replays to the same state."""
    import json

    from rules.engine import Game, parse_action

    t = table(real_card("Sadamune Blade"))
    duelist, _ = duel(t)
    t.act(1, f"focus {t.to_hand('Dull Focus', seat=1).iid}")
    blade = t.to_hand("Sadamune Blade")
    t.act(0, f"focus {blade.iid}")
    t.act(1, "strike")
    restored = Game.from_dict(json.loads(json.dumps(t.game.to_dict())))
    offered = [a.text() for a in restored.legal_actions(0) if not a.text().startswith("manual")]
    assert offered == ["option 1", "option 2"]
    restored.act(0, parse_action("option 1"))
    assert restored.card(blade.iid).host == duelist.iid
    original = t.game
    t.act(0, "option 1")
    assert restored.state.to_dict() == original.state.to_dict()
    replayed = Game.replay(original.setups, original.seed, original.log, **original.options)
    assert replayed.state.to_dict() == original.state.to_dict()


RAISE = strategy(
    "Rising Focus",
    focus=1,
    text="As a Focus Effect, if this Personality is a Samurai, raise this card's Focus Value to 4.",
)
FIRE_DRAW = strategy(
    "Fire Insight",
    focus=1,
    text="As a Focus Effect: If your Personality in this duel is Fire, draw a card.",
)


def test_a_focus_value_raised_under_a_condition_decides_the_duel() -> None:
    """ "if this Personality is a Samurai, raise this card's Focus Value to 4": Brute (2 Chi,
    not a Samurai) would lose with 1 more; Duelist (a Samurai, 3 Chi) wins 7 to 6 with it
    raised, where its printed 1 would lose 4 to 6."""
    brute = personality("Brute", force=4, chi=2, keywords=())
    first = deck("First", stronghold(honor=5), dynasty=[DUELIST], fate=[POLITE, RAISE, SHARP])
    second = deck("Second", stronghold(honor=2), dynasty=[brute], fate=[SHARP, DULL, RAISE])
    t = Table(first, second)
    duel(t)
    t.act(1, f"focus {t.to_hand('Sharp Focus', seat=1).iid}")
    t.act(0, f"focus {t.to_hand('Rising Focus').iid}")
    t.act(1, f"focus {t.to_hand('Rising Focus', seat=1).iid}")
    entry = t.act(0, "strike")
    # Duelist 3 + 4 (raised) against Brute 2 + 5 + 1 (not raised: no Samurai): 7 to 8.
    assert "Rising Focus has Focus Value 4 in this duel" in entry.notes
    assert "Brute wins the duel (8 Chi against 7)" in entry.notes


def test_a_focus_effect_whose_condition_fails_does_nothing() -> None:
    """ "If your Personality in this duel is Fire, draw a card": Duelist is not Fire."""
    t = table(FIRE_DRAW)
    duel(t)
    t.act(1, f"focus {t.to_hand('Dull Focus', seat=1).iid}")
    t.act(0, f"focus {t.to_hand('Fire Insight').iid}")
    hand = len(t.state.players[0].hand)
    entry = t.act(1, "strike")
    assert len(t.state.players[0].hand) == hand
    assert not any(n.startswith("Fire Insight:") for n in entry.notes)
