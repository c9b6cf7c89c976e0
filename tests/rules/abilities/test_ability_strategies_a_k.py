"""Strategies (titles A to K) the compiler reads whole, each played on its printed text
through legal_actions()/act(): the phrasings taught for them, with the cards that use them."""

from rules.engine import battlefield as bf
from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from rules.engine.state import Card
from tests.rules_cards import Table, deck, follower, item, personality, strategy, stronghold

BUSHI = personality("Bushi", force=3, chi=2, keywords=("Samurai",), clans=("Crab",))
GUARD = personality("Guard", force=2, chi=2)
SPEARMEN = follower("Spearmen", force=1)


def _table(fate=(), theirs_fate=(), mine=(), theirs=()) -> Table:
    return Table(
        deck(
            "First",
            stronghold(honor=5, gold=12),
            dynasty=[*mine, BUSHI, BUSHI],
            fate=[*fate, SPEARMEN, SPEARMEN],
        ),
        deck(
            "Second",
            stronghold(honor=2, gold=12),
            dynasty=[*theirs, GUARD, GUARD],
            fate=[*theirs_fate, SPEARMEN],
        ),
    )


def _attach(t: Table, title: str, host: Card, seat: int = 0) -> Card:
    card = t.to_hand(title, seat)
    t.act(seat, f"manual move {card.iid} to on:{host.iid}")
    return card


def _battle(t: Table, mine: list[Card], theirs: list[Card], attacker: int = 0) -> None:
    """`attacker` attacks the other seat's first Province with `mine` (his), defended by
    `theirs`; the battle's Combat Segment begins («Фаза атаки»)."""
    t.to_attack(seat=attacker)
    t.attack(1 - attacker, *((unit, 0) for unit in mine))
    t.defend(*((unit, 0) for unit in theirs))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())


def _ids(action: str) -> list[str]:
    """The target ids an action's text lists ("play 17 0 pay - targets 5,15")."""
    return action.split("targets")[-1].replace(",", " ").split() if "targets" in action else []


def _home(t: Table, card: Card) -> bool:
    return card.in_play and bf.location(t.state, card) is None


def _play(t: Table, seat: int, card: Card, *targets: Card) -> None:
    """`seat` plays `card` on `targets` once it is his turn to act (in a battle, the
    Defender acts first: «Фаза атаки»)."""
    while t.game.to_act != seat:
        t.act(t.game.to_act, Pass())
    offered = [a for a in t.legal(seat) if a.startswith(f"play {card.iid} ")]
    wanted = [a for a in offered if all(str(x.iid) in _ids(a) for x in targets)]
    assert wanted, offered
    t.act(seat, wanted[0])


# -- "Before the turn ends, <sentence>" -------------------------------------------------------
FRENZY = strategy(
    "Frenzy",
    text="Battle: Target your performing Personality. Dishonor him. Lose 2 Honor. Give him "
    "+2F, or +3F if he is Crab Clan. Before the turn ends, destroy all his Followers.",
)


def test_frenzy_destroys_his_followers_only_as_the_turn_ends() -> None:
    """Gold "Frenzy": the Crab Personality is dishonored, his player loses 2 Honor and he
    has +3F at once; his Followers fight on in this battle and are destroyed as the turn
    ends («Конец хода» — End of the Turn: "before the turn ends" is its last moment)."""
    assert automation(FRENZY).status == FULL
    t = _table(fate=[FRENZY])
    bushi = t.in_play("Bushi")
    spearmen = _attach(t, "Spearmen", bushi)
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Frenzy")
    _battle(t, [bushi], [guard])
    honor = t.state.players[0].honor
    _play(t, 0, card, bushi)
    assert bushi.dishonored
    assert t.state.players[0].honor == honor - 2
    assert stats.force(t.state, bushi) == 6
    assert spearmen.in_play
    t.pass_until("action", seat=1)
    assert not spearmen.in_play
    assert bushi.in_play or bushi.zone == "dynasty-discard"


