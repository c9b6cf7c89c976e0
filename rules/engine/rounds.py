"""A round of actions: the Action phase and each battle («Фаза Действий», «Битва»).

In order (from the active player in the Action phase, from the defender in a battle), each
player takes one action or passes; the round ends when all pass in a row. Any action takes
the turn to act: a rule action, playing a card from the hand, using a card's ability, a
battle keyword, or a manual operation taken as an action. A player who may do nothing but
pass (a goldfish; in a battle, a player with no unit there and no action that reaches it)
is passed over.
"""

from collections.abc import Callable

from rules.engine import (
    cardplay,
    keywords,
    kharmic,
    mobility,
    payment,
    play,
    search_play,
    terrain_grants,
)
from rules.engine import courage as _courage  # noqa: F401 (its Interrupt registers itself)
from rules.engine.actions import (
    Action,
    Attach,
    CavalryMove,
    Fear,
    Kharmic,
    Lobby,
    MeleeAttack,
    MoveAttachment,
    Pass,
    PlayCard,
    RangedAttack,
    Recruit,
    Seppuku,
    Tactician,
    UseAbility,
)
from rules.engine.cards import ANCESTOR, PERSONALITY
from rules.engine.errors import IllegalAction
from rules.engine.events import PERFORMERS, responder
from rules.engine.granted import GIVEN_INDEX
from rules.engine.pipeline import Frame, Step, pop, step
from rules.engine.state import State

ACTION = cardplay.ACTION
BATTLE = cardplay.BATTLE


def _limited(state: State, seat: int, pays: payment.Payments) -> list[Action]:
    return [
        *play.attaches(state, seat, pays, None),
        *play.moves(state, seat),
        *play.lobbies(state, seat),
        *kharmic.offers(state, seat, pays),
    ]


def round_actions(state: State, frame: Frame, seat: int) -> list[Action]:
    moment = frame["kind"]
    fresh = not frame.get("acted")
    out: list[Action] = []
    pays = payment.Payments(state, seat)
    if moment == ACTION and seat == state.active:
        out.extend(_limited(state, seat, pays))
    elif moment == ACTION:
        # "Dainagon may Lobby as an Open action." (`rules.engine.honor`)
        out.extend(play.lobbies(state, seat, open_only=True))
    out.extend(cardplay.card_actions(state, seat, moment, fresh, pays))
    if moment == BATTLE:
        out.extend(keywords.keyword_actions(state, seat))
        # Cavalry's Engage move, Reserve's recruit and Equip (`rules.engine.mobility`).
        out.extend(mobility.battle_actions(state, seat, fresh, pays))
    if (wanted := search_play.only_play(frame.get("only"))) is not None:
        # "Take an additional action to play it" (`rules.engine.search_play`).
        out = [a for a in out if isinstance(a, PlayCard) and a.card == wanted]
    if frame.get("only") == "granted":
        # "Take an additional action granted by it": one of a Terrain's given abilities.
        out = [
            a
            for a in out
            if isinstance(a, UseAbility) and terrain_grants.FIRST <= a.index < GIVEN_INDEX
        ]
    return out


def _perform(state: State, frame: Frame, seat: int, action: Action) -> str | None:
    depth = len(state.stack)
    attack = state.attack
    # Who took the battle's first Battle action, known from its announcement on ("if you
    # took the first Battle action in this battle (including during that action)").
    first = (
        frame["kind"] == BATTLE
        and attack is not None
        and (attack.get("first_action") or [None])[0] != attack["battle"]
    )
    if first:
        attack["first_action"] = [attack["battle"], seat]
    try:
        done = _carry_out(state, frame, seat, action)
    except IllegalAction:
        if first:
            attack.pop("first_action", None)
        raise
    cardplay.action_moments(state, depth, seat, action)
    return done


