"""Static traits printed on cards and the keywords whose rule is printed as reminder text,
computed or enforced by the engine (Abilities and Traits — «Способности и надписи»;
Bonuses and Penalties — «Бонусы и штрафы»; Special Traits — «Специальные надписи»).

Each test builds small cards carrying the sentence a real card prints (named in the test).
"""

from rules.engine import keywords, stats
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, card, deck, follower, personality, spell, stronghold

SAMURAI = personality("Samurai", force=2, chi=2, honor=1)
SHUGENJA = personality(
    "Isawa Mariko",
    force=1,
    chi=3,
    keywords=("Shugenja",),
    text_plain="Mariko has +2F while she has a Spell.",
)
FIRE = spell("Fire Scroll")


def attachment(title: str, text: str, kind: str = "Item", **values: object):
    return card(title, kind, deck="Fate", gold_cost=0, text_plain=text, **values)


def table(*fate, dynasty=(SAMURAI,)) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=list(dynasty), fate=list(fate)),
        deck("Second", stronghold(honor=2)),
    )


def test_an_attachment_gives_personal_honor() -> None:
    """ "This Personality has +1PH." (Ancestral Urn): his Personal Honor is 2 while it is on
    him, 1 again once it leaves; dishonored, 0 («Бесчестье»: applied last)."""
    urn = attachment("Ancestral Urn", "This Personality has +1PH.")
    t = table(urn)
    samurai = t.in_play("Samurai")
    assert stats.personal_honor(t.state, samurai) == 1
    item = t.take("Ancestral Urn", 0, f"on:{samurai.iid}")
    assert stats.personal_honor(t.state, samurai) == 2
    samurai.dishonored = True
    assert stats.personal_honor(t.state, samurai) == 0
    samurai.dishonored = False
    t.act(0, f"manual move {item.iid} to discard")
    assert stats.personal_honor(t.state, samurai) == 1
    assert assess(urn).status == FULL


def test_a_minimum_chi_is_applied_last_and_keeps_him_alive() -> None:
    """ "This Personality has a minimum Chi of 5." (Daitan): the minimum is applied after
    every bonus and penalty («Если величина имеет минимальное или максимальное значения, ее
    применяют в последнюю очередь»), so a -4C penalty leaves him at 5 and alive."""
    daitan = attachment("Daitan", "This Personality has a minimum Chi of 5.", keywords=["Weapon"])
    t = table(daitan)
    samurai = t.in_play("Samurai")
    t.take("Daitan", 0, f"on:{samurai.iid}")
    assert stats.chi(t.state, samurai) == 5
    t.act(0, f"manual bonus {samurai.iid} -4C")
    assert stats.chi(t.state, samurai) == 5
    assert not stats.chi_dropped_to_zero(t.state, samurai)
    assert assess(daitan).status == FULL


def test_an_attachment_gives_a_keyword() -> None:
    """ "This Personality has Cavalry." (Armor of the Ryu): his unit is Cavalry while he
    carries it («Кавалерийское маневрирование»); "This Personality has Tactician." too."""
    ryu = attachment("Armor of the Ryu", "This Personality has Cavalry.", keywords=["Armor"])
    staff = attachment("Command Staff", "This Personality has Tactician.")
    t = table(ryu, staff)
    samurai = t.in_play("Samurai")
    assert not keywords.is_cavalry(t.state, samurai)
    t.take("Armor of the Ryu", 0, f"on:{samurai.iid}")
    t.take("Command Staff", 0, f"on:{samurai.iid}")
    assert keywords.is_cavalry(t.state, samurai)
    assert keywords.has_keyword(t.state, samurai, "Tactician")
    assert assess(ryu).status == FULL and assess(staff).status == FULL


def test_a_bonus_while_she_has_a_spell() -> None:
    """Isawa Mariko: "Mariko has +2F while she has a Spell.\""""
    t = table(FIRE, dynasty=[SHUGENJA])
    mariko = t.in_play("Isawa Mariko")
    assert stats.force(t.state, mariko) == 1
    t.take("Fire Scroll", 0, f"on:{mariko.iid}")
    assert stats.force(t.state, mariko) == 3
    assert assess(SHUGENJA).status == FULL


def test_a_personality_gives_his_followers_force() -> None:
    """Hida Wukau: "Wukau's Followers each have +1F." — his own Followers, not another's."""
    wukau = personality("Hida Wukau", force=3, text_plain="Wukau's Followers each have +1F.")
    troops = follower("Troops", force=1)
    t = table(troops, troops, dynasty=[wukau, SAMURAI])
    leader = t.in_play("Hida Wukau")
    other = t.in_play("Samurai")
    mine = t.take("Troops", 0, f"on:{leader.iid}")
    theirs = t.take("Troops", 0, f"on:{other.iid}")
    assert stats.force(t.state, mine) == 2 and stats.force(t.state, theirs) == 1
    assert stats.unit_force(t.state, leader) == 5
    assert assess(wukau).status == FULL
