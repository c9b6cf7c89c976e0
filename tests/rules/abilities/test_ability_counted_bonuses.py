"""Bonuses counted from the cards around a card as the effect resolves (Bonuses and
Penalties — «Бонусы и штрафы»; an army is one side's units at one battlefield — «Фаза
атаки»), and a Personality's conditions about himself by his name («Способности и
надписи»: what comes before the colon must hold to take the action). Cards are built with
their printed text."""

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, personality, stronghold

DOMOTAI = personality(
    "Matsu Domotai",
    force=3,
    chi=3,
    clans=["Lion"],
    text_plain=(
        "Battle: Once per battle, give Domotai a Force bonus equal to the number of other "
        "Matsu Family Personalities in his army."
    ),
)
MATSU = personality("Matsu Guard", force=1, chi=2, clans=["Lion"])
AKODO = personality("Akodo Guard", force=1, chi=2, clans=["Lion"])
SHINYA = personality(
    "Matsu Shinya",
    force=2,
    chi=2,
    clans=["Lion"],
    text_plain=(
        "Battle: Once per battle, give Shinya a Force bonus equal to the number of Shugenja "
        "opposing him."
    ),
)
SHUGENJA = personality("Isawa Caller", force=1, chi=3, keywords=("Shugenja",))
BUSHI = personality("Bushi", force=2, chi=2)
MOKOTO = personality(
    "Mokoto",
    force=2,
    chi=2,
    keywords=("Samurai", "Toturi's Army"),
    text_plain="Battle: Give Mokoto +1F for each other Toturi's Army Personality in his army.",
)
ARMY_MAN = personality("Army Man", force=1, chi=1, keywords=("Samurai", "Toturi's Army"))
NINTAI = personality(
    "Tsuno Nintai",
    force=4,
    chi=2,
    keywords=("Tsuno", "Nonhuman"),
    text_plain=(
        "Battle: Any number of times per turn, bow Nintai and target an enemy Personality or "
        "Follower: Give it a Force penalty equal to the number of Tsuno in Nintai's army."
    ),
)
TSUNO = personality("Tsuno Raider", force=2, chi=1, keywords=("Tsuno", "Nonhuman"))
ARAMASU = personality(
    "Yoritomo Aramasu",
    force=2,
    chi=2,
    clans=["Mantis"],
    text_plain=(
        "Battle: Once per game, if any units are opposing Aramasu: Give him a Force bonus and "
        "a Chi bonus equal to the number of Mantis Clan Personalities in his army."
    ),
)
MANTIS = personality("Mantis Sailor", force=1, chi=1, clans=["Mantis"])
TAKEO = personality(
    "Mirumoto Takeo",
    force=2,
    chi=2,
    clans=["Dragon"],
    text_plain="Battle: Once per battle, if Takeo is opposed, draw a card.",
)


def _table(mine: list, theirs: list) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[*mine, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[*theirs, BUSHI, BUSHI]),
    )


def _use(t: Table, card, targets: str = "") -> str:
    [use] = [a for a in t.legal(0) if a.startswith(f"use {card.iid} ") and a.endswith(targets)]
    return "\n".join(t.act(0, use).notes)


def test_the_texts_are_read_whole() -> None:
    for defn in (DOMOTAI, SHINYA, MOKOTO, NINTAI, ARAMASU, TAKEO):
        assert assess(defn, parse_abilities(defn)).status == FULL, defn.title


def test_other_family_members_in_his_army() -> None:
    """Matsu Domotai counts the other Matsu in his army: not himself, not an Akodo, not a
    Matsu at home."""
    t = _table([DOMOTAI, MATSU, MATSU, AKODO], [])
    domotai, akodo = t.in_play("Matsu Domotai"), t.in_play("Akodo Guard")
    first, second = t.cards("Matsu Guard", 0)[:2]
    t.in_play("Matsu Guard")
    t.in_play("Matsu Guard")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (domotai, 0), (first, 0), (akodo, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    assert second.battle is None
    notes = _use(t, domotai)
    assert "Matsu Domotai gets +1F (1 counted)" in notes
    assert stats.force(t.state, domotai) == 4


def test_shugenja_opposing_him() -> None:
    """Matsu Shinya counts the Shugenja in the enemy army at his battlefield."""
    t = _table([SHINYA], [SHUGENJA, SHUGENJA])
    shinya = t.in_play("Matsu Shinya")
    callers = [t.in_play("Isawa Caller", seat=1), t.in_play("Isawa Caller", seat=1)]
    bushi = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (shinya, 0))
    t.defend((callers[0], 0), (callers[1], 0), (bushi, 0))
    t.act(1, Pass())
    _use(t, shinya)
    assert stats.force(t.state, shinya) == 4


def test_plus_one_for_each_other() -> None:
    """Mokoto: +1F for each other Toturi's Army Personality in his army."""
    t = _table([MOKOTO, ARMY_MAN, ARMY_MAN], [])
    mokoto = t.in_play("Mokoto")
    men = [t.in_play("Army Man"), t.in_play("Army Man")]
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (mokoto, 0), (men[0], 0), (men[1], 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    _use(t, mokoto)
    assert stats.force(t.state, mokoto) == 4


def test_a_penalty_on_the_target_counted_in_his_own_army() -> None:
    """Tsuno Nintai: the target's penalty is the number of Tsuno in Nintai's army,
    Nintai included."""
    t = _table([NINTAI, TSUNO], [])
    nintai, raider = t.in_play("Tsuno Nintai"), t.in_play("Tsuno Raider")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (nintai, 0), (raider, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    _use(t, nintai, f"targets {guard.iid}")
    assert stats.force(t.state, guard) == 0 and nintai.bowed


def test_a_bonus_only_while_opposed() -> None:
    """Yoritomo Aramasu: only with units opposing him may he take the action; then
    +2F/+2C for the two Mantis Clan Personalities in his army (himself among them)."""
    t = _table([ARAMASU, MANTIS], [])
    aramasu, sailor = t.in_play("Yoritomo Aramasu"), t.in_play("Mantis Sailor")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (aramasu, 0), (sailor, 0))
    t.defend()
    assert t.game.to_act == 0 and "pass" in t.legal(0)
    assert not any(a.startswith(f"use {aramasu.iid} ") for a in t.legal(0))
    t2 = _table([ARAMASU, MANTIS], [])
    aramasu, sailor = t2.in_play("Yoritomo Aramasu"), t2.in_play("Mantis Sailor")
    guard = t2.in_play("Bushi", seat=1)
    t2.to_attack()
    t2.attack(1, (aramasu, 0), (sailor, 0))
    t2.defend((guard, 0))
    t2.act(1, Pass())
    _use(t2, aramasu)
    assert (stats.force(t2.state, aramasu), stats.chi(t2.state, aramasu)) == (4, 4)


def test_if_he_is_opposed_by_his_name() -> None:
    """Mirumoto Takeo: "if Takeo is opposed, draw a card" — offered only while he is."""
    t = _table([TAKEO], [])
    takeo = t.in_play("Mirumoto Takeo")
    guard = t.in_play("Bushi", seat=1)
    t.to_attack()
    t.attack(1, (takeo, 0))
    t.defend((guard, 0))
    t.act(1, Pass())
    hand = len(t.state.players[0].hand)
    _use(t, takeo)
    assert len(t.state.players[0].hand) == hand + 1
