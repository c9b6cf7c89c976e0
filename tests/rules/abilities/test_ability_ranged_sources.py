"""Traits about the Ranged Attacks of a Personality's Spells, of his army, or aimed at his
unit (Ranged Attacks — «Атаки с расстояния»; Abilities and Traits — «Способности и
надписи»): Isawa Izumi ("Ranged Attacks from Izumi's Spells have +1 strength."), Toritaka
Okabe ("Ranged Attacks from actions performed by cards in Okabe's army have +1 strength."),
Kitsune Taro ("While the Defender controls a Forest, cards in Taro's unit may not be
targeted by Ranged Attacks.")."""

from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, holding, personality, stronghold

IZUMI = personality(
    "Isawa Izumi",
    force=3,
    chi=3,
    clans=("Phoenix",),
    keywords=("Shugenja",),
    text_plain="Izumi will not attach non-Fire Spells.\nRanged Attacks from Izumi's Spells have "
    "+1 strength.\nElemental Repeatable Battle, :bow:: Ranged 4 Attack.",
)
OKABE = personality(
    "Toritaka Okabe",
    force=3,
    chi=2,
    clans=("Falcon",),
    text_plain="Ranged Attacks from actions performed by cards in Okabe's army have +1 strength.",
)
TARO = personality(
    "Kitsune Taro",
    force=2,
    chi=2,
    clans=("Fox",),
    text_plain="While the Defender controls a Forest, cards in Taro's unit may not be targeted "
    "by Ranged Attacks.\nRepeatable Battle, :bow:: Ranged 3 Attack.",
)
BOLT = card(
    "Fire Bolt",
    "Spell",
    deck="Fate",
    gold_cost=0,
    keywords=["Fire"],
    text_plain="Battle: Ranged 3 Attack.",
)
ARCHER = personality("Archer", force=1, text_plain="Battle: Ranged 3 Attack.")
WOODS = holding("Deep Woods", keywords=["Forest"])


def _battle(mine: list, theirs: list, fate: list = (), their_dynasty: list = ()):
    t = Table(
        deck("First", stronghold(honor=5), dynasty=list(mine), fate=list(fate)),
        deck("Second", stronghold(honor=2), dynasty=[*theirs, *their_dynasty]),
    )
    return t


def _to_battle(t: Table, attackers: list, defenders: list) -> None:
    t.to_attack()
    t.attack(1, *((a, 0) for a in attackers))
    t.defend(*((d, 0) for d in defenders))
    t.act(1, "pass")


def test_izumis_spells_have_one_more_strength() -> None:
    """The Fire Bolt's Ranged 3 Attack on Izumi destroys a 4F Guard; on another Shugenja it
    misses."""
    assert automation(IZUMI).status == FULL
    other = personality("Asako Other", force=3, chi=3, keywords=("Shugenja",))
    for caster, destroyed in ((IZUMI, True), (other, False)):
        t = _battle([caster], [personality("Guard", force=4)], fate=[BOLT])
        shugenja = t.in_play(caster.key)
        guard = t.in_play("Guard", seat=1)
        bolt = t.to_hand("Fire Bolt")
        t.act(0, f"manual move {bolt.iid} to on:{shugenja.iid}")
        _to_battle(t, [shugenja], [guard])
        t.act(0, f"ranged {bolt.iid} at {guard.iid}")
        assert guard.in_play != destroyed


def test_okabes_army_shoots_one_stronger() -> None:
    """An Archer's Ranged 3 Attack destroys the 4F Guard while Okabe is in his army; with
    Okabe at home it misses."""
    assert automation(OKABE).status == FULL
    for along, destroyed in ((True, True), (False, False)):
        t = _battle([ARCHER, OKABE], [personality("Guard", force=4)])
        archer = t.in_play("Archer")
        okabe = t.in_play("Toritaka Okabe")
        guard = t.in_play("Guard", seat=1)
        _to_battle(t, [archer, okabe] if along else [archer], [guard])
        t.act(0, f"ranged {archer.iid} at {guard.iid}")
        assert guard.in_play != destroyed


def test_taros_unit_is_no_target_while_the_defender_controls_a_forest() -> None:
    """Taro defends; the Attacker's Archer may target him only while the Defender (Taro's
    player) controls no Forest."""
    assert automation(TARO).status == FULL
    for forest in (False, True):
        t = _battle([ARCHER], [TARO], their_dynasty=[WOODS])
        archer = t.in_play("Archer")
        taro = t.in_play("Kitsune Taro", seat=1)
        if forest:
            t.in_play("Deep Woods", seat=1)
        _to_battle(t, [archer], [taro])
        offered = [a for a in t.legal(0) if a.startswith(f"ranged {archer.iid} ")]
        assert (f"ranged {archer.iid} at {taro.iid}" in offered) != forest
