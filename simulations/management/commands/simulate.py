"""`python manage.py simulate DECK_FILE --games N --seed S [--opponent DECK_FILE |
--goldfish-strength P] [--turns T] [--json]`: N seeded games of a deck with the engine's
aggressive policy (seeds S to S+N-1), and their figures.

DECK_FILE is a deck list file in any format the builder reads, or the id of a saved deck.
Turns count the simulated deck's own turns. With --json the top level holds `games`,
`wins_by_turn` (turn -> games won by then), `median_win_turn` (null when fewer than half the
games are won) and the other figures, with the seed range, the engine and the policy."""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from decks.lists import DeckListError
from rules.carddefs import DeckNotPlayable, setup_from_argument
from rules.engine.setup import GOLDFISH_STRENGTH
from simulations import figures
from simulations.options import MAX_TURNS, check_options


class Command(BaseCommand):
    help = "Simulate many seeded games of a deck (aggressive policy) and print the figures."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("deck", help="a deck list file, or the id of a saved deck")
        parser.add_argument("--games", type=int, default=1000, help="how many games (1000)")
        parser.add_argument("--seed", type=int, default=1, help="the first game's seed (1)")
        opponent = parser.add_mutually_exclusive_group()
        opponent.add_argument("--opponent", help="a second deck (file or saved deck id)")
        opponent.add_argument(
            "--goldfish-strength",
            type=int,
            default=GOLDFISH_STRENGTH,
            help=f"the goldfish's Province strength (default {GOLDFISH_STRENGTH})",
        )
        parser.add_argument(
            "--turns", type=int, default=10, help=f"the deck's turns a game, 1 to {MAX_TURNS}"
        )
        parser.add_argument("--json", action="store_true", help="print the figures as JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            check_options(
                options["games"],
                options["seed"],
                options["turns"],
                options["goldfish_strength"],
                max_games=None,
            )
            deck = setup_from_argument(options["deck"])
            opponent = setup_from_argument(options["opponent"]) if options["opponent"] else None
        except (DeckListError, DeckNotPlayable, ValueError) as error:
            raise CommandError(str(error)) from error
        first = options["seed"]
        seeds = range(first, first + options["games"])
        tally = figures.run_games(
            deck, seeds, options["turns"], opponent, options["goldfish_strength"]
        )
        result = figures.summary(tally, options["turns"])
        result.update(
            seeds={"first": first, "last": seeds[-1]},
            policy=figures.POLICY,
            engine=figures.engine_version(),
            deck=deck.name,
            opponent=(
                opponent.name if opponent else f"goldfish (strength {options['goldfish_strength']})"
            ),
        )
        if options["json"]:
            self.stdout.write(json.dumps(result, ensure_ascii=False, indent=2))
        else:
            self._print(result)

    def _print(self, r: dict[str, Any]) -> None:
        write = self.stdout.write
        write(
            f"{r['deck']} vs {r['opponent']}: {r['games']} games, seeds {r['seeds']['first']} "
            f"to {r['seeds']['last']}, {r['turn_limit']} turns, {r['policy']} policy, "
            f"engine {r['engine']}"
        )
        write(f"Won {r['wins']}, lost {r['losses']}; victories: {r['victories'] or 'none'}")
        write(
            "Won by turn "
            + ", ".join(f"{t}: {share:.0%}" for t, share in r["win_rate_by"].items())
            + f"; median win turn {r['median_win_turn'] or '-'}, "
            f"90% by turn {r['p90_win_turn'] or '-'}"
        )
        falls = r["last_province_falls"]
        write(
            f"Last Province falls: median turn {falls['median_turn'] or '-'}, "
            f"90% by turn {falls['p90_turn'] or '-'}"
        )
        write(
            f"Three Personalities in play: median turn "
            f"{r['three_personalities_median_turn'] or '-'}; gold Holding among the first "
            f"four Provinces: {r['gold_holding_in_opening']:.0%}"
        )
        write("turn  games  gold  spent  Force  Personalities  Honor")
        per = r["per_turn"]
        for i, reached in enumerate(r["games_reaching_turn"]):
            write(
                f"{i + 1:4}  {reached:5}  {per['gold_available'][i]:4.1f}  "
                f"{per['gold_spent'][i]:5.1f}  {per['force'][i]:5.1f}  "
                f"{per['personalities'][i]:13.1f}  {per['honor'][i]:5.1f}"
            )
        write("card: seen by turn 5, used, stuck unused")
        for card in r["cards"]:
            write(
                f"  {card['copies']}x {card['title']}: {card['seen_by_5']:.0%}, "
                f"{card['used']:.0%}, {card['stuck']:.0%}"
            )
