"""A Personality's own limits on armies, attachments and challenges (Abilities and Traits —
«Способности и надписи»; Maneuvers — «Фаза атаки», Маневры; Followers — «Солдаты, предметы,
заклинания и предки»): Doji Tanitsu ("Will not attach Followers or issue challenges.
Tanitsu may not be assigned to a defending army."), Kakita Yoshi ("Yoshi cannot be assigned
to defend."), Ide Tadaji ("May not assign to armies."). Only the assignment is refused."""

from rules.engine.coverage import FULL, automation
from rules.engine.restrictions import attach_refused
from tests.rules_cards import Table, deck, follower, personality, strategy, stronghold

FAVOR = "Political Repeatable Battle/Open, :bow:: Take the Imperial Favor."
TANITSU = personality(
    "Doji Tanitsu",
    force=0,
    chi=3,
    clans=("Crane",),
    keywords=("Courtier",),
    text_plain="Will not attach Followers or issue challenges.\nTanitsu may not be assigned "
    f"to a defending army.\n{FAVOR}",
)
YOSHI = personality(
    "Kakita Yoshi",
    force=0,
    chi=3,
    clans=("Crane",),
    keywords=("Courtier",),
    text_plain=f"Will not attach Followers or issue challenges.\nYoshi cannot be assigned to "
    f"defend.\n{FAVOR}",
)
TADAJI = personality(
    "Ide Tadaji",
    force=0,
    chi=3,
    clans=("Unicorn",),
    keywords=("Courtier",),
    text_plain="May not assign to armies.\nWill not issue challenges.",
)
IAIJUTSU = strategy(
    "Iaijutsu Challenge",
    text="Limited: Your target unbowed Personality challenges another player's target "
    "Personality. Destroy the duel's loser.",
)
SPEARMEN = follower("Spearmen")


def test_the_cards_are_read_whole() -> None:
    for defn in (TANITSU, YOSHI):
        assert automation(defn).status == FULL
    # Tadaji's third line is not printed here; his two traits are read.
    assert automation(TADAJI).status == FULL


def test_tanitsu_takes_no_follower_and_issues_no_challenge() -> None:
    """Tanitsu refuses a Follower; the Iaijutsu Challenge is not offered with him as the
    challenger (the other Personality is)."""
    assert attach_refused(SPEARMEN, TANITSU) is not None
    assert attach_refused(SPEARMEN, personality("Bushi")) is None
    t = Table(
        deck(
            "First", stronghold(honor=5), dynasty=[TANITSU, personality("Bushi")], fate=[IAIJUTSU]
        ),
        deck("Second", stronghold(honor=2), dynasty=[personality("Brute", force=4)]),
    )
    tanitsu = t.in_play("Doji Tanitsu")
    bushi = t.in_play("Bushi")
    brute = t.in_play("Brute", seat=1)
    card = t.to_hand("Iaijutsu Challenge")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {card.iid} ")]
    assert offered == [f"play {card.iid} 0 pay - targets {bushi.iid},{brute.iid}"]
    assert not any(f"targets {tanitsu.iid}," in a for a in offered)


def test_tanitsu_and_yoshi_may_attack_but_not_be_assigned_to_defend() -> None:
    """Maneuvers: the Defender's Guard may be assigned, Tanitsu and Yoshi may not; Tanitsu
    may be assigned to attack."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[personality("Bushi", force=3), TANITSU]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard"), TANITSU, YOSHI]),
    )
    bushi = t.in_play("Bushi")
    mine = t.in_play("Doji Tanitsu")
    guard = t.in_play("Guard", seat=1)
    theirs = t.in_play("Doji Tanitsu", seat=1)
    yoshi = t.in_play("Kakita Yoshi", seat=1)
    t.to_attack()
    t.act(0, "attack 1")
    offered = t.legal(0)
    assert any(a.startswith(f"assign {mine.iid} to ") for a in offered)
    t.act(0, f"assign {bushi.iid} to {t.province(1, 0).pid}")
    t.act(0, "pass")
    assert t.state.attack["defender"] == 1 and t.game.to_act == 1
    offered = t.legal(1)
    assert any(a.startswith(f"assign {guard.iid} to ") for a in offered)
    assert not any(a.startswith(f"assign {theirs.iid} to ") for a in offered)
    assert not any(a.startswith(f"assign {yoshi.iid} to ") for a in offered)


def test_tadaji_is_assigned_to_no_army() -> None:
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[personality("Bushi", force=3), TADAJI]),
        deck("Second", stronghold(honor=2), dynasty=[personality("Guard")]),
    )
    t.in_play("Bushi")
    tadaji = t.in_play("Ide Tadaji")
    t.to_attack()
    t.act(0, "attack 1")
    assert not any(a.startswith(f"assign {tadaji.iid} to ") for a in t.legal(0))
