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

from rules.engine import attack, duel, manual, phases, pipeline, reactions, rounds, stats
from rules.engine import battlefield as bf
from rules.engine.abilities import MANUAL, abilities
from rules.engine.actions import Action, AsAction, parse_action
from rules.engine.cards import PERSONALITY, CardDef, Setup
from rules.engine.errors import IllegalAction
from rules.engine.setup import GOLDFISH_STRENGTH, build
from rules.engine.state import TOKEN, Card, Player, State

# 2: the pipeline of steps, battles and card play (part 2). A game saved in format 1 went
# through turns without attack phases; its log does not replay under these rules.
FORMAT_VERSION = 2
# Modules whose steps the pipeline runs (imported for their registrations).
_STEPS = (attack, duel, reactions, rounds)


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
        pipeline.run(state)
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
        actions = pipeline.legal(state, seat)
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
        secret = False
        if isinstance(action, AsAction):
            done = self._as_action(seat, action)
            card, secret = done.card, done.secret
        elif action.manual:
            done = manual.apply(state, seat, action)
            card, secret = done.card, done.secret
        else:
            card = pipeline.answer(state, seat, action)
        pipeline.run(state)
        if phases.settle(state):
            pipeline.run(state)
        entry = LogEntry(turn, seat, phase, action, card, tuple(state.notes), secret)
        state.notes = []
        self.log.append(entry)
        return entry

    def _as_action(self, seat: int, action: AsAction) -> manual.Done:
        """A manual operation taken as the player's action in a round of actions."""
        state = self.state
        found = pipeline.top(state)
        if found is None or found[1]["step"] != "round" or state.priority != seat:
            raise IllegalAction(
                "a manual operation counts as your action only when it is your turn to act "
                "in an action phase or a battle"
            )
        done = manual.apply(state, seat, action.inner)
        rounds.took_action(found[1])
        return done

    @property
    def waiting_for(self) -> str | None:
        """What the game waits for inside its phase ("battle", "infantry maneuvers", ...)."""
        return pipeline.waiting_label(self.state)

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
        version = data.get("version")
        if version != FORMAT_VERSION:
            if isinstance(version, int) and version < FORMAT_VERSION:
                raise ValueError(
                    f"this game was saved by an older rules engine (format {version}) that "
                    "played no battles; it cannot be resumed: start a new game from its decks"
                )
            raise ValueError(f"unknown saved-game version {version!r}")
        cards = {key: CardDef.from_dict(value) for key, value in data["cards"].items()}
        setups = [Setup.from_dict(setup, cards) for setup in data["setups"]]
        state = State.from_dict(data["state"], cards)
        from rules.engine.group_bonus import restored

        restored(state)
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
            "waiting_for": self.waiting_for,
            "attack": _attack_view(state),
            "duel": _duel_view(state, seat),
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
            out["personal_honor"] = stats.personal_honor(state, card)
            out["dishonored"] = card.dishonored
            out["unit_force"] = stats.unit_force(state, card)
            out["attachments"] = [_card_view(state, state.cards[i]) for i in card.attachments]
            out["under"] = [state.cards[i].defn.title for i in card.stack]
    if card.battle is not None:
        out["battle"] = card.battle
    if card.dead:
        out["dead"] = card.dead
    if card.destroyed:
        out["destroyed"] = True
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
                "strength": stats.province_strength(state, player.seat, province.pid),
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


def _attack_view(state: State) -> dict[str, Any] | None:
    """Who attacks whom, and each battlefield's armies and Force totals as they stand."""
    data = state.attack
    if data is None:
        return None
    fields = []
    defender = state.players[data["defender"]]
    for province in defender.provinces:
        units = list(bf.units_at(state, province.pid))
        if not units:
            continue
        result = attack.outcome(state, province.pid)
        fields.append(
            {
                "pid": province.pid,
                "current": data["battle"] == province.pid,
                "resolved": province.pid in data["resolved"],
                "attacking": [u.iid for u in units if u.controller in data["attackers"]],
                "defending": [u.iid for u in units if u.controller in data["defenders"]],
                "attacking_force": result["attacking"],
                "defending_force": result["defending"],
                "strength": result["strength"],
            }
        )
    return {
        "attacker": data["attacker"],
        "defender": data["defender"],
        "attackers": list(data["attackers"]),
        "defenders": list(data["defenders"]),
        "battle": data["battle"],
        "terrain": data["terrain"],
        "battlefields": fields,
    }


def _duel_view(state: State, seat: int) -> dict[str, Any] | None:
    """The duel under way: the duelists, and how many Focus cards each has laid (only their
    own player sees which)."""
    for frame in reversed(state.stack):
        if frame["step"] == "duel":
            out: dict[str, Any] = {
                "challenger": frame["challenger"],
                "challenged": frame["challenged"],
                "source": frame["source"],
                "stage": frame["stage"],
                "focus": {},
            }
            for iid, cards in frame["focus"].items():
                # Revealed at the strike, while their Focus Effects happen.
                mine = state.cards[int(iid)].controller == seat or frame["stage"] == "resolve"
                out["focus"][iid] = {
                    "count": len(cards),
                    "cards": [state.cards[c].defn.title for c in cards] if mine else None,
                }
            return out
    return None


def _entry_view(entry: LogEntry, seat: int) -> dict[str, Any]:
    out = entry.to_dict()
    if entry.seat != seat and out["action"].startswith("choose "):
        # A card chosen in a hand or a deck: its notes say what the card text shows.
        out["action"] = "choose (hidden)"
    if entry.secret and entry.seat != seat:
        out["card"] = None
        words = out["action"].split()
        if words[:2] in (["manual", "search"], ["manual", "move"]):
            out["action"] = " ".join(words[:2]) + " (hidden)"
    return out