# -- "with a Weapon or an Armor (or both) attached" -------------------------------------------
ARMED_AND_READY = strategy(
    "Armed and Ready",
    text="Reaction: After a Resolution Segment begins: Straighten all your Personalities at "
    "the current battlefield with a Weapon or an Armor (or both) attached.",
)
KATANA = item("Katana", keywords=("Weapon",))
LACQUERED = item("Lacquered Armor", keywords=("Armor",))
FAN = item("Fan")


def test_armed_and_ready_straightens_the_armed_personalities_at_the_battlefield() -> None:
    """Gold "Armed and Ready": as the Resolution Segment begins («Фаза атаки»: before the
    armies are compared), the player's bowed Personalities at the battlefield with a Weapon
    or an Armor straighten; one with only a plain Item, or armed but at home, does not.
    They defend, so the battle's end does not bow them again."""
    assert automation(ARMED_AND_READY).status == FULL
    t = _table(fate=[ARMED_AND_READY, KATANA, LACQUERED, FAN], mine=[BUSHI])
    armed, armored, plain = (t.in_play("Bushi") for _ in range(3))
    _attach(t, "Katana", armed)
    _attach(t, "Lacquered Armor", armored)
    _attach(t, "Fan", plain)
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Armed and Ready")
    _battle(t, [guard], [armed, plain], attacker=1)
    for bushi in (armed, armored, plain):
        t.act(0, f"manual bow {bushi.iid}")
    start = t.state.attack["battle"]
    while t.game.waiting_for != "reactions":
        t.act(t.game.to_act, Pass())
        assert t.state.attack["battle"] == start
    t.act(0, f"play {card.iid} 0 pay -")
    assert not armed.bowed
    assert plain.bowed and armored.bowed


# -- "Move all <cards> home" / "Move home all <cards>" ----------------------------------------
DEFENSIVE_SCREEN = strategy(
    "Defensive Screen",
    text="Battle: Target your unit: Move all your other units at the current battlefield home.",
)
ABANDONED = strategy(
    "Abandoned",
    text="Battle: Target your performing Personality to move home a target enemy Personality "
    "with lower Personal Honor.\nAbsent Battle: Move all dishonorable Personalities at the "
    "current battlefield home.",
)


def test_defensive_screen_moves_home_the_players_other_units_only() -> None:
    """Gold "Defensive Screen": the targeted unit stays at the battlefield; the player's
    other units there go home (a Personality moves with his Followers: «Перемещение»), the
    enemy's stay."""
    assert automation(DEFENSIVE_SCREEN).status == FULL
    t = _table(fate=[DEFENSIVE_SCREEN], mine=[BUSHI])
    kept, sent, other = (t.in_play("Bushi") for _ in range(3))
    spearmen = _attach(t, "Spearmen", sent)
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Defensive Screen")
    _battle(t, [kept, sent, other], [guard])
    _play(t, 0, card, kept)
    assert _home(t, sent) and _home(t, other) and spearmen.host == sent.iid
    assert not _home(t, kept) and not _home(t, guard)


def test_abandoned_moves_every_dishonorable_personality_at_the_battlefield_home() -> None:
    """ "Abandoned"'s Absent Battle action: "Move all dishonorable Personalities at the current
    battlefield home." Both sides' dishonorable Personalities go home, none targeted; an
    honorable one stays."""
    assert automation(ABANDONED).status == FULL
    t = _table(fate=[ABANDONED], mine=[BUSHI])
    shamed, proud = t.in_play("Bushi"), t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    shamed.dishonored = guard.dishonored = True
    card = t.to_hand("Abandoned")
    _battle(t, [shamed, proud], [guard])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    t.act(0, next(a for a in t.legal(0) if a.startswith(f"play {card.iid} 1")))
    assert _home(t, shamed) and _home(t, guard)
    assert not _home(t, proud)


# -- "Permanently give each of your (other) provinces +2 strength" ----------------------------
GUARD_THE_HOUSE = strategy(
    "Guard the House",
    text="Reaction: After one of your provinces is destroyed: Permanently give each of your "
    "other provinces +2 strength.",
)


