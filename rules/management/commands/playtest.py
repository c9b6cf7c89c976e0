"""`python manage.py playtest DECK [--opponent DECK | --goldfish] --seed N --turns T
--policy random|pass|aggressive [--json]`: play a game with a built-in policy and summarise it.

DECK is a deck list file (any format the deck builder reads) or the id of a saved deck. The
policies play by the rules only (no manual operations); `random` picks uniformly among the
rule actions from a seed derived from --seed, `pass` passes whenever it can, `aggressive`
recruits, equips and attacks when its army can win a battle. A turn is one
player's turn («Структура хода»), so 10 turns are five for each of two players."""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from decks.lists import DeckListError
from rules.carddefs import DeckNotPlayable, setup_from_argument
from rules.engine import Game
from rules.engine.policies import POLICIES, for_seats, play
from rules.engine.setup import GOLDFISH_STRENGTH


class Command(BaseCommand):
    help = "Play a game between two decks (or against a goldfish) with a built-in policy."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("deck", help="a deck list file, or the id of a saved deck")
        opponent = parser.add_mutually_exclusive_group(required=True)
        opponent.add_argument("--opponent", help="the second deck (file or saved deck id)")
        opponent.add_argument(
            "--goldfish", action="store_true", help="play against a passive opponent"
        )
        parser.add_argument(
            "--goldfish-strength",
            type=int,
            default=GOLDFISH_STRENGTH,
            help=f"the goldfish's Province strength (default {GOLDFISH_STRENGTH})",
        )
        parser.add_argument("--seed", type=int, default=1, help="the game's seed (default 1)")
        parser.add_argument(
            "--turns",
            type=int,
            default=10,
            help="turn limit, counting each player's turn (default 10)",
        )
        parser.add_argument("--policy", choices=sorted(POLICIES), default="random")
        parser.add_argument(
            "--json", action="store_true", help="print the summary and the log as JSON"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["turns"] < 1:
            raise CommandError("--turns must be at least 1")
        try:
            setups = [setup_from_argument(options["deck"])]
            if options["opponent"]:
                setups.append(setup_from_argument(options["opponent"]))
            game = Game.new(
                setups,
                options["seed"],
                goldfish=options["goldfish"],
                goldfish_strength=options["goldfish_strength"],
            )
        except (DeckListError, DeckNotPlayable, ValueError) as error:
            raise CommandError(str(error)) from error
        seats = len(game.players)
        play(game, for_seats(options["policy"], options["seed"], seats), options["turns"])
        summary = game.summary()
        if options["json"]:
            out = {
                "seed": options["seed"],
                "policy": options["policy"],
                "turn_limit": options["turns"],
                "summary": summary,
                "setup": game.setup_notes,
                "log": [entry.to_dict() for entry in game.log],
            }
            self.stdout.write(json.dumps(out, ensure_ascii=False, indent=2))
            return
        self._print(summary, options)

    def _print(self, summary: dict[str, Any], options: dict[str, Any]) -> None:
        names = " vs ".join(player["name"] for player in summary["players"])
        self.stdout.write(
            f"{names}: seed {options['seed']}, policy {options['policy']}, "
            f"limit {options['turns']} turns"
        )
        if summary["winner"]:
            self.stdout.write(
                f"Winner: {summary['winner']} on turn {summary['turns']} ({summary['reason']})"
            )
        else:
            self.stdout.write(f"No winner after {summary['turns']} turns")
        self.stdout.write(f"Actions: {summary['actions']}")
        for player in summary["players"]:
            favor = ", the Emperor's Favor" if player["favor"] else ""
            self.stdout.write(
                f"Seat {player['seat']} {player['name']}: Honor {player['honor']}, "
                f"Provinces {player['provinces']}, hand {player['hand']}, "
                f"Fate deck {player['fate_deck']}, Dynasty deck {player['dynasty_deck']}{favor}"
            )
            self.stdout.write(
                "  In play: " + ("; ".join(player["in_play"]) if player["in_play"] else "nothing")
            )
