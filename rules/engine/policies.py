"""Built-in players for playtests, simulations and property tests. They play by the rules
only: never a manual operation.

`random`: uniform among the rule actions, from its own seeded generator (the game's
generator is for shuffles; a replay re-runs the logged actions and needs no policy).
`pass`: passes whenever it can; otherwise takes the first action offered.
`aggressive`: builds and fights: recruits the best Personality it can pay for, equips
Followers and Items, attacks when its army can destroy a Province, defends the Province
most in danger, shoots and frightens in battle, duels when its Chi is higher, and plays
the automated card abilities that help it most (Force for its side, bowing, sending home
or destroying the enemy's cards in battle; Honor and cards in its action phase).
"""

import random
from collections.abc import Callable

from rules.engine import actions as a
from rules.engine import battlefield as bf
from rules.engine import duel, payment, pipeline, stats
from rules.engine import effects as fx
from rules.engine import effects_bonuses as bonuses
from rules.engine import effects_zones as zones
from rules.engine.abilities import AUTO, DUEL, Ability, abilities, actions_of
from rules.engine.attack import outcome
from rules.engine.cards import HOLDING, PERSONALITY
from rules.engine.effects_attacks import FEAR_BY
from rules.engine.effects_battle import (
    CHALLENGES,
    CONTROLLER_HONOR,
    DUEL_STAT,
    DUEL_STATS,
    EXTRA_ACTION,
    EXTRA_BATTLE_ACTION,
    RANGED_ATTACK,
)
from rules.engine.effects_scripted import When
from rules.engine.game import Game
from rules.engine.keywords import strength_of
from rules.engine.state import Card, State

Policy = Callable[[Game, int], a.Action]


def random_policy(seed: int | str) -> Policy:
    chooser = random.Random(seed)

    def choose(game: Game, seat: int) -> a.Action:
        actions = game.legal_actions(seat, manual=False)
        return actions[chooser.randrange(len(actions))]

    return choose


def pass_policy() -> Policy:
    def choose(game: Game, seat: int) -> a.Action:
        actions = game.legal_actions(seat, manual=False)
        for action in actions:
            if isinstance(action, a.Pass):
                return action
        return actions[0]

    return choose


# -- aggressive -----------------------------------------------------------------------------
def _first(actions: list[a.Action], kind: type) -> list[a.Action]:
    return [action for action in actions if isinstance(action, kind)]


def _pass_or_first(actions: list[a.Action]) -> a.Action:
    passes = _first(actions, a.Pass)
    return passes[0] if passes else actions[0]


def _ready_units(state: State, seat: int) -> list[Card]:
    return sorted(
        (
            state.cards[iid]
            for iid in state.players[seat].home
            if state.cards[iid].defn.type == PERSONALITY
            and state.cards[iid].battle is None
            and not state.cards[iid].bowed
        ),
        key=lambda card: (-stats.unit_force(state, card), card.iid),
    )


def _defense(state: State, seat: int) -> int:
    """What a player could send to defend: his unbowed units at home."""
    return sum(stats.unit_force(state, unit) for unit in _ready_units(state, seat))


def _target(state: State, seat: int) -> tuple[int, int, int] | None:
    """Where this player's army wins a battle whatever the defender sends: (defender,
    the weakest Province, the Force that would also destroy it)."""
    force = sum(stats.unit_force(state, unit) for unit in _ready_units(state, seat))
    best = None
    for player in state.players:
        if player.seat == seat or player.eliminated or not player.provinces:
            continue
        defense = _defense(state, player.seat)
        if force <= defense:
            continue
        for province in player.provinces:
            needed = stats.province_strength(state, player.seat, province.pid) + defense + 1
            if best is None or needed < best[2]:
                best = (player.seat, province.pid, needed)
    return best


def _attach_value(state: State, action: a.Attach) -> int:
    card = state.cards[action.card]
    return (card.defn.force or 0) * 2 + (card.defn.chi or 0)


def _recruit_value(state: State, seat: int, action: a.Recruit) -> tuple[int, int]:
    province = state.players[seat].province(action.pid)
    card = state.cards[province.card]
    defn = card.defn
    if defn.type == PERSONALITY:
        return (2, (defn.force or 0) * 10 + (defn.chi or 0) + (action.mode == "discount"))
    producing = 1 if defn.type == HOLDING and defn.gold_production else 0
    return (producing, defn.cost)


def _shot_value(state: State, action: a.Action) -> int:
    target = state.cards[action.target]
    return stats.force(state, target)


