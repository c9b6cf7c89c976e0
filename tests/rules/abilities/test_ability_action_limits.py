"""Actions a card refuses as their target, and actions a Personality may not perform
(«Надписи на акциях»: an action has the keywords printed on it and on its card — a Kiho
Strategy's action is a Kiho action; lobbying is a Political action — «Как добиться
Благорасположения Императора»). Cards are built with their printed text."""

from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, assess
from tests.rules_cards import Table, deck, personality, strategy, stronghold

SHIKI = personality(
    "Tamori Shiki",
    keywords=("Shugenja",),
    clans=["Dragon"],
    text_plain="Other players may not target Shiki with Spell or Kiho actions.",
)
REZAN = personality(
    "Rezan",
    honor=3,
    text_plain="Political Limited: Draw a card.\nRezan may not perform Political actions.",
)
CHEN = personality("Moto Chen", honor=3, clans=["Unicorn"], text_plain="Chen may not Lobby.")
ABRESAX = personality("Abresax", text_plain="Political actions may not target Abresax.")
KIHO = strategy("Striking Palm", text="Open: Bow a target Personality.", keywords=["Kiho"])
SCHEME = strategy(
    "Court Scheme", text="Political Open: Bow a target Personality.", keywords=["Political"]
)
BUSHI = personality("Bushi", honor=2)


def _uses(t: Table, seat: int, card) -> list[str]:
    return [a for a in t.legal(seat) if a.startswith(f"play {card.iid} ")]


def test_the_texts_are_read_whole() -> None:
    for defn in (SHIKI, REZAN, CHEN, ABRESAX):
        assert assess(defn, parse_abilities(defn)).status == FULL, defn.title


def test_other_players_kiho_may_not_target_him() -> None:
    """Tamori Shiki: another player's Kiho targets the Bushi beside him, not Shiki; his own
    player's Kiho may target him."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[SHIKI, BUSHI], fate=[KIHO]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI], fate=[KIHO]),
    )
    shiki, bushi = t.in_play("Tamori Shiki"), t.in_play("Bushi")
    mine = t.to_hand("Striking Palm", 0)
    theirs = t.to_hand("Striking Palm", 1)
    t.pass_until("action", seat=0)
    assert any(a.endswith(f"targets {shiki.iid}") for a in _uses(t, 0, mine))
    t.act(0, "pass")
    options = _uses(t, 1, theirs)
    assert any(a.endswith(f"targets {bushi.iid}") for a in options)
    assert not any(a.endswith(f"targets {shiki.iid}") for a in options)


def test_political_actions_may_not_target_him() -> None:
    """Abresax: no Political action targets him, his own player's neither; a Kiho may."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[ABRESAX, BUSHI], fate=[SCHEME, KIHO]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    abresax, bushi = t.in_play("Abresax"), t.in_play("Bushi")
    scheme, kiho = t.to_hand("Court Scheme"), t.to_hand("Striking Palm")
    t.pass_until("action", seat=0)
    assert not any(a.endswith(f"targets {abresax.iid}") for a in _uses(t, 0, scheme))
    assert any(a.endswith(f"targets {bushi.iid}") for a in _uses(t, 0, scheme))
    assert any(a.endswith(f"targets {abresax.iid}") for a in _uses(t, 0, kiho))


def test_he_may_not_perform_political_actions_nor_lobby() -> None:
    """Rezan: his own Political action is not offered, and he does not lobby (a Political
    action); Moto Chen may not Lobby; the Bushi beside them may."""
    t = Table(
        deck("First", stronghold(honor=5), dynasty=[REZAN, CHEN, BUSHI]),
        deck("Second", stronghold(honor=2), dynasty=[BUSHI]),
    )
    rezan, chen, bushi = t.in_play("Rezan"), t.in_play("Moto Chen"), t.in_play("Bushi")
    t.pass_until("action", seat=0)
    legal = t.legal(0)
    assert not any(a.startswith(f"use {rezan.iid} ") for a in legal)
    assert f"lobby {bushi.iid}" in legal
    assert f"lobby {rezan.iid}" not in legal and f"lobby {chen.iid}" not in legal
