"""A cost of any amount of Gold (":gstar:") and what the effect reads of "the amount paid"
(`rules.engine.variable_cost`, `rules.engine.phrasings.paid`).

«Стоимость и эффекты» (Costs and Effects): «Вы можете произвести и потратить больше золота,
чем требуется, когда играете карту» — the player chooses how much he pays; the legal actions
offer one payment per distinct amount his producers reach. «Выбор цели» (Targeting): targets
are chosen as the action is announced, so a target limited by the amount is checked against
the payment the action names.
"""

from rules.engine.abilities import AUTO, actions_of, parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import assess
from tests.rules_cards import (
    Table,
    deck,
    follower,
    holding,
    item,
    personality,
    strategy,
    stronghold,
)

MINE = holding("Copper Mine", cost=2, text=":bow:: Produce 2 Gold.")
PIT = holding("Clay Pit", cost=1, text=":bow:: Produce 1 Gold.")
BRUTE = personality("Brute", force=3, chi=1)
ARCHER = personality("Archer", force=2, chi=1)
SPEARMEN = follower("Spearmen", force=3, cost=0)
COURTIER = personality("Courtier", force=1, chi=2, keywords=("Samurai", "Courtier"))
BLADE = item("Fine Blade", force=2, chi=0, cost=4, keywords=("Weapon",))
FAN = item("Fan", force=3, chi=0, cost=1)

DELIBERATIONS = strategy(
    "Deliberations",
    text="Battle, :gstar:: Ranged Attack with strength equal to the amount you paid minus two.",
)
SUFFER = strategy(
    "Suffer the Consequences",
    keywords=("Kharmic",),
    text="(Repeatable Limited, :g2:: Discard a Kharmic card to draw a card.)\n"
    "Battle, :gstar:: Destroy a target enemy Follower or Weapon with Force less than or equal "
    "to the amount of Gold paid plus 2.",
)
PROVOKED = strategy(
    "Provoked Violence",
    keywords=("Political",),
    text="Political Open, :gstar:: Bow your target unbowed Courtier. Destroy a target "
    "attachment with Gold Cost less than or equal to the amount of Gold paid, plus 3 if you "
    "control a Yojimbo.",
)
UNSETTLING = strategy(
    "Unsettling Gathering",
    text="Limited, :gstar:: Target an attachment with Gold Cost equal to or lower than the "
    "amount paid. Transfer it to any player's target Personality (this may change control of "
    "the attachment).",
)
PERSUASIVE = strategy(
    "Persuasive Tactics",
    keywords=("Economic",),
    text="Economic Battle, :gstar:: Move home a target Personality with Chi less than or "
    "equal to the amount paid. Lose 1 Honor.",
)


def _table(mine: list, theirs: list, fate: list, their_fate: list = ()) -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=4), dynasty=mine, fate=fate),
        deck("Second", stronghold(honor=5), dynasty=theirs, fate=list(their_fate)),
    )


def _battle(t: Table, mine, theirs: list) -> None:
    t.to_attack()
    t.attack(1, (mine, 0))
    t.defend(*((d, 0) for d in theirs))
    while not (t.game.waiting_for == "battle" and t.game.to_act == 0):
        t.act(t.game.to_act, Pass())


def _plays(t: Table, card) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]


def test_every_such_card_is_read_whole() -> None:
    for defn in (DELIBERATIONS, SUFFER, PROVOKED, UNSETTLING, PERSUASIVE):
        assert assess(defn, parse_abilities(defn)).status == "full", defn.title
        assert any(a.gold_star and a.effect == AUTO for a in actions_of(defn))


