"""Seeded games of one deck against a goldfish or a second deck, and the figures players ask
about: when the opponent's last Province falls, gold, Force, Personalities and Family Honor
turn by turn, Holdings in the opening Provinces, and each card seen, used or stuck.

Plain Python over the rules engine (no Django). A chunk of games gives a *tally*: plain
counts and sums only, so the tallies of chunks merge into the tally of all their games
(`merge`), and `summary` turns a tally into the figures (averages, median, percentiles).

Turns are the simulated deck's own turns: its first turn is turn 1, whoever went first.
"""

import hashlib
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from rules.engine import Game, Setup
from rules.engine import actions as a
from rules.engine.abilities import gold_ability
from rules.engine.cards import ANCESTOR, FOLLOWER, HOLDING, PERSONALITY
from rules.engine.game import FORMAT_VERSION
from rules.engine.payment import producers
from rules.engine.policies import for_seats
from rules.engine.setup import GOLDFISH_STRENGTH
from rules.engine.state import DYNASTY_DECK, FATE_DECK, PREGAME, PROVINCE, Card, State
from rules.engine.stats import force

POLICY = "aggressive"
MILITARY = "military"
HONOR = "honor"
DECK = 0  # the simulated deck's seat
SEEN_BY_TURN = 5  # "how often is this card seen by turn 5"
WIN_MILESTONES = (6, 8, 10)
OPENING_PROVINCES = 4
PERSONALITIES_WANTED = 3
_PAID = re.compile(r" for (\d+) Gold(?: \((\d+) lost\))?$")
_UNSEEN_ZONES = frozenset({DYNASTY_DECK, FATE_DECK, PREGAME})


