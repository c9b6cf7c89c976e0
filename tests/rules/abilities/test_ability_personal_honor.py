"""A Personal Honor bonus or penalty an action gives («Бонусы и штрафы» — Bonuses and
Penalties; «Стоимость и эффекты»: "Permanently" means until the game ends, otherwise the
effect ends with the turn; «Бесчестье»: a dishonored Personality's Personal Honor is 0)."""

from dataclasses import replace

from rules.engine import stats
from rules.engine.abilities import parse_abilities
from rules.engine.coverage import FULL, automation
from rules.engine.effects import PLAYER
from rules.engine.effects_personal_honor import PH_BONUS
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold


def _table(card):
    t = Table(
        deck("First", stronghold(honor=5, gold=10), fate=[card]),
        deck(
            "Second",
            stronghold(honor=2),
            dynasty=[personality("Courtier", honor=3, keywords=("Courtier", "Human"))],
        ),
    )
    return t, t.to_hand(card.title), t.in_play("Courtier", seat=1)


def test_dark_secrets_permanently_lowers_personal_honor() -> None:
    """Spirit Wars "Dark Secrets": "Battle/Open: Target a Personality: Permanently give him
    -1PH. Lose 2 Honor." The Courtier's Personal Honor goes from 3 to 2 and stays so on the
    next turns; his player is not the one who loses Honor."""
    dark = real_card("Dark Secrets", "spirit_wars")
    assert automation(dark).status == FULL
    t, card, courtier = _table(dark)
    t.pass_until("action", seat=0)
    honor = t.state.players[0].honor
    t.act(0, f"play {card.iid} 0 pay - targets {courtier.iid}")
    assert stats.personal_honor(t.state, courtier) == 2
    assert t.state.players[0].honor == honor - 2
    t.pass_until("action", seat=1, later=True)
    t.pass_until("action", seat=0, later=True)
    assert stats.personal_honor(t.state, courtier) == 2
    courtier.dishonored = True
    assert stats.personal_honor(t.state, courtier) == 0


def test_last_gift_raises_personal_honor_and_a_bonus_without_duration_ends_with_the_turn() -> None:
    """Spirit Wars "Last Gift": "Open: Target a Human Personality: Permanently give him
    +1PH."; the same sentence without
    "Permanently" lasts the turn."""
    gift = real_card("Last Gift", "spirit_wars")
    assert automation(gift).status == FULL
    (ability,) = parse_abilities(gift)
    assert [(e.op, e.amount, e.lasts) for e in ability.effects] == [(PH_BONUS, 1, "game")]
    assert ability.effects[0].on != PLAYER
    t, card, courtier = _table(gift)
    t.pass_until("action", seat=0)
    t.act(0, f"play {card.iid} 0 pay - targets {courtier.iid}")
    assert stats.personal_honor(t.state, courtier) == 4
    brief = replace(gift, text_plain="Open: Target a Personality: Give him +1PH.")
    t2, card2, courtier2 = _table(brief)
    t2.pass_until("action", seat=0)
    t2.act(0, f"play {card2.iid} 0 pay - targets {courtier2.iid}")
    assert stats.personal_honor(t2.state, courtier2) == 4
    t2.pass_until("action", seat=1, later=True)
    assert stats.personal_honor(t2.state, courtier2) == 3
