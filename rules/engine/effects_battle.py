"""Battle and duel operations of card abilities (`rules.engine.phrasings.battle`).

- CHALLENGE: `amount` (a target, the card itself or the Personality it is attached to)
  challenges the Personality `on`; CHALLENGE_REFUSABLE, who may refuse. The effects after
  it on LOSER or WINNER happen when the duel is decided («Вызов и дуэль»: «В обычной
  дуэли победитель просто уничтожает проигравшего» — with no such effect, the loser is
  destroyed; a tie loses for both; a duel ended without result has none). DUEL_STAT on
  THE_DUEL: the duel compares Force or Personal Honor instead of Chi («Иногда в дуэли
  сравниваются характеристики отличные от духа»).
- CONTROLLER_HONOR: the controller of a card gains (or loses) Honor ("His controller loses
  2 Honor", "The winner gains 2 Honor").
- RANGED_ATTACK: a Ranged `amount` Attack at the target (an enemy Follower, or Personality
  without Followers, in the battle): «Атака с расстояния уничтожает цель, если ее сила
  больше или равна силе цели», the target's Force as the attack resolves.
- EXTRA_ACTION, EXTRA_BATTLE_ACTION: the acting player takes the next `amount` actions of
  the round too ("You may take an additional action", "Take two additional Battle
  actions"; Battle actions only in a battle).
- FIRST_OPPORTUNITY: the battle's round goes on from the Attacker (`amount` 1) or the
  acting player ("The Attacker has the first opportunity to take a Battle action or pass
  in this battle").
"""

from rules.engine import battlefield as bf
from rules.engine import duel, effects, keywords, ranged_sources, stats
from rules.engine import targets as tg
from rules.engine import traits as traits_module
from rules.engine.abilities import abilities
from rules.engine.cards import PERSONALITY
from rules.engine.effects import Effect, builds
from rules.engine.events import APPLY, Event, emit
from rules.engine.state import Card, State

CHALLENGE = "challenge"
CHALLENGE_REFUSABLE = "challenge_refusable"
CHALLENGES = (CHALLENGE, CHALLENGE_REFUSABLE)
DUEL_STAT = "duel_stat"
# The stats a duel may compare instead of Chi (`amount` of DUEL_STAT).
DUEL_STATS = {1: "force", 2: "ph"}
CONTROLLER_HONOR = "controller_honor"
EXTRA_ACTION = "extra_action"
RANGED_ATTACK = "ranged_attack"
EXTRA_BATTLE_ACTION = "extra_battle_action"
FIRST_OPPORTUNITY = "first_opportunity"

LOSER = -4
WINNER = -5
THE_DUEL = -6  # the duel itself: DUEL_STAT, the stat it compares
effects.LATER.update((LOSER, WINNER, THE_DUEL))
effects.PAIRED.update((CHALLENGE, CHALLENGE_REFUSABLE))


def _outcomes(source: Card, effect: Effect) -> list[list[object]]:
    """The effects on the loser or the winner that follow `effect` in its ability (an
    action or a triggered trait)."""
    for ability in abilities(source.defn):
        for at, candidate in enumerate(ability.effects):
            # Or one of the ways of a choice (`effects_choice.Either`).
            ways = getattr(candidate, "options", ())
            if candidate is effect or any(e is effect for way in ways for e in way):
                return [
                    [e.op, e.on, e.force, e.chi, e.amount]
                    for e in ability.effects[at + 1 :]
                    if e.on in (LOSER, WINNER, THE_DUEL)
                ]
    return []


@builds(CHALLENGE, CHALLENGE_REFUSABLE)
def _challenge_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": "challenge",
            "card": card.iid,
            "source": source.iid,
            "refusable": effect.op == CHALLENGE_REFUSABLE,
            "outcomes": _outcomes(source, effect),
            "by": seat,
        }
    ]


def _challenge(state: State, event: Event) -> None:
    challenger = state.cards[event["other"]]
    if not challenger.in_play or challenger.defn.type != PERSONALITY:
        return
    source = state.cards[event["source"]]
    outcomes = [o for o in event["outcomes"] if o[0] != DUEL_STAT]
    stat = next((DUEL_STATS[o[4]] for o in event["outcomes"] if o[0] == DUEL_STAT), "chi")
    duel.start(
        state,
        challenger,
        state.cards[event["card"]],
        source.defn.title,
        event["refusable"],
        destroy_loser=not outcomes,
        outcomes=(event["by"], source.iid, outcomes),
        stat=stat,
    )


def outcome_events(
    state: State, frame: dict, winner: Card | None, losers: list[Card]
) -> list[Event]:
    """The events of what the card that started the duel does to its loser and winner."""
    seat, source_iid, outcomes = frame["outcomes"]
    source = state.cards[source_iid]
    out: list[Event] = []
    for op, on, force, chi, amount in outcomes:
        effect = Effect(op, on, force=force, chi=chi, amount=amount)
        cards = losers if on == LOSER else [winner] if winner is not None else []
        for card in cards:
            built = effects.BUILDERS[op](state, seat, source, effect, card)
            # The loser is destroyed for losing the duel.
            out.extend(e | {"cause": "duel"} if e["event"] == "destroy" else e for e in built)
    return out


