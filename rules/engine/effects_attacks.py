"""A card's own Ranged Attack within a longer action, and what follows from it
(`rules.engine.phrasings.attacks`):

- RANGED_BY: the card (a Personality or Follower), or the Personality it is attached to,
  makes a Ranged `amount` Attack at the target ("Battle, :bow:: Ranged 3 Attack. Move
  Mukami home."). «Атаки с расстояния»: the attack is one of the battle's — the card making
  it must be in the current battle when it is made (an effect before it may move it there:
  "Move Rekai to the current battlefield. Ranged 3 Attack."; `what` "moves"), and it bows
  no card unless the action's cost says so (its :bow:, "Bow Isas:"): the keyword's own bow
  (`keywords.ranged_bows`) is that of the whole-line keyword action only.
- MELEE_BY, FEAR_BY (`Strike`): a Melee Attack at the target, or Fear against the target's
  unit («Ужас»: «выберите в качестве цели другой отряд в этой же битве»), by the card
  itself or its Personality (in the battle, as a Ranged Attack's), or by a Strategy; its
  strength `base`, or a `stat` of the card `amount` names as the effect resolves ("Fear with
  strength equal to his Force").
- COPY_FEAR: a Fear that is a copy of a Fear on a card in the player's army at the battle
  (Ascendance), against the target's unit; which, he chooses as it resolves.
- BOOST (`Boost`): an Interrupt to an action's announcement changes its attacks or Fear
  still to be made: `amount` more strength to one of them (or all, `every`), or a Fear that
  destroys each card it bows (`kills`): "Give a Melee or Ranged Attack +2 strength", "Give
  one of the action's Fear effects +1 strength", "If the action has any :fear:, those
  effects destroy cards after they bow them". The attacks wait in the action's steps (a
  keyword's too, `keywords.do_ranged`) until its Interrupts are over.
- AFTER_SHOT (`AfterShot`): `then` if the attack at the target `on` names had the outcome
  `cond` says ("If this destroys a Phoenix Clan Personality, you may move Banished home.",
  "Straighten Yashiro if the target was Shadowlands", "If this did not destroy its target,
  you may take an additional Battle action"), checked as its turn comes, after the attack.
"""

from dataclasses import dataclass, field

from rules.engine import battlefield as bf
from rules.engine import effects
from rules.engine.abilities import Ability, actions_of
from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.effects import REQUIRES, Effect, builds
from rules.engine.effects_battle import RANGED_ATTACK
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.effects_stats import STATS, named_other
from rules.engine.events import APPLY, Event, emit, emit_all
from rules.engine.state import Card, State, in_play_ids

RANGED_BY = "ranged_by"
MELEE_BY = "melee_by"
FEAR_BY = "fear_by"
# A card's own Ranged Attack of a measured strength (`Strike`): "Battle, :bow:: Ranged
# Attack with strength equal to this Personality's Chi."
RANGED_STAT = "ranged_stat"
AFTER_SHOT = "after_shot"
COPY_FEAR = "copy_fear"
BOOST = "attack_boost"
# The events that make attacks and Fear, by the word an action making them is called by.
_MADE_BY = {
    "ranged": (RANGED_ATTACK, "measured_ranged", RANGED_STAT),
    "melee": (MELEE_BY,),
    "fear": (FEAR_BY,),
}
effects.PAIRED.update((MELEE_BY, FEAR_BY, RANGED_STAT))
# `Effect.what` of RANGED_BY: an effect before it moves the card to the current battlefield.
MOVES = "moves"


def attacker(state: State, source: Card) -> Card | None:
    """Who makes a card's Ranged Attack: a Personality or Follower itself, an attachment's
    Personality."""
    if source.defn.type in (PERSONALITY, FOLLOWER):
        return source
    if source.host is not None:
        return state.cards[source.host]
    return None


def _in_battle(state: State, source: Card) -> bool:
    card = attacker(state, source)
    return card is not None and bf.in_battle(state, card)


@builds(RANGED_BY)
def _ranged_by_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    shooter = attacker(state, source)
    if shooter is None:
        return []
    return [
        {
            "event": RANGED_ATTACK,
            "card": card.iid,
            "strength": effect.amount,
            "source": source.iid,
            "attacker": shooter.iid,
            "by": seat,
        }
    ]


# «Атаки с расстояния»: only a card in the battle shoots; announced from elsewhere only when
# the action itself moves it there first.
REQUIRES[RANGED_BY] = lambda state, seat, source, effect: (
    effect.what == MOVES or _in_battle(state, source)
)