def aggressive_policy(seed: int | str) -> Policy:
    """Deterministic: the seed is accepted like the other policies' and not needed."""
    plan: dict[str, object] = {}

    def choose(game: Game, seat: int) -> a.Action:
        state = game.state
        actions = game.legal_actions(seat, manual=False)
        found = pipeline.top(state)
        step = found[1] if found else {"step": ""}
        name = step["step"]
        if name == "events":
            regions = _first(actions, a.PlayRegion)
            return regions[0] if regions else _pass_or_first(actions)
        if name == "dynasty":
            options = _first(actions, a.Recruit)
            if options:
                return max(options, key=lambda r: _recruit_value(state, seat, r))
            overlays = _first(actions, a.Overlay)
            return overlays[0] if overlays else _pass_or_first(actions)
        if name == "zone_choice":
            # Discard the card worth least as a Focus; take the first card found.
            chosen = _first(actions, a.Choose)
            if step["then"] == "discard_from_hand":
                return min(chosen, key=lambda c: (state.cards[c.card].defn.focus or 0, c.card))
            return chosen[0]
        if name == "end":
            discards = _first(actions, a.DiscardFromHand)
            if discards:
                return min(discards, key=lambda d: (state.cards[d.card].defn.focus or 0, d.card))
            return _pass_or_first(actions)
        if name == "attack":
            target = _target(state, seat)
            if target is None:
                return _pass_or_first(actions)
            plan.update(turn=state.turn, defender=target[0], pid=target[1], needed=target[2])
            return a.Attack(target[0])
        if name == "maneuver":
            return _maneuver(state, seat, actions, plan)
        if name == "round":
            return _round(state, seat, actions, step, plan)
        if name == "duel":
            return _duel(state, seat, actions, step)
        if name == "yu":
            strikes = _first(actions, a.YuStrike)
            return max(strikes, key=lambda s: _shot_value(state, s)) if strikes else actions[0]
        if name in ("window", "trait"):
            return _answer(state, actions, name == "trait")
        if name == "naval":
            useful = [x for x in actions if not isinstance(x, a.Pass)]
            return useful[0] if useful else actions[0]
        return _pass_or_first(actions)

    return choose


def _maneuver(state: State, seat: int, actions: list[a.Action], plan: dict) -> a.Action:
    assigns = _first(actions, a.Assign)
    if not assigns:
        return _pass_or_first(actions)
    attack = state.attack
    if seat == attack["attacker"]:
        pid = plan.get("pid") if plan.get("turn") == state.turn else None
        if pid is None:
            pid = assigns[0].pid
        sent = outcome(state, pid)["attacking"]
        if sent >= plan.get("needed", 0) and sent > 0:
            return _pass_or_first(actions)
        mine = [x for x in assigns if x.pid == pid]
        return mine[0] if mine else _pass_or_first(actions)
    if seat == attack["defender"]:
        threatened = None
        for field in bf_fields(state):
            result = outcome(state, field)
            gap = result["attacking"] - result["defending"]
            if gap >= 0 and (threatened is None or gap > threatened[1]):
                threatened = (field, gap)
        if threatened is None:
            return _pass_or_first(actions)
        mine = [x for x in assigns if x.pid == threatened[0]]
        return mine[0] if mine else _pass_or_first(actions)
    return _pass_or_first(actions)


def bf_fields(state: State) -> list[int]:
    defender = state.players[state.attack["defender"]]
    return [p.pid for p in defender.provinces if any(bf.units_at(state, p.pid, bf.ATTACKER))]


# At most this many card abilities a turn, so that a free Repeatable ability cannot loop.
ABILITIES_A_TURN = 6
# Gold kept for the Dynasty phase: about what a Personality costs.
RECRUIT_RESERVE = 6


def _played_ability(
    state: State, seat: int, actions: list[a.Action], plan: dict
) -> a.Action | None:
    """The automated ability worth most to this player now, if any is worth playing."""
    if plan.get("abilities_turn") != state.turn:
        plan.update(abilities_turn=state.turn, abilities=0)
    if plan["abilities"] >= ABILITIES_A_TURN:
        return None
    best = None
    gold = sum(payment.producers(state, seat).values())
    for action in _first(actions, a.PlayCard) + _first(actions, a.UseAbility):
        ability = _ability_of(state, action)
        if ability is None or ability.effect != AUTO:
            continue
        card = state.cards[action.card]
        worth = _ability_value(state, card, ability, action.targets)
        # Gold spent now is not there to recruit with in the Dynasty phase: unless enough
        # is left for a Personality, an ability must be worth more than its Gold.
        printed = (card.defn.cost or 0) if isinstance(action, a.PlayCard) else 0
        cost = ability.gold_cost + printed
        if cost and gold - cost < RECRUIT_RESERVE:
            worth -= cost
        if worth > 0 and (best is None or worth > best[0]):
            best = (worth, action)
    if best is None:
        return None
    plan["abilities"] += 1
    return best[1]


