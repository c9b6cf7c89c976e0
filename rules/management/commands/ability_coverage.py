"""`python manage.py ability_coverage [--format gold] [--json] [--top N]`: how many cards
the rules engine plays by itself.

Judges every card (or the cards of one format) with the current engine, stores each card's
automation status and reason on the catalogue, and prints the counts of full, partial and
manual cards by format and by type, then the texts most often left to the player: the list
of what to automate next, and the sentences of those texts the engine stops at (the first
it cannot read in each line: the phrasings to teach it next). With --json the top level
holds `cards`, `full`, `partial` and `manual` for the cards counted."""

import json

from django.core.management.base import BaseCommand, CommandError, CommandParser

from l5rdb.catalogue.formats import FORMATS, normalize_format_name
from l5rdb.catalogue.models import Card
from rules.automation import Coverage, coverage
from rules.engine.coverage import STATUSES


def _row(name: str, counts: dict[str, int]) -> str:
    cards = sum(counts.get(s, 0) for s in STATUSES)
    share = counts.get("full", 0) / cards * 100 if cards else 0.0
    numbers = "  ".join(f"{counts.get(s, 0):>6}" for s in STATUSES)
    return f"  {name:<24} {cards:>6}  {numbers}   {share:5.1f}% full"


class Command(BaseCommand):
    help = "Count the cards the rules engine plays fully, partly or not at all."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--format", help="only the cards legal in this format (gold, ...)")
        parser.add_argument("--json", action="store_true", help="print JSON")
        parser.add_argument(
            "--top", type=int, default=20, help="how many manual texts to list (default 20)"
        )

    def handle(self, *args: object, **options: object) -> None:
        cards = Card.objects.all()
        name = options.get("format")
        if name:
            slug = normalize_format_name(str(name))
            if slug is None:
                known = ", ".join(spec.name for spec in FORMATS)
                raise CommandError(f"Unknown format {name!r}. Formats: {known}.")
            cards = cards.filter(formats__slug=slug).distinct()
        report = coverage(cards)
        top = int(options["top"])  # type: ignore[arg-type]
        if options["json"]:
            data = report.to_dict(top)
            if name:
                data["format"] = slug
            self.stdout.write(json.dumps(data, indent=2))
            return
        self._print(report, top)

    def _print(self, report: Coverage, top: int) -> None:
        data = report.to_dict(top)
        header = "  ".join(f"{s:>6}" for s in STATUSES)
        self.stdout.write(f"  {'':<24} {'cards':>6}  {header}")
        self.stdout.write(_row("all", data))
        self.stdout.write("By format:")
        for name, counts in data["by_format"].items():
            self.stdout.write(_row(name, counts))
        self.stdout.write("By type:")
        for name, counts in data["by_type"].items():
            self.stdout.write(_row(name, counts))
        self.stdout.write(f"Most common texts still manual (top {top}):")
        for item in data["most_common_manual"]:
            self.stdout.write(f"  {item['cards']:>5}  {item['text']}")
        self.stdout.write(f"Where the engine most often stops reading them (top {top}):")
        for item in data["most_common_unread"]:
            self.stdout.write(f"  {item['lines']:>5}  {item['sentence']}")
