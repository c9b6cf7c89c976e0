"""Who may be assigned to a Province's battlefield, as its Region says («Фаза атаки»,
Маневры): "Personalities with 5 or more Force may not be assigned to this Province's
battlefields." (Fields of the Dead), "Only Monk and Samurai Personalities may assign to
defending armies at this Province's battlefield." (Temples of the New Tao)."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, region, stronghold

FIELDS = region(
    "Fields of the Dead",
    cost=0,
    text_plain="Personalities with 5 or more Force may not be assigned to this Province's "
    "battlefields.",
)
TEMPLES = region(
    "Temples of the New Tao",
    cost=0,
    text_plain="Only Monk and Samurai Personalities may assign to defending armies at this "
    "Province's battlefield.\nMonks and Samurai have +3F while defending at this Province's "
    "battlefield.",
)
GIANT = personality("Giant", force=5)
BUSHI = personality("Bushi", force=4, keywords=["Bushi"])
MONK = personality("Monk", force=1, keywords=["Monk"])


def _assigns(t: Table, seat: int, unit_iid: int) -> set[int]:
    return {int(a.split()[-1]) for a in t.legal(seat) if a.startswith(f"assign {unit_iid} to ")}


def test_fields_of_the_dead_refuse_the_strong() -> None:
    assert automation(FIELDS).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), [GIANT, BUSHI]),
        deck("Second", stronghold(honor=2), [FIELDS]),
    )
    giant = t.in_play("Giant")
    bushi = t.in_play("Bushi")
    t.to_province("Fields of the Dead", 1, 0, face_up=False)
    t.pass_until("attack", seat=0, later=True)
    assert t.find("Fields of the Dead", 1).zone == "attached"
    t.act(0, "attack 1")
    fields_pid = t.province(1, 0).pid
    assert fields_pid not in _assigns(t, 0, giant.iid)
    assert t.province(1, 1).pid in _assigns(t, 0, giant.iid)
    assert fields_pid in _assigns(t, 0, bushi.iid)


def test_temples_of_the_new_tao_take_only_monks_and_samurai_as_defenders() -> None:
    assert automation(TEMPLES).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), [BUSHI]),
        deck("Second", stronghold(honor=2), [TEMPLES, BUSHI, MONK]),
    )
    attacker = t.in_play("Bushi")
    bushi = t.in_play("Bushi", seat=1)
    monk = t.in_play("Monk", seat=1)
    t.to_province("Temples of the New Tao", 1, 0, face_up=False)
    t.pass_until("attack", seat=0, later=True)
    assert t.find("Temples of the New Tao", 1).zone == "attached"
    temples_pid = t.province(1, 0).pid
    # The attacker's Bushi is not refused: the rule is the defending armies'.
    t.act(0, "attack 1")
    assert temples_pid in _assigns(t, 0, attacker.iid)
    t.act(0, f"assign {attacker.iid} to {temples_pid}")
    assert t.game.to_act == 1
    assert temples_pid not in _assigns(t, 1, bushi.iid)
    assert t.province(1, 1).pid in _assigns(t, 1, bushi.iid)
    assert temples_pid in _assigns(t, 1, monk.iid)
