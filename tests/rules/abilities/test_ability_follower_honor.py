"""An Ancestor that lets Followers join its Personality whatever their Honor Requirement
(«Солдаты, предметы, заклинания и предки»): "Ignore Honor Requirements of non-Unique
Followers attaching to this Personality." (Kanbe no Shiryo) — a Unique Follower still needs
the Personal Honor."""

from rules.engine.coverage import FULL, automation
from rules.engine.play import attach_problem
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

KANBE = card(
    "Kanbe no Shiryo",
    "Ancestor",
    deck="Fate",
    clans=["Crab"],
    force=1,
    chi=1,
    force_is_modifier=True,
    chi_is_modifier=True,
    gold_cost=3,
    text_plain="Ignore Honor Requirements of non-Unique Followers attaching to this Personality.",
)
TROOPS = follower("Hida Guard", requirement=3)
HERO = follower("Famous Guard", requirement=3, keywords=["Unique"])
LOWLY = personality("Lowly Bushi", honor=1)


def test_kanbe_no_shiryo_lets_non_unique_followers_join() -> None:
    assert automation(KANBE).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), [LOWLY], fate=[KANBE, TROOPS, HERO]), deck("Second")
    )
    bushi = t.in_play("Lowly Bushi")
    troops = t.find("Hida Guard", 0)
    hero = t.find("Famous Guard", 0)
    assert attach_problem(t.state, troops, bushi) is not None
    t.take("Kanbe no Shiryo", 0, f"on:{bushi.iid}")
    assert attach_problem(t.state, troops, bushi) is None
    assert attach_problem(t.state, hero, bushi) is not None
