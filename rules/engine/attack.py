"""The attack phase («Фаза атаки»): Declaration, Infantry Maneuvers, Cavalry Maneuvers, then
for each battle the attacker chooses: the battle's round of actions, a delayed Terrain,
Resolution (with Yu), and what follows the battle.

Every step is a record on the pipeline; `state.attack` holds who attacks whom, which players
joined which side (allies), the battle being fought and what was used once per battle.
"""

from rules.engine import battlefield as bf
from rules.engine import keywords, mobility, no_attack_turn, ops, own_assign, province_assign, stats
from rules.engine import triggers as tr
from rules.engine.actions import (
    Action,
    Assign,
    Attack,
    ChooseBattle,
    DeclareNaval,
    Invite,
    Pass,
    YuStrike,
)
from rules.engine.battlefield import ATTACKER, DEFENDER
from rules.engine.cards import PERSONALITY
from rules.engine.errors import IllegalAction
from rules.engine.events import Event, emit_all, emit_moment, watches
from rules.engine.phases import clockwise
from rules.engine.pipeline import Frame, Step, pop, push, step
from rules.engine.rounds import BATTLE
from rules.engine.state import Card, State
from rules.engine.sworn import sworn
from rules.engine.traits import stays_out

ALLY_HONOR = 2


def _defenders(state: State) -> list[int]:
    return [
        player.seat
        for player in state.players
        if player.seat != state.active and not player.eliminated and player.provinces
    ]


@step
class AttackPhase(Step):
    """«Декларация»: the active player may attack one other player, once a turn."""

    name = "attack"
    label = "declaration"

    def run(self, state: State, frame: Frame) -> int | None:
        state.phase = "attack"
        if not _defenders(state) or not any(_assignable(state, state.active, False)):
            state.note("attack phase: no attack")
            pop(state, frame)
            return None
        if no_attack_turn.barred(state, state.active):
            # "You may not declare an attack this turn" (`rules.engine.no_attack_turn`).
            state.note(f"{state.players[state.active].name} may not declare an attack this turn")
            pop(state, frame)
            return None
        return state.active

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        declining = [] if _sworn_waiting(state, seat) else [Pass()]
        return [*declining, *(Attack(defender) for defender in _defenders(state))]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            if _sworn_waiting(state, seat):
                raise IllegalAction("Today We Die: you must declare an attack and assign him")
            state.note(f"{state.players[seat].name} declares no attack")
            pop(state, frame)
            return None
        if not isinstance(action, Attack) or action.seat not in _defenders(state):
            raise IllegalAction("attack another player who still has Provinces, or pass")
        pop(state, frame)
        declare(state, seat, action.seat)
        return None


def _sworn_waiting(state: State, seat: int) -> list[Card]:
    """Today We Die (`rules.engine.sworn`): the attacker's sworn Personalities he could
    assign now, who must attack."""
    return [
        unit
        for unit in _assignable(state, seat, False)
        if sworn(unit)
        and not stays_out(unit.defn, (state.cards[iid].defn for iid in unit.attachments), False)
    ]


def declare(state: State, attacker: int, defender: int) -> None:
    state.attack = {
        "attacker": attacker,
        "defender": defender,
        "attackers": [attacker],
        "defenders": [defender],
        "invited": [[], []],  # by the attacker, by the defender
        "honored": [],
        "battle": None,
        "resolved": [],
        "terrain": None,
        "terrain_delayed": False,
        "used": [],
        # [unit, Province] for each assignment in the maneuvers ("who assigned to this
        # battlefield").
        "assigned": [],
    }
    state.note(f"{state.players[attacker].name} attacks {state.players[defender].name}")
    steps: list[Frame] = []
    if len(state.players) > 2:
        steps += [
            {"step": "invite", "side": 0, "label": "invitations"},
            {"step": "invite", "side": 1, "label": "invitations"},
        ]
    order = _maneuver_order(state)
    steps += [
        {
            "step": "maneuver",
            "cavalry": False,
            "order": order,
            "at": 0,
            "label": "infantry maneuvers",
        },
        {
            "step": "maneuver",
            "cavalry": True,
            "order": order,
            "at": 0,
            "label": "cavalry maneuvers",
        },
        *_maneuvers_ended(state, attacker),
        {"step": "battles", "label": "choosing a battle"},
        {"step": "attack-end"},
    ]
    push(state, *steps)
    emit_moment(state, "attack_declared", attacker=attacker, defender=defender, by=attacker)