@dataclass(frozen=True, slots=True)
class Strike(Effect):
    """MELEE_BY or FEAR_BY at the card `on` names, `base` strength plus `stat` ("force",
    "chi", "ph"; "" none) of the card `amount` names (as PAIRED operations name their
    second card; SELF when no stat is measured)."""

    base: int = 0
    stat: str = ""
    # A Fear that destroys each card after it bows it if, of each group of conditions
    # (`effects_scripted.CONDITIONS`, about the measured card or the player), one holds
    # ("If he is a Yojimbo, and you control a Courtier or Shugenja, after each card bows
    # from the Fear, destroy it"); `kills` says it does so at all.
    kills: bool = False
    destroys: tuple[tuple[str, ...], ...] = ()
    # "the highest Chi among all Courtiers and Shugenja you control": `measure`
    # "max:chi:Courtier|Shugenja" adds the highest stat among the player's Personalities
    # with one of the keywords (at any location; 0 without one).
    measure: str = ""
    # Conditions (`effects_scripted.CONDITIONS`) on the card `amount` names, all to hold
    # as it resolves, or nothing happens ("If he moved and is a Yojimbo, make a Fear ...").
    requires: tuple[str, ...] = ()


@builds(MELEE_BY, FEAR_BY, RANGED_STAT)
def _strike_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Strike) and card is not None
    event: Event = {
        "event": effect.op,
        "card": card.iid,
        "base": effect.base,
        "stat": effect.stat,
        "source": source.iid,
        "by": seat,
    }
    if effect.kills:
        event["destroys"] = [list(group) for group in effect.destroys]
    if effect.measure:
        event["measure"] = effect.measure
    if effect.requires:
        event["requires"] = list(effect.requires)
    shooter = attacker(state, source)
    if shooter is not None:
        event["attacker"] = shooter.iid
    return [event | named_other(state, source, effect)]


def _strike(state: State, event: Event) -> None:
    from rules.engine import keywords

    source = state.cards[event["source"]]
    shooter = state.cards[event["attacker"]] if "attacker" in event else None
    kind = {MELEE_BY: "Melee Attack", FEAR_BY: "Fear", RANGED_STAT: "Ranged Attack"}[event["event"]]
    if shooter is not None and not bf.in_battle(state, shooter):
        state.note(f"{shooter.defn.title} is not in the battle and makes no {kind}")
        return
    strength = event["base"] + event.get("bonus", 0)
    other = state.cards.get(event.get("other", -1))
    if event.get("requires") and not (
        other is not None
        and other.in_play
        and all(CONDITIONS[name](state, event["by"], source, other) for name in event["requires"])
    ):
        return
    if event["stat"]:
        if other is None or not other.in_play:
            return
        strength += STATS[event["stat"]][0](state, other)
    if "measure" in event:
        strength += _highest(state, event["by"], event["measure"])
    target = state.cards[event["card"]]
    if not bf.in_battle(state, target):
        # Moved away before it was made (an Interrupt to its action).
        state.note(f"{target.defn.title} is no longer in the battle: the {kind} does nothing")
        return
    if event["event"] == MELEE_BY:
        keywords.attack(state, event["by"], source.defn.title, "Melee", strength, target)
        return
    if event["event"] == RANGED_STAT:
        shot = {"event": RANGED_ATTACK, "card": target.iid, "strength": strength}
        APPLY[RANGED_ATTACK](state, shot | {"source": source.iid, "by": event["by"]})
        return
    afraid = keywords.frighten(state, source.defn.title, strength, bf.person_of(state, target))
    if (
        "destroys" in event
        and all(
            any(CONDITIONS[name](state, event["by"], source, other) for name in group)
            for group in event["destroys"]
        )
    ) or (afraid and keywords.fear_kills(state, event["by"], source)):
        # "after each card bows from the Fear, destroy it"
        for card in afraid:
            emit(state, "destroy", card=card.iid, by=event["by"], cause="action")


def _highest(state: State, seat: int, measure: str) -> int:
    """ "max:chi:Courtier|Shugenja": the highest Chi among the player's Personalities in
    play with one of the keywords, at any location."""
    from rules.engine.continuous import has_keyword

    _, stat, words = measure.split(":")
    return max(
        (
            STATS[stat][0](state, card)
            for iid in in_play_ids(state, state.players[seat])
            if (card := state.cards[iid]).controller == seat
            and card.defn.type == PERSONALITY
            and any(has_keyword(state, card, word) for word in words.split("|"))
        ),
        default=0,
    )


# A card at the current battlefield, in the battle.
CONDITIONS["here"] = lambda state, seat, source, card: (
    card is not None and bf.in_battle(state, card)
)


for _op in (MELEE_BY, FEAR_BY, RANGED_STAT):
    REQUIRES[_op] = lambda state, seat, source, effect: (
        effect.what == MOVES or attacker(state, source) is None or _in_battle(state, source)
    )


def _fears(state: State, seat: int) -> list[tuple[Card, Ability]]:
    """The Fear abilities (keywords) of the cards in the player's army at the battle."""
    from rules.engine.keywords import FEAR

    pid = bf.current(state)
    if pid is None:
        return []
    return [
        (card, ability)
        for unit in bf.units_at(state, pid)
        if unit.controller == seat
        for card in (unit, *(state.cards[iid] for iid in unit.attachments))
        for ability in actions_of(card.defn)
        if ability.effect == FEAR
    ]


