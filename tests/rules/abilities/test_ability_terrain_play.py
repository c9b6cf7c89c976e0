"""Playing a Terrain («Местность» — Terrains, in «Фаза атаки» — Attack Phase): the action
that only lays the Terrain is the engine's; a line that also does something else stays with
the player, never half-run ("A text it cannot read whole is never half-run")."""

from rules.engine.abilities import MANUAL, TERRAIN, parse_abilities
from rules.engine.coverage import FULL, automation
from tests.rules_cards import Table, deck, personality, strategy, stronghold

RICH = stronghold(honor=5, gold=10)
LATER = strategy(
    "Quiet Valley",
    keywords=("Terrain",),
    text="Battle: If there are no Terrains at the current battlefield: Put this card into play "
    "there.\nYour Personalities at this battlefield have +1F.",
)
OLDER = strategy(
    "Windy Pass",
    keywords=("Terrain",),
    text="Battle: Destroy a Terrain (if able). Put this Terrain into play.",
)
MORE = strategy(
    "Cursed Marsh",
    keywords=("Terrain",),
    text="Battle: Give a target attacking Personality -3F. Destroy a Terrain (if able). Put "
    "this Terrain into play.",
)


def _battle(*terrains) -> tuple[Table, list]:
    t = Table(
        deck("First", RICH, dynasty=[personality("Bushi", force=2)], fate=list(terrains)),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard", force=2)]),
    )
    bushi = t.in_play("Bushi")
    guard = t.in_play("Guard", seat=1)
    cards = [t.to_hand(terrain.title) for terrain in terrains]
    t.to_attack()
    t.attack(1, (bushi, 0))
    t.defend((guard, 0))
    t.act(1, "pass")
    return t, cards


def _plays(t: Table, card) -> list[str]:
    return [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]


def test_the_laying_forms_are_the_engines() -> None:
    for terrain in (LATER, OLDER):
        assert parse_abilities(terrain)[0].effect == TERRAIN
    assert automation(LATER).status == FULL
    assert automation(OLDER).status == FULL


def test_a_terrain_that_does_more_stays_with_the_player() -> None:
    """Dropping "Give a target attacking Personality -3F." would half-run the line."""
    ability = parse_abilities(MORE)[0]
    assert ability.effect == MANUAL
    assert automation(MORE).status != FULL


def test_if_there_are_no_terrains_is_a_condition() -> None:
    """The later wording lays the Terrain only where none is: with the older Terrain in play
    it is not offered; the older wording replaces the one in play."""
    t, (later, older) = _battle(LATER, OLDER)
    assert _plays(t, later) and _plays(t, older)
    t.act(0, _plays(t, older)[0])
    assert older.zone == "attached"
    t.act(1, "pass")
    assert not _plays(t, later)


def test_the_older_wording_replaces_a_terrain() -> None:
    t, (later, older) = _battle(LATER, OLDER)
    t.act(0, _plays(t, later)[0])
    assert later.zone == "attached"
    t.act(1, "pass")
    t.act(0, _plays(t, older)[0])
    assert older.zone == "attached" and later.zone != "attached"
