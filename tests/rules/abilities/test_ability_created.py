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
from tests.rules_cards import Table, deck, item, personality, strategy, stronghold

SWELL_SET = "promotional_celestial"
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
    # A replay of the log creates the same cards.
    game = t.game
    replayed = Game.replay(game.setups, game.seed, game.log, **game.options)
    assert replayed.state.to_dict() == t.state.to_dict()


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


def test_band_of_brothers_creates_for_one_or_two() -> None:
    """Band of Brothers: "After this Follower enters play, target one or two of your
    Personalities. Create and attach a 1F Ronin Follower to each of them." Both, either
    one alone, in either order, are offered; choosing one creates one Ronin."""
    band = real_card("Band of Brothers", "aftermath")
    assert assess(band, parse_abilities(band)).status == "full"
    sage = personality("Sage", force=1, chi=4)
    t = _table(fate=[band], dynasty=[sage])
    bushi, sage_card = t.in_play("Bushi"), t.in_play("Sage")
    card = t.to_hand("Band of Brothers")
    t.pass_until("action", seat=0)
    [attach] = [a for a in t.legal(0) if a.startswith(f"attach {card.iid} to {bushi.iid} ")]
    t.act(0, attach)
    use = f"use {card.iid} 0 pay - targets "
    assert sorted(t.legal(0)) == sorted(
        use + ids
        for ids in (
            f"{bushi.iid},{sage_card.iid}",
            f"{sage_card.iid},{bushi.iid}",
            f"{bushi.iid}",
            f"{sage_card.iid}",
        )
    )
    t.act(0, f"{use}{sage_card.iid}")
    [ronin] = _created(t, sage_card)
    assert ronin.defn.has_keyword("Ronin") and stats.force(t.state, ronin) == 1
    assert _created(t, bushi) == []


def test_never_without_a_weapon_measures_the_discarded_card() -> None:
    """Never Without a Weapon: "Battle, :g5:: Discard a card to create a Weapon Item with a
    Force Modifier equal to the discarded card's Focus Value and attach it to your target
    Personality." The card discarded as the cost gives the Weapon its Force; a Personality
    who already has a Weapon gets none («каждый командир может иметь только одно оружие»)."""
    never = real_card("Never Without a Weapon", "aftermath")
    assert assess(never, parse_abilities(never)).status == "full"
    t = _table(fate=[never, strategy("Three Focus", focus=3)])
    first = t.to_hand("Never Without a Weapon")
    discard = t.to_hand("Three Focus")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    _engage(t, bushi, guard)
    [play] = [a for a in t.legal(0) if a.startswith(f"play {first.iid} 0 ")][:1]
    assert play.endswith(f"targets {bushi.iid}")
    t.act(0, play)
    assert f"choose {discard.iid}" in t.legal(0)
    t.act(0, f"choose {discard.iid}")
    [weapon] = _created(t, bushi)
    assert weapon.defn.has_keyword("Weapon") and weapon.defn.force == 3
    assert stats.force(t.state, bushi) == 6
    assert discard.zone == "fate-discard"


