"""`Game`: the engine's interface.

    game = Game.new([crab, phoenix], seed=7)
    seat = game.to_act
    game.act(seat, game.legal_actions(seat, manual=False)[0])
    same = Game.replay(game.setups, 7, game.log)
    assert same.to_dict() == game.to_dict()

Everything random goes through the seeded generator in the state, so a game is a function of
its set-up, its seed and its log: a replay re-runs the actions, `undo` is a replay without the
last one, and `to_dict`/`from_dict` carry the generator's state along.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine import manual, payment, phases, play, stats
from rules.engine.abilities import MANUAL, abilities
from rules.engine.actions import (
    Action,
    Attach,
    DiscardFromHand,
    DiscardFromProvince,
    Lobby,
    MoveAttachment,
    Overlay,
    Pass,
    PlayRegion,
    Recruit,
    parse_action,
)
from rules.engine.cards import PERSONALITY, CardDef, Setup
from rules.engine.errors import IllegalAction
from rules.engine.setup import GOLDFISH_STRENGTH, build
from rules.engine.state import TOKEN, Card, Player, State

FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action as it was taken: when, by whom, what, on which card, and what followed.
    `secret` means the card's title is known only to the acting seat."""

    turn: int
    seat: int
    phase: str
    action: Action
    card: str | None = None
    notes: tuple[str, ...] = ()
    secret: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "seat": self.seat,
            "phase": self.phase,
            "action": self.action.text(),
            "card": self.card,
            "notes": list(self.notes),
            "secret": self.secret,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "LogEntry":
        return cls(
            turn=data["turn"],
            seat=data["seat"],
            phase=data["phase"],
            action=parse_action(data["action"]),
            card=data.get("card"),
            notes=tuple(data.get("notes", ())),
            secret=data.get("secret", False),
        )


# Which rule actions each phase admits (beyond the seat having priority).
_PHASE_ACTIONS: dict[str, tuple[type, ...]] = {
    "events": (Pass, PlayRegion),
    "action": (Pass, Attach, MoveAttachment, Lobby),
    "dynasty": (Pass, Recruit, Overlay, Attach),
    "dynasty-discard": (Pass, DiscardFromProvince),
    "end": (Pass, DiscardFromHand),
}
_LIMITED = (Attach, MoveAttachment, Lobby)


