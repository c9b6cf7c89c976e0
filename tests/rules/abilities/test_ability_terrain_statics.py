"""A Terrain's continuous effect on the cards at its battlefield, in two more wordings
(«Местность» — Terrains: it describes the battlefield it is at; «Бонусы и штрафы»):
"Each of your non-Shadowlands Personalities at this battlefield has +1C." and "All Naval
cards at the current battlefield have +1F."."""

import dataclasses

from rules.engine import stats
from rules.engine.coverage import FULL, automation
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold


def _battle(terrain, mine, theirs):
    """First attacks with `mine` (Personality titles) and holds the Terrain; Second defends
    with `theirs`."""
    t = Table(
        deck(
            "First",
            stronghold(honor=5, gold=10),
            dynasty=[d for d in mine],
            fate=[terrain],
        ),
        deck("Second", stronghold(honor=2), dynasty=[d for d in theirs]),
    )
    attackers = [t.in_play(d.title) for d in mine]
    defenders = [t.in_play(d.title, seat=1) for d in theirs]
    card = t.to_hand(terrain.title)
    t.to_attack()
    t.attack(1, *((a, 0) for a in attackers))
    t.defend(*((d, 0) for d in defenders))
    # Each passes (a Naval attacker's Naval Invasion offer included) until First may play.
    for _ in range(4):
        plays = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
        if t.game.to_act == 0 and plays:
            t.act(0, plays[0])
            break
        t.act(t.game.to_act, "pass")
    assert card.zone == "attached"
    return t, attackers, defenders


def test_field_of_amaterasu_gives_chi_to_your_non_shadowlands_personalities() -> None:
    """Broken Blades "Field of Amaterasu": "Each Personality at this battlefield has -1F.
    Each of your non-Shadowlands Personalities at this battlefield has +1C." The Bushi: -1F
    and +1C; the Shadowlands Oni of the same player: -1F only; the enemy Guard: -1F only."""
    field = real_card("Field of Amaterasu", "broken_blades")
    assert automation(field).status == FULL
    bushi = personality("Bushi", force=3, chi=2)
    oni = personality("Oni", force=3, chi=2, keywords=("Shadowlands",))
    guard = personality("Guard", force=3, chi=2)
    t, (b, o), (g,) = _battle(field, [bushi, oni], [guard])
    assert (stats.force(t.state, b), stats.chi(t.state, b)) == (2, 3)
    assert (stats.force(t.state, o), stats.chi(t.state, o)) == (2, 2)
    assert (stats.force(t.state, g), stats.chi(t.state, g)) == (2, 2)


def test_beachhead_gives_force_to_naval_cards_on_either_side() -> None:
    """The Fall of Otosan Uchi "Beachhead": "All Naval cards at the current battlefield have
    +1F." The Naval Marine and the enemy's Naval Captain get +1F; the Bushi does not. Its
    play line, which also allows taking it through a Naval Invasion, stays with the player:
    the static is checked on a copy whose play line only lays it."""
    printed = real_card("Beachhead", "the_fall_of_otosan_uchi")
    play_line = next(line for line in printed.text_plain.split("\n") if "into play" in line)
    assert automation(printed).manual == (play_line,)
    beachhead = dataclasses.replace(
        printed,
        text_plain=printed.text_plain.replace(
            play_line, "Battle: Destroy a Terrain (if able). Put this Terrain into play."
        ),
    )
    assert automation(beachhead).status == FULL
    marine = personality("Marine", force=2, keywords=("Naval",))
    bushi = personality("Bushi", force=2)
    captain = personality("Captain", force=2, keywords=("Naval",))
    t, (m, b), (c,) = _battle(beachhead, [marine, bushi], [captain])
    assert stats.force(t.state, m) == 3
    assert stats.force(t.state, b) == 2
    assert stats.force(t.state, c) == 3


def test_heart_of_rokugan_gives_human_cards_force_and_nonhuman_cards_a_penalty() -> None:
    """Lotus Edition "Heart of Rokugan": "Before this battle resolves: Give each of your Human
    Personalities and Followers at the current battlefield +1F, and give each Nonhuman
    Personality and Follower there -1F." Its trait happens once the battle's actions are
    over (Resolution — «Подсчет результатов битвы»): First's Bushi gets +1F, his Oni -1F,
    the enemy Guard (Human, not First's) nothing; the bonuses last the turn."""
    heart = real_card("Heart of Rokugan", "lotus_edition")
    assert automation(heart).status == FULL
    bushi = personality("Bushi", force=3, keywords=("Samurai", "Human"))
    oni = personality("Oni", force=3, keywords=("Nonhuman", "Oni"))
    guard = personality("Guard", force=1, keywords=("Samurai", "Human"))
    t, (b, o), _ = _battle(heart, [bushi, oni], [guard])
    notes: list[str] = []
    while t.state.attack is not None:
        notes.extend(t.act(t.game.to_act, "pass").notes)
    assert "Bushi gets +1F" in notes and "Oni gets -1F" in notes
    assert not any(note.startswith("Guard gets") for note in notes)
    assert stats.force(t.state, b) == 4
    assert stats.force(t.state, o) == 2
