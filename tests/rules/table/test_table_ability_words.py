"""The table shows an automated ability as a button naming its target, and a manual one as
a button that says its text is carried out with the manual operations (Actions —
«Акции»)."""

from rules.engine.effects_choice import told_apart
from rules.table import describe
from tests.rules_cards import Table, deck, personality, strategy, stronghold

AUTO = strategy("Clear Orders", text="Limited: Gain 2 Honor.")
TARGETED = strategy("Rally", text="Limited: Give your target Personality +1F.")
BY_HAND = strategy("Odd Scroll", text="Limited: Name a card.")
BUSHI = personality("Word Bushi", force=3, chi=2)


def test_automated_and_manual_abilities_in_words() -> None:
    setup = deck("Wordy", stronghold(honor=6), dynasty=[BUSHI], fate=[AUTO, TARGETED, BY_HAND])
    t = Table(setup, goldfish=True)
    auto, targeted, by_hand = (t.to_hand(c.title) for c in (AUTO, TARGETED, BY_HAND))
    t.pass_until("action", seat=0)
    words = {a.text(): describe(t.game, 0, a) for a in t.game.legal_actions(0, manual=False)}
    assert words[f"play {auto.iid} 0 pay -"] == "Play Clear Orders (Limited: Gain 2 Honor.)"
    assert words[f"play {by_hand.iid} 0 pay -"] == (
        "Play Odd Scroll (Limited: Name a card.) "
        "(by hand: carry out its text with the manual operations)"
    )
    # No Personality in play: the targeted ability is not offered; then it names him.
    assert not any(text.startswith(f"play {targeted.iid} ") for text in words)
    bushi = t.in_play("Word Bushi")
    words = {a.text(): describe(t.game, 0, a) for a in t.game.legal_actions(0, manual=False)}
    assert words[f"play {targeted.iid} 0 pay - targets {bushi.iid}"] == (
        "Play Rally (Limited: Give your target Personality +1F.): on Word Bushi"
    )


def test_the_performer_in_words() -> None:
    """Lies (Costs and Effects — «Стоимость и эффекты»: the Courtier the cost bows performs
    the action): the button names the performer, that he bows, and the target."""
    lies = strategy(
        "Lies",
        text="Limited: Bow your performing Courtier and target a Personality with lower Chi: "
        "Dishonor him.",
    )
    courtier = personality("Word Courtier", force=1, chi=4, keywords=("Courtier",))
    setup = deck("Wordy", stronghold(honor=6), dynasty=[courtier, BUSHI], fate=[lies])
    t = Table(setup, goldfish=True)
    card = t.to_hand("Lies")
    mine, bushi = t.in_play("Word Courtier"), t.in_play("Word Bushi")
    t.pass_until("action", seat=0)
    action = f"play {card.iid} 0 pay - targets {mine.iid},{bushi.iid}"
    words = {a.text(): describe(t.game, 0, a) for a in t.game.legal_actions(0, manual=False)}
    assert words[action].endswith(": performed by Word Courtier (bows), on Word Bushi")


def test_cards_of_one_title_are_told_apart_in_words() -> None:
    """A choice among cards made as an effect resolves names each card as the player sees
    it: the title alone when it is the only one, else where it is and whether it is bowed,
    then first or second; never an instance id."""
    samurai = personality("Bushi", force=2, chi=2)
    t = Table(deck("First", stronghold(honor=5), dynasty=[samurai] * 8))
    first, second, third = (t.in_play("Bushi") for _ in range(3))
    second.bowed = True
    third.battle = t.state.players[0].provinces[0].pid
    names = told_apart(
        t.state, [first, second, third, t.state.cards[t.state.players[0].stronghold]]
    )
    pid = third.battle
    assert names == [
        "Bushi (at home)",
        "Bushi (bowed, at home)",
        f"Bushi (at Province {pid}'s battlefield)",
        "Test Castle",
    ]
    assert told_apart(t.state, [first, t.in_play("Bushi")]) == [
        "Bushi (at home, first)",
        "Bushi (at home, second)",
    ]
