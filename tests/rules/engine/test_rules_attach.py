"""Attaching Followers, Items, Spells and Ancestors; moving attachments."""

import pytest

from rules.engine import IllegalAction
from rules.engine.actions import (
    Attach,
    ManualBow,
    ManualDishonor,
    MoveAttachment,
    Pass,
    Recruit,
)
from rules.engine.state import Card
from tests.rules_cards import (
    Table,
    ancestor,
    deck,
    follower,
    holding,
    item,
    personality,
    spell,
    stronghold,
)

GUARD = personality("Hida Guard", honor=2, clans=["Crab"])
ASHIGARU = personality("Lowly Ashigaru", honor=0, clans=["Crab"])
MYSTIC = personality("Kuni Mystic", chi=2, honor=2, clans=["Crab"], keywords=["Shugenja"])
MINE = holding("Deep Mine", text=":bow:: Produce 3 Gold.")
FATE = [
    follower("Spearmen", requirement=2),
    follower("Elite Guard", requirement=3),
    follower("Militia", requirement=None),
    item("Katana", keywords=["Weapon"]),
    item("Yari", keywords=["Weapon"]),
    item("Lacquered Armor", keywords=["Armor"]),
    item("Armor of Ages", keywords=["Armor"]),
    item("War Fan"),
    spell("Fire Bolt"),
    spell("Wind Ward"),
    spell("Earth Wall"),
    ancestor("Hida Forebear", clans=["Crab"], cost=3, requirement=1),
    ancestor("Akodo Forebear", clans=["Lion"], cost=3),
]


def table() -> Table:
    return Table(
        deck("First", stronghold(honor=5, gold=6), [GUARD, GUARD, ASHIGARU, MYSTIC, MINE], FATE),
        deck("Second", stronghold(honor=2), [GUARD], FATE),
    )


def attach(t: Table, title: str, target: Card) -> Card:
    """Attach `title` from the first player's hand (paid by his Stronghold, straightened
    afterwards) and let the second player pass back."""
    card = t.to_hand(title)
    castle = t.state.players[0].stronghold
    t.act(0, Attach(card.iid, target.iid, (castle,) if card.defn.cost else ()))
    t.act(0, f"manual straighten {castle}")
    t.act(1, Pass())
    return card


def refused(t: Table, title: str, target: Card, reason: str) -> None:
    card = t.to_hand(title)
    assert not any(text.startswith(f"attach {card.iid} to {target.iid} ") for text in t.legal(0))
    with pytest.raises(IllegalAction, match=reason):
        t.act(0, Attach(card.iid, target.iid, (t.state.players[0].stronghold,)))


def test_followers_need_enough_personal_honor() -> None:
    """«Солдаты»: a Follower joins a Personality whose Personal Honor is at least the
    Follower's Honor Requirement; a dash asks for nothing."""
    t = table()
    guard = t.in_play("Hida Guard")
    ashigaru = t.in_play("Lowly Ashigaru")
    attach(t, "Spearmen", guard)
    refused(t, "Elite Guard", guard, "Elite Guard needs Personal Honor 3; Hida Guard has 2")
    attach(t, "Militia", ashigaru)
    assert [t.game.card(i).defn.title for i in guard.attachments] == ["Spearmen"]


def test_a_dishonored_personality_has_no_personal_honor() -> None:
    """«Бесчестье»: a dishonored Personality's Personal Honor is 0."""
    t = table()
    guard = t.in_play("Hida Guard")
    t.act(0, ManualDishonor(guard.iid))
    refused(t, "Spearmen", guard, "Spearmen needs Personal Honor 2; Hida Guard has 0")


def test_requirements_count_only_when_attaching() -> None:
    """«Ввод карт в игру»: once a card is attached, later changes to its requirements do
    not remove it."""
    t = table()
    guard = t.in_play("Hida Guard")
    spearmen = attach(t, "Spearmen", guard)
    t.act(0, ManualDishonor(guard.iid))
    assert spearmen.host == guard.iid and spearmen.zone == "attached"


def test_one_weapon_and_one_armor() -> None:
    """«Предметы»: each Personality may have one Weapon and one Armor."""
    t = table()
    guard = t.in_play("Hida Guard")
    attach(t, "Katana", guard)
    refused(t, "Yari", guard, "Hida Guard already has a Weapon")
    attach(t, "Lacquered Armor", guard)
    refused(t, "Armor of Ages", guard, "Hida Guard already has an Armor")
    attach(t, "War Fan", guard)
    assert len(guard.attachments) == 3


def test_spells_only_on_shugenja_and_no_more_than_chi() -> None:
    """«Заклинания», «Использование заклинаний»: only Shugenja take Spells, and no more than
    their Chi."""
    t = table()
    guard = t.in_play("Hida Guard")
    mystic = t.in_play("Kuni Mystic")
    refused(t, "Fire Bolt", guard, "only Shugenja take Spells; Hida Guard is not one")
    attach(t, "Fire Bolt", mystic)
    attach(t, "Wind Ward", mystic)
    refused(t, "Earth Wall", mystic, "Kuni Mystic may have no more Spells than his Chi")


def test_the_target_is_your_own_unbowed_personality() -> None:
    """«Фаза акций», «Выбор цели»: attaching targets one of your own Personalities, which
    must be unbowed."""
    t = table()
    guard = t.in_play("Hida Guard")
    theirs = t.in_play("Hida Guard", 1)
    t.act(0, ManualBow(guard.iid))
    refused(t, "Katana", guard, "Hida Guard is bowed")
    refused(t, "Katana", theirs, "Hida Guard is not yours")


