"""Duel operations of card text (`rules.engine.phrasings.duels`):

- OTHER_DUELIST: "the other Personality in the duel", for a card's text about the duel its
  Personality is in (the card itself, or the Personality it is attached to): the other
  duelist of the duel under way (`rules.engine.duel`), resolved as the effect happens.
- MAY_CHALLENGE (a condition of `effects_scripted.CONDITIONS`): the Personality a choice is
  about may challenge the card whose text it is ("Another player's target Personality may
  challenge Amiki"): both in play, neither one who "will not challenge or be challenged",
  and he not one who "will not issue challenges".
- LOSE_KEYWORD: the card loses a keyword (`what`) ("the other Personality in the duel loses
  Duelist"): it does not have it, printed or given, for as long as the effect lasts (with
  no duration, until the end of the turn: «Если на карте прямо не указана
  продолжительность ее эффекта, то он прекращается в конце текущего хода»).
"""

from rules.engine import ops, unchallenged
from rules.engine.continuous import LOST_KEYWORD_MOD
from rules.engine.effects import LASTING, RESOLVERS, Effect, builds, lasting_text
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

OTHER_DUELIST = -12
MAY_CHALLENGE = "may_challenge_source"
LOSE_KEYWORD = "lose_keyword"
LASTING.add(LOSE_KEYWORD)


def other_duelist(state: State, source: Card) -> Card | None:
    """The other duelist of the innermost duel under way that the card (or its Personality)
    is in."""
    mine = {source.iid, source.host}
    for frame in reversed(state.stack):
        if frame["step"] != "duel":
            continue
        pair = (frame["challenger"], frame["challenged"])
        if pair[0] in mine:
            return state.cards[pair[1]]
        if pair[1] in mine:
            return state.cards[pair[0]]
    return None


RESOLVERS[OTHER_DUELIST] = other_duelist


def _may_challenge(state: State, seat: int, source: Card, card: Card | None) -> bool:
    from rules.engine.cardplay import issues_no_challenges
    from rules.engine.traits import traits

    if card is None or not (card.in_play and source.in_play):
        return False
    if traits(card.defn).no_duel or traits(source.defn).no_duel:
        return False
    if unchallenged.protected(state, source):
        return False
    return not issues_no_challenges(state, card)


CONDITIONS[MAY_CHALLENGE] = _may_challenge


@builds(LOSE_KEYWORD)
def _lose_keyword_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {"event": LOSE_KEYWORD, "card": card.iid, "keyword": effect.what, "by": seat}
        | {"lasts": lasts}
    ]


def _lose_keyword(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append([LOST_KEYWORD_MOD, event["keyword"], 0, lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title} loses {event['keyword']}{when}")


APPLY[LOSE_KEYWORD] = _lose_keyword