class Game:
    def __init__(
        self,
        state: State,
        setups: Sequence[Setup],
        seed: int,
        options: dict[str, Any],
        setup_notes: list[str],
    ) -> None:
        self.state = state
        self.setups = tuple(setups)
        self.seed = seed
        self.options = dict(options)
        self.setup_notes = list(setup_notes)
        self.log: list[LogEntry] = []

    # -- starting, replaying, undoing -----------------------------------------------------
    @classmethod
    def new(
        cls,
        setups: Sequence[Setup],
        seed: int,
        goldfish: bool = False,
        goldfish_strength: int = GOLDFISH_STRENGTH,
    ) -> "Game":
        """Set up and run up to the first decision. With `goldfish`, one deck plays against
        a passive seat with four empty Provinces of `goldfish_strength` that takes no turns."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        if goldfish_strength < 0:
            raise ValueError("the goldfish's Province strength cannot be negative")
        state = build(setups, seed, goldfish, goldfish_strength)
        phases.begin_turn(state)
        phases.settle(state)
        notes = state.notes
        state.notes = []
        options = {"goldfish": goldfish, "goldfish_strength": goldfish_strength}
        return cls(state, setups, seed, options, notes)

    @classmethod
    def replay(
        cls,
        setups: Sequence[Setup],
        seed: int,
        log: Iterable[LogEntry | dict[str, Any] | tuple[int, Action | str]],
        **options: Any,
    ) -> "Game":
        """Rebuild a game by re-running its actions (log entries, their dicts, or pairs of
        seat and action)."""
        game = cls.new(setups, seed, **options)
        for entry in log:
            if isinstance(entry, LogEntry):
                seat, action = entry.seat, entry.action
            elif isinstance(entry, dict):
                seat, action = entry["seat"], entry["action"]
            else:
                seat, action = entry
            if isinstance(action, str):
                action = parse_action(action)
            game.act(seat, action)
        return game

    def undo(self) -> None:
        """Take back the last action (a replay of all the others)."""
        if not self.log:
            raise IllegalAction("there is nothing to undo")
        earlier = Game.replay(self.setups, self.seed, self.log[:-1], **self.options)
        self.state = earlier.state
        self.log = earlier.log
        self.setup_notes = earlier.setup_notes

    # -- where the game stands ------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for (None once it is over)."""
        return self.state.priority

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def reason(self) -> str:
        return self.state.reason

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def players(self) -> list[Player]:
        return self.state.players

    def card(self, iid: int) -> Card:
        return self.state.cards[iid]

    # -- acting ---------------------------------------------------------------------------
    def legal_actions(self, seat: int, manual: bool = True) -> list[Action]:
        """What `seat` may do now: the rule actions (one per choice, with the cheapest
        payment) and, unless `manual=False`, the manual operations."""
        state = self.state
        if state.over:
            return []
        actions = play.rule_actions(state, seat)
        if manual:
            actions.extend(_manual_actions(state, seat))
        return actions

    def act(self, seat: int, action: Action) -> LogEntry:
        """Apply one action for `seat`, or raise IllegalAction saying why not."""
        state = self.state
        if state.over:
            raise IllegalAction("the game is over")
        if not isinstance(seat, int) or not 0 <= seat < len(state.players):
            raise IllegalAction(f"there is no seat {seat!r}")
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an action")
        state.notes = []
        turn, phase = state.turn, state.phase
        if action.manual:
            done = manual.apply(state, seat, action)
            card, secret = done.card, done.secret
        else:
            card = self._rule_action(seat, action)
            secret = False
        phases.settle(state)
        entry = LogEntry(turn, seat, phase, action, card, tuple(state.notes), secret)
        state.notes = []
        self.log.append(entry)
        return entry

    def _rule_action(self, seat: int, action: Action) -> str | None:
        state = self.state
        if state.priority != seat:
            waiting = state.players[state.priority].name if state.priority is not None else "-"
            raise IllegalAction(f"it is not your decision now: the game waits for {waiting}")
        allowed = _PHASE_ACTIONS.get(state.phase, ())
        if not isinstance(action, allowed):
            raise IllegalAction(f"{action.text()!r} is not possible in the {state.phase} phase")
        if isinstance(action, _LIMITED) and state.phase == "action" and seat != state.active:
            raise IllegalAction("only the active player takes Limited actions")
        if state.phase == "dynasty" and state.pending is not None:
            if not isinstance(action, (Pass, Attach)):
                raise IllegalAction("first attach an Ancestor to the new Personality, or pass")
        elif isinstance(action, Attach) and state.phase == "dynasty":
            raise IllegalAction("cards are attached in the action phase")

        if isinstance(action, Pass):
            return self._pass(seat)
        if isinstance(action, Recruit):
            return play.do_recruit(state, seat, action)
        if isinstance(action, Overlay):
            return play.do_overlay(state, seat, action)
        if isinstance(action, Attach):
            title = play.do_attach(state, seat, action)
            if state.phase == "dynasty":
                state.pending = None
            else:
                phases.after_action(state, seat)
            return title
        if isinstance(action, MoveAttachment):
            title = play.do_move(state, seat, action)
            phases.after_action(state, seat)
            return title
        if isinstance(action, Lobby):
            title = play.do_lobby(state, seat, action)
            phases.after_action(state, seat)
            return title
        if isinstance(action, PlayRegion):
            title = play.do_region(state, seat, action)
            if not play.region_choices(state, seat, payment.Payments(state, seat)):
                phases.start_action_phase(state)
            return title
        if isinstance(action, DiscardFromProvince):
            return play.do_discard_province(state, seat, action)
        if isinstance(action, DiscardFromHand):
            title = play.do_discard_hand(state, seat, action)
            if len(state.players[seat].hand) <= play.HAND_LIMIT:
                phases.finish_turn(state)
            return title
        raise IllegalAction(f"{action.text()!r} is not a rule action")

    def _pass(self, seat: int) -> None:
        state = self.state
        phase = state.phase
        if phase == "events":
            phases.start_action_phase(state)
        elif phase == "action":
            phases.after_pass(state, seat)
        elif phase == "dynasty":
            if state.pending is not None:
                state.pending = None
            else:
                phases.start_dynasty_discard(state)
        elif phase == "dynasty-discard":
            phases.end_phase(state)
        elif phase == "end":
            if len(state.players[seat].hand) > play.HAND_LIMIT:
                raise IllegalAction(f"discard down to {play.HAND_LIMIT} cards first")
            phases.finish_turn(state)
        return None

    # -- plain values ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        cards: dict[str, Any] = {}
        for setup in self.setups:
            for defn in setup.cards():
                if defn.key not in cards:
                    cards[defn.key] = defn.to_dict()
        return {
            "version": FORMAT_VERSION,
            "seed": self.seed,
            "options": dict(self.options),
            "cards": cards,
            "setups": [setup.to_dict() for setup in self.setups],
            "setup_notes": list(self.setup_notes),
            "state": self.state.to_dict(),
            "log": [entry.to_dict() for entry in self.log],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Game":
        if data.get("version") != FORMAT_VERSION:
            raise ValueError(f"unknown saved-game version {data.get('version')!r}")
        cards = {key: CardDef.from_dict(value) for key, value in data["cards"].items()}
        setups = [Setup.from_dict(setup, cards) for setup in data["setups"]]
        state = State.from_dict(data["state"], cards)
        game = cls(state, setups, data["seed"], data["options"], data["setup_notes"])
        game.log = [LogEntry.from_dict(entry) for entry in data["log"]]
        return game

    # -- what a player may see ------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        """The game as `seat` sees it: no card in a deck, in another player's hand, or face
        down in a Province (not even his own) is shown, nor the generator's state."""
        state = self.state
        return {
            "seat": seat,
            "turn": state.turn,
            "active": state.active,
            "phase": state.phase,
            "to_act": state.priority,
            "winner": state.winner,
            "reason": phases.REASONS.get(state.reason, ""),
            "favor": state.favor,
            "events_occurred": sorted(state.events_occurred),
            "players": [_player_view(state, player, seat) for player in state.players],
            "log": [_entry_view(entry, seat) for entry in self.log],
        }

    def summary(self) -> dict[str, Any]:
        """Winner, reason and each player's standing, for the playtest command."""
        state = self.state
        players = []
        for player in state.players:
            players.append(
                {
                    "seat": player.seat,
                    "name": player.name,
                    "honor": player.honor,
                    "provinces": len(player.provinces),
                    "hand": len(player.hand),
                    "fate_deck": len(player.fate),
                    "dynasty_deck": len(player.dynasty),
                    "in_play": [_unit_text(state, state.cards[iid]) for iid in player.home],
                    "favor": state.favor == player.seat,
                }
            )
        return {
            "winner": state.players[state.winner].name if state.winner is not None else None,
            "reason": phases.REASONS.get(state.reason, ""),
            # A game that is over ended during its current turn; one that is not has
            # finished every turn before the current one.
            "turns": state.turn if state.over else state.turn - 1,
            "phase": state.phase,
            "actions": len(self.log),
            "players": players,
        }


def _manual_actions(state: State, seat: int) -> list[Action]:
    return list(manual.manual_actions(state, seat))


def _unit_text(state: State, card: Card) -> str:
    text = card.defn.title + (" (bowed)" if card.bowed else "")
    if card.defn.type == PERSONALITY:
        text += f" {stats.force(state, card)}F/{stats.chi(state, card)}C"
    if card.attachments:
        text += " + " + ", ".join(state.cards[iid].defn.title for iid in card.attachments)
    return text


def _card_view(state: State, card: Card) -> dict[str, Any]:
    defn = card.defn
    out: dict[str, Any] = {
        "iid": card.iid,
        "key": defn.key,
        "title": defn.title,
        "type": defn.type,
        "bowed": card.bowed,
    }
    if card.in_play:
        out["force"] = stats.force(state, card)
        out["chi"] = stats.chi(state, card)
        out["tokens"] = [
            f"{delta:+d}{'F' if stat == 'force' else 'C'}"
            for kind, stat, delta, _ in card.mods
            if kind == TOKEN
        ]
        out["abilities"] = [a.text for a in abilities(defn) if a.effect == MANUAL]
        if defn.type == PERSONALITY:
            out["personal_honor"] = stats.personal_honor(card)
            out["dishonored"] = card.dishonored
            out["unit_force"] = stats.unit_force(state, card)
            out["attachments"] = [_card_view(state, state.cards[i]) for i in card.attachments]
            out["under"] = [state.cards[i].defn.title for i in card.stack]
    if card.dead:
        out["dead"] = card.dead
    return out


def _player_view(state: State, player: Player, seat: int) -> dict[str, Any]:
    mine = player.seat == seat
    cards = state.cards

    def pregame(iid: int | None) -> dict[str, Any] | None:
        return None if iid is None else _card_view(state, cards[iid])

    provinces = []
    for province in player.provinces:
        lying = cards[province.card] if province.card is not None else None
        provinces.append(
            {
                "pid": province.pid,
                "strength": player.province_strength,
                "card": None
                if lying is None
                else (_card_view(state, lying) if lying.face_up else {"face_down": True}),
                "attachments": [_card_view(state, cards[i]) for i in province.attachments],
            }
        )
    return {
        "seat": player.seat,
        "name": player.name,
        "honor": player.honor,
        "goldfish": player.goldfish,
        "eliminated": player.eliminated,
        "stronghold": pregame(player.stronghold),
        "sensei": pregame(player.sensei),
        "wind": pregame(player.wind),
        "province_strength": player.province_strength,
        "stronghold_gold": player.stronghold_gold,
        "provinces": provinces,
        "home": [_card_view(state, cards[iid]) for iid in player.home],
        "hand": [_card_view(state, cards[iid]) for iid in player.hand] if mine else None,
        "hand_count": len(player.hand),
        "fate_deck": len(player.fate),
        "dynasty_deck": len(player.dynasty),
        "fate_discard": [_card_view(state, cards[iid]) for iid in player.fate_discard],
        "dynasty_discard": [_card_view(state, cards[iid]) for iid in player.dynasty_discard],
        "removed": [_card_view(state, cards[iid]) for iid in player.removed],
    }


def _entry_view(entry: LogEntry, seat: int) -> dict[str, Any]:
    out = entry.to_dict()
    if entry.secret and entry.seat != seat:
        out["card"] = None
        words = out["action"].split()
        if words[:2] in (["manual", "search"], ["manual", "move"]):
            out["action"] = " ".join(words[:2]) + " (hidden)"
    return out
