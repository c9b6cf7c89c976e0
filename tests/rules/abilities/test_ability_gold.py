"""Bonus phrasings of Gold-legal cards played through the engine, on their printed text
(Targeting and Redirection — «Выбор цели и перенаправление»; Bonuses and Penalties —
«Бонусы и штрафы»; Battle — «Битва»)."""

from rules.engine import stats
from rules.engine.abilities import AUTO, MANUAL, actions_of
from rules.engine.effects_bonuses import BATTLEFIELD_BONUS, TRAIT_BONUS
from rules.engine.effects_scripted import TO_BATTLE
from rules.engine.targets import ENEMY, YOURS
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    holding,
    personality,
    strategy,
    stronghold,
)

CRAB = personality("Crab Bushi", force=3, chi=2, clans=("Crab",))
LION = personality("Lion Bushi", force=3, chi=2, clans=("Lion",))
CRANE = personality("Crane Bushi", force=2, chi=3, clans=("Crane",))
CAREFUL_PLANNING = strategy(
    "Careful Planning",
    text="Battle/Open: Target a Personality, who must be unbowed if he is yours: Give him +1F/+1C.",
)
CHARGE = strategy(
    "Charge",
    text="Battle: Target an attacking Personality: Give him +2F, or +3F if he is Lion Clan "
    "(until the turn ends).",
)
DOJO = holding(
    "Razor's Edge Dojo",
    text="Repeatable Battle, :bow:: Give each of your Crab Clan Personalities at the current "
    "battlefield +1F.",
)


def _table(mine: list, theirs: list, fate: list, holdings: list | None = None) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, *(holdings or [])], fate=fate),
        deck("Second", stronghold(honor=5), dynasty=theirs),
    )


def _uses(t: Table, card_iid: int) -> list[str]:
    return [
        a
        for a in t.legal(0)
        if a.startswith(f"play {card_iid} ") or a.startswith(f"use {card_iid} ")
    ]


def test_who_must_be_unbowed_if_he_is_yours_is_the_targeting_rule() -> None:
    """Careful Planning: "Target a Personality, who must be unbowed if he is yours" restates
    «Вы не можете объявлять целью Ваших акций своих повернутых командиров»: another player's
    bowed Personality is a target, the player's own bowed one is not."""
    [ability] = actions_of(CAREFUL_PLANNING)
    assert ability.effect == AUTO
    t = _table([CRAB, LION], [CRANE], [CAREFUL_PLANNING])
    crab, lion = t.in_play("Crab Bushi"), t.in_play("Lion Bushi")
    crane = t.in_play("Crane Bushi", seat=1)
    t.pass_until("action", seat=0)
    t.act(0, f"manual bow {lion.iid}")
    t.act(0, f"manual bow {crane.iid}")
    card = t.to_hand("Careful Planning")
    chosen = {a.rsplit(" ", 1)[1] for a in _uses(t, card.iid)}
    assert chosen == {str(crab.iid), str(crane.iid)}
    t.act(0, f"play {card.iid} 0 pay - targets {crab.iid}")
    assert stats.force(t.state, crab) == 4 and stats.chi(t.state, crab) == 3


def test_a_larger_bonus_for_a_clan() -> None:
    """Charge: "Give him +2F, or +3F if he is Lion Clan (until the turn ends)" — the Lion
    gets +3F, any other attacker +2F; the bonus ends with the turn («Бонусы и штрафы»)."""
    [ability] = actions_of(CHARGE)
    assert ability.effect == AUTO and ability.effects[0].op == TRAIT_BONUS
    for attacker, expected in ((LION, 6), (CRAB, 5)):
        t = _table([attacker], [CRANE], [CHARGE])
        me = t.in_play(attacker.title)
        guard = t.in_play("Crane Bushi", seat=1)
        t.to_attack()
        t.attack(1, (me, 0))
        t.defend((guard, 0))
        card = t.to_hand("Charge")
        if t.game.to_act == 1:
            t.act(1, "pass")
        t.act(0, f"play {card.iid} 0 pay - targets {me.iid}")
        assert stats.force(t.state, me) == expected


