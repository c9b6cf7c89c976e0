"""What happens to a Personality who refuses a challenge, as the card that made it says
("He may refuse; if he did, his controller loses 5 Honor.": Bayushi Katai; «Вызов и дуэль»:
the challenged Personality may refuse when the card allows it).

The compiler marks those effects as acting on REFUSER (`phrasings.personality_units`): they
wait, like the effects on a duel's loser, and happen on the refusing Personality (his
controller, for the player's own operations) when he refuses (`duel.Duel`), as the rest of
the action's resolution.
"""

from rules.engine import effects
from rules.engine.abilities import abilities
from rules.engine.events import Event, emit_all
from rules.engine.state import Card, State

REFUSER = -14
effects.LATER.add(REFUSER)


def on_refusal(state: State, frame: dict, refuser: Card) -> None:
    """The effects on a refusing Personality of the ability that made the challenge (the
    first of its card's abilities that has any)."""
    outcomes = frame.get("outcomes")
    if not outcomes:
        return
    seat, source_iid, _ = outcomes
    source = state.cards[source_iid]
    events: list[Event] = []
    for ability in abilities(source.defn):
        waiting = [e for e in ability.effects if e.on == REFUSER]
        if waiting:
            for effect in waiting:
                card = None if effect.op in effects.PLAYER_OPS else refuser
                events.extend(effects.BUILDERS[effect.op](state, seat, source, effect, card))
            break
    emit_all(state, events)
