"""Reserve: "(You may Recruit a Reserve Personality, if they would be opposed, as an Absent
Battle action.)" A face-up Personality with Reserve in a Province of a player in the battle
is recruited (at its cost, «Династическая фаза» (Dynasty Phase)) into his army at the current
battlefield when the other side has a unit there, even without a unit of his own in the
battle («Битва» (Battle): the presence rule does not hold for an Absent action)."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import Attach, Recruit
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, card, deck, item, personality, stronghold

REMINDER = (
    "(You may Recruit a Reserve Personality, if they would be opposed, as an Absent Battle action.)"
)
RESERVIST = personality(
    "Reservist", cost=4, clans=["Crab"], keywords=["Samurai", "Reserve"], text_plain=REMINDER
)
PLAIN = personality("Plain Samurai", cost=4, clans=["Crab"])
RAIDER = personality("Raider", clans=["Lion"])


def _battle() -> tuple[Table, int]:
    """Seat 0 attacks seat 1's first Province with a Raider; seat 1 has no unit there."""
    t = Table(
        deck("First", stronghold(honor=10, clans=["Lion"]), dynasty=[RAIDER]),
        deck("Second", stronghold("Other Castle", honor=2, gold=6), dynasty=[RESERVIST, PLAIN]),
    )
    raider = t.in_play("Raider")
    t.to_province("Reservist", 1, 1)
    t.to_province("Plain Samurai", 1, 2)
    t.to_attack()
    t.attack(1, (raider, 0))
    t.defend()
    return t, t.province(1, 0).pid


def test_the_reminder_is_read() -> None:
    assert assess(RESERVIST).status == FULL


def test_a_reserve_personality_joins_the_battle() -> None:
    t, pid = _battle()
    castle = t.state.players[1].stronghold
    reserve_pid = t.province(1, 1).pid
    plain_pid = t.province(1, 2).pid
    seat = t.game.to_act
    if seat == 0:
        t.act(0, "pass")
    legal = t.legal(1)
    assert f"recruit {reserve_pid} pay {castle} discount" in legal
    assert not any(a.startswith(f"recruit {plain_pid} ") for a in legal)
    with pytest.raises(IllegalAction, match="only a Reserve Personality"):
        t.act(1, Recruit(plain_pid, (castle,), "discount"))
    entry = t.act(1, Recruit(reserve_pid, (castle,), "discount"))
    assert f"Reservist enters play at the battlefield at Province {pid} (Reserve)" in entry.notes
    reservist = t.find("Reservist", 1, "home")
    assert reservist.battle == pid and not reservist.bowed
    assert t.state.cards[t.province(1, 1).card].defn.title != "Reservist"


def test_not_without_an_enemy_at_the_battlefield() -> None:
    """Outside a battle, or where no enemy unit stands, nothing is offered."""
    t = Table(
        deck("First", stronghold(honor=10, clans=["Lion"])),
        deck("Second", stronghold("Other Castle", honor=2, gold=6), dynasty=[RESERVIST]),
    )
    t.to_province("Reservist", 1, 1)
    t.pass_until("action", seat=0)
    t.act(0, "pass")
    assert not any(a.startswith("recruit ") for a in t.legal(1))


SPEAR = card(
    "Reserve Spear",
    "Item",
    deck="Fate",
    gold_cost=2,
    force=2,
    chi=0,
    force_is_modifier=True,
    chi_is_modifier=True,
    keywords=["Weapon", "Reserve"],
    text_plain="(You may Equip a Reserve attachment, if it would be opposed, as a Battle action.)",
)
FAN = item("Plain Fan", cost=2)


def test_a_reserve_attachment_is_equipped_in_battle() -> None:
    """ "(You may Equip a Reserve attachment, if it would be opposed, as a Battle action.)": to
    the player's Personality opposed in the battle; a plain Item is not offered, nor a
    Personality at home."""
    assert assess(SPEAR).status == FULL
    guard = personality("Guard", clans=["Crab"])
    t = Table(
        deck("First", stronghold(honor=10, clans=["Lion"]), dynasty=[RAIDER]),
        deck(
            "Second",
            stronghold("Other Castle", honor=2, gold=6),
            dynasty=[guard, PLAIN],
            fate=[SPEAR, FAN],
        ),
    )
    raider = t.in_play("Raider")
    defender = t.in_play("Guard", 1)
    home = t.in_play("Plain Samurai", 1)
    spear = t.to_hand("Reserve Spear", 1)
    fan = t.to_hand("Plain Fan", 1)
    t.to_attack()
    t.attack(1, (raider, 0))
    t.defend((defender, 0))
    if t.game.to_act == 0:
        t.act(0, "pass")
    castle = t.state.players[1].stronghold
    legal = t.legal(1)
    assert f"attach {spear.iid} to {defender.iid} pay {castle}" in legal
    assert not any(a.startswith(f"attach {spear.iid} to {home.iid} ") for a in legal)
    assert not any(a.startswith(f"attach {fan.iid} ") for a in legal)
    with pytest.raises(IllegalAction, match="only the active player takes Limited actions"):
        t.act(1, Attach(fan.iid, defender.iid, (castle,)))
    t.act(1, Attach(spear.iid, defender.iid, (castle,)))
    assert spear.host == defender.iid
