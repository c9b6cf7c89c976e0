"""What Terrains do at their battlefield before it resolves («Местность» — Terrains; «Фаза
атаки» — Attack Phase): moving a unit to an adjacent battlefield ("A Moving Battle"), and
the Attacker and Defender each keeping one Personality there while the others go home
("Encircled Terrain"). The choices are made as the effect resolves, through the `either`
step (`rules.engine.effects_choice`), so each is an action of the log, replayed as such.
"""

from rules.engine import battlefield as bf
from rules.engine.effects import Effect, builds
from rules.engine.effects_choice import EITHER, told_apart
from rules.engine.events import APPLY, MOVEMENTS, Event, emit_all, record_move
from rules.engine.pipeline import push
from rules.engine.state import Card, State

# "Move one of your opposed attacking Personalities at this battlefield to an adjacent,
# unresolved battlefield": the battlefield (not a target) chosen as the effect resolves,
# at a Province beside the current one in its player's row of Provinces.
TO_ADJACENT = "to_adjacent_battlefield"
# "The Attacker and Defender, in the order of your choice, each choose one of their own
# Personalities at its battlefield. Move all other Personalities there home."
KEEP_ONE_EACH = "keep_one_each"
# "Your Ranged Attacks during this battle have +1 strength.": `amount` on the acting
# player's attacks of the kind `what` ("Ranged Attacks", "Melee Attacks") in this battle
# (`keywords.attack_bonus`).
ATTACK_STRENGTH = "attack_strength"
# "Create a battlefield without a Province. Move your target Personality and a target enemy
# Personality there" (The False Route): a battlefield of this attack with no Province (its id
# is a Province id never used, `State.next_pid`); TO_CREATED moves a unit to the one created
# last. Resolved as any other once the attacker chooses it; no Province strength, none falls.
CREATE_BATTLEFIELD = "create_battlefield"
TO_CREATED = "to_created_battlefield"
# "The action cannot move Personalities." (an Interrupt to an action announced): while that
# action's effects resolve, no unit moves (`events.MOVEMENTS`); NO_MOVE_END, placed under
# them, lifts it.
NO_MOVE = "no_move"
_NO_MOVE_END = "no_move_end"
# "Reduce the Force of each Follower at the current battlefield to 1", "reduce to 2 the Force
# of each Personality at this battlefield": a card with more Force has `amount` until the
# end of the turn (a set value, `ops.set_stat`); one with less keeps his.
REDUCE_FORCE_TO = "reduce_force_to"
_PICK = "keep_one_pick"
_KEPT = "keep_one_kept"
_SEND = "keep_one_send_home"


MOVEMENTS.update({"to_battle", "swap", TO_CREATED})


def adjacent_unresolved(state: State, pid: int) -> list[int]:
    """The unresolved battlefields at the Provinces beside Province `pid` (left, right)."""
    attack = state.attack
    if attack is None:
        return []
    for player in state.players:
        pids = [province.pid for province in player.provinces]
        if pid in pids:
            at = pids.index(pid)
            beside = [pids[i] for i in (at - 1, at + 1) if 0 <= i < len(pids)]
            return [p for p in beside if p not in attack["resolved"] and p != attack["battle"]]
    return []


@builds(TO_ADJACENT)
def _to_adjacent_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    person = bf.person_of(state, card)
    if person.battle is None:
        return []
    ways = [
        [
            {
                "event": "to_battle",
                "card": person.iid,
                "pid": pid,
                "straighten": "",
                "by": seat,
                "mover": source.iid,
            }
        ]
        for pid in adjacent_unresolved(state, person.battle)
    ]
    if len(ways) <= 1:
        return ways[0] if ways else []
    labels = [f"move him to the battlefield at Province {way[0]['pid']}" for way in ways]
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


@builds(KEEP_ONE_EACH, player=True)
def _keep_one_each_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    attack = state.attack
    pid = bf.current(state)
    if attack is None or pid is None:
        return []
    sides = (attack["attacker"], attack["defender"])
    send = {"event": _SEND, "pid": pid, "by": seat}

    def picks(first: int, second: int) -> list[Event]:
        return [
            {"event": _PICK, "seat": first, "pid": pid, "by": seat, "source": source.defn.title},
            {"event": _PICK, "seat": second, "pid": pid, "by": seat, "source": source.defn.title},
            send,
        ]

    choosing = [s for s in sides if len(_own_here(state, s, pid)) > 1]
    if not choosing:
        return picks(*sides)
    names = state.players
    labels = [f"{names[sides[0]].name} chooses first", f"{names[sides[1]].name} chooses first"]
    ways = [picks(sides[0], sides[1]), picks(sides[1], sides[0])]
    event = {"event": EITHER, "seat": seat, "ways": ways, "labels": labels}
    return [event | {"source": source.defn.title, "by": seat}]