def test_guard_the_house_strengthens_the_remaining_provinces_for_the_game() -> None:
    """Gold "Guard the House": after the Attacker destroys one of his Provinces, the
    Defender's remaining Provinces each get +2 strength, still there after the turn ends
    («Сила провинции»), and kept by a saved game."""
    from rules.engine.game import Game

    assert automation(GUARD_THE_HOUSE).status == FULL
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=12),
            dynasty=[personality("Giant", force=9)],
        ),
        deck(
            "Second",
            stronghold(honor=2, gold=12, strength=3),
            dynasty=[GUARD],
            fate=[GUARD_THE_HOUSE],
        ),
    )
    giant = t.in_play("Giant")
    card = t.to_hand("Guard the House", seat=1)
    provinces = len(t.state.players[1].provinces)
    _battle(t, [giant], [])
    while t.game.waiting_for != "reactions" or t.game.to_act != 1:
        t.act(t.game.to_act, Pass())
    assert len(t.state.players[1].provinces) == provinces - 1
    t.act(1, f"play {card.iid} 0 pay -")
    remaining = [p.pid for p in t.state.players[1].provinces]
    assert [stats.province_strength(t.state, 1, pid) for pid in remaining] == [5] * len(remaining)
    t.pass_until("action", seat=1)
    assert [stats.province_strength(t.state, 1, pid) for pid in remaining] == [5] * len(remaining)
    loaded = Game.from_dict(t.game.to_dict())
    assert stats.province_strength(loaded.state, 1, remaining[0]) == 5


# -- "Bow and destroy your performing ..." and "with 0 Personal Honor" -------------------------
DEATHSEEKERS_GLORY = strategy(
    "Deathseeker's Glory",
    text="Battle: Bow and destroy your target performing honorable Samurai to destroy a target "
    "enemy Personality with 0 Personal Honor.",
)


def test_deathseekers_glory_trades_the_performing_samurai_for_a_shameless_enemy() -> None:
    """ "Deathseeker's Glory": the performer («Стоимость и эффекты»: the cost bows him, then
    he is destroyed, first of the effects, as "bow and destroy this card" is) and the enemy
    Personality with exactly 0 Personal Honor are destroyed; one with 1 may not be
    targeted."""
    assert automation(DEATHSEEKERS_GLORY).status == FULL
    shameless = personality("Shameless", force=2, honor=0)
    proud = personality("Proud", force=2, honor=1)
    t = _table(fate=[DEATHSEEKERS_GLORY], theirs=[shameless, proud])
    bushi = t.in_play("Bushi")
    low, high = t.in_play("Shameless", seat=1), t.in_play("Proud", seat=1)
    card = t.to_hand("Deathseeker's Glory")
    _battle(t, [bushi], [low, high])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert offered and all(str(high.iid) not in _ids(a) for a in offered)
    _play(t, 0, card, bushi, low)
    assert not bushi.in_play and not low.in_play and high.in_play


FOOLISH_PRIDE = strategy(
    "Foolish Pride",
    text="This card has -1 Gold Cost for each Courtier you control.\nBattle: Target a "
    "Personality with 0 Personal Honor: Bow him. His controller loses 2 Honor.\nBattle/Open: "
    "Target a Personality with 4 or higher Personal Honor: Straighten him.",
)


