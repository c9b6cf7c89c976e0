"""Rules engine speed: seeded games between the Ivory Edition starter decks, battles on.

    .venv/bin/python bench/playtest_games.py [--games N] [--turns T] [--policy P]
        [--database-url URL]

Reads the nine decks from ../shared/decks/l5d as the site loads its starters (a misspelt line
read as its card) through the deck builder's parser and the catalogue
(its own scratch database: BENCH_RULES_DATABASE_URL, default a SQLite file in the system's
temporary directory; migrated, and the pool imported from L5R_CARD_DATA when it holds no
cards). Then it plays the games (every pair of playable decks in turn, the random policy on
both seats by default: it attacks, assigns, plays cards, duels; 20 warm-up games first, not
counted) and prints games per
second, actions per second, the time per action and how many attacks and battles the games
had, then the same for replaying every game from its log. Target: at least 150 games of 10
turns per second (measure on a quiet machine: two cores shared with other work halve it).
"""

import argparse
import gc
import os
import tempfile
import time
from pathlib import Path

from scratch import prepare_database

DEFAULT_URL = f"sqlite:///{Path(tempfile.gettempdir()) / 'l5rdb_bench_rules.sqlite3'}"
TARGET_GAMES_PER_SECOND = 150.0
WARMUP_GAMES = 20


def ivory_setups() -> list:
    from django.conf import settings

    from rules.carddefs import DeckNotPlayable, starter_setup

    folder = Path(settings.BASE_DIR).parent / "shared" / "decks" / "l5d"
    setups = []
    for path in sorted(folder.glob("Ivory *.l5d")):
        try:
            setups.append(starter_setup(path))
        except DeckNotPlayable as error:
            print(f"  skipped {path.name}: {error}")
    if len(setups) < 2:
        raise SystemExit(f"fewer than two playable Ivory decks in {folder}")
    return setups


def run(games: int, turns: int, policy: str) -> float:
    from rules.engine import Game
    from rules.engine.actions import Attack
    from rules.engine.policies import for_seats, play

    setups = ivory_setups()
    count = len(setups)
    print(f"{count} Ivory decks; {games} games of {turns} turns, {policy} policy")

    def pairing(seed: int) -> tuple:
        # Every pair of decks in turn, each deck first as often as second.
        return setups[seed % count], setups[(seed + 1 + (seed // count) % (count - 1)) % count]

    # Warm-up games (not counted) fill the engine's per-card caches, as in a long-running
    # server; then the decks, the catalogue and those caches are kept out of the collector's
    # way for the whole run.
    for seed in range(-WARMUP_GAMES, 0):
        play(Game.new(list(pairing(seed)), seed), for_seats(policy, seed, 2), turns)
    gc.collect()
    gc.freeze()
    playing = replaying = cpu = 0.0
    actions = over = attacks = battles = 0
    for seed in range(games):
        first, second = pairing(seed)
        started, cpu_started = time.perf_counter(), time.process_time()
        game = Game.new([first, second], seed)
        play(game, for_seats(policy, seed, 2), turns)
        playing += time.perf_counter() - started
        cpu += time.process_time() - cpu_started
        started = time.perf_counter()
        Game.replay(game.setups, game.seed, game.log)
        replaying += time.perf_counter() - started
        actions += len(game.log)
        over += game.over
        attacks += sum(isinstance(e.action, Attack) for e in game.log)
        battles += sum(note.startswith("resolution at") for e in game.log for note in e.notes)
    rate = games / playing
    print(
        f"play:   {rate:7.1f} games/s  {actions / playing:9.0f} actions/s  "
        f"{playing / actions * 1e6:6.1f} us/action  ({actions / games:.0f} actions a game, "
        f"{over} won before the limit)"
    )
    # On a shared machine the wall clock counts the other processes' turns too; the CPU this
    # process spent playing is the steadier figure to compare two commits by.
    print(f"        {games / cpu:7.1f} games per second of this process's CPU")
    print(f"        {attacks / games:.1f} attacks and {battles / games:.1f} battles a game")
    print(f"replay: {games / replaying:7.1f} games/s  {actions / replaying:9.0f} actions/s")
    verdict = "meets" if rate >= TARGET_GAMES_PER_SECOND else "MISSES"
    print(f"{verdict} the target of {TARGET_GAMES_PER_SECOND:.0f} games of 10 turns per second")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--policy", default="random", choices=("random", "aggressive"))
    parser.add_argument(
        "--database-url", default=os.environ.get("BENCH_RULES_DATABASE_URL", DEFAULT_URL)
    )
    args = parser.parse_args()
    prepare_database(args.database_url)
    run(args.games, args.turns, args.policy)


if __name__ == "__main__":
    main()
