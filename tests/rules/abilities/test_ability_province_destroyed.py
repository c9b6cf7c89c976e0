"""A trait answering the destruction of one of its player's Provinces, printed with
"provinces" in lowercase (the Attack Phase's resolution destroys a Province — «Фаза
атаки»; Actions — «Акции»). Cards are built with their printed text."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, personality, stronghold

NYIMA = personality(
    "Togashi Nyima",
    force=2,
    chi=3,
    clans=["Dragon"],
    text_plain="After one of your provinces is destroyed: Permanently give Nyima +2F.",
)
GIANT = personality("Giant", force=12, chi=2)
BUSHI = personality("Bushi", force=2, chi=2)


def test_permanently_stronger_after_his_province_falls() -> None:
    assert assess(NYIMA, parse_abilities(NYIMA)).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[GIANT, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[NYIMA, BUSHI]),
    )
    giant = t.in_play("Giant")
    nyima = t.in_play("Togashi Nyima", seat=1)
    provinces = len(t.state.players[1].provinces)
    t.to_attack()
    t.attack(1, (giant, 0))
    t.defend()
    t.pass_battle()
    assert len(t.state.players[1].provinces) == provinces - 1
    assert stats.force(t.state, nyima) == 4
    t.pass_until("action", seat=1)
    assert stats.force(t.state, nyima) == 4