def test_a_created_weapon_finds_no_place_beside_another() -> None:
    """Never Without a Weapon on a Personality who already has a Weapon: the card is
    discarded and paid for, but no Weapon is created («каждый командир может иметь только
    одно оружие»)."""
    never = real_card("Never Without a Weapon", "aftermath")
    katana = item("Plain Katana", force=2, keywords=("Weapon",))
    t = _table(fate=[never, katana, strategy("Three Focus", focus=3)])
    card = t.to_hand("Never Without a Weapon")
    discard = t.to_hand("Three Focus")
    bushi = t.in_play("Bushi")
    held = t.take("Plain Katana", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    _engage(t, bushi, guard)
    [play] = [a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")][:1]
    t.act(0, play)
    entry = t.act(0, f"choose {discard.iid}")
    assert _created(t, bushi) == [] and bushi.attachments == [held.iid]
    assert discard.zone == "fate-discard"
    assert any("is not created: Bushi already has a Weapon" in n for n in entry.notes)


def test_kitsu_leiko_creates_an_ancestor_spirit_in_the_home() -> None:
    """Kitsu Leiko: "Open, :bow:: Create a 2F/2C/3PH Lion Clan • Ancestor • Samurai • Spirit
    Personality." He enters play in his creator's home with those values and keywords, a
    Lion Clan Personality owned and controlled by his creator; a saved game keeps him."""
    leiko = real_card("Kitsu Leiko", "the_coming_storm")
    assert assess(leiko, parse_abilities(leiko)).status == "full"
    t = _table(dynasty=[leiko])
    card = t.in_play("Kitsu Leiko")
    t.pass_until("action", seat=0)
    before = set(t.state.players[0].home)
    # The reminder line is no action: the Open action is his first.
    use = f"use {card.iid} 0 pay -"
    assert use in t.legal(0)
    entry = t.act(0, use)
    [iid] = set(t.state.players[0].home) - before
    spirit = t.state.cards[iid]
    assert card.bowed and is_created(spirit.defn) and spirit.owner == 0
    assert "Lion" in spirit.defn.clans and spirit.defn.has_keyword("Spirit")
    assert (stats.force(t.state, spirit), stats.chi(t.state, spirit)) == (2, 2)
    assert stats.personal_honor(t.state, spirit) == 3
    assert any("creates 2F/2C/3PH" in n and "in their home" in n for n in entry.notes)
    assert Game.from_dict(t.game.to_dict()).to_dict() == t.game.to_dict()


def test_a_personality_created_at_the_current_battlefield_joins_the_army() -> None:
    """ "Create a 2F/2C/2PH Ronin Personality on your side at the current battlefield": in a
    battle he is at that battlefield, in his creator's army; he leaves the game when
    destroyed."""
    swell = strategy(
        "Swell the Few",
        text="Battle: Create a 2F/2C/2PH Ronin Personality on your side at the current "
        "battlefield.",
    )
    t = _table(fate=[swell])
    card = t.to_hand("Swell the Few")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    _engage(t, bushi, guard)
    before = set(t.state.players[0].home)
    t.act(0, f"play {card.iid} 0 pay -")
    [iid] = set(t.state.players[0].home) - before
    ronin = t.state.cards[iid]
    assert ronin.battle == bushi.battle is not None
    t.act(0, f"manual destroy {iid}")
    assert ronin.zone == REMOVED and iid not in t.state.players[0].dynasty_discard


def test_a_created_personality_leaves_the_game_as_the_battle_ends() -> None:
    """Swell the Ranks: "Battle: Create a 2F/2C/2PH Ronin Personality on your side at the
    current battlefield. Remove him from the game after this battle ends." He fights in
    the battle, then leaves the game with it."""
    swell = real_card("Swell the Ranks", SWELL_SET)
    assert assess(swell, parse_abilities(swell)).status == "full"
    t = _table(fate=[swell])
    card = t.to_hand("Swell the Ranks")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    _engage(t, bushi, guard)
    before = set(t.state.players[0].home)
    t.act(0, f"play {card.iid} 0 pay -")
    [iid] = set(t.state.players[0].home) - before
    ronin = t.state.cards[iid]
    assert ronin.in_play and ronin.battle == bushi.battle
    t.pass_battle()
    assert ronin.zone == REMOVED and iid not in t.state.players[0].home
    assert iid not in t.state.players[0].dynasty_discard
    assert any(
        "is removed from the game as the battle ends" in note
        for entry in t.game.log
        for note in entry.notes
    )


def test_a_created_personality_with_your_clan_alignment() -> None:
    """ "Create a 1F/1C/1PH Personality with your Clan Alignment." ("Heartlands"): he has the
    Clan of the player who creates him, read as he is created (a Crab player's here)."""
    heartlands = strategy(
        "Heartland Call",
        text="Open: Create a 1F/1C/1PH Personality with your Clan Alignment.",
    )
    t = _table(fate=[heartlands])
    card = t.to_hand("Heartland Call")
    t.pass_until("action", seat=0)
    before = set(t.state.players[0].home)
    t.act(0, f"play {card.iid} 0 pay -")
    [iid] = set(t.state.players[0].home) - before
    created = t.state.cards[iid]
    assert t.state.players[0].clans == ["Crab"]
    assert created.defn.clans == ("Crab",) and created.defn.keywords == ()
    assert created.defn.title == "1F/1C/1PH Crab Clan Personality (created)"


def test_hiruma_koru_invests_in_a_created_follower() -> None:
    """Hiruma Koru: "Invest :g1:: Create a 0F Follower attach it to Koru." — paid after he
    enters play (the Invest reminder), a 0F Follower is created and attached to him."""
    from tests.rules.abilities.test_ability_invest import recruit, table, uses

    koru_def = real_card("Hiruma Koru", "aftermath")
    assert assess(koru_def, parse_abilities(koru_def)).status == "full"
    t = table([koru_def])
    recruit(t, "Hiruma Koru")
    koru = next(c for c in t.state.cards.values() if c.defn is koru_def)
    offered = uses(t, koru)
    assert offered, t.legal(0)
    t.act(0, offered[0])
    [follower] = _created(t, koru)
    assert follower.defn.type == "Follower" and stats.force(t.state, follower) == 0
