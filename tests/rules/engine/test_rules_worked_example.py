"""The rulebook's sample attack phase, played through the engine: "Allen, Bob, and Cindy Go
to War: A Sample Attack Phase" («Дима, Вова и Ира идут на войну (пример фазы атаки)»;
Дима = Allen, seat 0; Вова = Bob, seat 1; Ира = Cindy, seat 2).

The cards are built with the numbers the example gives (Vedau 3F/3C with a +1F/+2C
Naginata, 6F/7C after his own +2F/+2C; the Ogre 6F/4C, 8F/6C after Biting Steel; Maku 4F
with a 2F Medium Cavalry and 0F Horsebowmen; Mitaki 4F/2C with 0F Archers; Cindy's Province
strength 7). Where the engine does not run a card's text (Biting Steel, the Terrains' and
strategies' effects), the players carry it out by manual operations, as a player at the
table would.
"""

from rules.engine.actions import Pass
from rules.engine.attack import outcome
from tests.rules_cards import (
    Table,
    card,
    deck,
    follower,
    item,
    personality,
    strategy,
    stronghold,
)

OGRE = personality("Ogre Bushi", force=6, chi=4, keywords=("Nonhuman",))
SHUGENJA = personality("Allen's Shugenja", force=1, chi=3, keywords=("Shugenja",))
BITING_STEEL = card(
    "Biting Steel",
    "Spell",
    deck="Fate",
    text_plain="Open: Bow this Shugenja to give a target Personality +2F/+2C.",
)
MAKU = personality("Shinjo Maku", force=4, chi=3, keywords=("Samurai", "Cavalry"))
HORSEBOWMEN = follower(
    "Horsebowmen", force=0, keywords=["Cavalry"], text_plain="Battle: Ranged 3 Attack"
)
MEDIUM_CAVALRY = follower("Medium Cavalry", force=2, keywords=["Cavalry"])
VEDAU = personality(
    "Hitomi Vedau",
    force=3,
    chi=3,
    text_plain="Battle: Discard a card from your hand to give Vedau +2F/+2C.",
)
NAGINATA = item("Naginata", force=1, chi=2, keywords=["Weapon"])
MITAKI = personality("Hida Mitaki", force=4, chi=2)
ARCHERS = follower("Archers", force=0, text_plain="Battle: Ranged 2 Attack")
TERRAIN = "Battle: Destroy a Terrain (if able). Put this Terrain into play."
DEADLY_GROUND = strategy(
    "Deadly Ground", keywords=["Terrain"], text=f"Immediate. No actions may be played.\n{TERRAIN}"
)
DISPERSIVE = strategy(
    "Dispersive Terrain",
    keywords=["Terrain"],
    text=f"After the battle, defending Personalities have +2F.\n{TERRAIN}",
)
IAIJUTSU_DUEL = strategy(
    "Iaijutsu Duel",
    text="Battle: Your target unbowed Personality challenges a target enemy Personality. "
    "Destroy the duel's loser. The winner's player gains 5 Honor.",
)
CHARGE = strategy("Charge", text="Battle: Give your target Personality +2F.")
DIVERSIONARY = strategy("Diversionary Tactics", text="Battle: Destroy a target Terrain.")
BLOCK = strategy("Block Supply Lines", text="Battle: Move a target attacking unit home, bowed.")
FOCUS_FOUR = strategy("Well-Aimed Focus", focus=4)


def war() -> Table:
    allen = deck("Allen", stronghold("Allen's Castle", honor=5), [OGRE, SHUGENJA], [BITING_STEEL])
    bob = deck(
        "Bob",
        stronghold("Bob's Castle", honor=2),
        [MAKU],
        [
            HORSEBOWMEN,
            MEDIUM_CAVALRY,
            DEADLY_GROUND,
            IAIJUTSU_DUEL,
            CHARGE,
            DIVERSIONARY,
            FOCUS_FOUR,
        ],
    )
    cindy = deck(
        "Cindy",
        stronghold("Cindy's Castle", honor=1, strength=7),
        [VEDAU, MITAKI],
        [NAGINATA, ARCHERS, DISPERSIVE, DISPERSIVE, BLOCK, FOCUS_FOUR, FOCUS_FOUR],
    )
    return Table(allen, bob, more=[cindy])


