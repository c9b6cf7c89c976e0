"""`manage.py load_starter_decks [FOLDER] [--if-present]`: offer the deck lists of a folder
on the site as starter decks (see decks.starters)."""

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from decks.starters import load_starter_decks


class Command(BaseCommand):
    help = (
        "Load the starter decks from a folder of deck lists (.l5d, text, JSON); with no FOLDER,"
        " from L5R_STARTER_DECKS (../shared/decks/l5d by default)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("folder", nargs="?", type=Path, help="a folder of deck list files")
        parser.add_argument(
            "--if-present",
            action="store_true",
            help="say so and stop, instead of failing, when there is no folder (make run)",
        )

    def handle(self, *args: object, **options: object) -> None:
        folder = options["folder"] or (
            Path(settings.L5R_STARTER_DECKS) if settings.L5R_STARTER_DECKS else None
        )
        if folder is None or not folder.is_dir():
            where = f"{folder} is not a folder" if folder else "L5R_STARTER_DECKS is not set"
            if options["if_present"]:
                self.stdout.write(f"No starter decks loaded: {where}.")
                return
            raise CommandError(f"No starter decks to load: {where}.")
        results = load_starter_decks(folder)
        for result in results:
            self.stdout.write(str(result))
        failed = [result for result in results if result.error]
        loaded = len(results) - len(failed)
        self.stdout.write(
            f"{loaded} starter deck{'s' if loaded != 1 else ''} loaded from {folder}."
        )
        if failed and not loaded:
            raise CommandError(f"None of the {len(failed)} deck files in {folder} could be loaded.")
