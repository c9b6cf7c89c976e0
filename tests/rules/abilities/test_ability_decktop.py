"""The top card of a Fate deck, discarded or shown, and looked-at cards put back in the order
the player chooses, on the printed text of real cards (built here with their title and text)
(«Стоимости и эффекты»: an effect does what its text says; «Основные правила»: the cards of a
deck are face-down, a discard pile face-up)."""

from rules.engine.abilities import actions_of, parse_abilities
from rules.engine.actions import Choose
from rules.engine.coverage import FULL, automation
from rules.engine.dynasty_events import EACH_PLAYER, TARGETED_PLAYER
from rules.engine.effects import HONOR, perform
from rules.engine.effects_stats import FOCUS_BONUS
from rules.engine.effects_zones import DISCARD_TOP, LOOK_ORDER, SHOW_TOP
from rules.engine.pipeline import run
from rules.engine.targets import OTHERS, PLAYER_KIND
from tests.rules_cards import Table, card, deck, follower, personality, spell, strategy, stronghold

RICH = stronghold(honor=5, gold=10)
FAN = spell("Fan of Testing")
KIHO = strategy("Kiho of Testing", focus=2, keywords=("Kiho",))

BAIREI = personality(
    "Asako Bairei",
    clans=("Phoenix",),
    text_plain="Water Battle: Show the top card of your Fate deck. If it is a Spell or Kiho, "
    "draw it.",
)
GATO = personality(
    "Togashi Gato",
    clans=("Dragon",),
    text_plain="Battle: Show the top card of your Fate deck. If it is a Tattoo card or a Ring, "
    "put it in your hand.",
)
BRNN = personality(
    "Br'nn, the Eternal",
    text_plain="Open: Each player discards the top card of their Fate deck.",
)


def _on_top(t: Table, title: str, seat: int = 0) -> int:
    found = t.cards(title, seat)[0]
    t.act(seat, f"manual move {found.iid} to fate-top")
    return found.iid


def test_the_compiled_records() -> None:
    """Asako Bairei: "Show the top card of your Fate deck. If it is a Spell or Kiho, draw it.";
    Togashi Gato: "... If it is a Tattoo card or a Ring, put it in your hand."; Br'nn, the
    Eternal: "Each player discards the top card of their Fate deck."; Asahina Kasai: "Look at
    the top four cards of your Fate deck. You may rearrange them."; Indigent Revelers and
    Mantis Budoka open with "Discard the top card of your Fate deck"; the sentence also reads
    for "each player's Fate deck"."""
    assert [(e.op, e.what) for e in actions_of(BAIREI)[0].effects] == [
        (SHOW_TOP, "draw|a Spell or Kiho")
    ]
    assert [(e.op, e.what) for e in actions_of(GATO)[0].effects] == [
        (SHOW_TOP, "hand|a Tattoo or a Ring")
    ]
    (each,) = actions_of(BRNN)[0].effects
    assert each.op == EACH_PLAYER and each.then.op == DISCARD_TOP  # type: ignore[attr-defined]
    kasai = personality(
        "Asahina Kasai",
        text_plain="Limited: Look at the top four cards of your Fate deck. You may rearrange them.",
    )
    assert [(e.op, e.amount) for e in actions_of(kasai)[0].effects] == [(LOOK_ORDER, 4)]
    mine = personality(
        "Plain Discarder", text_plain="Limited: Discard the top card of your Fate deck."
    )
    assert [e.op for e in actions_of(mine)[0].effects] == [DISCARD_TOP]
    everyone = personality(
        "Plain Mill", text_plain="Limited: Discard the top card of each player's Fate deck."
    )
    (each,) = actions_of(everyone)[0].effects
    assert each.op == EACH_PLAYER and each.then.op == DISCARD_TOP  # type: ignore[attr-defined]


def test_a_shown_card_of_the_kind_named_is_drawn_otherwise_it_stays() -> None:
    """Asako Bairei: the shown card is named to all players; a Spell is drawn, a card of
    another kind stays on top of the deck."""
    t = Table(deck("First", RICH, dynasty=[BAIREI], fate=[FAN, KIHO, strategy("Plain Ploy")]))
    bairei = t.in_play("Asako Bairei")
    effects = actions_of(BAIREI)[0].effects
    ploy = _on_top(t, "Plain Ploy")
    entry_before = len(t.state.players[0].hand)
    perform(t.state, 0, bairei, effects, ())
    run(t.state)
    assert t.state.players[0].fate[-1] == ploy
    assert len(t.state.players[0].hand) == entry_before
    assert "First shows Plain Ploy from the top of their Fate deck" in t.state.notes
    fan = _on_top(t, "Fan of Testing")
    perform(t.state, 0, bairei, effects, ())
    run(t.state)
    assert t.state.cards[fan].zone == "hand"
    kiho = _on_top(t, "Kiho of Testing")
    perform(t.state, 0, bairei, effects, ())
    run(t.state)
    assert t.state.cards[kiho].zone == "hand"