def test_a_bonus_to_each_of_your_crab_personalities_at_the_battlefield() -> None:
    """Razor's Edge Dojo: "Give each of your Crab Clan Personalities at the current
    battlefield +1F" — every one of them in the battle, none targeted; not the Lion beside
    them, not a Crab at home, not the enemy's Crab («Битва»)."""
    [ability] = actions_of(DOJO)
    assert ability.effect == AUTO and ability.effects[0].op == BATTLEFIELD_BONUS
    t = _table([CRAB, CRAB, LION], [CRAB], [], holdings=[DOJO])
    dojo = t.in_play("Razor's Edge Dojo")
    fighter, idle = t.cards("Crab Bushi", 0)
    t.in_play("Crab Bushi")
    t.in_play("Crab Bushi")
    lion = t.in_play("Lion Bushi")
    enemy = t.in_play("Crab Bushi", seat=1)
    t.act(0, f"manual straighten {dojo.iid}")
    t.to_attack()
    t.attack(1, (fighter, 0), (lion, 0))
    t.defend((enemy, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    [use] = _uses(t, dojo.iid)
    t.act(0, use)
    assert dojo.bowed
    forces = [stats.force(t.state, c) for c in (fighter, idle, lion, enemy)]
    assert forces == [4, 3, 3, 3]


def test_a_bonus_to_each_card_with_no_battlefield_named_reaches_them_all() -> None:
    """A bonus to "each of your Followers" with no battlefield named reaches all of them,
    wherever they are (`phrasings.everywhere_bonuses`; «Правило уместности», 3: a card's
    text without "opposing" or "this battle" applies whether or not the cards are in the
    battle), not only those at a battlefield (`BattlefieldBonus`)."""
    loose = strategy("Loose Orders", text="Battle: Give each of your Followers +1F.")
    [ability] = actions_of(loose)
    assert ability.effect == AUTO
    assert [e.op for e in ability.effects] == ["everywhere_bonus"]


KAGETORA = personality(
    "Hitomi Kagetora • Experienced",
    force=4,
    chi=3,
    clans=("Dragon",),
    text_plain="Absent Remote Battle: Once per battle, move your target Dragon Clan Personality "
    "at any location to the current battlefield.",
)
SPEARMEN = follower("Spearmen", force=2, cost=1)
DRAGON = personality("Dragon Bushi", force=3, chi=2, clans=("Dragon",))


def test_move_your_target_at_any_location_to_the_current_battlefield() -> None:
    """Hitomi Kagetora: "move your target Dragon Clan Personality at any location to the
    current battlefield" — a Dragon at home joins the battle with his unit; a Personality of
    another Clan is no target («Битва»: moving a unit into the battle meets the Rule of
    Relevance)."""
    [ability] = actions_of(KAGETORA)
    assert ability.effect == AUTO and ability.effects[0].op == TO_BATTLE
    t = _table([KAGETORA, DRAGON, CRAB], [CRANE], [])
    kagetora = t.in_play("Hitomi Kagetora • Experienced")
    dragon, crab = t.in_play("Dragon Bushi"), t.in_play("Crab Bushi")
    guard = t.in_play("Crane Bushi", seat=1)
    t.to_attack()
    t.attack(1, (kagetora, 0))
    t.defend((guard, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    chosen = {a.rsplit(" ", 1)[1] for a in _uses(t, kagetora.iid)}
    assert str(dragon.iid) in chosen and str(crab.iid) not in chosen
    t.act(0, f"use {kagetora.iid} 0 pay - targets {dragon.iid}")
    assert dragon.battle == kagetora.battle is not None and crab.battle is None
    assert not _uses(t, kagetora.iid)


def test_moving_a_target_named_in_the_battle_to_it_is_not_read() -> None:
    """ "Target your Personality: Move him to the current battlefield." names a target in the
    battle already (a Battle action's targets are in it unless the text says where), so
    the compiler does not read it as moving anyone."""
    odd = strategy(
        "Odd Orders", text="Battle: Target your Personality: Move him to the current battlefield."
    )
    [ability] = actions_of(odd)
    assert ability.effect == MANUAL


def test_a_target_follower_in_this_unit() -> None:
    """Dairya's Cackling Skull: "Straighten a target Follower in this unit." — a Follower of
    the Personality the Item is on, not one in another unit («Выбор цели и
    перенаправление»)."""
    skull = card(
        "Dairya's Cackling Skull",
        "Item",
        deck="Fate",
        gold_cost=2,
        text_plain="Repeatable Battle/Open, :bow:: Straighten a target Follower in this unit.",
    )
    [ability] = actions_of(skull)
    assert ability.effect == AUTO and ability.targets[0].conditions == (("unit", "same_self", 0),)
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[CRAB, LION], fate=[skull, SPEARMEN, SPEARMEN]),
        deck("Second", stronghold(honor=5), dynasty=[CRANE]),
    )
    crab, lion = t.in_play("Crab Bushi"), t.in_play("Lion Bushi")
    on_skull = t.take("Dairya's Cackling Skull", 0, f"on:{crab.iid}")
    mine = t.take("Spearmen", 0, f"on:{crab.iid}")
    other = t.take("Spearmen", 0, f"on:{lion.iid}")
    t.pass_until("action", seat=0)
    for c in (on_skull, mine, other):
        if c.bowed:
            t.act(0, f"manual straighten {c.iid}")
    t.act(0, f"manual bow {mine.iid}")
    t.act(0, f"manual bow {other.iid}")
    chosen = {a.rsplit(" ", 1)[1] for a in _uses(t, on_skull.iid)}
    assert chosen == {str(mine.iid)}
    t.act(0, f"use {on_skull.iid} 0 pay - targets {mine.iid}")
    assert not mine.bowed and other.bowed and on_skull.bowed


def test_a_target_bowed_enemy_card() -> None:
    """Hakumei: "Destroy a target bowed enemy card." — the side after the state: a bowed card
    of the other side is a target, an unbowed one or the player's own bowed one is not."""
    hakumei = personality(
        "Hakumei",
        force=3,
        chi=3,
        text_plain="Repeatable Battle, :bow:: Destroy a target bowed enemy card.",
    )
    [ability] = actions_of(hakumei)
    assert ability.effect == AUTO and ability.targets[0].side == ENEMY
    assert ability.targets[0].states == ("bowed",)
    t = _table([hakumei, CRAB], [CRANE, LION], [])
    me, crab = t.in_play("Hakumei"), t.in_play("Crab Bushi")
    crane, lion = t.in_play("Crane Bushi", seat=1), t.in_play("Lion Bushi", seat=1)
    t.to_attack()
    t.attack(1, (me, 0), (crab, 0))
    t.defend((crane, 0), (lion, 0))
    t.act(1, f"manual bow {crane.iid}")
    t.act(0, f"manual bow {crab.iid}")
    if t.game.to_act == 1:
        t.act(1, "pass")
    chosen = {a.rsplit(" ", 1)[1] for a in _uses(t, me.iid)}
    assert chosen == {str(crane.iid)}
    t.act(0, f"use {me.iid} 0 pay - targets {crane.iid}")
    assert not crane.in_play and lion.in_play


def test_a_target_personality_in_your_home_moves_to_the_battle() -> None:
    """Oracle of Water's "Move a target Personality in your home to the current
    battlefield." (on a Strategy here): only the player's own Personalities at home are
    targets — not the other player's at his home, not those in the battle («Выбор цели и
    перенаправление»)."""
    call = strategy(
        "Call of Water",
        text="Battle: Move a target Personality in your home to the current battlefield.",
    )
    [ability] = actions_of(call)
    assert ability.effect == AUTO and ability.targets[0].side == YOURS
    t = _table([CRAB, LION], [CRANE, DRAGON], [call])
    crab, lion = t.in_play("Crab Bushi"), t.in_play("Lion Bushi")
    crane, dragon = t.in_play("Crane Bushi", seat=1), t.in_play("Dragon Bushi", seat=1)
    t.to_attack()
    t.attack(1, (crab, 0))
    t.defend((crane, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    card = t.to_hand("Call of Water")
    chosen = {a.rsplit(" ", 1)[1] for a in _uses(t, card.iid)}
    assert chosen == {str(lion.iid)}
    t.act(0, f"play {card.iid} 0 pay - targets {lion.iid}")
    assert lion.battle == crab.battle is not None and dragon.battle is None


def test_a_family_is_the_first_word_of_a_personalitys_name() -> None:
    """Shiryo no Ujik-hai: "Move your target Moto Family Personality at any location to the
    current battlefield." — a Moto is a target, a Personality of another family is not."""
    ujik = personality(
        "Shiryo no Ujik-hai",
        clans=("Unicorn",),
        text_plain="Repeatable Battle: Move your target Moto Family Personality at any "
        "location to the current battlefield.",
    )
    moto = personality("Moto Rider", clans=("Unicorn",))
    shinjo = personality("Shinjo Rider", clans=("Unicorn",))
    t = _table([ujik, moto, shinjo], [CRANE], [])
    me, rider = t.in_play("Shiryo no Ujik-hai"), t.in_play("Moto Rider")
    other = t.in_play("Shinjo Rider")
    guard = t.in_play("Crane Bushi", seat=1)
    t.to_attack()
    t.attack(1, (me, 0))
    t.defend((guard, 0))
    if t.game.to_act == 1:
        t.act(1, "pass")
    chosen = {a.rsplit(" ", 1)[1] for a in _uses(t, me.iid)}
    assert chosen == {str(rider.iid)}
    t.act(0, f"use {me.iid} 0 pay - targets {rider.iid}")
    assert rider.battle == me.battle is not None and other.battle is None
