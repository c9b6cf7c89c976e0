"""Naming a card (Canceling Actions and Negating Effects — «Отмена действий и аннулирование
эффектов»), The Shadowed Estate of the Scorpion (Ivory Edition): "Tireless Open: Name a
Fate card, or name a Dynasty card in play. Negate the effects of the next action from a
card with that title." The effect lasts the turn («Если на карте прямо не указана
продолжительность ее эффекта, то он прекращается в конце текущего хода»)."""

from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, strategy, stronghold

GIFT = strategy("Honor Gift", text="Open: Gain 2 Honor.")
BUSHI = personality("Bushi", force=3, chi=2)


def _table() -> Table:
    estate = real_card("The Shadowed Estate of the Scorpion")
    assert automation(estate).status == FULL
    return Table(
        deck("First", estate, dynasty=[BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[GIFT, GIFT]),
    )


def _name(t: Table, title: str) -> None:
    estate = t.state.players[0].stronghold
    uses = [a for a in t.legal(0) if a.startswith(f"use {estate} 0 ")]
    assert uses, t.legal(0)
    t.act(0, uses[0])
    view = t.game.view(0)
    labels = next(
        (frame.get("labels") for frame in [t.state.stack[-1]] if frame["step"] == "either"),
        None,
    )
    assert labels is not None, view
    assert f"name {title}" in labels
    # Dynasty cards only when in play: the Bushi in First's home, not a Dull Field in a deck.
    assert "name Bushi" in labels and "name Dull Field" not in labels
    t.act(0, f"option {labels.index(f'name {title}') + 1}")


def test_the_next_action_from_the_named_card_does_nothing() -> None:
    t = _table()
    t.in_play("Bushi")
    gifts = t.cards("Honor Gift", 1)
    for gift in gifts:
        t.act(1, f"manual move {gift.iid} to hand")
    t.pass_until("action", seat=0)
    _name(t, "Honor Gift")
    before = t.state.players[1].honor
    play = next(a for a in t.legal(1) if a.startswith(f"play {gifts[0].iid} "))
    entry = t.act(1, play)
    assert "the effects of Honor Gift are negated" in entry.notes
    assert t.state.players[1].honor == before
    assert gifts[0].zone == "fate-discard"
    t.act(0, "pass")
    play = next(a for a in t.legal(1) if a.startswith(f"play {gifts[1].iid} "))
    t.act(1, play)
    assert t.state.players[1].honor == before + 2


def test_the_name_lasts_the_turn() -> None:
    t = _table()
    t.in_play("Bushi")
    gift = t.cards("Honor Gift", 1)[0]
    t.act(1, f"manual move {gift.iid} to hand")
    t.pass_until("action", seat=0)
    _name(t, "Honor Gift")
    t.pass_until("action", seat=1)
    before = t.state.players[1].honor
    play = next(a for a in t.legal(1) if a.startswith(f"play {gift.iid} "))
    t.act(1, play)
    assert t.state.players[1].honor == before + 2


def test_other_players_have_one_less_maximum_hand_size() -> None:
    """The Estate's "Other players have -1 maximum hand size." (End Phase — «Конец хода»:
    «Максимальное количество карт в Вашей руке – восемь»)."""
    from rules.engine.play import hand_limit, over_hand_limit

    t = _table()
    first, second = t.state.players
    assert hand_limit(t.state, first) == 8
    assert hand_limit(t.state, second) == 7
    while len(second.hand) < 8:
        scroll = next(c for c in t.cards("Blank Scroll", 1) if c.zone == "fate")
        t.act(1, f"manual move {scroll.iid} to hand")
    assert over_hand_limit(t.state, second)