def test_each_player_discards_the_top_card_of_his_fate_deck() -> None:
    """Br'nn, the Eternal: every player's top Fate card goes to his discard pile, face-up."""
    t = Table(deck("First", RICH, dynasty=[BRNN], fate=[FAN]), deck("Second", fate=[KIHO]))
    brnn = t.in_play("Br'nn, the Eternal")
    fan, kiho = _on_top(t, "Fan of Testing", 0), _on_top(t, "Kiho of Testing", 1)
    perform(t.state, 0, brnn, actions_of(BRNN)[0].effects, ())
    run(t.state)
    assert t.state.cards[fan].zone == "fate-discard" and t.state.cards[kiho].zone == "fate-discard"
    assert fan in t.state.players[0].fate_discard and kiho in t.state.players[1].fate_discard


MASTERWORK = card(
    "Masterwork Blade",
    "Item",
    deck="Fate",
    gold_cost=2,
    force=0,
    chi=0,
    force_is_modifier=True,
    chi_is_modifier=True,
    text_plain="Attached Personality has +2F.\nAfter this Personality assigns: Target another "
    "player. He gains 2 Honor.",
)


def test_target_another_player_then_what_he_does() -> None:
    """Masterwork Blade: "Target another player. He gains 2 Honor." («Выбор цели и
    перенаправление»: the player is a target, named by his Stronghold); the other player's
    Honor changes, not the acting player's. "He discards a card" (a clause of "Each player"
    sentences, here after "Target another player") is his own choice among his hand's cards."""
    (blade,) = parse_abilities(MASTERWORK)
    assert [t.kinds for t in blade.targets] == [(PLAYER_KIND,)]
    assert blade.targets[0].side == OTHERS
    (gains,) = blade.effects
    assert gains.op == TARGETED_PLAYER and gains.on == 0
    assert (gains.then.op, gains.then.amount) == (HONOR, 2)  # type: ignore[attr-defined]
    assert automation(MASTERWORK).status == FULL
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi")], fate=[MASTERWORK]), deck("Second")
    )
    bushi = t.in_play("Bushi")
    castle = t.state.players[1].stronghold
    assert castle is not None
    mine, theirs = t.state.players[0].honor, t.state.players[1].honor
    perform(t.state, 0, bushi, blade.effects, (castle,))
    run(t.state)
    assert (t.state.players[0].honor, t.state.players[1].honor) == (mine, theirs + 2)
    discards = personality(
        "Plain Envoy", text_plain="Limited: Target another player. He discards a card."
    )
    perform(t.state, 0, bushi, actions_of(discards)[0].effects, (castle,))
    run(t.state)
    hand = sorted(t.state.players[1].hand)
    assert sorted(t.legal(1)) == sorted(f"choose {iid}" for iid in hand) and not t.legal(0)
    t.act(1, Choose(hand[0]))
    assert t.state.cards[hand[0]].zone == "fate-discard"


def test_the_discarded_top_cards_focus_value_gives_a_bonus() -> None:
    """Mantis Budoka: "Battle: Once per battle: Discard the top card of your Fate deck. Give
    this card a Force bonus equal to the Focus Value of the discarded card." («Бонусы и
    штрафы»: a bonus lasts until the turn ends.)"""
    budoka = follower(
        "Mantis Budoka",
        text_plain="Battle: Once per battle: Discard the top card of your Fate deck. Give this "
        "card a Force bonus equal to the Focus Value of the discarded card.",
    )
    effects = actions_of(budoka)[0].effects
    assert [(e.op, e.amount) for e in effects] == [(DISCARD_TOP, 0), (FOCUS_BONUS, 1)]
    assert automation(budoka).status == FULL
    t = Table(deck("First", RICH, dynasty=[personality("Bushi")], fate=[budoka, KIHO]))
    bushi = t.in_play("Bushi")
    mantis = t.take("Mantis Budoka", 0, f"on:{bushi.iid}")
    kiho = _on_top(t, "Kiho of Testing")
    perform(t.state, 0, mantis, effects, ())
    run(t.state)
    assert t.state.cards[kiho].zone == "fate-discard"
    assert "Mantis Budoka gets +2F (the discarded card's Focus Value)" in t.state.notes