def test_deliberations_strength_is_the_amount_paid_minus_two() -> None:
    """Deliberations: "Battle, :gstar:: Ranged Attack with strength equal to the amount you
    paid minus two." Each distinct amount the producers reach is offered (0, 2, 4, 6); paying
    4 makes a Ranged 2 Attack, which misses the 3-Force Brute; 6 makes a Ranged 4 Attack."""
    t = _table([ARCHER, MINE], [BRUTE], [DELIBERATIONS, DELIBERATIONS])
    archer = t.in_play("Archer")
    mine = t.in_play("Copper Mine")
    brute = t.in_play("Brute", seat=1)
    castle = t.state.players[0].stronghold
    _battle(t, archer, [brute])
    first = t.to_hand("Deliberations")
    pays = {a.split(" pay ")[1].split(" targets")[0] for a in _plays(t, first)}
    assert pays == {
        "-",
        str(mine.iid),
        str(castle),
        f"{min(castle, mine.iid)},{max(castle, mine.iid)}",
    }
    entry = t.act(0, f"play {first.iid} 0 pay {castle} targets {brute.iid}")
    assert brute.in_play
    assert any("misses" in note for note in entry.notes)
    assert t.state.cards[castle].bowed
    # The second copy, paid with the Mine alone (2): a Ranged 0 Attack; with nothing left
    # to pay more, the Brute stays.
    while t.game.to_act != 0:
        t.act(t.game.to_act, Pass())
    second = t.to_hand("Deliberations")
    assert {a.split(" pay ")[1].split(" targets")[0] for a in _plays(t, second)} == {
        "-",
        str(mine.iid),
    }


def test_deliberations_paid_six_destroys() -> None:
    t = _table([ARCHER, MINE], [BRUTE], [DELIBERATIONS])
    archer = t.in_play("Archer")
    mine = t.in_play("Copper Mine")
    brute = t.in_play("Brute", seat=1)
    castle = t.state.players[0].stronghold
    _battle(t, archer, [brute])
    card = t.to_hand("Deliberations")
    pay = ",".join(str(i) for i in sorted((castle, mine.iid)))
    t.act(0, f"play {card.iid} 0 pay {pay} targets {brute.iid}")
    assert not brute.in_play


def test_suffer_the_consequences_targets_by_force_against_the_amount() -> None:
    """Suffer the Consequences: "Destroy a target enemy Follower or Weapon with Force less
    than or equal to the amount of Gold paid plus 2." The 3-Force Spearmen need 1 Gold or
    more; a Fan (an Item, not a Weapon) is never a target; the Weapon is."""
    t = _table([ARCHER, PIT], [BRUTE], [SUFFER], their_fate=[SPEARMEN, FAN, BLADE])
    archer = t.in_play("Archer")
    pit = t.in_play("Clay Pit")
    brute = t.in_play("Brute", seat=1)
    castle = t.state.players[0].stronghold
    _battle(t, archer, [brute])
    spear = t.take("Spearmen", 1, f"on:{brute.iid}")
    fan = t.take("Fan", 1, f"on:{brute.iid}")
    blade = t.take("Fine Blade", 1, f"on:{brute.iid}")
    card = t.to_hand("Suffer the Consequences")
    plays = _plays(t, card)
    index = next(a.index for a in actions_of(SUFFER) if a.gold_star)
    # Paying nothing: only the 2-Force Blade; paying 1 (the Pit): the Spearmen too.
    assert f"play {card.iid} {index} pay - targets {blade.iid}" in plays
    assert f"play {card.iid} {index} pay - targets {spear.iid}" not in plays
    assert f"play {card.iid} {index} pay {pit.iid} targets {spear.iid}" in plays
    assert not any(a.endswith(f"targets {fan.iid}") for a in plays)
    t.act(0, f"play {card.iid} {index} pay {pit.iid} targets {spear.iid}")
    assert not spear.in_play and pit.bowed and not t.state.cards[castle].bowed


def test_provoked_violence_adds_three_with_a_yojimbo() -> None:
    """Provoked Violence: "Bow your target unbowed Courtier. Destroy a target attachment with
    Gold Cost less than or equal to the amount of Gold paid, plus 3 if you control a
    Yojimbo." Without a Yojimbo, the 4-cost Blade needs 4 Gold; with one, 1 is enough."""
    yojimbo = personality("Bodyguard", keywords=("Samurai", "Yojimbo"))
    t = _table([COURTIER, PIT, yojimbo], [BRUTE], [PROVOKED], their_fate=[BLADE])
    courtier = t.in_play("Courtier")
    pit = t.in_play("Clay Pit")
    brute = t.in_play("Brute", seat=1)
    blade = t.take("Fine Blade", 1, f"on:{brute.iid}")
    castle = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    card = t.to_hand("Provoked Violence")
    plays = _plays(t, card)
    assert f"play {card.iid} 0 pay {pit.iid} targets {courtier.iid},{blade.iid}" not in plays
    assert f"play {card.iid} 0 pay {castle} targets {courtier.iid},{blade.iid}" in plays
    t.in_play("Bodyguard")
    plays = _plays(t, card)
    assert f"play {card.iid} 0 pay {pit.iid} targets {courtier.iid},{blade.iid}" in plays
    t.act(0, f"play {card.iid} 0 pay {pit.iid} targets {courtier.iid},{blade.iid}")
    assert courtier.bowed and not blade.in_play