def _maneuvers_ended(state: State, attacker: int) -> list[Frame]:
    """The moment the Maneuvers Segment ends, if a card of the game answers it."""
    if not watches(state, tr.MANEUVERS_ENDED):
        return []
    event = {"event": tr.MANEUVERS_ENDED, "seat": attacker, "by": attacker}
    return [{"step": "event", "event": event, "stage": "before"}]


def _others(state: State, first: int) -> list[int]:
    attack = state.attack
    return [
        seat
        for seat in clockwise(state, first, include_first=False)
        if seat not in (attack["attacker"], attack["defender"])
    ]


def _maneuver_order(state: State) -> list[int]:
    """The attacker, the players to his left clockwise; the defender, the players to his
    left clockwise («Пехотное маневрирование»). Allies only if they were invited."""
    attack = state.attack
    return [
        attack["attacker"],
        *_others(state, attack["attacker"]),
        attack["defender"],
        *_others(state, attack["defender"]),
    ]


@step
class Invitations(Step):
    """«Декларация»: the attacker, then the defender, may invite other players as allies."""

    name = "invite"

    def _chooser(self, state: State, frame: Frame) -> int:
        attack = state.attack
        return attack["attacker"] if frame["side"] == 0 else attack["defender"]

    def run(self, state: State, frame: Frame) -> int | None:
        chooser = self._chooser(state, frame)
        if state.players[chooser].goldfish or not self.actions(state, frame, chooser)[1:]:
            pop(state, frame)
            return None
        return chooser

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        invited = state.attack["invited"][frame["side"]]
        return [
            Pass(),
            *(
                Invite(s)
                for s in _others(state, seat)
                if s not in invited and not state.players[s].goldfish
            ),
        ]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            pop(state, frame)
            return None
        if action not in self.actions(state, frame, seat):
            raise IllegalAction("invite a player who is neither attacking nor defending")
        state.attack["invited"][frame["side"]].append(action.seat)
        state.note(
            f"{state.players[seat].name} invites {state.players[action.seat].name} as an ally"
        )
        return None


def _assignable(state: State, seat: int, cavalry: bool) -> list[Card]:
    """«Игроки не могут заявлять в битву отряды, у которых командиры повернуты»."""
    out = []
    for iid in state.players[seat].home:
        card = state.cards[iid]
        if (
            card.defn.type == PERSONALITY
            and card.battle is None
            and not card.bowed
            and (not cavalry or keywords.is_cavalry(state, card))
        ):
            out.append(card)
    return out


