"""Built-in players for playtests and property tests. They play by the rules only: never a
manual operation.

`random`: uniform among the rule actions, from its own seeded generator (the game's
generator is for shuffles; a replay re-runs the logged actions and needs no policy).
`pass`: passes whenever it can; otherwise takes the first action offered.
"""

import random
from collections.abc import Callable

from rules.engine.actions import Action, Pass
from rules.engine.game import Game

Policy = Callable[[Game, int], Action]


def random_policy(seed: int | str) -> Policy:
    chooser = random.Random(seed)

    def choose(game: Game, seat: int) -> Action:
        actions = game.legal_actions(seat, manual=False)
        return actions[chooser.randrange(len(actions))]

    return choose


def pass_policy() -> Policy:
    def choose(game: Game, seat: int) -> Action:
        actions = game.legal_actions(seat, manual=False)
        for action in actions:
            if isinstance(action, Pass):
                return action
        return actions[0]

    return choose


POLICIES: dict[str, Callable[[int | str], Policy]] = {
    "random": random_policy,
    "pass": lambda seed: pass_policy(),
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