def test_attaching_pays_the_cards_cost() -> None:
    """«Ввод карт в игру»: paying the cost is part of bringing the card into play."""
    t = table()
    guard = t.in_play("Hida Guard")
    katana = t.to_hand("Katana")
    castle = t.state.players[0].stronghold
    with pytest.raises(IllegalAction, match="Katana costs 2 Gold; the payment produces only 0"):
        t.act(0, Attach(katana.iid, guard.iid, ()))
    t.act(0, Attach(katana.iid, guard.iid, (castle,)))
    assert t.game.card(castle).bowed and katana.host == guard.iid


def test_ancestors_join_their_own_faction_and_bow_the_personality() -> None:
    """«Предки»: an Ancestor joins only a Personality of its faction, like a Follower by
    Personal Honor, and the Personality bows as part of the cost."""
    t = table()
    guard = t.in_play("Hida Guard")
    refused(t, "Akodo Forebear", guard, "Akodo Forebear joins only Personalities of its faction")
    attach(t, "Hida Forebear", guard)
    assert guard.bowed
    assert t.find("Hida Forebear").host == guard.iid


def test_an_ancestor_may_join_as_a_reaction_to_recruiting() -> None:
    """«Предки»: an Ancestor may also join as a reaction to its Personality entering play in
    the dynasty phase, bowing him."""
    t = table()
    mine = t.in_play("Deep Mine")
    forebear = t.to_hand("Hida Forebear")
    t.to_province("Hida Guard", 0, 0)
    t.pass_until("dynasty", seat=0)
    castle = t.state.players[0].stronghold
    t.act(0, Recruit(t.province(0, 0).pid, (castle,), "honor"))
    guard = t.find("Hida Guard", zone="home")
    assert t.game.waiting_for == "reactions"
    assert t.legal(0) == ["pass", f"attach {forebear.iid} to {guard.iid} pay {mine.iid}"]
    t.act(0, Attach(forebear.iid, guard.iid, (mine.iid,)))
    assert guard.bowed and forebear.host == guard.iid
    assert t.game.waiting_for is None and t.state.phase == "dynasty"


def test_the_ancestor_reaction_may_be_declined() -> None:
    """«Реакции»: a reaction is optional."""
    t = table()
    t.in_play("Deep Mine")
    forebear = t.to_hand("Hida Forebear")
    t.to_province("Hida Guard", 0, 0)
    t.pass_until("dynasty", seat=0)
    t.act(0, Recruit(t.province(0, 0).pid, (t.state.players[0].stronghold,), "honor"))
    t.act(0, Pass())
    assert t.game.waiting_for is None and forebear.zone == "hand"
    assert t.state.phase == "dynasty"


def test_cards_are_not_attached_in_the_dynasty_phase_otherwise() -> None:
    """«Фаза Династии»: no actions in the dynasty phase (only the Ancestor's reaction)."""
    t = table()
    guard = t.in_play("Hida Guard")
    katana = t.to_hand("Katana")
    t.pass_until("dynasty", seat=0)
    with pytest.raises(IllegalAction, match="cards are attached in the action phase"):
        t.act(0, Attach(katana.iid, guard.iid, (t.state.players[0].stronghold,)))


def test_moving_an_attachment_bows_both_personalities() -> None:
    """«Фаза акций», «Ввод карт в игру»: attached cards move between unbowed Personalities,
    bowing them as part of the cost; the move must satisfy the attaching requirements."""
    t = table()
    first, second = t.in_play("Hida Guard"), t.in_play("Hida Guard")
    katana = attach(t, "Katana", first)
    t.act(0, MoveAttachment(katana.iid, second.iid))
    assert katana.host == second.iid and first.bowed and second.bowed
    assert first.attachments == [] and second.attachments == [katana.iid]


def test_moves_respect_requirements_bows_and_ancestors() -> None:
    """«Ввод карт в игру», «Предки»: a card cannot move onto a Personality that could not
    take it; bowed Personalities cannot take part; Ancestors never move."""
    t = table()
    first, second = t.in_play("Hida Guard"), t.in_play("Hida Guard")
    katana = attach(t, "Katana", first)
    attach(t, "Yari", second)
    with pytest.raises(IllegalAction, match="Hida Guard already has a Weapon"):
        t.act(0, MoveAttachment(katana.iid, second.iid))
    assert f"move {katana.iid} to {second.iid}" not in t.legal(0)
    forebear = attach(t, "Hida Forebear", second)
    t.act(0, f"manual straighten {second.iid}")
    with pytest.raises(IllegalAction, match="Ancestors cannot be moved"):
        t.act(0, MoveAttachment(forebear.iid, first.iid))
    t.act(0, ManualBow(first.iid))
    with pytest.raises(IllegalAction, match="Hida Guard is bowed"):
        t.act(0, MoveAttachment(katana.iid, second.iid))


def test_two_weapons_may_swap_places_in_one_move() -> None:
    """«Переместить присоединенные карты между двумя или более неповернутыми командирами,
    повернув их как часть стоимости»: both cards move at once, so a Katana and a Yari may
    trade Personalities though neither could move alone."""
    t = table()
    first, second = t.in_play("Hida Guard"), t.in_play("Hida Guard")
    katana = attach(t, "Katana", first)
    yari = attach(t, "Yari", second)
    swap = f"move {katana.iid} to {second.iid} swap {yari.iid}"
    assert swap in t.legal(0)
    entry = t.act(0, swap)
    assert katana.host == second.iid and yari.host == first.iid
    assert first.bowed and second.bowed
    assert "Yari moves from Hida Guard to Hida Guard" in entry.notes