@step
class Maneuvers(Step):
    """Each player in order assigns any of his unbowed units (Cavalry only, in the cavalry
    step) to the defender's Provinces, then passes. An invited player who assigns a unit
    joins that side and gains 2 Honor, once in the attack phase."""

    name = "maneuver"

    def _sides(self, state: State, frame: Frame, seat: int) -> list[str]:
        """The side `seat` may assign to at his place in the order: the attacker's and the
        defender's own; an invited player's at the place of that side's allies, unless he
        already joined the other side («не может участвовать ... и на стороне атакующего,
        и на стороне обороняющегося»)."""
        attack = state.attack
        if seat == attack["attacker"]:
            return [ATTACKER]
        if seat == attack["defender"]:
            return [DEFENDER]
        ally_of_attacker = frame["at"] < frame["order"].index(attack["defender"])
        side = ATTACKER if ally_of_attacker else DEFENDER
        members, others = (
            (attack["attackers"], attack["defenders"])
            if ally_of_attacker
            else (attack["defenders"], attack["attackers"])
        )
        invited = attack["invited"][0 if ally_of_attacker else 1]
        if seat in others or not (seat in invited or seat in members):
            return []
        return [side]

    def run(self, state: State, frame: Frame) -> int | None:
        order = frame["order"]
        while frame["at"] < len(order):
            seat = order[frame["at"]]
            player = state.players[seat]
            if (
                not player.eliminated
                and not player.goldfish
                and self._sides(state, frame, seat)
                and _assignable(state, seat, frame["cavalry"])
            ):
                return seat
            frame["at"] += 1
        pop(state, frame)
        return None

    def _must_assign(self, state: State, frame: Frame, seat: int) -> bool:
        """The attacker may not end his Infantry Maneuvers with a sworn Personality left
        to assign (Today We Die)."""
        return (
            not frame["cavalry"]
            and seat == state.attack["attacker"]
            and bool(_sworn_waiting(state, seat))
        )

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        if not self._sides(state, frame, seat):
            return [Pass()]
        pids = [p.pid for p in state.players[state.attack["defender"]].provinces]
        defending = self._sides(state, frame, seat)[0] == DEFENDER
        passing = [] if self._must_assign(state, frame, seat) else [Pass()]
        return [
            *passing,
            *(
                Assign(unit.iid, pid)
                for unit in _assignable(state, seat, frame["cavalry"])
                if not stays_out(
                    unit.defn, (state.cards[iid].defn for iid in unit.attachments), defending
                )
                and not own_assign.refused(unit.defn, defending)
                for pid in pids
                if not province_assign.refused(state, unit, pid, defending)
            ),
        ]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            if self._must_assign(state, frame, seat):
                raise IllegalAction("Today We Die: assign your sworn Personality first")
            frame["at"] += 1
            return None
        if not isinstance(action, Assign) or action not in self.actions(state, frame, seat):
            kind = "Cavalry unit" if frame["cavalry"] else "unit"
            raise IllegalAction(
                f"assign one of your unbowed {kind}s at home to one of "
                f"{state.players[state.attack['defender']].name}'s Provinces"
            )
        attack = state.attack
        side = self._sides(state, frame, seat)[0]
        members = attack["attackers"] if side == ATTACKER else attack["defenders"]
        card = state.cards[action.unit]
        card.battle = action.pid
        attack["assigned"].append([card.iid, action.pid])
        verb = "attacks" if side == ATTACKER else "defends"
        state.note(f"{card.defn.title} {verb} Province {action.pid}")
        if side == ATTACKER:
            keywords.brash_draws(state, card, attack["defender"])
        emit_moment(state, "assigned", card=card.iid, side=side, cavalry=frame["cavalry"], by=seat)
        if seat not in members:
            members.append(seat)
        if seat not in (attack["attacker"], attack["defender"]) and seat not in attack["honored"]:
            attack["honored"].append(seat)
            emit_all(
                state,
                [
                    {
                        "event": "honor",
                        "seat": seat,
                        "amount": ALLY_HONOR,
                        "why": "joining the battle as an ally",
                        "by": seat,
                    }
                ],
            )
        return card.defn.title


def battlefields(state: State) -> list[int]:
    """Unresolved battlefields with units at them, in Province order."""
    attack = state.attack
    defender = state.players[attack["defender"]]
    out = []
    for province in defender.provinces:
        if province.pid not in attack["resolved"] and any(bf.units_at(state, province.pid)):
            out.append(province.pid)
    # Battlefields created without a Province («The False Route»: `effects_terrain`).
    for pid in attack.get("fields", ()):
        if pid not in attack["resolved"] and any(bf.units_at(state, pid)):
            out.append(pid)
    return out