def _carry_out(state: State, frame: Frame, seat: int, action: Action) -> str | None:
    moment = frame["kind"]
    fresh = not frame.get("acted")
    if isinstance(action, Lobby) and moment == ACTION and seat != state.active:
        return play.do_lobby(state, seat, action, open_only=True)
    if moment == BATTLE and isinstance(action, (CavalryMove, Recruit, Attach)):
        return mobility.perform(state, seat, action, fresh)
    if isinstance(action, (Attach, MoveAttachment, Lobby, Kharmic)):
        if moment != ACTION or seat != state.active:
            raise IllegalAction("only the active player takes Limited actions, in his action phase")
        if isinstance(action, Attach):
            return play.do_attach(state, seat, action)
        if isinstance(action, MoveAttachment):
            return play.do_move(state, seat, action)
        if isinstance(action, Kharmic):
            return kharmic.perform(state, seat, action)
        return play.do_lobby(state, seat, action)
    if isinstance(action, PlayCard):
        return cardplay.do_play(state, seat, action, moment, fresh)
    if isinstance(action, UseAbility):
        return cardplay.do_use(state, seat, action, moment, fresh)
    if isinstance(action, Seppuku):
        return cardplay.do_seppuku(state, seat, action)
    battle: dict[type, Callable[..., str]] = {
        RangedAttack: keywords.do_ranged,
        MeleeAttack: keywords.do_melee,
        Fear: keywords.do_fear,
        Tactician: keywords.do_tactician,
    }
    if type(action) in battle:
        if moment != BATTLE:
            raise IllegalAction(f"{action.text()!r} is a battle action")
        return battle[type(action)](state, seat, action)
    where = "the action phase" if moment == ACTION else "a battle"
    raise IllegalAction(f"{action.text()!r} is not possible in {where}")


def took_action(frame: Frame) -> None:
    """The player with the turn to act acted: play moves on, the passes start again (or,
    when he has more additional actions to take, `frame["more"]`, the turn stays his)."""
    frame.pop("only", None)
    more = frame.pop("more", None)
    if more is not None and more[1] > 0:
        frame["more"] = [more[0], more[1] - 1]
    else:
        frame["at"] += 1
    frame["passes"] = 0
    frame["acted"] = True


@step
class Round(Step):
    name = "round"

    def run(self, state: State, frame: Frame) -> int | None:
        order = frame["order"]
        while frame["passes"] < len(order):
            seat = order[frame["at"] % len(order)]
            if self._may_act(state, frame, seat):
                return seat
            frame["passes"] += 1
            frame["at"] += 1
        pop(state, frame)
        return None

    def _may_act(self, state: State, frame: Frame, seat: int) -> bool:
        player = state.players[seat]
        if player.eliminated or player.goldfish:
            return False
        if frame["kind"] == BATTLE and not cardplay.bf.has_presence(state, seat):
            return bool(round_actions(state, frame, seat))
        return True

    def actions(self, state: State, frame: Frame, seat: int) -> list[Action]:
        return [Pass(), *round_actions(state, frame, seat)]

    def answer(self, state: State, frame: Frame, seat: int, action: Action) -> str | None:
        if isinstance(action, Pass):
            frame.pop("more", None)
            frame.pop("only", None)
            frame["passes"] += 1
            frame["at"] += 1
            return None
        title = _perform(state, frame, seat, action)
        took_action(frame)
        return title


# -- reactions the rules themselves offer -------------------------------------------------
@responder("recruited")
def _ancestor_joins(state: State, event: dict, seat: int) -> list[Action]:
    """An Ancestor in the hand may join the Personality just recruited, as a reaction."""
    card = state.cards[event["card"]]
    if seat != event["by"] or card.defn.type != PERSONALITY or not card.in_play:
        return []
    if not any(state.cards[iid].defn.type == ANCESTOR for iid in state.players[seat].hand):
        return []
    return list(play.attaches(state, seat, payment.Payments(state, seat), card))


PERFORMERS[Attach] = play.do_attach
