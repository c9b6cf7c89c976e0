"""What lasts "until the duel ends" («Дуэли»: "Give him Double Chi until the duel ends" —
Double Chi; "give him -1C until the duel ends" — Togashi Higaru): a modifier kept with the
duration DUEL (`ops.lasting`), removed as the duel under way ends (`rules.engine.duel`), and
at the end of the turn in any case."""

from rules.engine.state import Card, State

DUEL = "duel"


def _modified(card: Card) -> bool:
    return bool(card.mods)


def expire(state: State) -> None:
    """The duel has ended: what lasted until then ends."""
    for card in filter(_modified, state.cards.values()):
        if any(mod[3] == DUEL for mod in card.mods):
            card.mods[:] = [mod for mod in card.mods if mod[3] != DUEL]