@step
class Battles(Step):
    """«Битва»: the attacker chooses the order of the battles."""

    name = "battles"

    def run(self, state: State, frame: Frame) -> int | None:
        pending = battlefields(state)
        if not pending:
            pop(state, frame)
            return None
        if len(pending) == 1:
            begin_battle(state, pending[0])
            return None
        return state.attack["attacker"]

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [ChooseBattle(pid) for pid in battlefields(state)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if not isinstance(action, ChooseBattle) or action.pid not in battlefields(state):
            raise IllegalAction("choose one of the battlefields still to be fought")
        begin_battle(state, action.pid)
        return None


def army(state: State, pid: int, side: str) -> list[Card]:
    return list(bf.units_at(state, pid, side))


def army_force(state: State, pid: int, side: str) -> int:
    return stats.army_force(state, army(state, pid, side))


def _units(count: int) -> str:
    return f"{count} unit{'' if count == 1 else 's'}"


def begin_battle(state: State, pid: int) -> None:
    attack = state.attack
    attack["battle"] = pid
    attack["used"] = []
    attackers, defenders = army(state, pid, ATTACKER), army(state, pid, DEFENDER)
    where = f"Province {pid}" if pid not in attack.get("fields", ()) else f"battlefield {pid}"
    state.note(
        f"{state.players[attack['attacker']].name} attacks {where} with "
        f"{_units(len(attackers))} (Force {stats.army_force(state, attackers)}) against "
        f"{_units(len(defenders))} (Force {stats.army_force(state, defenders)})"
    )
    push(
        state,
        {"step": "naval", "label": "naval invasion"},
        {"step": "battle", "pid": pid, "stage": "round"},
    )


def _naval_side(state: State) -> str | None:
    """«Морское вторжение»: a non-empty army whose every Personality and Follower is Naval,
    when the other army is not wholly Naval too."""
    pid = bf.current(state)
    naval = []
    for side in (ATTACKER, DEFENDER):
        units = army(state, pid, side)
        naval.append(bool(units) and all(keywords.is_naval(state, u) for u in units))
    if naval[0] and not naval[1]:
        return ATTACKER
    if naval[1] and not naval[0]:
        return DEFENDER
    return None


@step
class Naval(Step):
    name = "naval"

    def run(self, state: State, frame: Frame) -> int | None:
        side = _naval_side(state)
        seat = None if side is None else state.attack[side]
        if seat is None or state.players[seat].goldfish:
            pop(state, frame)
            return None
        return seat

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Pass(), DeclareNaval()]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, DeclareNaval):
            state.attack["naval"] = _naval_side(state)
            state.note(f"{state.players[seat].name} declares a naval invasion")
        elif not isinstance(action, Pass):
            raise IllegalAction("declare a naval invasion or pass")
        pop(state, frame)
        return None


def _participants(state: State) -> list[int]:
    attack = state.attack
    return attack["attackers"] + [s for s in attack["defenders"] if s not in attack["attackers"]]


@step
class Battle(Step):
    """One battle: its round of actions (from the defender, or from a naval attacker), a
    delayed Terrain's effect, Resolution, then what follows the battle."""

    name = "battle"

    def run(self, state: State, frame: Frame) -> int | None:
        attack = state.attack
        stage = frame["stage"]
        if stage == "round":
            frame["stage"] = "terrain"
            first = attack["attacker"] if attack.get("naval") == ATTACKER else attack["defender"]
            members = set(_participants(state))
            order = [seat for seat in clockwise(state, first) if seat in members]
            push(
                state,
                {
                    "step": "round",
                    "kind": BATTLE,
                    "order": order,
                    "at": 0,
                    "passes": 0,
                    "label": "battle",
                },
            )
            # Naval: the Attacker may take the first Battle action from a Naval
            # Personality's unit (`rules.engine.mobility`), after the reactions to engaging.
            push(state, *mobility.naval_frames(state))
            # «Битва»: reactions to engaging come before the battle's first action.
            emit_moment(state, "engaged", pid=attack["battle"], by=first)
            return None
        if stage == "terrain":
            stage = frame["stage"] = "resolving"
            terrain = attack.get("terrain")
            if (
                terrain is not None
                and attack["terrain_delayed"]
                and state.cards[terrain].in_play
                and not _terrain_played(state.cards[terrain])
            ):
                card = state.cards[terrain]
                state.note(f"{card.defn.title} takes effect: carry out its text by hand")
                frame["label"] = "the Terrain takes effect"
                frame["waiting"] = card.controller
                return card.controller
        if stage == "resolving":
            frame.pop("waiting", None)
            frame.pop("label", None)
            frame["stage"] = "resolve"
            # «Местность»: a delayed Terrain takes effect once the Battle segment ends, before
            # Resolution: "Before this battle resolves, ..." (`triggers.BATTLE_RESOLVING`).
            emit_moment(state, tr.BATTLE_RESOLVING, pid=frame["pid"], by=attack["attacker"])
            return None
        if stage == "resolve":
            frame.pop("waiting", None)
            frame.pop("label", None)
            frame["stage"] = "after"
            resolve(state, frame)
            return None
        pop(state, frame)
        after_battle(state, frame["pid"])
        return None

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Pass()]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if not isinstance(action, Pass):
            raise IllegalAction("carry out the Terrain's text by hand, then go on")
        frame.pop("waiting", None)
        return None


def _terrain_played(card: Card) -> bool:
    """A Terrain whose whole text the engine plays (its trait at its moment, its continuous
    effects computed): nothing is left to carry out by hand."""
    from rules.engine.coverage import FULL, automation

    return automation(card.defn).status == FULL