def _answer(state: State, actions: list[a.Action], forced: bool) -> a.Action:
    """A Reaction or an Interrupt worth something to this player (a triggered trait's best
    targets); other answers (an Ancestor joining) are taken as offered."""
    best = None
    for action in actions:
        if isinstance(action, a.Pass):
            continue
        if isinstance(action, a.AdjustHonor):
            # The Honor keyword: only to make his own gain larger or loss smaller, another
            # player's gain smaller or loss larger.
            if _honor_card_helps(state, action):
                return action
            continue
        if isinstance(action, a.AdjustFear):
            # The Courage keyword: only to strengthen his own Fear or weaken another's.
            if _courage_card_helps(state, action):
                return action
            continue
        if not isinstance(action, (a.PlayCard, a.UseAbility)):
            return action
        ability = _ability_of(state, action)
        if ability is None or ability.effect != AUTO:
            continue
        worth = _ability_value(state, state.cards[action.card], ability, action.targets)
        if (forced or worth > 0) and (best is None or worth > best[0]):
            best = (worth, action)
    return best[1] if best else actions[0]


def _honor_card_helps(state: State, action: a.AdjustHonor) -> bool:
    frame = state.stack[-1] if state.stack else None
    if frame is None or frame.get("step") != "window" or frame["event"]["event"] != "honor":
        return False
    event = frame["event"]
    seat = state.cards[action.card].owner
    mine = event["seat"] == seat
    growing = action.change > 0
    gain = event["amount"] > 0
    return growing == (gain == mine)


def _courage_card_helps(state: State, action: a.AdjustFear) -> bool:
    frame = state.stack[-1] if state.stack else None
    if frame is None or frame.get("step") != "window" or frame["event"]["event"] != FEAR_BY:
        return False
    mine = frame["event"]["by"] == state.cards[action.card].owner
    return (action.change > 0) == mine


def _ability_of(state: State, action: a.Action) -> Ability | None:
    for ability in abilities(state.cards[action.card].defn):
        if ability.index == action.index:
            return ability
    return None


# Cards gained or lost, a card kept in play: what the zone operations are worth.
_ZONE_WORTH = {
    zones.DISCARD_CHOSEN: -1,
    zones.DISCARD_COST: -1,
    zones.TAKE_TO_HAND: 1,
    zones.TAKE_TARGET: 1,
    zones.PUT_INTO_PLAY: 1,
    zones.DISCARD_FAVOR: -1,
}


def _ability_value(state: State, source: Card, ability: Ability, chosen: tuple[int, ...]) -> int:
    seat = source.controller if source.in_play else source.owner
    worth = -sum(_bowing_cost(state, state.cards[chosen[i]]) for i in ability.bow_targets)
    for effect in ability.effects:
        while isinstance(effect, When):
            # Valued as if its condition held: the player takes the chance.
            effect = effect.then
        if effect.op in (fx.HONOR, fx.DRAW, EXTRA_ACTION, EXTRA_BATTLE_ACTION):
            worth += effect.amount
            continue
        if effect.op in _ZONE_WORTH:
            worth += _ZONE_WORTH[effect.op] * max(1, effect.amount)
            continue
        if effect.op == bonuses.BATTLEFIELD_BONUS:
            worth += bonuses.battlefield_worth(state, seat, effect)
            continue
        if effect.on in (fx.PLAYER, fx.MOMENT) or effect.on in fx.LATER:
            continue
        if effect.on == fx.HOST:
            if source.host is None:
                continue
            card = state.cards[source.host]
        else:
            found = fx.card_for(state, source, effect.on, chosen)
            if found is None:
                continue
            card = found
        sign = 1 if card.controller == seat else -1
        force = stats.force(state, card)
        if effect.op in (fx.BONUS, fx.TOKEN, bonuses.TRAIT_BONUS):
            worth += sign * effect.force * max(1, effect.amount)
        elif effect.op in (fx.BOW, fx.BOW_UNIT, fx.MOVE_HOME, fx.DESTROY, zones.RETURN_TO_HAND):
            worth -= sign * (force + (1 if effect.op == fx.DESTROY else 0))
        elif effect.op in (fx.STRAIGHTEN, fx.STRAIGHTEN_UNIT):
            worth += sign * (force if card.bowed else 0)
        elif effect.op == fx.DISHONOR:
            worth -= sign
        elif effect.op == zones.TAKE_CONTROL:
            worth -= sign * 2 * force
        elif effect.op == RANGED_ATTACK and effect.amount >= force:
            worth -= sign * (force + 1)
        elif effect.op == CONTROLLER_HONOR:
            worth += sign * effect.amount
    return worth


def _bowing_cost(state: State, performer: Card) -> int:
    """What bowing one's own performer costs: his Force in the battle he is in (a bowed
    card adds none), else a card that can no longer act or defend this turn."""
    return stats.force(state, performer) if bf.in_battle(state, performer) else 1


