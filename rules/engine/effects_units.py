"""Operations on a Personality's whole unit or on his Followers, for the phrasings of
`rules.engine.phrasings.personality_units`: a keyword given to every card of his unit ("Give
Cavalry to all cards in a target Personality's unit", "Give Naval to him and each Follower in
his unit"), and his Followers bowed or destroyed, all of them or those weaker than the
card whose ability it is ("Bow all Followers in his unit with Force less than Osaku's Chi");
the player's own Stronghold as what an effect acts on, a card at home as a condition, and
the cards of the army of the card whose ability it is («Армия»: the units of one side at a
battlefield), as a target's condition or as a group each given an effect.

A keyword lasts the turn like any effect without a duration («Если на карте прямо не
указана продолжительность ее эффекта, то он прекращается в конце текущего хода»); a unit is
Cavalry only while all its cards are («Кавалерия»), so each card gets it.
"""

from dataclasses import dataclass, field

from rules.engine import battlefield as bf
from rules.engine import effects, ops, stats
from rules.engine import targets as tg
from rules.engine.effects import BONUS, BOW, DESTROY, LASTING, STRAIGHTEN, Effect, builds
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_stats import GIVE_KEYWORD
from rules.engine.effects_terrain import REDUCE_FORCE_TO
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


def in_army_of(state: State, card: Card, source: Card) -> bool:
    """«Армия»: `card`'s unit is at the battlefield where the card whose ability it is stands,
    on the same side."""
    person, other = bf.person_of(state, card), bf.person_of(state, source)
    where = bf.location(state, other)
    return (
        where is not None
        and bf.location(state, person) == where
        and bf.side_of(state, person.controller) == bf.side_of(state, other.controller)
    )


# "a Personality in Kuon's army": a target in the army of the card whose ability it is.
IN_SOURCE_ARMY = "in_source_army"
tg.SOURCE_CONDITIONS[IN_SOURCE_ARMY] = in_army_of
# "Give all attacking Shadowlands Personalities in Ujiaki's army +2F": `then` on each card
# `group` describes in that army, found as the effect resolves (no card is targeted).
ARMY_EACH = "army_each"


@dataclass(frozen=True, slots=True)
class ArmyEach(Effect):
    group: tg.Target = field(default_factory=tg.Target)
    then: Effect = field(default_factory=lambda: Effect(BONUS))


@builds(ARMY_EACH, player=True)
def _army_each_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, ArmyEach)
    in_battle = bf.current(state) is not None
    group = [
        member
        for member in tg.cards_in_play(state)
        if tg.qualifies(state, seat, member, effect.group, in_battle, True, source)
        and in_army_of(state, member, source)
    ]
    then = effect.then
    return [
        event
        for member in group
        for event in effects.BUILDERS[then.op](state, seat, source, then, member)
    ]


# "a Force bonus equal to twice the number of Rings you control, or +2F, whichever is
# greater" (Asako Toshi), "a Force bonus and a Chi bonus equal to the number of Spells
# attached to Maasaki, or +1F/+1C, whichever is higher" (Isawa Maasaki): counted as the
# effect resolves; `what` "control:<trait>" or "attached:<trait>" (the card's own
# attachments), `times` the multiple, `amount` the least bonus, `force`/`chi` 1 for the
# stats given it.
BONUS_OR_LEAST = "bonus_or_least"


@dataclass(frozen=True, slots=True)
class BonusOrLeast(Effect):
    times: int = 1


def _counted(state: State, seat: int, source: Card, what: str) -> int:
    where, _, trait = what.partition(":")
    if where == "control":
        from rules.engine.continuous import controlled

        return controlled(state, seat, trait)
    person = bf.person_of(state, source)
    return sum(
        1
        for iid in person.attachments
        if state.cards[iid].defn.type == trait or state.cards[iid].defn.has_keyword(trait)
    )


@builds(BONUS_OR_LEAST)
def _counted_bonus_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, BonusOrLeast) and card is not None
    value = max(effect.times * _counted(state, seat, source, effect.what), effect.amount)
    bonus = Effect(BONUS, force=value * effect.force, chi=value * effect.chi, lasts=effect.lasts)
    return effects.BUILDERS[BONUS](state, seat, source, bonus, card)


# "Reduce a target enemy Personality or Follower's Force to equal its printed Force" (Akodo
# Tadenori): set to the printed value for the turn if higher (`effects_terrain`'s reduction).
REDUCE_TO_PRINTED = "reduce_to_printed"


@builds(REDUCE_TO_PRINTED)
def _reduce_to_printed_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    printed = card.defn.force or 0
    return [{"event": REDUCE_FORCE_TO, "card": card.iid, "amount": printed, "by": seat}]
