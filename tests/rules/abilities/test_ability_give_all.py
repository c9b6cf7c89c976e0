"""A bonus or tokens given to every card in play a description fits (`phrasings.give_all`):
no target; the cards are found as the effect resolves, wherever they are in play («Эффекты
карт»); a bonus lasts the turn unless a duration is said («Стоимость и эффекты»), a token
while its card is in play. Dynasty Events happen as they are revealed («Фаза событий»).

- Return of Myth: "... give each Nonhuman Personality +1F/+1C and give each Nonhuman
  Follower +1F."
- When Spirits Walked: "... give each Spirit Personality +1F/+2C until your next turn
  begins."
- Hunger of the Dead: "... give all Personalities a -1F/-1C Corruption token."
"""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, PARTIAL, automation
from tests.rules_cards import Table, card, deck, follower, personality, stronghold

PREAMBLE = (
    "After you reveal cards in your Provinces at the start of your turn, if this Event is "
    "face-up in one of them, "
)


def event(title: str, text: str):
    return card(title, "Event", deck="Dynasty", keywords=["Unique"], text_plain=PREAMBLE + text)


MYTH = event(
    "Return of Myth",
    "give each Nonhuman Personality +1F/+1C and give each Nonhuman Follower +1F.",
)
SPIRITS = event(
    "When Spirits Walked", "give each Spirit Personality +1F/+2C until your next turn begins."
)
HUNGER = event("Hunger of the Dead", "give all Personalities a -1F/-1C Corruption token.")
NAGA = personality("Naga Warrior", force=2, chi=2, keywords=("Naga", "Nonhuman"))
SPIRIT = personality("Wandering Spirit", force=1, chi=1, keywords=("Spirit",))
BUSHI = personality("Bushi", force=2, chi=2)
BEAST = follower("Beasts", force=2, keywords=("Nonhuman",))
MEN = follower("Men", force=2)