def test_foolish_pride_bows_a_personality_with_0_personal_honor() -> None:
    """ "Foolish Pride"'s Battle action: only a Personality with exactly 0 Personal Honor
    may be targeted; he bows and his controller loses 2 Honor."""
    assert automation(FOOLISH_PRIDE).status == FULL
    shameless = personality("Shameless", force=2, honor=0)
    proud = personality("Proud", force=2, honor=1)
    t = _table(fate=[FOOLISH_PRIDE], theirs=[shameless, proud])
    bushi = t.in_play("Bushi")
    low, high = t.in_play("Shameless", seat=1), t.in_play("Proud", seat=1)
    card = t.to_hand("Foolish Pride")
    _battle(t, [bushi], [low, high])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    first = [a for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ")]
    assert first and all(str(high.iid) not in _ids(a) for a in first)
    honor = t.state.players[1].honor
    t.act(0, next(a for a in first if _ids(a) == [str(low.iid)]))
    assert low.bowed and t.state.players[1].honor == honor - 2


# -- hand-written records (`rules.engine.scripts`) ---------------------------------------------
def _targets(t: Table, card: Card) -> list[list[str]]:
    """The target sets offered for `card`'s first action, each as the ids listed."""
    return [_ids(a) for a in t.legal(0) if a.startswith(f"play {card.iid} 0 ") and "targets" in a]


KAZE_DO = strategy(
    "Kaze-do",
    text="Battle: Bow your performing Monk or Shugenja and target an enemy unit led by a "
    "Personality with less Force than your Shugenja or Monk's Chi: Move it home.",
)


def test_kaze_do_moves_home_a_unit_led_by_a_personality_weaker_than_the_monks_chi() -> None:
    """Gold "Kaze-do": the 3-Chi Monk performs it (bowed as its cost, «Стоимость и
    эффекты»); the unit led by the 2F Guard goes home, the 3F Lord's may not be targeted
    (3 is not less than 3)."""
    assert automation(KAZE_DO).status == FULL
    monk = personality("Monk", force=1, chi=3, keywords=("Monk",))
    lord = personality("Lord", force=3, chi=2)
    t = _table(fate=[KAZE_DO], mine=[monk], theirs=[lord])
    monk_card = t.in_play("Monk")
    guard, lord_card = t.in_play("Guard", seat=1), t.in_play("Lord", seat=1)
    card = t.to_hand("Kaze-do")
    _battle(t, [monk_card], [guard, lord_card])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    offered = _targets(t, card)
    assert [str(monk_card.iid), str(guard.iid)] in offered
    assert all(str(lord_card.iid) not in ids for ids in offered)
    _play(t, 0, card, monk_card, guard)
    assert monk_card.bowed and _home(t, guard) and not _home(t, lord_card)


HITSU_DO = strategy(
    "Hitsu-Do",
    text="Battle: Bow and destroy your performing Monk or Shugenja and target an enemy "
    "Follower or Personality without Followers in a unit whose Personality's Chi is less than "
    "or equal to your performer's Chi: Destroy the target.",
)


def test_hitsu_do_trades_the_shugenja_for_a_card_of_a_unit_with_no_more_chi() -> None:
    """Gold "Hitsu-Do": the 3-Chi Shugenja is bowed and destroyed; the Guard (2 Chi, no
    Followers) is destroyed. The 4-Chi Lord may not be targeted, nor may the Guard once he
    has a Follower — his Follower may."""
    assert automation(HITSU_DO).status == FULL
    shugenja = personality("Shugenja", force=1, chi=3, keywords=("Shugenja",))
    lord = personality("Lord", force=3, chi=4)
    t = _table(fate=[HITSU_DO], mine=[shugenja], theirs=[lord])
    caster = t.in_play("Shugenja")
    guard, lord_card = t.in_play("Guard", seat=1), t.in_play("Lord", seat=1)
    card = t.to_hand("Hitsu-Do")
    _battle(t, [caster], [guard, lord_card])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    offered = _targets(t, card)
    assert [str(caster.iid), str(guard.iid)] in offered
    assert all(str(lord_card.iid) not in ids for ids in offered)
    _play(t, 0, card, caster, guard)
    assert not caster.in_play and not guard.in_play and lord_card.in_play


def test_hitsu_do_may_target_the_follower_of_a_low_chi_unit() -> None:
    """A Guard with a Follower may not be targeted himself; his Follower may."""
    shugenja = personality("Shugenja", force=1, chi=3, keywords=("Shugenja",))
    t = _table(fate=[HITSU_DO], mine=[shugenja])
    caster = t.in_play("Shugenja")
    guard = t.in_play("Guard", seat=1)
    spearmen = _attach(t, "Spearmen", guard, seat=1)
    card = t.to_hand("Hitsu-Do")
    _battle(t, [caster], [guard])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    assert _targets(t, card) == [[str(caster.iid), str(spearmen.iid)]]


FURY_OF_THE_DAMNED = strategy(
    "Fury of the Damned",
    text="Battle: Target a Shadowlands Personality opposed by one or more Shadowlands cards: "
    "Give the target +3F/+3C.",
)


def test_fury_of_the_damned_needs_a_shadowlands_card_opposing_the_target() -> None:
    """Gold "Fury of the Damned": the attacking Shadowlands Personality is opposed by the
    Guard's Shadowlands Follower and gets +3F/+3C; the Defender's Shadowlands Personality at
    home is opposed by nothing, and may not be targeted."""
    assert automation(FURY_OF_THE_DAMNED).status == FULL
    tainted = personality("Tainted", force=2, chi=2, keywords=("Shadowlands",))
    oni = personality("Oni", force=2, chi=2, keywords=("Shadowlands",))
    goblin = follower("Goblin", force=1, keywords=("Shadowlands",))
    t = _table(fate=[FURY_OF_THE_DAMNED], mine=[tainted], theirs=[oni], theirs_fate=[goblin])
    mine = t.in_play("Tainted")
    guard, home_oni = t.in_play("Guard", seat=1), t.in_play("Oni", seat=1)
    _attach(t, "Goblin", guard, seat=1)
    card = t.to_hand("Fury of the Damned")
    _battle(t, [mine], [guard])
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    assert _targets(t, card) == [[str(mine.iid)]]
    _play(t, 0, card, mine)
    assert (stats.force(t.state, mine), stats.chi(t.state, mine)) == (5, 5)
    assert home_oni.in_play


# -- "until the duel ends" --------------------------------------------------------------------
DOUBLE_CHI = strategy(
    "Double Chi",
    text="Reaction: After one of your Personalities enters a duel, bow your performing Monk or "
    "Shugenja and target your Personality: Give him Double Chi until the duel ends.",
)
POLITE = strategy(
    "Polite Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality, who may refuse. Bow the duel's loser.",
)


def test_double_chi_doubles_the_focus_for_this_duel_only() -> None:
    """Gold "Double Chi": the 1-Chi Duelist, given Double Chi as he enters the duel, adds
    his 2 Focus twice (1 + 4 = 5) and beats the 3-Chi Brute with his 1 Focus (4) («Дуэли»:
    Double Chi counts each focused card twice); the keyword ends with the duel."""
    from rules.engine.continuous import has_keyword

    assert automation(DOUBLE_CHI).status == FULL
    duelist = personality("Duelist", force=1, chi=1)
    monk = personality("Monk", force=1, chi=1, keywords=("Monk",))
    brute = personality("Brute", force=1, chi=3)
    t = Table(
        deck(
            "First",
            stronghold(honor=5),
            dynasty=[duelist, monk],
            fate=[POLITE, DOUBLE_CHI, strategy("Two Focus", focus=2)],
        ),
        deck("Second", stronghold(honor=2), dynasty=[brute], fate=[strategy("One", focus=1)]),
    )
    mine, performer = t.in_play("Duelist"), t.in_play("Monk")
    theirs = t.in_play("Brute", seat=1)
    challenge, card = t.to_hand("Polite Challenge"), t.to_hand("Double Chi")
    two, one = t.to_hand("Two Focus"), t.to_hand("One", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"play {challenge.iid} 0 pay - targets {mine.iid},{theirs.iid}")
    # The engine's "enters a duel" moment: the challenge's (`triggers.DUEL_STARTED`).
    _play(t, 0, card, performer, mine)
    assert performer.bowed and has_keyword(t.state, mine, "Double Chi")
    while "accept" not in t.legal(1):
        t.act(t.game.to_act, Pass())
    t.act(1, "accept")
    while t.game.waiting_for == "reactions":
        t.act(t.game.to_act, Pass())
    focused = {0: two, 1: one}
    for _ in range(2):
        seat = t.game.to_act
        t.act(seat, f"focus {focused[seat].iid}")
    t.act(t.game.to_act, "strike")
    assert theirs.bowed and not mine.bowed
    assert not has_keyword(t.state, mine, "Double Chi")
