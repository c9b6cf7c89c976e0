"""A target "another Personality": not the card whose ability it is, nor the Personality
it is on; a performer, himself a target, is never chosen twice (Targeting — «Выбор цели и
перенаправление»), on the printed text of real cards."""

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from rules.engine.targets import NOT_SELF, parse_target
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

SCOUT = personality("Scout", force=1, chi=3, keywords=("Scout",))
BUSHI = personality("Bushi", force=2, chi=2)
GUARD = personality("Guard", force=2, chi=2)


def test_another_is_not_the_card_itself() -> None:
    target = parse_target("target another Personality")
    assert target is not None and (NOT_SELF, "is", 0) in target.conditions
    other = parse_target("target another player's Personality")
    assert other is not None and other.side == "others"
    assert parse_target("target another player") is None


def test_observe_the_enemy_gives_another_personality_the_performers_chi() -> None:
    """Observe the Enemy: "Battle/Open: Bow your performing Ninja, Scout, or Spy Personality
    and target another Personality: Give him a Force bonus equal to the performer's Chi." """
    card = real_card("Observe the Enemy", "heaven_and_earth")
    assert automation(card).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SCOUT, BUSHI], fate=[card]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    scout, bushi = t.in_play("Scout"), t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    strategy = t.to_hand("Observe the Enemy")
    t.pass_until("action", seat=0)
    play = f"play {strategy.iid} 0 pay - targets "
    offered = sorted(a for a in t.legal(0) if a.startswith(play))
    assert offered == sorted(f"{play}{scout.iid},{other.iid}" for other in (bushi, guard))
    t.act(0, f"{play}{scout.iid},{bushi.iid}")
    assert scout.bowed
    assert stats.force(t.state, bushi) == 2 + 3


def test_shosuro_tanzaki_gives_another_personality_a_bonus() -> None:
    """Shosuro Tanzaki: "Political Open: Target another Personality: Give him +4F." — not
    Tanzaki himself."""
    tanzaki = real_card("Shosuro Tanzaki", "emperor_edition")
    assert automation(tanzaki).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[tanzaki], fate=[]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    shosuro = t.in_play("Shosuro Tanzaki")
    guard = t.in_play("Guard", seat=1)
    t.pass_until("action", seat=0)
    uses = [a for a in t.legal(0) if a.startswith(f"use {shosuro.iid} ")]
    assert uses and all(a.endswith(f"targets {guard.iid}") for a in uses)


def test_another_personality_on_a_follower_is_not_its_personality() -> None:
    """ "Target another Personality" on a Follower: neither the Follower nor the Personality
    it is attached to — whatever other modules register beside it (`effects_measured` once
    registered a second, weaker "not_self" that let the Personality be chosen)."""
    from rules.engine import effects_measured  # noqa: F401  (the module that clashed)
    from tests.rules_cards import follower

    herald = follower(
        "Herald", force=1, text_plain="Open: Target another Personality: Give him +1F."
    )
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI, SCOUT], fate=[herald]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD]),
    )
    bushi, scout = t.in_play("Bushi"), t.in_play("Scout")
    guard = t.in_play("Guard", seat=1)
    card = t.to_hand("Herald")
    t.act(0, f"manual move {card.iid} to on:{bushi.iid}")
    t.pass_until("action", seat=0)
    uses = [a for a in t.legal(0) if a.startswith(f"use {card.iid} ")]
    chosen = {int(a.rsplit(" ", 1)[1]) for a in uses}
    assert chosen == {scout.iid, guard.iid}
