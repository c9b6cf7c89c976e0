"""Operations on a Personality's whole unit or on his Followers, for the phrasings of
`rules.engine.phrasings.personality_units`: a keyword given to every card of his unit ("Give
Cavalry to all cards in a target Personality's unit", "Give Naval to him and each Follower in
his unit"), and his Followers bowed or destroyed, all of them or those weaker than the
card whose ability it is ("Bow all Followers in his unit with Force less than Osaku's Chi");
the player's own Stronghold as what an effect acts on, and a card at home as a condition.

A keyword lasts the turn like any effect without a duration («Если на карте прямо не
указана продолжительность ее эффекта, то он прекращается в конце текущего хода»); a unit is
Cavalry only while all its cards are («Кавалерия»), so each card gets it.
"""

from rules.engine import battlefield as bf
from rules.engine import ops, stats
from rules.engine.effects import BOW, DESTROY, LASTING, STRAIGHTEN, Effect, builds
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.events import Event
from rules.engine.state import Card, State

# `what` names the keyword; with `amount` 1 only the Followers get it ("Give Sarasa and each
# of her Followers Cavalry" names Sarasa apart).
UNIT_KEYWORD = "unit_keyword"
LASTING.add(UNIT_KEYWORD)
# `what`: "" for every Follower, else "<lt|le>:<force|chi>", those whose Force is lower than
# (or at most) that stat of the card whose ability it is.
BOW_FOLLOWERS = "bow_followers"
DESTROY_FOLLOWERS = "destroy_followers"
_STATS = {"force": stats.force, "chi": stats.chi}


@builds(UNIT_KEYWORD)
def _unit_keyword_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    person = bf.person_of(state, card)
    members = bf.followers(state, person)
    if effect.amount != 1:
        members = [person, *members]
    lasts = ops.lasting(effect.lasts, seat)
    return [
        {"event": GIVE_KEYWORD, "card": member.iid, "keyword": effect.what, "by": seat}
        | {"lasts": lasts}
        for member in members
    ]


def _weaker(state: State, source: Card, follower: Card, what: str) -> bool:
    if not what:
        return True
    compare, _, stat = what.partition(":")
    force, limit = stats.force(state, follower), _STATS[stat](state, source)
    return force < limit if compare == "lt" else force <= limit


@builds(BOW_FOLLOWERS, DESTROY_FOLLOWERS)
def _followers_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """The Followers are chosen as the effect resolves, with their Force then."""
    assert card is not None
    person = bf.person_of(state, card)
    found = [f for f in bf.followers(state, person) if _weaker(state, source, f, effect.what)]
    if effect.op == BOW_FOLLOWERS:
        return [{"event": BOW, "card": f.iid, "by": seat, "say": True} for f in found]
    return [{"event": DESTROY, "card": f.iid, "by": seat, "cause": "action"} for f in found]


# "Straighten your Stronghold": the acting player's own (not in play as other cards are, so
# its event holds whatever `Card.in_play` says).
STRAIGHTEN_STRONGHOLD = "straighten_stronghold"


@builds(STRAIGHTEN_STRONGHOLD, player=True)
def _straighten_stronghold_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    iid = state.players[seat].stronghold
    if iid is None:
        return []
    return [{"event": STRAIGHTEN, "card": iid, "by": seat, "say": True, "if_in_play": False}]


# "If he is not at a battlefield, bow him": at home («Местоположение»).
CONDITIONS["not_at_battlefield"] = lambda state, seat, source, card: (
    card is not None and card.in_play and bf.location(state, card) is None
)
