"""Gold Production given by an action («Бонусы и штрафы» (Bonuses and Penalties): a value
changed by cards, for the turn unless said otherwise; «Глоссарий» (Glossary): a
Gold-producing Holding can produce Gold, one that only lowers costs cannot): "Give one or
two target Gold-producing Holdings +1 Gold Production each (this turn)." (Expanding the
Gardens), "Give your target Farm Holding +2GP." (Millet Farm)."""

import json

import pytest

from rules.engine import Game, IllegalAction, payment
from rules.engine.actions import ManualMove, PlayCard, UseAbility
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, strategy, stronghold

FARM = holding("Rice Field", keywords=["Farm"])
MINE = holding("Iron Pit", text=":bow:: Produce 3 Gold.", keywords=["Mine"])
SCHOOL = holding(
    "Quiet School", text=":bow:: When paying for a Human Shugenja, he enters play for 0 Gold."
)


def _table(fate: list, *dynasty: object) -> Table:
    return Table(
        deck("First", stronghold(honor=20, gold=5), dynasty=list(dynasty), fate=fate),
        deck("Second", stronghold("Other Castle", honor=2)),
    )


def test_expanding_the_gardens_reads_two_targets_the_second_optional() -> None:
    gardens = real_card("Expanding the Gardens", "aftermath")
    assert assess(gardens).status == FULL
    compiled = compile_body(gardens, gardens.text_plain.split(":", 1)[1].strip())
    assert compiled is not None
    first, second = compiled.targets
    assert "gold-producing" in first.states and first.kinds == ("Holding",)
    assert not first.optional and second.optional


def test_expanding_the_gardens_gives_two_holdings_more_gold_this_turn() -> None:
    """Played on the Farm and the Mine: each produces 1 more Gold this turn; the School,
    which only lowers a cost, is no target; the turn over, the bonus ends. A saved game keeps
    it and a replay gives the same state."""
    gardens = real_card("Expanding the Gardens", "aftermath")
    t = _table([gardens], FARM, MINE, SCHOOL)
    farm = t.in_play("Rice Field")
    mine = t.in_play("Iron Pit")
    school = t.in_play("Quiet School")
    hand = t.to_hand("Expanding the Gardens")
    t.pass_until("action", seat=0)
    legal = t.legal(0)
    assert f"play {hand.iid} 0 pay - targets {farm.iid},{mine.iid}" in legal
    assert f"play {hand.iid} 0 pay - targets {farm.iid}" in legal
    chosen = [a.split("targets ")[1].split(",") for a in legal if "targets " in a]
    assert chosen and all(str(school.iid) not in each for each in chosen)
    entry = t.act(0, PlayCard(hand.iid, 0, (), (farm.iid, mine.iid)))
    assert "Rice Field has +1 Gold Production this turn" in entry.notes
    gold = payment.producers(t.state, 0)
    assert gold[farm.iid] == 3 and gold[mine.iid] == 4
    saved = Game.from_dict(json.loads(json.dumps(t.game.to_dict())))
    assert payment.producers(saved.state, 0)[mine.iid] == 4
    replayed = Game.replay(saved.setups, saved.seed, saved.log, **saved.options)
    assert replayed.state.to_dict() == saved.state.to_dict()
    t.pass_until("action", seat=1)
    gold = payment.producers(t.state, 0)
    assert gold[farm.iid] == 2 and gold[mine.iid] == 3


def test_one_target_is_enough() -> None:
    gardens = real_card("Expanding the Gardens", "aftermath")
    t = _table([gardens], FARM, MINE)
    farm = t.in_play("Rice Field")
    mine = t.in_play("Iron Pit")
    hand = t.to_hand("Expanding the Gardens")
    t.pass_until("action", seat=0)
    t.act(0, PlayCard(hand.iid, 0, (), (mine.iid,)))
    gold = payment.producers(t.state, 0)
    assert gold[farm.iid] == 2 and gold[mine.iid] == 4


def test_millet_farm_gives_a_farm_two_more_gold() -> None:
    """Millet Farm: "Open, :bow:: Give your target Farm Holding +2GP." The Mine is no Farm."""
    millet = real_card("Millet Farm", "chaos_reigns_part_ii")
    assert assess(millet).status == FULL
    t = _table([], millet, FARM, MINE)
    built = t.in_play("Millet Farm")
    farm = t.in_play("Rice Field")
    mine = t.in_play("Iron Pit")
    t.pass_until("action", seat=0)
    legal = t.legal(0)
    index = next(a.index for a in _abilities(t, built) if "+2GP" in a.text)
    assert f"use {built.iid} {index} pay - targets {farm.iid}" in legal
    assert f"use {built.iid} {index} pay - targets {mine.iid}" not in legal
    t.act(0, UseAbility(built.iid, index, (), (farm.iid,)))
    assert payment.producers(t.state, 0)[farm.iid] == 4 and built.bowed


def _abilities(t: Table, card):  # type: ignore[no-untyped-def]
    from rules.engine.abilities import abilities

    return abilities(card.defn)


TRADE_EMBARGO = strategy(
    "Trade Embargo",
    text="You may only play one copy of Trade Embargo per turn.\nOpen, :g4:: All non-Unique "
    "Holdings produce 1 less Gold (this turn).",
)


