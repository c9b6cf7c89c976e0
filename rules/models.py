"""Saved playtest games: the decks as the game started, the seed and the action log.

A game is a function of its set-up, its seed and its log (`rules.engine.Game.replay`), so a
saved game stores exactly those and replays on every request. The set-up is a snapshot of
the engine's cards, not a reference: editing or re-importing the deck later changes nothing
in a game already started. The deck references stay for links ("play this deck again").

Who may act: the user who started the game, or, for a visitor, the browser session that
started it (a random key kept in the session, so it survives the new session key Django
issues at login; a visitor's games become his when he logs in). Anyone with the link may
look at a game read-only.
"""

import secrets
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from django.conf import settings
from django.db import models

from decks.models import Deck, Visibility
from rules.carddefs import deck_setup
from rules.engine import Action, CardDef, Game, LogEntry, Setup, parse_action
from rules.engine.policies import POLICIES
from rules.engine.setup import GOLDFISH_NAME, GOLDFISH_STRENGTH
from rules.table import PHASES, describe

MAX_SEED = 2**63 - 1
MAX_GOLDFISH_STRENGTH = 99
MAX_PLAYERS = 6
MAX_NAME_LENGTH = 40
# The policy helper stops after this many actions even if its goal is not reached.
AUTOPLAY_LIMIT = 2000

# goal -> (what the button says, why nothing happened when it had nothing to do)
AUTOPLAY_GOALS: dict[str, tuple[str, str]] = {
    "choice": (
        "Pass until there is a choice",
        "there is a choice to make now (passing is not the only rule action)",
    ),
    "seat": ("Let the policy play until my decision", "it is already that seat's decision"),
    "turn": ("Let the policy finish this turn", "the game is over"),
}


class StaleGame(ValueError):
    """The action was chosen on a page showing an earlier moment of the game."""


