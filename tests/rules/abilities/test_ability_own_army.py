"""Conditions about the army of the card whose text it is (Abilities and Traits —
«Способности и надписи»; the Attack Phase's armies — «Фаза атаки»): "If Fudai is in your
current army" (Ikoma Fudai), "If there are any unbowed enemy Personalities at Bawaru's
battlefield" (Bawaru no Oni). Each card is a triggered trait: it happens by itself at its
moment, when its condition holds."""

from rules.engine.coverage import FULL, automation
from rules.engine.state import Card
from tests.rules_cards import Table, deck, personality, stronghold

FUDAI = personality(
    "Ikoma Fudai",
    force=3,
    clans=("Lion",),
    text_plain="After you win a battle, if Fudai is in your current army, gain 2 Honor.",
)
BAWARU = personality(
    "Bawaru no Oni",
    force=4,
    clans=(),
    keywords=("Shadowlands", "Oni", "Conqueror"),
    text_plain="After Bawaru enters play, lose 4 Honor.\nAfter battle resolution begins, if "
    "there are any unbowed enemy Personalities at Bawaru's battlefield, straighten Bawaru.",
)
RICH = stronghold(honor=5, gold=10)


def _won_battle(attacker: str) -> tuple[Table, int]:
    """Seat 0's `attacker` (3F, or Fudai) beats Seat 1's 1F Guard; seat 0's Honor after."""
    t = Table(
        deck(
            "First",
            RICH,
            dynasty=[FUDAI, personality("Bushi", force=3), personality("Stay Home")],
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=1)]),
    )
    unit = t.in_play(attacker)
    t.in_play("Ikoma Fudai") if attacker != "Ikoma Fudai" else None
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (unit, 0))
    t.defend((guard, 0))
    t.pass_battle()
    assert guard.zone != "home"
    return t, t.state.players[0].honor


def test_fudai_gains_honor_when_his_army_wins() -> None:
    """Ikoma Fudai in the winning army: 2 Honor more than the same battle won by a Bushi
    while Fudai stays home (his condition does not hold there)."""
    assert automation(FUDAI).status == FULL
    _t, with_fudai = _won_battle("Ikoma Fudai")
    _t, without = _won_battle("Bushi")
    assert with_fudai == without + 2


def _resolution(enemy_bowed: bool) -> Card:
    """Bawaru (a Conqueror here, so the battle's end does not bow him again) attacks bowed;
    the defending 1F Guard is bowed or not (a bowed card adds no Force). Bawaru after the
    battle."""
    t = Table(
        deck("First", RICH, dynasty=[BAWARU]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=1)]),
    )
    bawaru = t.in_play("Bawaru no Oni")
    guard = t.in_play("Guard", seat=1)
    t.to_attack()
    t.attack(1, (bawaru, 0))
    t.defend((guard, 0))
    bawaru.bowed = True
    guard.bowed = enemy_bowed
    t.pass_battle()
    assert guard.zone != "home"
    return bawaru


def test_bawaru_straightens_as_resolution_begins_facing_an_unbowed_enemy() -> None:
    """Bawaru no Oni, bowed, attacks; the defending Guard is unbowed: as the battle's
    Resolution Segment begins («Подсчет результатов битвы»), Bawaru straightens. Facing a
    bowed Guard he stays bowed."""
    assert automation(BAWARU).status == FULL
    bawaru = _resolution(enemy_bowed=False)
    # Straightened before the armies compared: his 4 Force beat the Guard, and he is home.
    assert bawaru.zone == "home" and not bawaru.bowed
    # Still bowed as they compared, he added no Force: 0 against 0, both armies destroyed.
    assert _resolution(enemy_bowed=True).zone != "home"
