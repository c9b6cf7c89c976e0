"""Conditional sentences the compiler reads, played through the engine: an effect under a
condition happens only if the condition holds when it comes, after the effects before it
(Costs and Effects — «Стоимости и Эффекты»); "if he moved" after a move asks whether that
move took place. Cards are real (../shared card data), their texts quoted."""

from rules.engine.actions import Pass
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, follower, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
GIANT = personality("Giant", force=5, chi=2)
SPEARMEN = follower("Spearmen", force=2, cost=1)


def _table(mine: list, theirs: list) -> Table:
    def split(cards: list) -> tuple[list, list]:
        dynasty = [c for c in cards if c.home_deck == "Dynasty"] + [BUSHI, BUSHI, GIANT]
        fate = [c for c in cards if c.home_deck == "Fate"] + [SPEARMEN]
        return dynasty, fate

    d0, f0 = split(mine)
    d1, f1 = split(theirs)
    return Table(
        deck("First", stronghold(honor=5), dynasty=d0, fate=f0),
        deck("Second", stronghold(honor=2), dynasty=d1, fate=f1),
    )


def _battle(t: Table, guard_title: str):
    bushi = t.in_play("Bushi")
    guard = t.in_play(guard_title, seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    return bushi, guard


COSTLY_FEUD = real_card("Costly Feud", "onyx_edition")


def test_bow_it_if_its_force_is_now_zero() -> None:
    """Costly Feud: "Battle: Target an enemy Personality or Follower: Give it -3F. Bow it
    if its Force is now 0." The 3-Force Bushi drops to 0 and is bowed."""
    t = _table([COSTLY_FEUD], [])
    card = t.to_hand("Costly Feud")
    _, guard = _battle(t, "Bushi")
    entry = t.act(0, f"play {card.iid} 0 pay - targets {guard.iid}")
    assert "Bushi gets -3F" in entry.notes
    assert guard.bowed


def test_no_bow_while_force_is_left() -> None:
    """Costly Feud on a 5-Force Personality: he keeps 2 Force and stays unbowed."""
    t = _table([COSTLY_FEUD], [])
    card = t.to_hand("Costly Feud")
    _, giant = _battle(t, "Giant")
    entry = t.act(0, f"play {card.iid} 0 pay - targets {giant.iid}")
    assert "Giant gets -3F" in entry.notes
    assert not giant.bowed


def test_draw_a_card_if_its_force_is_now_zero() -> None:
    """Standard Caller (a Follower): "Battle: Give a target enemy Follower or Personality
    -3F. If its force is now 0, draw a card." The player's draw is checked on the target."""
    caller = real_card("Standard Caller", "the_blackest_storm")
    t = _table([caller], [])
    bushi = t.in_play("Bushi")
    own = t.take("Standard Caller", 0, f"on:{bushi.iid}")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    hand = len(t.state.players[0].hand)
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {own.iid} ")]
    t.act(0, f"{use.rsplit(' ', 1)[0]} {guard.iid}")
    assert len(t.state.players[0].hand) == hand + 1


def test_straighten_him_if_he_moved() -> None:
    """Shiba Ryuba: "Battle: Target your Personality: Move him home. If he moved,
    straighten him." The bowed attacking Bushi goes home and is straightened (a bowed
    Personality of one's own may be targeted by an action that straightens him)."""
    ryuba = real_card("Shiba Ryuba", "before_the_dawn")
    t = _table([ryuba], [])
    shiba = t.in_play("Shiba Ryuba")
    bushi = t.in_play("Bushi")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (bushi, 0), (shiba, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    bushi.bowed = True
    offered = [a for a in t.legal(0) if a.startswith(f"use {shiba.iid} ")]
    assert offered
    chosen = next(a for a in offered if a.endswith(f" {bushi.iid}"))
    entry = t.act(0, chosen)
    assert bushi.battle is None and not bushi.bowed
    assert any("straightened" in note for note in entry.notes)


def test_move_him_to_the_battle_if_he_would_be_opposed() -> None:
    """Bayushi Yasunari: "Home Battle: If he would be opposed, move Yasunari to the current
    battlefield." From home he joins the battle where the enemy's Bushi defends."""
    yasunari = real_card("Bayushi Yasunari", "a_line_in_the_sand")
    t = _table([yasunari], [])
    bushi, guard = _battle_with(t, "Bayushi Yasunari")
    shinobi = t.find("Bayushi Yasunari", 0, "home")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {shinobi.iid} ")]
    entry = t.act(0, use)
    assert shinobi.battle == bushi.battle == guard.battle is not None
    assert any("moves to the battlefield" in note for note in entry.notes)


def test_no_move_where_he_would_not_be_opposed() -> None:
    """Bayushi Yasunari when the battle has no defender: he stays home."""
    yasunari = real_card("Bayushi Yasunari", "a_line_in_the_sand")
    t = _table([yasunari], [])
    t.in_play("Bayushi Yasunari")
    bushi = t.in_play("Bushi")
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend()
    if t.game.to_act == 1:
        t.act(1, Pass())
    shinobi = t.find("Bayushi Yasunari", 0, "home")
    (use,) = [a for a in t.legal(0) if a.startswith(f"use {shinobi.iid} ")]
    t.act(0, use)
    assert shinobi.battle is None and bushi.battle is not None


def _battle_with(t: Table, at_home: str):
    t.in_play(at_home)
    return _battle(t, "Bushi")


ONI = personality("Oni", force=5, keywords=("Shadowlands", "Oni"))


def test_destroy_him_if_he_is_shadowlands() -> None:
    """Kuni Tanin: "Battle: Give a target enemy Personality -3F. Destroy him if he is
    Shadowlands." The Shadowlands Oni is destroyed; a Samurai only loses Force."""
    tanin = real_card("Kuni Tanin", "the_heavens_will")
    for guard_title, destroyed in (("Oni", True), ("Giant", False)):
        t = Table(
            deck("First", stronghold(honor=5), dynasty=[tanin, BUSHI], fate=[SPEARMEN]),
            deck("Second", stronghold(honor=2), dynasty=[ONI, GIANT], fate=[SPEARMEN]),
        )
        kuni = t.in_play("Kuni Tanin")
        guard = t.in_play(guard_title, seat=1)
        t.to_attack()
        t.attack(1, (kuni, 0))
        t.defend((guard, 0))
        t.act(1, Pass())
        (use,) = [a for a in t.legal(0) if a.startswith(f"use {kuni.iid} ")]
        assert use.endswith(f" {guard.iid}")
        t.act(0, use)
        assert (not guard.in_play) is destroyed
        assert guard.in_play or guard.zone == "dynasty-discard"