def _honor_events(
    state: State, seat: int, cards: int, per_card: int, army_units: list[Card], why: str
) -> list[Event]:
    """«Бесчестье»: dishonored Personalities of `seat` in the army that would bring him
    Honor are restored instead, and he gains nothing."""
    if cards == 0:
        return []
    dishonored = [u for u in army_units if u.controller == seat and u.dishonored]
    if dishonored:
        return [{"event": "rehonor", "card": u.iid} for u in dishonored]
    return [{"event": "honor", "seat": seat, "amount": cards * per_card, "why": why, "by": seat}]


def outcome(state: State, pid: int) -> dict[str, object]:
    attack = state.attack
    attackers = army(state, pid, ATTACKER)
    defenders = army(state, pid, DEFENDER)
    att = stats.army_force(state, attackers)
    dfn = stats.army_force(state, defenders)
    # A battlefield without a Province has no strength, and no Province to fall.
    province = state.players[attack["defender"]].province(pid) is not None
    strength = stats.province_strength(state, attack["defender"], pid) if province else 0
    if attackers and defenders:
        winner = ATTACKER if att > dfn else DEFENDER if dfn > att else None
    else:
        winner = None
    return {
        "attacking": att,
        "defending": dfn,
        "strength": strength,
        "winner": winner,
        "tie": bool(attackers and defenders) and att == dfn,
        "province_falls": province and bool(attackers) and att > dfn + strength,
    }


def _where(state: State, pid: int) -> str:
    fields = state.attack.get("fields", ()) if state.attack is not None else ()
    return f"battlefield {pid}" if pid in fields else f"Province {pid}"


def resolve(state: State, frame: Frame) -> None:
    """«Подсчет результатов битвы»."""
    pid = frame["pid"]
    result = outcome(state, pid)
    frame["result"] = result
    state.note(
        f"resolution at {_where(state, pid)}: attacking Force {result['attacking']}, defending "
        f"Force {result['defending']} (Province strength {result['strength']})"
    )
    loser = (
        DEFENDER
        if result["winner"] == ATTACKER
        else ATTACKER
        if result["winner"] == DEFENDER
        else None
    )
    push(state, {"step": "destroy-armies", "pid": pid, "result": result})
    if loser is not None and yu_sources(state, pid, loser, []):
        push(state, {"step": "yu", "pid": pid, "side": loser, "used": [], "label": "Yu"})


@step
class DestroyArmies(Step):
    name = "destroy-armies"

    def run(self, state: State, frame: Frame) -> int | None:
        pop(state, frame)
        attack = state.attack
        pid, result = frame["pid"], frame["result"]
        attackers = army(state, pid, ATTACKER)
        defenders = army(state, pid, DEFENDER)
        events: list[Event] = []

        def destroy(units: list[Card]) -> int:
            count = 0
            for unit in units:
                if not keywords.survives_resolution(state, unit):
                    count += len(bf.unit_cards(state, unit))
                    events.append({"event": "destroy", "card": unit.iid, "cause": "resolution"})
                    continue
                for follower in bf.followers(state, unit):
                    if not keywords.survives_resolution(state, follower):
                        count += 1
                        events.append(
                            {"event": "destroy", "card": follower.iid, "cause": "resolution"}
                        )
            return count

        names = state.players
        if result["tie"]:
            state.note("the armies tie: both are destroyed")
            lost_def = destroy(defenders)
            lost_att = destroy(attackers)
            events += _honor_events(
                state, attack["attacker"], lost_def, 1, attackers, "a tied battle"
            )
            events += _honor_events(
                state, attack["defender"], lost_att, 1, defenders, "a tied battle"
            )
        elif result["winner"] == ATTACKER:
            state.note(f"{names[attack['attacker']].name}'s army wins the battle")
            if defenders:
                state.note(f"{names[attack['defender']].name}'s army is destroyed")
            lost = destroy(defenders)
            events += _honor_events(
                state, attack["attacker"], lost, 2, attackers, "winning a battle"
            )
        elif result["winner"] == DEFENDER:
            state.note(f"{names[attack['defender']].name}'s army wins the battle")
            if attackers:
                state.note(f"{names[attack['attacker']].name}'s army is destroyed")
            lost = destroy(attackers)
            events += _honor_events(
                state, attack["defender"], lost, 2, defenders, "winning a battle"
            )
        winner = {ATTACKER: attack["attacker"], DEFENDER: attack["defender"]}.get(result["winner"])
        if winner is not None and watches(state, tr.BATTLE_WON):
            # "After you win a battle": once its losers are destroyed.
            events.append({"event": tr.BATTLE_WON, "seat": winner, "pid": pid, "by": winner})
        if result["province_falls"]:
            events.append(
                {
                    "event": "province_destroyed",
                    "seat": attack["defender"],
                    "pid": pid,
                    "by": attack["attacker"],
                }
            )
        emit_all(state, events)
        return None


