"""Gold Production given by an action («Бонусы и штрафы» (Bonuses and Penalties): a value
changed by cards, for the turn unless said otherwise; «Словарь терминов» (Glossary): a
Gold-producing Holding can produce Gold, one that only lowers costs cannot): "Give one or
two target Gold-producing Holdings +1 Gold Production each (this turn)." (Expanding the
Gardens), "Give your target Farm Holding +2GP." (Millet Farm)."""

import json

from rules.engine import Game, payment
from rules.engine.actions import PlayCard, UseAbility
from rules.engine.compiler import compile_body
from rules.engine.coverage import FULL, assess
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, holding, stronghold

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
