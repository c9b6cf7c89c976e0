"""A Personality an effect names commits seppuku (Destroying and Discarding Cards —
«Уничтожение и сброс карт»: he dies honorable, his player loses no Honor for him, whatever
his status was), on the printed text of real cards."""

from rules.engine.abilities import actions_of
from rules.engine.coverage import FULL, automation
from rules.engine.effects import Effect
from rules.engine.effects_seppuku import SEPPUKU
from tests.real_cards import real_card
from tests.rules_cards import Table, deck, personality, stronghold

BUSHI = personality("Bushi", force=3, chi=2)
DISGRACED = personality("Disgraced", force=2, chi=2, honor=3, keywords=("Samurai",))
COURTIER = personality("Courtier", force=1, chi=2, honor=3, keywords=("Courtier",))


def _table(card: object) -> Table:
    return Table(
        deck("First", stronghold(honor=5), dynasty=[BUSHI], fate=[card]),
        deck("Second", stronghold(honor=6), dynasty=[DISGRACED, COURTIER]),
    )


def test_remorseful_seppuku_destroys_him_honorably() -> None:
    """Remorseful Seppuku: "Limited: Target a dishonorable Samurai: He commits seppuku." —
    his player does not lose the Personal Honor a dishonorable Personality's death costs."""
    card = real_card("Remorseful Seppuku", "gold_edition")
    assert automation(card).status == FULL
    [ability] = actions_of(card)
    assert ability.effects == (Effect(SEPPUKU, 0),)
    t = _table(card)
    t.in_play("Bushi")
    disgraced = t.in_play("Disgraced", seat=1)
    courtier = t.in_play("Courtier", seat=1)
    t.act(0, f"manual dishonor {disgraced.iid}")
    t.act(0, f"manual dishonor {courtier.iid}")
    strategy = t.to_hand("Remorseful Seppuku")
    t.pass_until("action", seat=0)
    offered = [a for a in t.legal(0) if a.startswith(f"play {strategy.iid} ")]
    # A dishonorable Courtier is no Samurai.
    assert offered == [f"play {strategy.iid} 0 pay - targets {disgraced.iid}"]
    honor = t.state.players[1].honor
    entry = t.act(0, offered[0])
    assert not disgraced.in_play
    assert not disgraced.dishonored
    assert t.state.players[1].honor == honor
    assert "Disgraced commits seppuku" in entry.notes