def test_allen_bob_and_cindy_go_to_war() -> None:
    t = war()
    ogre = t.in_play("Ogre Bushi", 0)
    shugenja = t.in_play("Allen's Shugenja", 0)
    steel = t.to_hand("Biting Steel", 0)
    t.act(0, f"manual move {steel.iid} to on:{shugenja.iid}")
    maku = t.in_play("Shinjo Maku", 1)
    for title in ("Horsebowmen", "Medium Cavalry"):
        t.act(1, f"manual move {t.to_hand(title, 1).iid} to on:{maku.iid}")
    vedau = t.in_play("Hitomi Vedau", 2)
    t.act(2, f"manual move {t.to_hand('Naginata', 2).iid} to on:{vedau.iid}")
    mitaki = t.in_play("Hida Mitaki", 2)
    archers = t.to_hand("Archers", 2)
    t.act(2, f"manual move {archers.iid} to on:{mitaki.iid}")
    hands = {
        1: [
            t.to_hand(x, 1)
            for x in (
                "Deadly Ground",
                "Iaijutsu Duel",
                "Charge",
                "Diversionary Tactics",
                "Well-Aimed Focus",
            )
        ],
        2: [
            t.to_hand(x, 2)
            for x in ("Dispersive Terrain", "Block Supply Lines", "Well-Aimed Focus")
        ],
    }
    second_dispersive = t.cards("Dispersive Terrain", 2)[1]
    t.act(2, f"manual move {second_dispersive.iid} to hand")
    spare = t.cards("Well-Aimed Focus", 2)[1]
    t.act(2, f"manual move {spare.iid} to hand")
    honor = [p.honor for p in t.state.players]

    # Declaration: Allen attacks Cindy; both ask Bob to be their ally.
    t.to_attack(0)
    t.act(0, "attack 2")
    t.act(0, "invite 1")  # nobody else to invite: on to the defender
    assert t.game.waiting_for == "invitations" and t.game.to_act == 2
    t.act(2, "invite 1")
    # Infantry maneuvers: the Ogre at Province 1; Bob waits; Cindy defends with both units.
    province = t.province(2, 0).pid
    t.act(0, f"assign {ogre.iid} to {province}")
    t.act(0, Pass())
    assert t.game.to_act == 1
    t.act(1, Pass())
    t.act(2, f"assign {vedau.iid} to {province}")
    t.act(2, f"assign {mitaki.iid} to {province}")
    if t.game.waiting_for == "infantry maneuvers" and t.game.to_act == 2:
        t.act(2, Pass())
    if t.game.waiting_for == "infantry maneuvers" and t.game.to_act == 1:
        t.act(1, Pass())
    # Cavalry maneuvers: Bob joins Allen with Maku's cavalry unit and gains 2 Honor.
    assert t.game.waiting_for == "cavalry maneuvers" and t.game.to_act == 1
    entry = t.act(1, f"assign {maku.iid} to {province}")
    assert "Bob gains 2 Honor (joining the battle as an ally)" in entry.notes

    def score() -> tuple[int, int]:
        result = outcome(t.state, province)
        return result["attacking"], result["defending"]

    # The battle begins with the defender: 12 against 8.
    assert t.game.waiting_for == "battle" and t.game.to_act == 2
    assert score() == (12, 8)
    # Cindy: Vedau discards a card (her choice) for +2F/+2C (6F/7C).
    t.act(2, f"use {vedau.iid} 0 pay -")
    t.act(2, f"choose {spare.iid}")
    assert spare.zone == "fate-discard"
    assert t.game.view(2)["players"][2]["home"][0]["chi"] == 7
    # Allen: his Shugenja bows for Biting Steel on the Ogre (8F/6C).
    assert t.game.to_act == 0
    t.act(0, f"use {steel.iid} 0 pay - targets {ogre.iid}")
    assert shugenja.bowed
    assert score() == (14, 10)
    # Bob: the immediate Terrain Deadly Ground.
    deadly = hands[1][0]
    t.act(1, f"play {deadly.iid} 0 pay -")
    assert t.state.attack["terrain"] == deadly.iid
    # Cindy: Dispersive Terrain does away with it.
    dispersive = hands[2][0]
    entry = t.act(2, f"play {dispersive.iid} 0 pay -")
    assert "Deadly Ground is destroyed" in entry.notes
    # Allen passes; Bob's Horsebowmen shoot Mitaki's Archers (Ranged 3).
    t.act(0, Pass())
    horsebowmen = t.find("Horsebowmen", 1)
    entry = t.act(1, f"ranged {horsebowmen.iid} at {archers.iid}")
    assert archers.zone == "fate-discard"
    # Cindy: the delayed Dispersive Terrain (+2F for each defender once the actions end
    # would make it the book's 14-14; the engine counts it when it takes effect).
    t.act(2, f"play {second_dispersive.iid} 0 pay -")
    assert score() == (14, 10)
    # Allen passes; Bob's Iaijutsu Duel: Maku (3 Chi) challenges Mitaki (2 Chi).
    t.act(0, Pass())
    duel = hands[1][1]
    t.act(1, f"play {duel.iid} 0 pay - targets {maku.iid},{mitaki.iid}")
    assert t.game.to_act == 2  # no refusing: Cindy focuses first
    t.act(2, f"focus {hands[2][2].iid}")
    t.act(1, f"focus {hands[1][4].iid}")
    entry = t.act(2, "strike")
    assert "Shinjo Maku wins the duel (7 Chi against 6)" in entry.notes
    assert mitaki.zone == "dynasty-discard"
    t.act(1, "manual honor 1 +5")  # the winner's player gains 5 Honor
    assert score() == (14, 6)
    # Cindy: Block Supply Lines sends the Ogre home bowed; Allen has no unit left.
    t.act(2, f"play {hands[2][1].iid} 0 pay -")
    t.act(2, f"manual move {ogre.iid} to home")
    t.act(2, f"manual bow {ogre.iid}")
    assert score() == (6, 6)
    # Allen lacks Presence and is passed over: Bob plays Charge (+2F on Maku).
    assert t.game.to_act == 1
    t.act(1, f"play {hands[1][2].iid} 0 pay - targets {maku.iid}")
    assert score() == (8, 6)
    t.act(2, Pass())
    # Bob: Diversionary Tactics destroys the Dispersive Terrain.
    t.act(1, f"play {hands[1][3].iid} 0 pay - targets {second_dispersive.iid}")
    assert second_dispersive.destroyed
    t.act(2, Pass())
    entry = t.act(1, Pass())

    # Resolution: 8 against 6, the attackers win; Allen gains 2 Honor for each of Vedau and
    # his Naginata; 8 is not above 6 + 7, the Province stands; Maku's unit goes home bowed.
    assert "resolution at Province " + str(province) in " ".join(entry.notes)
    assert vedau.zone == "dynasty-discard"
    assert [p.honor - h for p, h in zip(t.state.players, honor, strict=True)] == [4, 7, 0]
    assert len(t.state.players[2].provinces) == 4
    assert maku.battle is None and maku.bowed
    assert t.state.attack is None