@builds(CONTROLLER_HONOR)
def _controller_honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    why = source.defn.title
    return [
        {
            "event": "honor",
            "seat": card.controller,
            "amount": effect.amount,
            "why": why,
            "by": seat,
            "origin": source.iid,
        }
    ]


@builds(EXTRA_ACTION, EXTRA_BATTLE_ACTION, player=True)
def _extra_action_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    battle = effect.op == EXTRA_BATTLE_ACTION
    return [
        {
            "event": "extra_action",
            "seat": seat,
            "battle": battle,
            "count": effect.amount,
            "by": seat,
        }
    ]


def _extra_action(state: State, event: Event) -> None:
    """The round's turn to act comes back to the player, who may act again or pass; with
    more than one, it stays his while he acts (`rounds.took_action`)."""
    for frame in reversed(state.stack):
        if frame["step"] != "round":
            continue
        if event["battle"] and frame["kind"] != "battle":
            return
        if frame["order"][(frame["at"] - 1) % len(frame["order"])] != event["seat"]:
            return
        frame["at"] -= 1
        if event.get("only"):
            # "Take an additional action granted by it" (`granted`): only such an action.
            frame["only"] = event["only"]
        if event["count"] > 1:
            frame["more"] = [event["seat"], event["count"] - 1]
        count = event["count"]
        kind = "Battle action" if event["battle"] else "action"
        what = f"an additional {kind}" if count == 1 else f"{count} additional {kind}s"
        state.note(f"{state.players[event['seat']].name} may take {what}")
        return


@builds(FIRST_OPPORTUNITY, player=True)
def _first_opportunity_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    """`amount` 1: the Attacker, else the acting player."""
    if state.attack is None:
        return []
    who = state.attack["attacker"] if effect.amount == 1 else seat
    return [{"event": FIRST_OPPORTUNITY, "seat": who, "by": seat}]


def _first_opportunity(state: State, event: Event) -> None:
    """The battle's round goes on from the player: he takes the next Battle action or
    passes (the Engage action that says so has already been taken)."""
    for frame in reversed(state.stack):
        if frame["step"] != "round":
            continue
        if frame["kind"] != "battle" or event["seat"] not in frame["order"]:
            return
        frame["at"] = frame["order"].index(event["seat"])
        frame["passes"] = 0
        frame.pop("more", None)
        name = state.players[event["seat"]].name
        state.note(f"{name} has the first opportunity to take a Battle action or pass")
        return


@builds(RANGED_ATTACK)
def _ranged_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": RANGED_ATTACK,
            "card": card.iid,
            "strength": effect.amount,
            "source": source.iid,
            "by": seat,
        }
    ]


# A target a Ranged Attack may take: none a card of its unit shields ("Ranged Attacks may
# not target cards in this unit"), as for the keyword's (`keywords.ranged_shielded`).
RANGED_SHIELD = ("ranged_shield", "none", 0)
tg.CONDITIONS["ranged_shield"] = lambda state, card: not keywords.ranged_shielded(state, card)


def _ranged(state: State, event: Event) -> None:
    """The strength less what the target's unit takes off Ranged Attacks ("Ranged Attacks
    targeting cards in this unit have -2 strength"), as for the keyword's."""
    target = state.cards[event["card"]]
    title = state.cards[event["source"]].defn.title
    shooter = state.cards[event["attacker"]] if "attacker" in event else None
    if shooter is not None and not bf.in_battle(state, shooter):
        # «Атаки с расстояния»: the card making it must be in the battle
        # (`effects_attacks.RANGED_BY`).
        state.note(f"{shooter.defn.title} is not in the battle and makes no Ranged Attack")
        return
    title = event.get("names", title)
    if not bf.in_battle(state, target):
        # Moved away before the attack was made (an Interrupt to its action): no longer a
        # target («Атака с расстояния должна иметь в качестве цели одну карту противника»
        # in the battle).
        state.note(f"{target.defn.title} is no longer in the battle: the Ranged Attack misses")
        return
    strength = event["strength"] + event.get("bonus", 0)
    strength += keywords.penalty(state, target, traits_module.RANGED)
    strength += keywords.attack_bonus(state, event["by"], traits_module.RANGED)
    # "Ranged Attacks from Izumi's Spells have +1 strength" (`rules.engine.ranged_sources`).
    strength += ranged_sources.bonus(state, event)
    force = stats.force(state, target)
    if strength >= force:
        state.note(
            f"{title}: Ranged {strength} Attack destroys {target.defn.title} ({force} Force)"
        )
        emit(state, "destroy", card=target.iid, by=event["by"], cause="ranged")
    else:
        state.note(f"{title}: Ranged {strength} Attack misses {target.defn.title} ({force} Force)")


APPLY.update(
    {
        "challenge": _challenge,
        "extra_action": _extra_action,
        RANGED_ATTACK: _ranged,
        FIRST_OPPORTUNITY: _first_opportunity,
    }
)