def reveal(event_def, mine, theirs, fate=()) -> Table:
    """`event_def` lies face down in the second player's Province; his turn begins."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=list(mine), fate=list(fate)),
        deck("Second", stronghold(honor=2), dynasty=[event_def, *theirs]),
    )
    return t


def begin_second_turn(t: Table, title: str) -> None:
    t.to_province(title, 1, 1, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())
    assert f"Event: {title} happens" in entry.notes


def force_chi(t: Table, card) -> tuple[int, int]:
    return stats.force(t.state, card), stats.chi(t.state, card)


def test_return_of_myth_gives_nonhuman_personalities_and_followers_force() -> None:
    assert automation(MYTH).status == FULL
    t = reveal(MYTH, [NAGA, BUSHI], [BUSHI], fate=[BEAST, MEN])
    naga, bushi = t.in_play("Naga Warrior"), t.in_play("Bushi")
    beast = t.take("Beasts", 0, f"on:{bushi.iid}")
    men = t.take("Men", 0, f"on:{naga.iid}")
    begin_second_turn(t, "Return of Myth")
    assert force_chi(t, naga) == (3, 3)
    assert force_chi(t, bushi) == (2, 2)
    assert stats.force(t.state, beast) == 3 and stats.force(t.state, men) == 2


def test_when_spirits_walked_lasts_until_its_owners_next_turn() -> None:
    assert automation(SPIRITS).status == FULL
    t = reveal(SPIRITS, [SPIRIT, BUSHI], [BUSHI])
    spirit, bushi = t.in_play("Wandering Spirit"), t.in_play("Bushi")
    begin_second_turn(t, "When Spirits Walked")
    assert force_chi(t, spirit) == (2, 3) and force_chi(t, bushi) == (2, 2)
    # Through the first player's next turn, until the Event's owner's turn begins again.
    t.pass_until("dynasty-discard", seat=1)
    t.act(1, Pass())
    assert force_chi(t, spirit) == (2, 3)
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())
    assert force_chi(t, spirit) == (1, 1)


def test_hunger_of_the_dead_gives_every_personality_a_corruption_token() -> None:
    assert automation(HUNGER).status == FULL
    t = reveal(HUNGER, [BUSHI, NAGA], [BUSHI])
    bushi, naga = t.in_play("Bushi"), t.in_play("Naga Warrior")
    theirs = t.in_play("Bushi", seat=1)
    begin_second_turn(t, "Hunger of the Dead")
    assert force_chi(t, bushi) == (1, 1) and force_chi(t, naga) == (1, 1)
    assert force_chi(t, theirs) == (1, 1)
    # A token stays: the turn's end does not take it.
    t.pass_until("dynasty-discard", seat=1)
    t.act(1, Pass())
    assert force_chi(t, bushi) == (1, 1)


# Master Smith Ascends: "Battle/Open: Any number of times per turn, bow this Shugenja: Give
# +1F/+1C to each of your Personalities with a Weapon." An action's bonus to "each of your"
# cards with no battlefield named is not read (`test_ability_gold`): the line stays with the
# player. Its other line ("target a Weapon: Permanently give it +2F/+2C") is read.
SMITH = card(
    "Master Smith Ascends",
    "Spell",
    deck="Fate",
    gold_cost=0,
    keywords=["Elemental"],
    text_plain="Battle/Open: Any number of times per turn, bow this Shugenja: Give +1F/+1C to "
    "each of your Personalities with a Weapon.\nLimited: Bow this Shugenja and target a "
    "Weapon: Permanently give it +2F/+2C. Destroy this card.",
)
ADEPT = personality("Adept", force=1, chi=3, keywords=("Shugenja",))
SWORD = card(
    "Sword",
    "Item",
    deck="Fate",
    gold_cost=0,
    force=1,
    chi=0,
    force_is_modifier=True,
    chi_is_modifier=True,
    keywords=["Weapon"],
)


def test_an_actions_bonus_to_each_of_your_cards_with_no_place_is_not_read() -> None:
    assert automation(SMITH).status == PARTIAL


def test_master_smith_ascends_permanently_strengthens_a_weapon() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ADEPT, BUSHI], fate=[SMITH, SWORD]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    adept, bushi = t.in_play("Adept"), t.in_play("Bushi")
    spell = t.take("Master Smith Ascends", 0, f"on:{adept.iid}")
    sword = t.take("Sword", 0, f"on:{bushi.iid}")
    t.pass_until("action", seat=0)
    [use] = [a for a in t.legal(0) if a.startswith(f"use {spell.iid} 1 ")]
    assert use.endswith(f"targets {sword.iid}")
    t.act(0, use)
    assert force_chi(t, bushi) == (5, 4) and not spell.in_play
    t.pass_until("dynasty-discard", seat=0)
    t.act(0, Pass())
    assert force_chi(t, bushi) == (5, 4)


# The Hand of Thunder: "Repeatable Thunder Battle, :bow:: Bow all Personalities and Followers
# at this battlefield with 1 or lower Force."
HAND = card(
    "The Hand of Thunder",
    "Follower",
    deck="Fate",
    gold_cost=0,
    force=2,
    chi=0,
    keywords=["Unique", "Shugenja", "Thunder"],
    text_plain="Will only attach to a Shugenja.\nRepeatable Thunder Battle, :bow:: Bow all "
    "Personalities and Followers at this battlefield with 1 or lower Force.",
)
WEAK = personality("Weak Guard", force=1, chi=1)
SMALL = follower("Small Men", force=1)
HOME = personality("Home Guard", force=1, chi=1)


def test_the_hand_of_thunder_bows_the_weak_at_its_battlefield() -> None:
    assert automation(HAND).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ADEPT, BUSHI], fate=[HAND]),
        deck("Second", stronghold(honor=2), dynasty=[WEAK, BUSHI, HOME], fate=[SMALL]),
    )
    adept = t.in_play("Adept")  # 1F: bows too
    hand = t.take("The Hand of Thunder", 0, f"on:{adept.iid}")
    weak, strong = t.in_play("Weak Guard", seat=1), t.in_play("Bushi", seat=1)
    home = t.in_play("Home Guard", seat=1)
    small = t.take("Small Men", 1, f"on:{strong.iid}")
    t.to_attack()
    t.attack(1, (adept, 0))
    t.defend((weak, 0), (strong, 0))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    if t.game.to_act == 1:
        t.act(1, Pass())
    [use] = [a for a in t.legal(0) if a.startswith(f"use {hand.iid} ")]
    t.act(0, use)
    assert weak.bowed and small.bowed and adept.bowed and hand.bowed
    assert not strong.bowed and not home.bowed
