"""A bonus to a card and each Personality opposing it (`phrasings.opposing_each`), and an
Event's "bow all ... except Experienced versions of ..." (`phrasings.except_versions`).

- Clarity of Purpose: "Battle: Any number of times per turn, bow this Shugenja and target a
  Personality: Give him +3F and each Personality opposing him +2F." «Фаза атаки»: the
  Personalities opposing him are the enemy's in the current battle.
- Hitomi's Choice: "After you reveal cards in your Provinces at the start of your turn, if
  this Event is face-up in one of them, bow all Unique Personalities except Experienced
  versions of Mirumoto Hitomi." («Фаза событий»: it happens as it is revealed.)
"""

from rules.engine import stats
from rules.engine.actions import Pass
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, card, deck, personality, stronghold

CLARITY = card(
    "Clarity of Purpose",
    "Spell",
    deck="Fate",
    gold_cost=0,
    text_plain="Battle: Any number of times per turn, bow this Shugenja and target a "
    "Personality: Give him +3F and each Personality opposing him +2F.",
)
ADEPT = personality("Adept", force=1, chi=3, keywords=("Shugenja",))
BUSHI = personality("Bushi", force=2)
GUARD = personality("Guard", force=2)
WATCHER = personality("Watcher", force=2)
PREAMBLE = (
    "After you reveal cards in your Provinces at the start of your turn, if this Event is "
    "face-up in one of them, "
)
CHOICE = card(
    "Hitomi's Choice",
    "Event",
    deck="Dynasty",
    keywords=["Unique"],
    text_plain=PREAMBLE
    + "bow all Unique Personalities except Experienced versions of Mirumoto Hitomi.",
)
HITOMI = personality(
    "Mirumoto Hitomi", keywords=("Samurai", "Unique"), clans=("Dragon",), is_unique=True
)
HITOMI_EXP = personality(
    "Mirumoto Hitomi, Seven Thunder",
    keywords=("Duelist", "Experienced 2CW", "Unique", "Samurai"),
    personality_name="Mirumoto Hitomi",
    experience_level=2,
    is_unique=True,
)
HERO = personality("Akodo Hero", keywords=("Samurai", "Unique"), is_unique=True)
PLAIN = personality("Plain Bushi")


def test_clarity_of_purpose_gives_the_enemy_opposing_him_force_too() -> None:
    assert automation(CLARITY).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ADEPT, BUSHI], fate=[CLARITY]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, WATCHER]),
    )
    adept, bushi = t.in_play("Adept"), t.in_play("Bushi")
    guard, watcher = t.in_play("Guard", seat=1), t.in_play("Watcher", seat=1)
    spell = t.take("Clarity of Purpose", 0, f"on:{adept.iid}")
    t.to_attack()
    t.attack(1, (adept, 0), (bushi, 0))
    t.defend((guard, 0))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    if t.game.to_act == 1:
        t.act(1, Pass())
    [use] = [a for a in t.legal(0) if a.startswith(f"use {spell.iid} ") and f"{bushi.iid}" in a]
    t.act(0, use)
    assert stats.force(t.state, bushi) == 5
    # The Guard opposes him; the Watcher stayed home; the Adept is on his side.
    assert stats.force(t.state, guard) == 4
    assert stats.force(t.state, watcher) == 2
    assert stats.force(t.state, adept) == 1
    assert adept.bowed


def test_clarity_of_purpose_outside_the_battle_gives_no_one_else_force() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ADEPT, BUSHI], fate=[CLARITY]),
        deck("Second", stronghold(honor=2), dynasty=[GUARD, WATCHER]),
    )
    adept, bushi = t.in_play("Adept"), t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    spell = t.take("Clarity of Purpose", 0, f"on:{adept.iid}")
    t.to_attack()
    t.attack(1, (adept, 0))
    t.defend((guard, 0))
    while t.game.waiting_for in ("infantry maneuvers", "cavalry maneuvers"):
        t.act(t.game.to_act, Pass())
    if t.game.to_act == 1:
        t.act(1, Pass())
    uses = [a for a in t.legal(0) if a.startswith(f"use {spell.iid} ")]
    # The Bushi is at home: not at this battlefield, so no target here.
    assert not any(a.endswith(f"targets {bushi.iid}") for a in uses)
    [use] = [a for a in uses if a.endswith(f"targets {guard.iid}")]
    t.act(0, use)
    assert stats.force(t.state, guard) == 5
    assert stats.force(t.state, adept) == 3  # opposing the Guard: +2F


def test_hitomis_choice_bows_unique_personalities_but_hitomis_experienced_versions() -> None:
    assert automation(CHOICE).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[HITOMI_EXP, HERO, PLAIN]),
        deck("Second", stronghold(honor=2), dynasty=[CHOICE, HITOMI]),
    )
    exp, hero, plain = (
        t.in_play("Mirumoto Hitomi, Seven Thunder"),
        t.in_play("Akodo Hero"),
        t.in_play("Plain Bushi"),
    )
    hitomi = t.in_play("Mirumoto Hitomi", seat=1)
    event = t.to_province("Hitomi's Choice", 1, 1, face_up=False)
    t.pass_until("dynasty-discard", seat=0)
    entry = t.act(0, Pass())
    assert "Event: Hitomi's Choice happens" in entry.notes
    # The printed (non-Experienced) Hitomi is Unique and not excepted.
    assert hero.bowed and hitomi.bowed
    assert not exp.bowed and not plain.bowed
    assert event.zone == "removed"
