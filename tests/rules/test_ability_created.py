"""Created Followers and Items (Tokens — «Токены»: «Некоторые эффекты создают токены солдат,
которые одновременно считаются и токенами и картами»; «Токены никогда не кладут в стопки
отыгранных карт»; Owner — «Владельцем токенов и карт, созданных в процессе игры, является
их создатель»), played on the printed text of real cards (`rules.engine.created`)."""

from rules.engine import Game, stats
from rules.engine.abilities import actions_of, parse_abilities
from rules.engine.actions import Pass
from rules.engine.compiler import compile_body
from rules.engine.continuous import has_keyword
from rules.engine.coverage import assess
from rules.engine.created import CREATE_ATTACH, defn_for, is_created
from rules.engine.state import REMOVED
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

CAVALRY_TACTICS = ("New Cavalry Tactics", "gates_of_chaos")
BUSHI = personality("Bushi", force=3, chi=2)
COMMANDER = personality("Old General", force=2, chi=3, keywords=("Samurai", "Commander"))


def _table(fate=(), dynasty=()) -> Table:
    first = deck("First", stronghold(honor=5, gold=10), dynasty=[*dynasty, BUSHI], fate=list(fate))
    second = deck("Second", stronghold(honor=2, gold=10), dynasty=[BUSHI])
    return Table(first, second)


def _engage(t: Table, mine, guard) -> None:
    t.to_attack()
    t.attack(1, (mine, 0))
    t.defend((guard, 0))
    t.act(1, Pass())


def _created(t: Table, host) -> list:
    return [t.state.cards[iid] for iid in host.attachments if is_created(t.state.cards[iid].defn)]


def test_new_cavalry_tactics_creates_two_or_three_elephants() -> None:
    """New Cavalry Tactics: "Engage, :g3:: Target your Personality. Create and attach two,
    or three if the target is a Commander, 1F Elephant • Nonhuman • Cavalry Followers to
    him." The Bushi gets two 1F Cavalry Followers, owned by their creator; a saved game
    restores them."""
    card = real_card(*CAVALRY_TACTICS)
    assert assess(card, parse_abilities(card)).status == "full"
    t = _table(fate=[card])
    tactics = t.to_hand("New Cavalry Tactics")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    _engage(t, bushi, guard)
    plays = [a for a in t.legal(0) if a.startswith(f"play {tactics.iid} 0 ")]
    assert plays and all(a.endswith(f"targets {bushi.iid}") for a in plays)
    entry = t.act(0, plays[0])
    elephants = _created(t, bushi)
    assert len(elephants) == 2
    assert any("creates 1F Elephant • Nonhuman • Cavalry Follower" in n for n in entry.notes)
    for elephant in elephants:
        assert elephant.owner == 0 and elephant.controller == 0 and elephant.in_play
        assert elephant.defn.has_keyword("Cavalry") and stats.force(t.state, elephant) == 1
    restored = Game.from_dict(t.game.to_dict())
    again = [restored.state.cards[e.iid] for e in elephants]
    assert [c.defn for c in again] == [e.defn for e in elephants]
    assert restored.to_dict() == t.game.to_dict()


def test_a_commander_gets_three_and_they_leave_the_game() -> None:
    """The same for a Commander: three. A created Follower destroyed leaves the game, never
    in a discard pile."""
    t = _table(fate=[real_card(*CAVALRY_TACTICS)], dynasty=[COMMANDER])
    tactics = t.to_hand("New Cavalry Tactics")
    general = t.in_play("Old General")
    guard = t.in_play("Bushi", seat=1)
    _engage(t, general, guard)
    [play] = [a for a in t.legal(0) if a.startswith(f"play {tactics.iid} 0 ")][:1]
    t.act(0, play)
    elephants = _created(t, general)
    assert len(elephants) == 3
    t.act(0, f"manual destroy {elephants[0].iid}")
    assert elephants[0].zone == REMOVED
    assert elephants[0].iid not in t.state.players[0].fate_discard
    assert len(_created(t, general)) == 2


def test_created_items_modify_their_personality() -> None:
    """Armorer: "Create a +1F/+1C Armor Item and attach it to your target Personality." The
    Item's Force and Chi are modifiers; it is an Armor."""
    armorer = real_card("Armorer", "ambitions_debt")
    [ability] = actions_of(armorer)
    compiled = compile_body(armorer, ability.body)
    assert compiled is not None and compiled.effects[0].op == CREATE_ATTACH
    t = _table(dynasty=[armorer])
    holding = t.in_play("Armorer")
    bushi = t.in_play("Bushi")
    t.pass_until("action", seat=0)
    use = f"use {holding.iid} 0 pay - targets {bushi.iid}"
    assert use in t.legal(0)
    t.act(0, use)
    [armor] = _created(t, bushi)
    assert armor.defn.has_keyword("Armor") and has_keyword(t.state, armor, "Armor")
    assert stats.force(t.state, bushi) == 4 and stats.chi(t.state, bushi) == 3


def test_created_definitions_are_named_by_their_key() -> None:
    """The key names the card whole: no other key is a created card's."""
    defn = defn_for("created|Follower|2|0|Ronin")
    assert defn is not None and defn.force == 2 and defn.keywords == ("Ronin",)
    assert defn.title == "2F Ronin Follower (created)"
    assert defn_for("Farmlands") is None