@cache
def engine_version() -> str:
    """The saved-game format and a digest of the engine's source: two results with the same
    version came from the same rules and policies."""
    digest = hashlib.sha256()
    for path in sorted((Path(__file__).resolve().parent.parent / "rules" / "engine").glob("*.py")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return f"{FORMAT_VERSION}.{digest.hexdigest()[:10]}"


# -- one game -------------------------------------------------------------------------------
def _force_in_play(state: State, personality: Card) -> int:
    """A unit's Force whether or not it is bowed: the Personality with his Followers and
    Ancestors (as `stats.unit_force` counts them for an unbowed unit)."""
    total = force(state, personality)
    for iid in personality.attachments:
        card = state.cards[iid]
        if card.defn.type in (FOLLOWER, ANCESTOR):
            total += force(state, card)
    return total


def _seen(card: Card) -> bool:
    if card.zone in _UNSEEN_ZONES:
        return False
    return card.face_up or card.zone != PROVINCE


def _stuck(card: Card) -> bool:
    """Drawn or turned face up, and still waiting in the hand or a Province."""
    return card.zone == "hand" or (card.zone == PROVINCE and card.face_up)


class _Recorder:
    """Figures of one game, turn by turn of the simulated deck."""

    def __init__(self, game: Game) -> None:
        self.game = game
        state = game.state
        player = state.players[DECK]
        pregame = (player.stronghold, player.sensei, player.wind)
        self.cards = [
            card for card in state.cards.values() if card.owner == DECK and card.iid not in pregame
        ]
        self.gold_holding = any(
            (card := state.cards[p.card]).defn.type == HOLDING and gold_ability(card.defn)
            for p in player.provinces[:OPENING_PROVINCES]
            if p.card is not None
        )
        self.turn = 0  # the deck's turns begun
        self.game_turn: int | None = None  # the game's turn number of the deck's current turn
        self.open = False
        self.gold_available: list[int] = []
        self.gold_spent: list[int] = []
        self.force: list[int] = []
        self.personalities: list[int] = []
        self.honor: list[int] = []
        self.seen_early: set[int] | None = None
        # Cards thrown away unplayed: over the hand limit, or from a Province.
        self.discarded: set[int] = set()

    def begin(self) -> None:
        state = self.game.state
        self.turn += 1
        self.game_turn = state.turn
        self.open = True
        self.gold_available.append(sum(producers(state, DECK).values()))
        self.gold_spent.append(0)

    def close(self) -> None:
        state = self.game.state
        player = state.players[DECK]
        units = [
            state.cards[iid]
            for iid in player.home
            if state.cards[iid].defn.type == PERSONALITY and state.cards[iid].controller == DECK
        ]
        self.personalities.append(len(units))
        self.force.append(sum(_force_in_play(state, unit) for unit in units))
        self.honor.append(player.honor)
        if self.turn == SEEN_BY_TURN:
            self.seen_early = {card.iid for card in self.cards if _seen(card)}
        self.open = False

    def discarding(self, action: a.Action) -> None:
        if isinstance(action, a.DiscardFromHand):
            self.discarded.add(action.card)
        elif isinstance(action, a.DiscardFromProvince):
            province = self.game.state.players[DECK].province(action.pid)
            if province is not None and province.card is not None:
                self.discarded.add(province.card)

    def stuck(self, card: Card) -> bool:
        return _stuck(card) or card.iid in self.discarded

    def paid(self, notes: Iterable[str]) -> None:
        for note in notes:
            found = _PAID.search(note)
            if found and self.gold_spent:
                self.gold_spent[-1] += int(found[1]) - int(found[2] or 0)


def play_game(
    deck: Setup,
    seed: int,
    turns: int,
    opponent: Setup | None = None,
    goldfish_strength: int = GOLDFISH_STRENGTH,
) -> dict[str, Any]:
    """Play one game (the aggressive policy on every seat) until it is won or the deck has
    had `turns` turns, and return its figures."""
    return simulated_game(deck, seed, turns, opponent, goldfish_strength)[1]


def simulated_game(
    deck: Setup,
    seed: int,
    turns: int,
    opponent: Setup | None = None,
    goldfish_strength: int = GOLDFISH_STRENGTH,
) -> tuple[Game, dict[str, Any]]:
    """The game `play_game` plays (to open it on the playtest table), with its figures."""
    setups = [deck] if opponent is None else [deck, opponent]
    game = Game.new(setups, seed, goldfish=opponent is None, goldfish_strength=goldfish_strength)
    policies = for_seats(POLICY, seed, len(game.players))
    state = game.state
    record = _Recorder(game)
    while not game.over:
        if state.active == DECK and state.turn != record.game_turn:
            if record.open:
                record.close()
            if record.turn == turns:
                break
            record.begin()
        elif record.open and state.turn != record.game_turn:
            record.close()
        seat = game.to_act
        action = policies[seat](game, seat)
        if seat == DECK:
            record.discarding(action)
        entry = game.act(seat, action)
        if entry.seat == DECK:
            record.paid(entry.notes)
    win_turn = None
    if game.over:
        # A win at the start of a turn (an Honor Victory) belongs to that new turn.
        if state.active == DECK and state.turn != record.game_turn:
            if record.open:
                record.close()
            record.begin()
        if record.open:
            record.close()
        if game.winner == DECK and record.turn <= turns:
            win_turn = record.turn
    seen = record.seen_early
    if seen is None:
        seen = {card.iid for card in record.cards if _seen(card)}
    three = next(
        (turn for turn, n in enumerate(record.personalities, 1) if n >= PERSONALITIES_WANTED),
        None,
    )
    cards: dict[str, list[Any]] = {}
    for card in record.cards:
        entry = cards.setdefault(card.defn.key, [card.defn.title, 0, False, False, False])
        entry[1] += 1
        entry[2] = entry[2] or card.iid in seen
        stuck = record.stuck(card)
        entry[3] = entry[3] or (_seen(card) and not stuck)
        entry[4] = entry[4] or stuck
    return game, {
        "seed": seed,
        "turns": len(record.personalities),
        "winner": None if game.winner is None else ("deck" if game.winner == DECK else "opponent"),
        "reason": state.reason,
        "win_turn": win_turn,
        "gold_available": record.gold_available,
        "gold_spent": record.gold_spent,
        "force": record.force,
        "personalities": record.personalities,
        "honor": record.honor,
        "three_personalities": three,
        "gold_holding": record.gold_holding,
        "cards": cards,
    }


# -- tallies of many games ------------------------------------------------------------------
PER_TURN = ("gold_available", "gold_spent", "force", "personalities", "honor")


def empty_tally() -> dict[str, Any]:
    return {
        "games": 0,
        "win_turns": {},
        "fall_turns": {},
        "reasons": {},
        "losses": 0,
        "per_turn": {name: [] for name in PER_TURN},
        "turns_reached": [],
        "three_personalities": {},
        "gold_holding": 0,
        "cards": {},
        "outcomes": [],
    }


def _add_counts(into: dict[str, int], key: Any, n: int = 1) -> None:
    key = str(key)
    into[key] = into.get(key, 0) + n


def _add_lists(into: list[int], values: list[int]) -> None:
    for index, value in enumerate(values):
        if index < len(into):
            into[index] += value
        else:
            into.append(value)


def add_game(tally: dict[str, Any], game: dict[str, Any]) -> dict[str, Any]:
    tally["games"] += 1
    if game["winner"] == "deck":
        if game["win_turn"] is not None:
            _add_counts(tally["win_turns"], game["win_turn"])
            if game["reason"] == MILITARY:
                _add_counts(tally["fall_turns"], game["win_turn"])
        _add_counts(tally["reasons"], game["reason"])
    elif game["winner"] == "opponent":
        tally["losses"] += 1
    for name in PER_TURN:
        _add_lists(tally["per_turn"][name], game[name])
    _add_lists(tally["turns_reached"], [1] * game["turns"])
    if game["three_personalities"] is not None:
        _add_counts(tally["three_personalities"], game["three_personalities"])
    tally["gold_holding"] += bool(game["gold_holding"])
    for key, (title, copies, seen, used, stuck) in game["cards"].items():
        card = tally["cards"].setdefault(
            key, {"title": title, "copies": copies, "seen_by_5": 0, "used": 0, "stuck": 0}
        )
        card["seen_by_5"] += seen
        card["used"] += used
        card["stuck"] += stuck
    tally["outcomes"].append([game["seed"], game["win_turn"], game["turns"]])
    return tally


def tally_games(games: Iterable[dict[str, Any]]) -> dict[str, Any]:
    tally = empty_tally()
    for game in games:
        add_game(tally, game)
    return tally


def merge(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """The tally of the games of both (neither is changed)."""
    out = empty_tally()
    for part in (first, second):
        out["games"] += part["games"]
        out["losses"] += part["losses"]
        out["gold_holding"] += part["gold_holding"]
        for name in ("win_turns", "fall_turns", "reasons", "three_personalities"):
            for key, n in part[name].items():
                _add_counts(out[name], key, n)
        for name in PER_TURN:
            _add_lists(out["per_turn"][name], part["per_turn"][name])
        _add_lists(out["turns_reached"], part["turns_reached"])
        for key, card in part["cards"].items():
            mine = out["cards"].setdefault(key, {**card, "seen_by_5": 0, "used": 0, "stuck": 0})
            for name in ("seen_by_5", "used", "stuck"):
                mine[name] += card[name]
        out["outcomes"].extend(part["outcomes"])
    out["outcomes"].sort()
    return out


def run_games(
    deck: Setup,
    seeds: Iterable[int],
    turns: int,
    opponent: Setup | None = None,
    goldfish_strength: int = GOLDFISH_STRENGTH,
) -> dict[str, Any]:
    """The tally of one game per seed."""
    return tally_games(play_game(deck, seed, turns, opponent, goldfish_strength) for seed in seeds)


# -- figures ------------------------------------------------------------------------------
def _by_turn(counts: dict[str, int], turns: int) -> dict[str, int]:
    """Turn -> how many games had it happen by then (cumulative)."""
    out: dict[str, int] = {}
    running = 0
    for turn in range(1, turns + 1):
        running += counts.get(str(turn), 0)
        out[str(turn)] = running
    return out


def _turn_reached_by(cumulative: dict[str, int], games: int, share: float) -> int | None:
    """The first turn by which at least `share` of all games had it happen; None if never."""
    for turn, count in cumulative.items():
        if games and count >= share * games:
            return int(turn)
    return None


def summary(tally: dict[str, Any], turns: int) -> dict[str, Any]:
    """The figures of a tally: everything a results page or `--json` shows."""
    games = tally["games"]
    wins_by_turn = _by_turn(tally["win_turns"], turns)
    reached = tally["turns_reached"]
    per_turn = {
        name: [round(total / reached[i], 3) for i, total in enumerate(values)]
        for name, values in tally["per_turn"].items()
    }
    three_by = _by_turn(tally["three_personalities"], turns)
    falls_by_turn = _by_turn(tally["fall_turns"], turns)
    cards = sorted(
        (
            {
                "key": key,
                "title": card["title"],
                "copies": card["copies"],
                "seen_by_5": _share(card["seen_by_5"], games),
                "used": _share(card["used"], games),
                "stuck": _share(card["stuck"], games),
            }
            for key, card in tally["cards"].items()
        ),
        key=lambda card: (card["title"], card["key"]),
    )
    won = sum(tally["win_turns"].values())
    return {
        "games": games,
        "turn_limit": turns,
        "wins": won,
        "losses": tally["losses"],
        "win_turns": {str(t): tally["win_turns"].get(str(t), 0) for t in range(1, turns + 1)},
        "wins_by_turn": wins_by_turn,
        "win_rate_by": {
            str(t): _share(wins_by_turn.get(str(t), 0), games) for t in WIN_MILESTONES if t <= turns
        },
        "median_win_turn": _turn_reached_by(wins_by_turn, games, 0.5),
        "p90_win_turn": _turn_reached_by(wins_by_turn, games, 0.9),
        "victories": dict(sorted(tally["reasons"].items())),
        "honor_victories": tally["reasons"].get(HONOR, 0),
        "last_province_falls": {
            "turns": {str(t): tally["fall_turns"].get(str(t), 0) for t in range(1, turns + 1)},
            "by_turn": falls_by_turn,
            "median_turn": _turn_reached_by(falls_by_turn, games, 0.5),
            "p90_turn": _turn_reached_by(falls_by_turn, games, 0.9),
        },
        "per_turn": per_turn,
        "games_reaching_turn": list(reached),
        "three_personalities_by_turn": {t: _share(n, games) for t, n in three_by.items()},
        "three_personalities_median_turn": _turn_reached_by(three_by, games, 0.5),
        "gold_holding_in_opening": _share(tally["gold_holding"], games),
        "cards": cards,
    }


def _share(count: int, games: int) -> float:
    return round(count / games, 4) if games else 0.0
