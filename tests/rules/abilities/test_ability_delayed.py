"""Delayed effects: a sentence of an action's effect that happens once, later, at the moment
it names (`rules.engine.delayed`): "Before this phase ends, ..." — the end of the phase under
way («Структура хода (детальное описание)» — Sequence of Play in Detail); "... at the end of
the turn" — the turn's end («Конец хода» — End of the Turn)."""

from rules.engine.coverage import FULL, automation
from rules.engine.state import Card, State
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

# The sentence Tamori Kazushige's and Bayushi Misaki's Open actions end with (their targets,
# "If it is another player's turn, target one of his Personalities", are not read yet).
STRAIGHTEN_LATER = strategy(
    "Straighten Later",
    text="Open: Target your Personality: Before this phase ends, straighten him.",
)
# The form of Summon Earth Kami's "Remove that Personality from the game at the end of the turn."
AT_TURN_END = strategy(
    "Straighten at the End",
    text="Open: Target your Personality: Straighten him at the end of the turn.",
)


def _table() -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[personality("Bushi", force=2)],
            fate=[STRAIGHTEN_LATER, AT_TURN_END],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=2)]),
    )


def _play(t: Table, title: str, target: Card) -> Card:
    card = t.to_hand(title)
    t.pass_until("action", seat=0)
    play = next(
        a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ") and str(target.iid) in a
    )
    t.act(0, play)
    return card


def test_before_this_phase_ends_straightens_him_as_the_action_phase_ends() -> None:
    """Played in the Action Phase, the straightening waits: the Personality is still bowed
    once the action resolves, and straight as the phase ends (before the Attack Phase)."""
    assert automation(STRAIGHTEN_LATER).status == FULL
    t = _table()
    bushi = t.in_play("Bushi")
    _play(t, STRAIGHTEN_LATER.title, bushi)
    t.act(0, f"manual bow {bushi.iid}")
    assert any(key.startswith("delayed:") for key in t.state.used)
    t.pass_until("attack", seat=0)
    assert not bushi.bowed
    assert not any(key.startswith("delayed:") for key in t.state.used)


def test_the_delayed_effect_is_kept_in_a_saved_game() -> None:
    """The delayed effect is part of the saved game."""
    t = _table()
    bushi = t.in_play("Bushi")
    _play(t, STRAIGHTEN_LATER.title, bushi)
    defns = {card.defn.key: card.defn for card in t.state.cards.values()}
    restored = State.from_dict(t.state.to_dict(), defns)
    assert [k for k in restored.used if k.startswith("delayed:")] == [
        k for k in t.state.used if k.startswith("delayed:")
    ]


def test_at_the_end_of_the_turn_straightens_him_once() -> None:
    """Not as the Action Phase ends: as the turn ends (the other player's Straighten Phase
    straightens only his own cards)."""
    assert automation(AT_TURN_END).status == FULL
    t = _table()
    bushi = t.in_play("Bushi")
    _play(t, AT_TURN_END.title, bushi)
    t.act(0, f"manual bow {bushi.iid}")
    while t.state.phase == "action":
        t.act(t.game.to_act, "pass")
    assert bushi.bowed
    t.pass_until("action", seat=1)
    assert not bushi.bowed
    assert not any(key.startswith("delayed:") for key in t.state.used)


def test_a_card_that_left_play_is_not_straightened() -> None:
    """An event about a card that left play by then does nothing."""
    t = _table()
    bushi = t.in_play("Bushi")
    _play(t, AT_TURN_END.title, bushi)
    t.act(0, f"manual bow {bushi.iid}")
    t.act(0, f"manual move {bushi.iid} to discard")
    t.pass_until("action", seat=1)
    assert bushi.zone == "dynasty-discard"
    assert not any(key.startswith("delayed:") for key in t.state.used)


def test_elemental_adroitness_is_read() -> None:
    """ "Battle: Straighten a target Ring. Before this phase ends, put this Strategy into your
    hand." The Strategy comes back from its owner's discard pile as the phase ends."""
    assert automation(real_card("Elemental Adroitness", "promotional_emperor")).status == FULL