def test_trade_embargo_lowers_every_non_unique_holding_once_a_turn() -> None:
    """Trade Embargo: every player's non-Unique Holdings produce 1 less Gold this turn (a
    Unique one does not); a second copy cannot be played the same turn, but can the next."""
    assert assess(TRADE_EMBARGO).status == FULL
    unique = holding("Golden Palace", text=":bow:: Produce 3 Gold.", keywords=["Unique"])
    t = Table(
        deck(
            "First",
            stronghold(honor=20, gold=8),
            dynasty=[FARM, unique],
            fate=[TRADE_EMBARGO, TRADE_EMBARGO],
        ),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[MINE]),
    )
    farm = t.in_play("Rice Field")
    palace = t.in_play("Golden Palace")
    mine = t.in_play("Iron Pit", seat=1)
    first, second = t.cards("Trade Embargo", 0)[:2]
    for each in (first, second):
        t.act(0, ManualMove(each.iid, "hand"))
    t.pass_until("action", seat=0)
    castle = t.state.players[0].stronghold
    assert any(a.startswith(f"play {first.iid} 0 pay ") for a in t.legal(0))
    entry = t.act(0, PlayCard(first.iid, 0, (castle,)))
    assert "Rice Field has -1 Gold Production this turn" in entry.notes
    assert payment.producers(t.state, 0)[farm.iid] == 1
    assert payment.producers(t.state, 0)[palace.iid] == 3
    assert payment.producers(t.state, 1)[mine.iid] == 2
    t.act(1, "pass")
    legal = t.legal(0)
    assert "pass" in legal and not any(a.startswith(f"play {second.iid} ") for a in legal)
    with pytest.raises(IllegalAction, match="only one copy of Trade Embargo"):
        t.act(0, PlayCard(second.iid, 0, (palace.iid,)))
    t.pass_until("action", seat=0, later=True)
    assert payment.producers(t.state, 0)[farm.iid] == 2
    assert any(a.startswith(f"play {second.iid} ") for a in t.legal(0))


def test_your_holdings_until_your_next_turn_begins() -> None:
    """Inari's Festival: "Give your non-Unique Holdings +1 Gold Production until your next
    turn begins." Frost Dragon Festival: "Give all other players' non-Unique Holdings -1
    Gold Production until your next turn begins." (read as a group of cards, none
    targeted)."""
    inari = strategy(
        "Festival of Plenty",
        text="Limited: Give your non-Unique Holdings +1 Gold Production until your next turn "
        "begins.",
    )
    frost = strategy(
        "Frost Festival",
        text="Limited: Give all other players' non-Unique Holdings -1 Gold Production until "
        "your next turn begins.",
    )
    assert assess(inari).status == FULL and assess(frost).status == FULL
    t = Table(
        deck("First", stronghold(honor=20, gold=5), dynasty=[FARM], fate=[inari, frost]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[MINE]),
    )
    farm = t.in_play("Rice Field")
    mine = t.in_play("Iron Pit", seat=1)
    plenty = t.to_hand("Festival of Plenty")
    cold = t.to_hand("Frost Festival")
    t.pass_until("action", seat=0)
    t.act(0, PlayCard(plenty.iid, 0))
    t.act(1, "pass")
    t.act(0, PlayCard(cold.iid, 0))
    assert payment.producers(t.state, 0)[farm.iid] == 3
    assert payment.producers(t.state, 1)[mine.iid] == 2
    t.pass_until("action", seat=1)
    assert payment.producers(t.state, 0)[farm.iid] == 3
    assert payment.producers(t.state, 1)[mine.iid] == 2
    t.pass_until("action", seat=0, later=True)
    assert payment.producers(t.state, 0)[farm.iid] == 2
    assert payment.producers(t.state, 1)[mine.iid] == 3


def test_jade_vein_gives_your_jade_works_more_gold_for_the_game() -> None:
    """Jade Vein: "Limited, :bow:: Destroy this Holding to permanently give +1 Gold
    Production to all your copies of Jade Works." Each of the player's Jade Works (not
    another player's) produces 1 more Gold, turn after turn."""
    vein = holding(
        "Jade Vein",
        text=":bow:: Produce 2 Gold.\nLimited, :bow:: Destroy this Holding to permanently give "
        "+1 Gold Production to all your copies of Jade Works.",
    )
    assert assess(vein).status == FULL
    works = holding("Jade Works", text=":bow:: Produce 3 Gold.", keywords=["Jade"])
    t = Table(
        deck("First", stronghold(honor=20, gold=5), dynasty=[vein, works, works]),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[works]),
    )
    built = t.in_play("Jade Vein")
    mine = [t.in_play("Jade Works"), t.in_play("Jade Works")]
    theirs = t.in_play("Jade Works", 1)
    t.pass_until("action", seat=0)
    entry = t.act(0, UseAbility(built.iid, 1))
    assert "Jade Works has +1 Gold Production for the rest of the game" in entry.notes
    assert built.zone == "dynasty-discard"
    t.pass_until("action", seat=0, later=True)
    gold = payment.producers(t.state, 0)
    assert [gold[w.iid] for w in mine] == [4, 4]
    assert payment.producers(t.state, 1)[theirs.iid] == 3