def yu_sources(state: State, pid: int, side: str, used: list[int]) -> list[Card]:
    return [
        unit
        for unit in army(state, pid, side)
        if keywords.yu_of(state, unit) is not None and unit.iid not in used
    ]


def yu_targets(state: State, pid: int, side: str) -> list[Card]:
    winners = ATTACKER if side == DEFENDER else DEFENDER
    out: list[Card] = []
    for unit in army(state, pid, winners):
        followers = bf.followers(state, unit)
        out.extend(followers or [unit])
    return out


@step
class Yu(Step):
    """«Ю»: samurai with Yu in the losing army may, together or alone, destroy a Follower or
    a Personality without Followers of the winning army whose Force is at most their Yu;
    each samurai once. It changes neither the outcome nor anyone's Honor."""

    name = "yu"

    def _seat(self, state: State, frame: Frame) -> int:
        return state.attack["attacker" if frame["side"] == ATTACKER else "defender"]

    def run(self, state: State, frame: Frame) -> int | None:
        seat = self._seat(state, frame)
        if state.players[seat].goldfish or len(self.actions(state, frame, seat)) == 1:
            pop(state, frame)
            return None
        return seat

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        sources = yu_sources(state, frame["pid"], frame["side"], frame["used"])
        out: list[Action] = [Pass()]
        combos = [[s] for s in sources] + ([sources] if len(sources) > 1 else [])
        for target in yu_targets(state, frame["pid"], frame["side"]):
            force = stats.force(state, target)
            for combo in combos:
                if sum(keywords.yu_of(state, s) or 0 for s in combo) >= force:
                    out.append(YuStrike(tuple(sorted(s.iid for s in combo)), target.iid))
        return out

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            pop(state, frame)
            return None
        if action not in self.actions(state, frame, seat):
            raise IllegalAction(
                "choose samurai of the losing army whose Yu adds up to the target's Force"
            )
        frame["used"].extend(action.sources)
        target = state.cards[action.target]
        names = " and ".join(state.cards[i].defn.title for i in action.sources)
        state.note(f"{names}: Yu destroys {target.defn.title}")
        emit_all(state, [{"event": "destroy", "card": target.iid, "by": seat}])
        return names


def after_battle(state: State, pid: int) -> None:
    """Survivors of the attacker and of every ally go home bowed; the defender's stay until
    the attack phase ends. The Terrain is destroyed; then reactions to the battle's end."""
    attack = state.attack
    events: list[Event] = []
    for unit in bf.units_at(state, pid):
        if sworn(unit):
            # Today We Die: "a +1F/+1C token after each battle resolution he is in".
            ops.add_token(unit, 1, 1)
            state.note(f"{unit.defn.title} gets a +1F/+1C token (Today We Die)")
        if unit.controller != attack["defender"]:
            events.append(
                {
                    "event": "move_home",
                    "card": unit.iid,
                    "bow": True,
                    "unbowed": keywords.not_bowed_by_resolution(state, unit),
                }
            )
    terrain = attack.get("terrain")
    if terrain is not None:
        card = state.cards[terrain]
        if card.in_play:
            state.note(f"{card.defn.title} is destroyed as the battle ends")
            events.append({"event": "destroy", "card": terrain})
        attack["terrain"] = None
    attack["resolved"].append(pid)
    attack["battle"] = None
    attack.pop("naval", None)
    ops.end_of_battle_expiry(state)
    events.append({"event": "battle_resolved", "pid": pid, "by": attack["attacker"]})
    emit_all(state, events)


@step
class AttackEnd(Step):
    """The attack phase ends: every unit still at a battlefield goes home."""

    name = "attack-end"

    def run(self, state: State, frame: Frame) -> int | None:
        pop(state, frame)
        for player in state.players:
            for iid in player.home:
                state.cards[iid].battle = None
        state.attack = None
        return None