def _own_here(state: State, seat: int, pid: int) -> list[Card]:
    return [u for u in bf.units_at(state, pid) if u.controller == seat]


def _pick(state: State, event: Event) -> None:
    """A player chooses one of his own Personalities at the battlefield (none to choose from
    when he has none; his only one, unasked)."""
    own = _own_here(state, event["seat"], event["pid"])
    if not own:
        return
    kept = [{"event": _KEPT, "card": unit.iid, "by": event["seat"]} for unit in own]
    if len(own) == 1:
        emit_all(state, kept)
        return
    push(
        state,
        {
            "step": EITHER,
            "seat": event["seat"],
            "ways": [[way] for way in kept],
            "labels": [f"keep {name}" for name in told_apart(state, own)],
            "source": event["source"],
        },
    )


def _kept(state: State, event: Event) -> None:
    if state.attack is not None:
        state.attack.setdefault("kept", []).append(event["card"])


def _send_home(state: State, event: Event) -> None:
    """Every Personality at the battlefield but those kept goes home."""
    attack = state.attack
    if attack is None:
        return
    kept = attack.pop("kept", [])
    emit_all(
        state,
        [
            {"event": "move_home", "card": unit.iid, "by": event["by"], "say": True}
            for unit in bf.units_at(state, event["pid"])
            if unit.iid not in kept
        ],
    )


@builds(ATTACK_STRENGTH, player=True)
def _attack_strength_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    event = {"event": ATTACK_STRENGTH, "seat": seat, "kind": effect.what}
    return [event | {"amount": effect.amount, "by": seat}]


def _attack_strength(state: State, event: Event) -> None:
    attack = state.attack
    if attack is None or attack["battle"] is None:
        return
    bonus = [attack["battle"], event["seat"], event["kind"], event["amount"]]
    attack.setdefault("attack_bonus", []).append(bonus)
    name = state.players[event["seat"]].name
    state.note(f"{name}'s {event['kind']} have {event['amount']:+d} strength during this battle")


@builds(CREATE_BATTLEFIELD, player=True)
def _create_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": CREATE_BATTLEFIELD, "by": seat}]


def _create(state: State, event: Event) -> None:
    attack = state.attack
    if attack is None:
        return
    pid = state.next_pid
    state.next_pid += 1
    attack.setdefault("fields", []).append(pid)
    state.note(f"a battlefield without a Province is created (battlefield {pid})")


@builds(TO_CREATED)
def _to_created_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    person = bf.person_of(state, card)
    return [{"event": TO_CREATED, "card": person.iid, "by": seat, "mover": source.iid}]


def _to_created(state: State, event: Event) -> None:
    attack = state.attack
    fields = attack.get("fields") if attack is not None else None
    card = state.cards[event["card"]]
    if not fields or card.host is not None or card.battle == fields[-1]:
        return
    card.battle = fields[-1]
    state.note(f"{card.defn.title} moves to battlefield {fields[-1]}")
    record_move(state, event, card.iid)


@builds(NO_MOVE, player=True)
def _no_move_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": NO_MOVE, "source": source.defn.title, "by": seat}]


def _no_move(state: State, event: Event) -> None:
    from rules.engine.triggers import ANNOUNCED

    attack = state.attack
    announced = next(
        (
            frame["event"]
            for frame in reversed(state.stack)
            if frame["step"] == "window" and frame["event"]["event"] == ANNOUNCED
        ),
        None,
    )
    if attack is None or announced is None:
        return
    attack["no_move"] = True
    # Under the action's own steps: it happens once they have all run.
    state.stack.insert(
        announced["start"], {"step": "event", "event": {"event": _NO_MOVE_END}, "stage": "before"}
    )
    announced["start"] += 1
    action = state.cards[announced["source"]].defn.title
    state.note(f"{event['source']}: {action} cannot move Personalities")


def _no_move_end(state: State, event: Event) -> None:
    if state.attack is not None:
        state.attack.pop("no_move", None)


@builds(REDUCE_FORCE_TO)
def _reduce_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": REDUCE_FORCE_TO, "card": card.iid, "amount": effect.amount, "by": seat}]


def _reduce(state: State, event: Event) -> None:
    from rules.engine import ops, stats

    card = state.cards[event["card"]]
    if stats.force(state, card) > event["amount"]:
        ops.set_stat(state, card, "force", event["amount"])
        state.note(f"{card.defn.title}'s Force is reduced to {event['amount']} this turn")


APPLY.update(
    {
        REDUCE_FORCE_TO: _reduce,
        NO_MOVE: _no_move,
        _NO_MOVE_END: _no_move_end,
        _PICK: _pick,
        _KEPT: _kept,
        _SEND: _send_home,
        ATTACK_STRENGTH: _attack_strength,
        CREATE_BATTLEFIELD: _create,
        TO_CREATED: _to_created,
    }
)
