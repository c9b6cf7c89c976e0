"""`manage.py import_cards [PATH ...] [--if-empty]`: import set YAML, Oracle JSON and
Kamisasori XML files or folders into the catalogue (see l5rdb.catalogue.importing)."""

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from decks.cardindex import invalidate_card_index
from l5rdb.catalogue.importing import import_cards
from l5rdb.catalogue.models import Card, ImportRun


class Command(BaseCommand):
    help = (
        "Import card data: folders or files of set YAML (and set_info.yaml), Oracle of the "
        "Void JSON and the Kamisasori XML database. With no PATH, imports L5R_CARD_DATA."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("paths", nargs="*", type=Path, help="files or folders to import")
        parser.add_argument(
            "--if-empty",
            action="store_true",
            help="do nothing when the catalogue is complete: it has cards and the last import"
            " finished (used by `make run`; an interrupted import is run again)",
        )
        parser.add_argument(
            "--problems",
            type=int,
            default=30,
            help="how many problems to list at the end (default 30; all are counted)",
        )

    def handle(self, *args: object, **options: object) -> None:
        if options["if_empty"] and ImportRun.catalogue_complete():
            self.stdout.write("The catalogue already has cards; nothing imported.")
            return
        if options["if_empty"] and Card.objects.exists():
            self.stdout.write(
                "The last card import did not finish (or was made before imports were"
                " recorded); importing again to complete the catalogue."
            )
        paths: list[Path] = list(options["paths"])
        if not paths:
            if not settings.L5R_CARD_DATA or not Path(settings.L5R_CARD_DATA).exists():
                # Not an error: the site still serves, with an empty catalogue.
                self.stdout.write(
                    self.style.WARNING(
                        "No card data to import: L5R_CARD_DATA is "
                        + (
                            f"{settings.L5R_CARD_DATA!r}, which does not exist"
                            if settings.L5R_CARD_DATA
                            else "not set"
                        )
                        + ". Set it to a folder of card files, or pass one: "
                        "manage.py import_cards PATH"
                    )
                )
                return
            paths = [Path(settings.L5R_CARD_DATA)]
        missing = [path for path in paths if not path.exists()]
        if missing:
            raise CommandError("No such file or folder: " + ", ".join(map(str, missing)))

        def progress(number: int, total: int, path: Path) -> None:
            self.stdout.write(f"[{number}/{total}] {path}")

        report = import_cards(paths, progress=progress if options["verbosity"] else None)
        invalidate_card_index()
        self.stdout.write(report.summary(max_problems=options["problems"]))
        if report.failed_files:
            raise CommandError(
                f"{len(report.failed_files)} of {len(report.files)} files could not be imported"
            )
        if not report.ok_files:
            raise CommandError("No card files found in " + ", ".join(map(str, paths)))
        self.stdout.write(self.style.SUCCESS("Import finished."))
