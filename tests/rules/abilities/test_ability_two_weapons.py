""" "Your Dragon Clan Samurai Personalities may attach two Weapons." (Shiro Mirumoto;
`rules.engine.two_weapons`): «Солдаты, предметы, заклинания и предки» — a Personality may
have only one Weapon; those the Stronghold describes (all its traits printed) may have two."""

from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, card, deck, personality, stronghold

MIRUMOTO = card(
    "Shiro Mirumoto",
    "Stronghold",
    clans=["Dragon"],
    province_strength=7,
    gold_production=5,
    starting_honor=5,
    text_plain="Your Dragon Clan Samurai Personalities may attach two Weapons.\nLimited: Bow "
    "your target performing Personality with 4 or higher Chi to draw a card.",
)
KATANA = card("Katana", "Item", deck="Fate", gold_cost=0, keywords=["Weapon"])
DRAGON = personality("Dragon Samurai", clans=["Dragon"], keywords=["Samurai"])
MONK = personality("Dragon Monk", clans=["Dragon"], keywords=["Monk"])
CRAB = personality("Crab Samurai", clans=["Crab"], keywords=["Samurai"])


def test_shiro_mirumoto_lets_dragon_samurai_attach_two_weapons() -> None:
    assert assess(MIRUMOTO).status == FULL
    t = Table(
        deck("First", MIRUMOTO, dynasty=[DRAGON, MONK, CRAB], fate=[KATANA] * 5),
        deck("Second", stronghold("Other Castle", honor=2)),
    )
    samurai, monk, crab = (t.in_play(n) for n in ("Dragon Samurai", "Dragon Monk", "Crab Samurai"))
    for person in (samurai, monk, crab):
        t.take("Katana", 0, f"on:{person.iid}")
    t.pass_until("action", seat=0)
    sword = t.to_hand("Katana")
    legal = t.legal(0)
    assert any(a.startswith(f"attach {sword.iid} to {samurai.iid}") for a in legal)
    assert not any(a.startswith(f"attach {sword.iid} to {monk.iid}") for a in legal)
    assert not any(a.startswith(f"attach {sword.iid} to {crab.iid}") for a in legal)


def test_another_players_stronghold_gives_nothing() -> None:
    """Only the controller's Personalities: the other player's Dragon Samurai keeps one."""
    t = Table(
        deck("First", MIRUMOTO),
        deck("Second", stronghold("Other Castle", honor=2), dynasty=[DRAGON], fate=[KATANA] * 3),
    )
    samurai = t.in_play("Dragon Samurai", seat=1)
    t.take("Katana", 1, f"on:{samurai.iid}")
    t.pass_until("action", seat=1)
    sword = t.to_hand("Katana", seat=1)
    assert not any(a.startswith(f"attach {sword.iid} to {samurai.iid}") for a in t.legal(1))