@builds(COPY_FEAR)
def _copy_fear_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    from rules.engine.keywords import strength

    assert card is not None
    ways, labels = [], []
    for copied, ability in _fears(state, seat):
        value = strength(state, seat, copied, ability, card)
        fear = {"event": FEAR_BY, "card": card.iid, "base": value, "stat": ""}
        ways.append([fear | {"source": source.iid, "by": seat}])
        labels.append(f"a copy of {copied.defn.title}'s Fear {value}")
    if len(ways) == 1:
        return ways[0]
    choice = {"event": "either", "seat": seat, "ways": ways, "labels": labels}
    return [choice | {"source": source.defn.title, "by": seat}] if ways else []


REQUIRES[COPY_FEAR] = lambda state, seat, source, effect: bool(_fears(state, seat))


def attack_words(found: tuple[Effect, ...]) -> list[str]:
    """What an action making attacks or Fear among its effects is called by ("a Ranged
    Attack action", "a :fear:")."""
    words: list[str] = []
    for effect in found:
        if effect.op in (RANGED_BY, "measured_ranged", RANGED_STAT):
            words += ["ranged", "attack"]
        elif effect.op == MELEE_BY:
            words += ["melee", "attack"]
        elif effect.op in (FEAR_BY, COPY_FEAR):
            words.append("fear")
    return words


@dataclass(frozen=True, slots=True)
class Boost(Effect):
    """BOOST of the announced action's attacks or Fear of `kinds` ("ranged", "melee",
    "fear"): `amount` more strength, to one of them (the first to be made) or, with
    `every`, all; `kills`: a Fear destroys each card after it bows it."""

    kinds: tuple[str, ...] = ()
    every: bool = False
    kills: bool = False


def _pending(state: State, kinds: tuple[str, ...]) -> list[Event]:
    """The attack or Fear events of the action whose announcement is being answered, the
    first to be made first."""
    from rules.engine.triggers import ANNOUNCED

    wanted = {name for kind in kinds for name in _MADE_BY[kind]}
    for frame in reversed(state.stack):
        if frame["step"] == "window" and frame["event"]["event"] == ANNOUNCED:
            start, count = frame["event"]["start"], frame["event"]["count"]
            steps = state.stack[start : start + count]
            return [
                step["event"]
                for step in reversed(steps)
                if step["step"] == "event"
                and step["event"]["event"] in wanted
                and not step.get("cancelled")
            ]
    return []


@builds(BOOST, player=True)
def _boost_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, Boost)
    return [
        {
            "event": BOOST,
            "kinds": list(effect.kinds),
            "amount": effect.amount,
            "every": effect.every,
            "kills": effect.kills,
            "source": source.iid,
            "by": seat,
        }
    ]


REQUIRES[BOOST] = lambda state, seat, source, effect: bool(
    _pending(state, effect.kinds)  # type: ignore[attr-defined]
)


def _boost(state: State, event: Event) -> None:
    found = _pending(state, tuple(event["kinds"]))
    title = state.cards[event["source"]].defn.title
    for made in found if event["every"] else found[:1]:
        if event["amount"]:
            made["bonus"] = made.get("bonus", 0) + event["amount"]
            state.note(f"{title} gives the attack {event['amount']:+d} strength")
        if event["kills"] and made["event"] == FEAR_BY:
            made["destroys"] = []
            state.note(f"{title}: the Fear destroys the cards it bows")


@dataclass(frozen=True, slots=True)
class AfterShot(Effect):
    """`then` (on the Ranged Attack's target `on`, the card itself or its host, or the
    player) if `cond` holds of the attack at the target `on`: "destroyed", "missed"
    (the target is still in play) or "targeted", with `kinds`/`words` the target must have
    had (a type among `kinds`, all the `words` as keywords)."""

    cond: str = "destroyed"
    kinds: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    then: Effect = field(default_factory=lambda: Effect(effects.BONUS))


@builds(AFTER_SHOT)
def _after_shot_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert isinstance(effect, AfterShot) and card is not None
    then = effect.then
    if then.op in effects.PLAYER_OPS:
        on: Card | None = None
    elif then.on == effect.on:
        on = card
    else:
        on = effects.card_for(state, source, then.on, ())
        if on is None:
            return []
    built = effects.BUILDERS[then.op](state, seat, source, then, on)
    return [
        {
            "event": AFTER_SHOT,
            "card": card.iid,
            # The target may have left play: that is what is asked.
            "if_in_play": False,
            "cond": effect.cond,
            "kinds": list(effect.kinds),
            "words": list(effect.words),
            "then": built,
            "by": seat,
        }
    ]


def _after_shot(state: State, event: Event) -> None:
    target = state.cards[event["card"]]
    fits = (not event["kinds"] or target.defn.type in event["kinds"]) and all(
        target.defn.has_keyword(word) for word in event["words"]
    )
    outcome = {
        "destroyed": not target.in_play,
        "missed": target.in_play,
        "targeted": True,
    }[event["cond"]]
    if fits and outcome:
        emit_all(state, event["then"])


APPLY.update(
    {
        AFTER_SHOT: _after_shot,
        MELEE_BY: _strike,
        FEAR_BY: _strike,
        RANGED_STAT: _strike,
        BOOST: _boost,
    }
)