class ReplayBroken(ValueError):
    """A saved log no longer replays (the engine changed): `index` is the first bad action."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"action {index + 1} of the saved log no longer replays: {reason}")
        self.index = index
        self.reason = reason


def player_names(names: Sequence[str], deck_names: Sequence[str], goldfish: bool) -> list[str]:
    """The players' names by seat: those given (trimmed), a deck's name for any left
    empty. ValueError when one is too long or two players would share a name."""
    out = []
    for seat, deck_name in enumerate(deck_names):
        name = " ".join(str(names[seat]).split()) if seat < len(names) else ""
        if len(name) > MAX_NAME_LENGTH:
            raise ValueError(f"a player's name has at most {MAX_NAME_LENGTH} characters")
        out.append(name or deck_name or f"Player {seat + 1}")
    taken = [*out, GOLDFISH_NAME] if goldfish else out
    for name in out:
        if taken.count(name) > 1:
            raise ValueError(f"two players are named {name!r}: give each player a name of his own")
    return out


def new_seed() -> int:
    return secrets.randbelow(2**31)


def new_visitor_key() -> str:
    return secrets.token_urlsafe(24)


def setups_snapshot(setups: list[Setup]) -> dict[str, Any]:
    """The decks as plain values: each distinct card once, the decks by card key."""
    cards: dict[str, Any] = {}
    for setup in setups:
        for defn in setup.cards():
            cards.setdefault(defn.key, defn.to_dict())
    return {"cards": cards, "setups": [setup.to_dict() for setup in setups]}


class SavedGame(models.Model):
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="playtest_games",
        help_text="Empty for a visitor's game (see `visitor`).",
    )
    visitor = models.CharField(
        max_length=64,
        blank=True,
        db_index=True,
        help_text="The key kept in the visitor's session that started the game.",
    )
    deck = models.ForeignKey(
        Deck, null=True, blank=True, on_delete=models.SET_NULL, related_name="playtest_games"
    )
    opponent_deck = models.ForeignKey(
        Deck, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    setups = models.JSONField(help_text="The engine's cards and decks as the game started.")
    seed = models.BigIntegerField()
    goldfish = models.BooleanField(default=False)
    goldfish_strength = models.PositiveSmallIntegerField(default=GOLDFISH_STRENGTH)
    log = models.JSONField(default=list, blank=True, help_text="Every action, in order.")
    # What the list of games shows, kept so that it needs neither decks nor log.
    title = models.CharField(max_length=500, blank=True)
    actions = models.PositiveIntegerField(default=0)
    turn = models.PositiveIntegerField(default=1)
    phase = models.CharField(max_length=32, blank=True)
    winner = models.CharField(max_length=200, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated", "-id"]

    def __str__(self) -> str:
        return self.title or f"Game {self.pk}"

    # -- starting -------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        deck: Deck,
        opponent: Deck | None = None,
        *,
        others: Sequence[Deck] = (),
        names: Sequence[str] = (),
        goldfish_strength: int = GOLDFISH_STRENGTH,
        seed: int | None = None,
        owner: Any = None,
        visitor: str = "",
    ) -> "SavedGame":
        """Set up a new game from saved decks (goldfish when there is no opponent; hot-seat
        for two players or more with `others`) and save it. `names` are the players' names
        by seat (a deck's name where none is given). DeckNotPlayable or ValueError say what
        keeps the decks from being played."""
        seed = new_seed() if seed is None else seed
        if not 0 <= seed <= MAX_SEED:
            raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}")
        if not 0 <= goldfish_strength <= MAX_GOLDFISH_STRENGTH:
            raise ValueError(
                f"the goldfish's Province strength must be from 0 to {MAX_GOLDFISH_STRENGTH}"
            )
        if others and opponent is None:
            raise ValueError("choose the first opponent's deck before the others'")
        decks = [deck, *([opponent] if opponent is not None else []), *others]
        if len(decks) > MAX_PLAYERS:
            raise ValueError(f"a game has at most {MAX_PLAYERS} players, not {len(decks)}")
        goldfish = opponent is None
        players = player_names(names, [d.name for d in decks], goldfish)
        setups = [
            replace(deck_setup(d.deck_list(), d.name), name=name)
            for d, name in zip(decks, players, strict=False)
        ]
        game = Game.new(setups, seed, goldfish=goldfish, goldfish_strength=goldfish_strength)
        saved = cls(
            deck=deck,
            opponent_deck=opponent,
            setups={**setups_snapshot(setups), "decks": [d.name for d in decks]},
            seed=seed,
            goldfish=goldfish,
            goldfish_strength=goldfish_strength,
        )
        saved._belong_to(owner, visitor)
        saved.record(game, save=False)
        saved.save()
        return saved

    def restart(self, seed: int | None = None, owner: Any = None, visitor: str = "") -> "SavedGame":
        """A new game with this one's decks as they were when it started (the set-up
        snapshot, not the saved decks of today), with `seed` or a random one."""
        copy = SavedGame(
            deck=self.deck,
            opponent_deck=self.opponent_deck,
            setups=self.setups,
            seed=new_seed() if seed is None else seed,
            goldfish=self.goldfish,
            goldfish_strength=self.goldfish_strength,
        )
        copy._belong_to(owner, visitor)
        copy.record(copy.new_game(), save=False)
        copy.save()
        return copy

    def _belong_to(self, owner: Any, visitor: str) -> None:
        if owner is not None and owner.is_authenticated:
            self.owner, self.visitor = owner, ""
        elif visitor:
            self.owner, self.visitor = None, visitor
        else:
            raise ValueError("a game needs an owner: a user or a visitor's session")

    # -- the game -------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [
            setup.get("name") or f"Seat {seat}" for seat, setup in enumerate(self.setups["setups"])
        ]

    @property
    def deck_names(self) -> list[str]:
        """The decks' names as the game started (games saved before players were named
        carry them as the players' names)."""
        return list(self.setups.get("decks") or self.names)

    def make_title(self) -> str:
        names = self.deck_names
        if self.goldfish:
            return f"{names[0]} vs a goldfish (Provinces of {self.goldfish_strength})"
        return " vs ".join(names)

    @property
    def phase_label(self) -> str:
        return PHASES.get(self.phase, self.phase)

    def setup_list(self) -> list[Setup]:
        cards = {key: CardDef.from_dict(value) for key, value in self.setups["cards"].items()}
        return [Setup.from_dict(setup, cards) for setup in self.setups["setups"]]

    def new_game(self) -> Game:
        return Game.new(
            self.setup_list(),
            self.seed,
            goldfish=self.goldfish,
            goldfish_strength=self.goldfish_strength,
        )

    def game(self, words: list[str] | None = None) -> Game:
        """The game as it stands: a replay of the saved log. ReplayBroken names the first
        action that no longer applies. Given a list, `words` receives each action in words
        as its player saw it just before taking it (the table's log)."""
        game = self.new_game()
        for index, entry in enumerate(self.log):
            try:
                action = parse_action(entry["action"])
                if words is not None:
                    words.append(describe(game, entry["seat"], action))
                game.act(entry["seat"], action)
            except (KeyError, TypeError, ValueError) as error:
                raise ReplayBroken(index, str(error)) from error
        return game

    def truncate(self, keep: int) -> None:
        """Keep only the first `keep` actions of the log (those that still replay)."""
        self.log = self.log[:keep]
        self.record(self.game())

    def record(self, game: Game, save: bool = True) -> None:
        """Keep the game's log and where it stands."""
        self.log = [entry.to_dict() for entry in game.log]
        self.title = self.make_title()[: self._meta.get_field("title").max_length]
        self.actions = len(self.log)
        self.turn = game.turn
        self.phase = game.phase
        self.winner = game.players[game.winner].name if game.winner is not None else ""
        if save:
            self.save()

    # -- who may do what ------------------------------------------------------------------
    def can_act(self, user: Any, visitor: str) -> bool:
        if self.owner_id is not None:
            return bool(user is not None and user.is_authenticated and user.pk == self.owner_id)
        return bool(self.visitor) and secrets.compare_digest(self.visitor, visitor or "")

    def can_read(self, user: Any, visitor: str) -> bool:
        """Games follow their decks: private to the player who started them unless every
        deck in them is shared (by link or published)."""
        if self.can_act(user, visitor):
            return True
        if self.deck is None:
            return False
        decks = [deck for deck in (self.deck, self.opponent_deck) if deck is not None]
        return all(
            deck.owner_id is None or deck.visibility in (Visibility.LINK, Visibility.PUBLIC)
            for deck in decks
        )

    def playing_seats(self) -> list[int]:
        """The seats a person drives (a goldfish never decides anything)."""
        return [0] if self.goldfish else list(range(len(self.setups["setups"])))

    # -- changing the game (call on a row locked with select_for_update) -------------------
    def _check_fresh(self, game: Game, expected: int | None) -> None:
        if expected is not None and expected != len(game.log):
            now = len(game.log)
            raise StaleGame(
                f"the game has moved on since that page was shown ({now} action"
                f"{'' if now == 1 else 's'} now, {expected} then): look at the table again "
                "and choose anew"
            )

    def act(self, seat: int, action: Action | str, expected: int | None = None) -> LogEntry:
        """Apply one action for `seat` and save it. A text is read with `parse_action`;
        ValueError (IllegalAction, StaleGame) says why nothing happened."""
        game = self.game()
        self._check_fresh(game, expected)
        if isinstance(action, str):
            action = parse_action(action.strip())
        if seat not in range(len(game.players)) or game.players[seat].goldfish:
            raise ValueError(f"seat {seat} is not a seat you play")
        entry = game.act(seat, action)
        self.record(game)
        return entry

    def undo(self, expected: int | None = None) -> LogEntry:
        """Take back the last action (a replay without it); returns the action undone."""
        game = self.game()
        self._check_fresh(game, expected)
        if not game.log:
            raise ValueError("there is nothing to undo")
        last = game.log[-1]
        game.undo()
        self.record(game)
        return last

    def autoplay(
        self,
        until: str,
        policy: str = "random",
        seat: int | None = None,
        expected: int | None = None,
    ) -> list[LogEntry]:
        """Let a built-in policy act until a goal is reached (see AUTOPLAY_GOALS), then save.

        "choice": pass while passing is the only rule action, stopping at a real choice or
        at the start of the next turn. "seat": the policy plays whoever is to act until
        `seat` is. "turn": the policy plays until the next turn begins."""
        if until not in AUTOPLAY_GOALS:
            raise ValueError(f"unknown goal {until!r}: use one of {', '.join(AUTOPLAY_GOALS)}")
        if policy not in POLICIES:
            raise ValueError(f"unknown policy {policy!r}: use one of {', '.join(POLICIES)}")
        game = self.game()
        self._check_fresh(game, expected)
        if until == "seat" and seat not in self.playing_seats():
            raise ValueError(f"seat {seat} is not a seat you play")
        chooser = POLICIES[policy](f"{self.seed}/{len(game.log)}")
        start_turn = game.turn
        taken: list[LogEntry] = []
        while not game.over and len(taken) < AUTOPLAY_LIMIT:
            to_act = game.to_act
            if to_act is None or (until == "seat" and to_act == seat):
                break
            if until == "turn" and game.turn != start_turn:
                break
            if until == "choice":
                actions = game.legal_actions(to_act, manual=False)
                if game.turn != start_turn or [a.text() for a in actions] != ["pass"]:
                    break
                action = actions[0]
            else:
                action = chooser(game, to_act)
            taken.append(game.act(to_act, action))
        if not taken:
            raise ValueError(AUTOPLAY_GOALS[until][1])
        self.record(game)
        return taken