def _round(state: State, seat: int, actions: list[a.Action], step: dict, plan: dict) -> a.Action:
    if step["kind"] == "action":
        attaches = _first(actions, a.Attach)
        if attaches:
            return max(attaches, key=lambda x: (_attach_value(state, x), -x.card))
        played = _played_ability(state, seat, actions, plan)
        if played is not None:
            return played
        lobbies = _first(actions, a.Lobby)
        return lobbies[0] if lobbies else _pass_or_first(actions)
    shots = _first(actions, a.RangedAttack) + _first(actions, a.MeleeAttack)
    killing = [s for s in shots if _strength(state, s) >= stats.force(state, state.cards[s.target])]
    if killing:
        return max(killing, key=lambda s: (_shot_value(state, s), -s.target))
    fears = _first(actions, a.Fear)
    if fears:
        return fears[0]
    duels = [
        x
        for x in _first(actions, a.PlayCard) + _first(actions, a.UseAbility)
        if x.targets and _is_duel(state, x) and _duel_favours(state, x)
    ]
    if duels:
        return duels[0]
    played = _played_ability(state, seat, actions, plan)
    if played is not None:
        return played
    pid = bf.current(state)
    if pid is not None:
        result = outcome(state, pid)
        mine = bf.side_of(state, seat)
        behind = (
            result["attacking"] <= result["defending"]
            if mine == bf.ATTACKER
            else result["defending"] < result["attacking"]
        )
        tacticians = _first(actions, a.Tactician)
        if behind and tacticians:
            return max(tacticians, key=lambda t: (state.cards[t.card].defn.focus or 0, -t.card))
    return _pass_or_first(actions)


def _strength(state: State, action: a.Action) -> int:
    sources = action.sources if isinstance(action, a.RangedAttack) else (action.source,)
    kind = "ranged" if isinstance(action, a.RangedAttack) else "melee"
    total = 0
    for iid in sources:
        card = state.cards[iid]
        total += sum(strength_of(state, card, x) for x in actions_of(card.defn) if x.effect == kind)
    return total


def _is_duel(state: State, action: a.Action) -> bool:
    ability = _ability_of(state, action)
    return ability is not None and (ability.effect == DUEL or _challenge(ability) is not None)


def _challenge(ability: Ability) -> fx.Effect | None:
    return next((e for e in ability.effects if e.op in CHALLENGES), None)


def _duel_favours(state: State, action: a.Action) -> bool:
    ability = _ability_of(state, action)
    challenge = _challenge(ability) if ability is not None else None
    if challenge is not None:
        source = state.cards[action.card]
        mine = fx.card_for(state, source, challenge.amount, action.targets)
        if mine is None:
            return False
        code = next((e.amount for e in ability.effects if e.op == DUEL_STAT), 0)
        stat = DUEL_STATS.get(code, "chi")
        theirs = state.cards[action.targets[challenge.on]]
        return duel.stat_value(state, stat, mine) > duel.stat_value(state, stat, theirs)
    if len(action.targets) == 2:
        mine, theirs = action.targets
    else:
        mine, theirs = action.card, action.targets[0]
    return stats.chi(state, state.cards[mine]) > stats.chi(state, state.cards[theirs])


def _duel(state: State, seat: int, actions: list[a.Action], step: dict) -> a.Action:
    mine_id = (
        step["challenger"]
        if state.cards[step["challenger"]].controller == seat
        else (step["challenged"])
    )
    other_id = step["challenged"] if mine_id == step["challenger"] else step["challenger"]
    from rules.engine.duel import total

    mine, other = state.cards[mine_id], state.cards[other_id]
    if step["stage"] == "accept":
        accept = stats.chi(state, mine) >= stats.chi(state, other)
        return a.Accept() if accept else a.Refuse()
    focuses = _first(actions, a.Focus)
    their_known = stats.chi(state, other) + 2 * len(step["focus"][str(other_id)])
    if total(state, step, mine) > their_known or not focuses:
        return a.Strike()
    return max(focuses, key=lambda f: (state.cards[f.card].defn.focus or 0, -f.card))


POLICIES: dict[str, Callable[[int | str], Policy]] = {
    "random": random_policy,
    "pass": lambda seed: pass_policy(),
    "aggressive": aggressive_policy,
}


def for_seats(name: str, seed: int, seats: int) -> dict[int, Policy]:
    """One policy per seat; seat s of a game with seed N chooses from seed "N/s"."""
    if name not in POLICIES:
        raise ValueError(f"unknown policy {name!r}: use one of {', '.join(POLICIES)}")
    return {seat: POLICIES[name](f"{seed}/{seat}") for seat in range(seats)}


def play(game: Game, policies: dict[int, Policy], turns: int) -> Game:
    """Let the policies play until the game is over or `turns` turns have been played."""
    while not game.over and game.turn <= turns:
        seat = game.to_act
        game.act(seat, policies[seat](game, seat))
    return game
