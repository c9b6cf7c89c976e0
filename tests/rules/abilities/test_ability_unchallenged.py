"""Hida Hoitsu: "While Hoitsu is in an army, if he has any Followers, he will not be
challenged." (Duels — «Дуэли»: the challenged Personality is a target of the challenge;
one who will not be challenged is no legal target while the condition holds)."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, follower, personality, stronghold

HOITSU = personality(
    "Hida Hoitsu",
    force=5,
    chi=3,
    clans=("Crab",),
    text_plain="Hoitsu has -1 Gold Cost if your Wind is Toturi Tsudao.\nWhile Hoitsu is in an "
    "army, if he has any Followers, he will not be challenged.",
)
FENCER = personality(
    "Fencer",
    force=2,
    chi=4,
    clans=("Crane",),
    text_plain="Battle: Fencer challenges a target enemy Personality. Destroy the loser.",
)


def _offered(with_follower: bool) -> tuple[list[str], int]:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[FENCER]),
        deck("Second", stronghold(honor=2), dynasty=[HOITSU], fate=[follower("Spearmen")]),
    )
    fencer = t.in_play("Fencer")
    hoitsu = t.in_play("Hida Hoitsu", seat=1)
    if with_follower:
        spearmen = t.to_hand("Spearmen", seat=1)
        t.act(1, f"manual move {spearmen.iid} to on:{hoitsu.iid}")
    t.to_attack()
    t.attack(1, (fencer, 0))
    t.defend((hoitsu, 0))
    t.act(1, "pass")
    return [a for a in t.legal(0) if a.startswith(f"use {fencer.iid} ")], hoitsu.iid


def test_hoitsu_with_a_follower_in_an_army_is_not_challenged() -> None:
    assert automation(HOITSU).status == FULL
    offered, hoitsu = _offered(with_follower=False)
    assert any(a.endswith(f"targets {hoitsu}") for a in offered), offered
    offered, hoitsu = _offered(with_follower=True)
    assert not any(str(hoitsu) in a for a in offered), offered
