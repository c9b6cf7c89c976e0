"""`python manage.py validate_deck FILE [--format F] [--json]`: check a deck list file.

Exit status: 0 when the deck is legal, 1 when it is not, 2 when the file cannot be read as a
deck list (missing, binary, too large, undecodable, broken JSON), the format is unknown, or
the check itself fails (the database cannot be reached, a bug): never 1, which says "not
legal", for a deck that was never checked."""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from decks.lists import LIST_FORMATS, DeckListError, read_deck_file
from decks.report import ValidationReport
from decks.validation import UnknownFormat, validate_deck_text
from l5rdb.catalogue.formats import FORMAT_SLUGS, FORMATS

EXIT_INVALID = 1
EXIT_UNREADABLE = 2


class Command(BaseCommand):
    help = "Validate a deck list file (l5rdb text, Egg of P'an Ku .l5d, Oracle list, JSON)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the deck list file")
        parser.add_argument(
            "--format",
            dest="play_format",
            help=f"the format to check against ({', '.join(FORMAT_SLUGS)}); default: the one"
            " the list declares, else gold",
        )
        parser.add_argument(
            "--list-format",
            choices=LIST_FORMATS,
            help="how the file is written (default: detected)",
        )
        parser.add_argument("--json", action="store_true", help="print the report as JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            self._validate(options)
        except CommandError:
            raise
        except Exception as error:
            raise CommandError(
                f"checking {options['file']} failed: {type(error).__name__}: {error}",
                returncode=EXIT_UNREADABLE,
            ) from error

    def _validate(self, options: dict[str, Any]) -> None:
        try:
            text = read_deck_file(options["file"])
            deck_list, report = validate_deck_text(
                text, options["play_format"], options["list_format"]
            )
        except UnknownFormat as error:
            raise CommandError(str(error), returncode=EXIT_UNREADABLE) from error
        except DeckListError as error:
            raise CommandError(
                f"cannot read {options['file']} as a deck list: {error}",
                returncode=EXIT_UNREADABLE,
            ) from error
        if options["json"]:
            self.stdout.write(json.dumps(report.as_dict(), ensure_ascii=False, indent=2))
        else:
            self._print(options["file"], deck_list.name, report)
        if not report.valid:
            raise CommandError(
                f"{options['file']}: not legal in {_format_name(report.format)}"
                f" ({len(report.errors)} error{'s' if len(report.errors) != 1 else ''})",
                returncode=EXIT_INVALID,
            )

    def _print(self, path: str, name: str, report: ValidationReport) -> None:
        counts = report.counts
        verdict = "legal" if report.valid else "NOT legal"
        title = f"{path} ({name})" if name else path
        self.stdout.write(f"{title}: {verdict} in {_format_name(report.format)}")
        self.stdout.write(
            f"  Pre-Game {counts['pregame']}, Dynasty {counts['dynasty']}, Fate {counts['fate']}"
            + (f", unknown {counts['unknown']}" if counts["unknown"] else "")
        )
        types = ", ".join(f"{kind} {number}" for kind, number in counts["types"].items())
        if types:
            self.stdout.write(f"  {types}")
        for label, problems in (("Errors", report.errors), ("Warnings", report.warnings)):
            if problems:
                self.stdout.write(f"{label}:")
                for problem in problems:
                    self.stdout.write(f"  [{problem.code}] {problem.message}")


def _format_name(slug: str) -> str:
    return next(spec.name for spec in FORMATS if spec.slug == slug)
