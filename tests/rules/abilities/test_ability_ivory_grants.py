"""Ivory Edition cards that give a Personality a keyword, larger bonuses, or room for an
Item, played through the engine on their printed text (Costs and Effects — «Стоимость и
эффекты»: "Постоянно" means until the end of the game; Targeting — «Выбор цели и
перенаправление»; Followers, Items, Spells and Ancestors — «Солдаты, предметы, заклинания
и предки»: one Weapon and one Armor per Personality)."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.continuous import has_keyword
from rules.engine.coverage import assess
from rules.engine.play import attach_problem
from rules.engine.targets import parse_target, qualifies
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, item, personality, strategy, stronghold

SAMURAI = personality("Plain Samurai", force=2, chi=2, keywords=("Samurai",))
MONK = personality("Quiet Monk", force=1, chi=2, keywords=("Monk",))
SPIDER = personality("Spider Samurai", force=2, chi=2, clans=("Spider",))
KATANA = item("Plain Katana", force=2, keywords=("Weapon",))
DO = item("Plain Armor", force=1, keywords=("Armor",))
FURY = strategy("Sudden Fury", text="Open: Give your target Personality +2F.")
SOUL = strategy("Lasting Fury", text="Open: Permanently give your target Personality +1F.")


def _table(dynasty=(), fate=(), theirs=(), gold: int = 10) -> Table:
    first = deck("First", stronghold(honor=10, gold=gold), dynasty=list(dynasty), fate=list(fate))
    second = deck("Second", stronghold(honor=2, gold=gold), dynasty=[*theirs, SAMURAI])
    return Table(first, second)


def test_obsidian_dueling_grounds_gives_shadowlands() -> None:
    """The Obsidian Dueling Grounds: "Limited, :bow:: Permanently give your target Samurai
    Shadowlands. Give him three +1F tokens. Destroy this Holding. Lose 4 Honor." Only a
    Samurai is offered; he becomes Shadowlands for the rest of the game (a target the
    other player's "enemy Shadowlands Personality" may name), with three tokens."""
    grounds = real_card("The Obsidian Dueling Grounds", "promotional_emperor")
    assert assess(grounds, parse_abilities(grounds)).status == "full"
    t = _table(dynasty=[grounds, SAMURAI, MONK])
    holding = t.in_play("The Obsidian Dueling Grounds")
    samurai = t.in_play("Plain Samurai")
    t.in_play("Quiet Monk")
    t.pass_until("action", seat=0)
    uses = sorted(a for a in t.legal(0) if a.startswith(f"use {holding.iid} 1 "))
    assert uses == [f"use {holding.iid} 1 pay - targets {samurai.iid}"]
    honor = t.state.players[0].honor
    shadow = parse_target("a target enemy Shadowlands Personality")
    assert shadow is not None and not qualifies(t.state, 1, samurai, shadow, False, False)
    t.act(0, uses[0])
    assert has_keyword(t.state, samurai, "Shadowlands")
    assert qualifies(t.state, 1, samurai, shadow, False, False)
    assert stats.force(t.state, samurai) == 5
    assert not holding.in_play and t.state.players[0].honor == honor - 4
    # The next turns too: the keyword lasts the game.
    t.pass_until("action", seat=0, later=True)
    assert has_keyword(t.state, samurai, "Shadowlands")
    assert any(m[1] == "Shadowlands" and m[3] == "game" for m in samurai.mods)


def test_hida_saiyuki_receives_larger_force_bonuses() -> None:
    """Hida Saiyuki: "Increase by 1 all Force bonuses Saiyuki receives (for the duration of
    the Force bonus)." +2F for the turn is +3F, ending with the turn; a permanent +1F is +2F;
    a penalty is not increased, nor another Personality's bonus."""
    saiyuki = real_card("Hida Saiyuki")
    assert assess(saiyuki, parse_abilities(saiyuki)).status == "full"
    t = _table(dynasty=[saiyuki, SAMURAI], fate=[FURY, SOUL])
    hida = t.in_play("Hida Saiyuki")
    samurai = t.in_play("Plain Samurai")
    base = stats.force(t.state, hida)
    fury = t.to_hand("Sudden Fury")
    soul = t.to_hand("Lasting Fury")
    t.pass_until("action", seat=0)
    t.act(0, f"play {fury.iid} 0 pay - targets {hida.iid}")
    assert stats.force(t.state, hida) == base + 3
    t.act(1, Pass())
    t.act(0, f"play {soul.iid} 0 pay - targets {hida.iid}")
    assert stats.force(t.state, hida) == base + 5
    t.act(0, f"manual bonus {samurai.iid} +2F")
    assert stats.force(t.state, samurai) == 4
    t.pass_until("action", seat=0, later=True)
    assert stats.force(t.state, hida) == base + 2


def test_ancestral_armor_takes_no_weapons_place() -> None:
    """Ancestral Armor of the Spider Clan (Armor, Weapon): "Does not count towards a
    Personality's maximum number of Weapons." It attaches beside a Weapon, and a Weapon
    beside it; it is still his one Armor, and a second Weapon still finds no place."""
    armor = real_card("Ancestral Armor of the Spider Clan")
    assert assess(armor, parse_abilities(armor)).status == "full"
    t = _table(dynasty=[SPIDER], fate=[armor, KATANA, KATANA, DO])
    spider = t.in_play("Spider Samurai")
    ancestral = t.find("Ancestral Armor of the Spider Clan")
    first, second = t.cards("Plain Katana", 0)
    plain_armor = t.find("Plain Armor")
    t.take("Plain Katana", 0, f"on:{spider.iid}")
    assert first.host == spider.iid
    assert attach_problem(t.state, ancestral, spider) is None
    t.take("Ancestral Armor of the Spider Clan", 0, f"on:{spider.iid}")
    assert ancestral.host == spider.iid
    assert attach_problem(t.state, second, spider) == "Spider Samurai already has a Weapon"
    assert attach_problem(t.state, plain_armor, spider) == "Spider Samurai already has an Armor"