def test_unsettling_gathering_moves_an_attachment_to_any_personality() -> None:
    """Unsettling Gathering: the enemy's 4-cost Blade, paid 4, moves to my Archer and comes
    under my control."""
    t = _table([ARCHER], [BRUTE], [UNSETTLING], their_fate=[BLADE])
    archer = t.in_play("Archer")
    brute = t.in_play("Brute", seat=1)
    blade = t.take("Fine Blade", 1, f"on:{brute.iid}")
    castle = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    card = t.to_hand("Unsettling Gathering")
    plays = _plays(t, card)
    assert f"play {card.iid} 0 pay - targets {blade.iid},{archer.iid}" not in plays
    t.act(0, f"play {card.iid} 0 pay {castle} targets {blade.iid},{archer.iid}")
    assert blade.host == archer.iid and blade.controller == 0


def test_persuasive_tactics_moves_home_by_chi() -> None:
    """Persuasive Tactics: "Move home a target Personality with Chi less than or equal to the
    amount paid. Lose 1 Honor." The 1-Chi Brute needs 1 Gold: the Pit pays it."""
    t = _table([ARCHER, PIT], [BRUTE], [PERSUASIVE])
    archer = t.in_play("Archer")
    pit = t.in_play("Clay Pit")
    brute = t.in_play("Brute", seat=1)
    _battle(t, archer, [brute])
    card = t.to_hand("Persuasive Tactics")
    plays = _plays(t, card)
    assert f"play {card.iid} 0 pay - targets {brute.iid}" not in plays
    honor = t.state.players[0].honor
    t.act(0, f"play {card.iid} 0 pay {pit.iid} targets {brute.iid}")
    assert brute.battle is None and t.state.players[0].honor == honor - 1


TRUE_NATURE = strategy(
    "Your True Nature",
    text="Battle/Open, :gstar:: Destroy a target attachment with Gold Cost less than or equal "
    "to the amount paid, or the amount paid plus three if the target is an Item.",
)


def test_your_true_nature_allows_three_more_for_an_item() -> None:
    """Your True Nature: the 4-cost Blade (an Item) needs 1 Gold; the 3-cost Spearmen (a
    Follower) need 3."""
    spearmen = follower("Costly Spearmen", force=1, cost=3)
    assert assess(TRUE_NATURE, parse_abilities(TRUE_NATURE)).status == "full"
    t = _table([ARCHER, PIT], [BRUTE], [TRUE_NATURE], their_fate=[BLADE, spearmen])
    t.in_play("Archer")
    pit = t.in_play("Clay Pit")
    brute = t.in_play("Brute", seat=1)
    blade = t.take("Fine Blade", 1, f"on:{brute.iid}")
    spear = t.take("Costly Spearmen", 1, f"on:{brute.iid}")
    castle = t.state.players[0].stronghold
    t.pass_until("action", seat=0)
    card = t.to_hand("Your True Nature")
    plays = _plays(t, card)
    assert f"play {card.iid} 0 pay {pit.iid} targets {blade.iid}" in plays
    assert f"play {card.iid} 0 pay - targets {blade.iid}" not in plays
    assert f"play {card.iid} 0 pay {pit.iid} targets {spear.iid}" not in plays
    assert f"play {card.iid} 0 pay {castle} targets {spear.iid}" in plays
    t.act(0, f"play {card.iid} 0 pay {pit.iid} targets {blade.iid}")
    assert not blade.in_play
