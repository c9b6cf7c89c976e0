"""Today We Die (Ivory Edition), a hand-written record (`rules.engine.sworn`): "Limited:
Target a Samurai Personality who has not been targeted by a Today We Die this game. Until
the game ends, he cannot Lobby, after the end of each of his controller's Action Phases, if
he can legally assign, his controller must declare an attack and assign him, and give him a
+1F/+1C token after each battle resolution he is in." («"Постоянно" - слово, заменяющее
выражение "до конца игры"»; Attack Phase — «Фаза атаки»: «Декларация», «Пехотное
маневрирование»; How to Gain the Imperial Favor — «Как добиться Благорасположения
Императора»)."""

import pytest

from rules.engine import IllegalAction, stats
from rules.engine.actions import Lobby
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

SAMURAI = personality("Akodo Samurai", force=3, chi=2, keywords=("Samurai", "Lion Clan"))
COURTIER = personality("Courtier", force=1, chi=2, keywords=("Courtier",))


def _table() -> Table:
    today = real_card("Today We Die")
    assert automation(today).status == FULL
    return Table(
        deck("First", stronghold(honor=5), dynasty=[SAMURAI, COURTIER], fate=[today, today]),
        deck("Second", stronghold(honor=2), dynasty=[COURTIER]),
    )


def _swear(t: Table):
    samurai = t.in_play("Akodo Samurai")
    courtier = t.in_play("Courtier")
    card = t.to_hand("Today We Die")
    t.pass_until("action", seat=0)
    plays = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    # Only a Samurai may be chosen.
    assert plays and all(a.endswith(f"targets {samurai.iid}") for a in plays), plays
    t.act(0, plays[0])
    return samurai, courtier


def test_he_cannot_lobby_and_is_not_targeted_twice() -> None:
    t = _table()
    samurai, courtier = _swear(t)
    t.act(1, "pass")
    assert f"lobby {samurai.iid}" not in t.legal(0)
    assert f"lobby {courtier.iid}" in t.legal(0)
    with pytest.raises(IllegalAction, match="cannot Lobby"):
        t.act(0, Lobby(samurai.iid))
    second = next(c for c in t.cards("Today We Die", 0) if c.zone != "fate-discard")
    t.act(0, f"manual move {second.iid} to hand")
    assert not [a for a in t.legal(0) if a.startswith(f"play {second.iid} ")]


def test_his_controller_must_attack_and_assign_him_and_he_gets_a_token() -> None:
    t = _table()
    samurai, _ = _swear(t)
    t.to_attack()
    assert "pass" not in t.legal(0)
    with pytest.raises(IllegalAction, match="must declare an attack"):
        t.act(0, "pass")
    t.act(0, "attack 1")
    assert "pass" not in t.legal(0)
    with pytest.raises(IllegalAction, match="assign your sworn Personality"):
        t.act(0, "pass")
    force, chi = stats.force(t.state, samurai), stats.chi(t.state, samurai)
    t.act(0, f"assign {samurai.iid} to {t.province(1, 0).pid}")
    assert "pass" in t.legal(0)
    t.act(0, "pass")
    t.defend()
    t.pass_battle()
    assert samurai.in_play
    assert stats.force(t.state, samurai) == force + 1
    assert stats.chi(t.state, samurai) == chi + 1


def test_a_bowed_sworn_personality_need_not_attack() -> None:
    t = _table()
    samurai, _ = _swear(t)
    t.act(1, "pass")
    t.act(0, f"manual bow {samurai.iid}")
    t.to_attack()
    # The unbowed Courtier could attack: First is asked, and may decline.
    assert t.game.waiting_for == "declaration" and t.game.to_act == 0
    assert "pass" in t.legal(0)
    t.act(0, "pass")
    assert t.state.attack is None
