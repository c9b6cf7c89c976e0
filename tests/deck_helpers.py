"""A legal deck built from small code-made cards, for the validation tests to break one rule
at a time, and a helper to validate a deck given as (card, count, section) triples."""

import json
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.http import HttpResponse

from decks.decklist import DeckList
from decks.report import ValidationReport
from decks.validation import validate_deck
from l5rdb.catalogue.models import Card, CardType
from tests.factories import make_card

Line = tuple[Card, int, str]


@dataclass
class SampleDeck:
    """A legal Gold deck: one Crab stronghold, 42 Dynasty cards and 42 Fate cards."""

    stronghold: Card
    dynasty: list[Card] = field(default_factory=list)
    fate: list[Card] = field(default_factory=list)

    def lines(self) -> list[Line]:
        return [
            (self.stronghold, 1, "pregame"),
            *((card, 3, "dynasty") for card in self.dynasty),
            *((card, 3, "fate") for card in self.fate),
        ]


def legal_deck(formats: Iterable[str] = ("gold",)) -> SampleDeck:
    formats = list(formats)
    deck = SampleDeck(
        make_card(
            "Test Keep of the Crab", type=CardType.STRONGHOLD, clans=["Crab"], formats=formats
        )
    )
    for number in range(8):
        deck.dynasty.append(make_card(f"Test Bushi {number}", clans=["Crab"], formats=formats))
    for number in range(6):
        deck.dynasty.append(
            make_card(f"Test Mine {number}", type=CardType.HOLDING, formats=formats)
        )
    for number in range(14):
        deck.fate.append(
            make_card(f"Test Strategy {number}", type=CardType.STRATEGY, formats=formats)
        )
    return deck


def deck_list(lines: Iterable[Line]) -> DeckList:
    return DeckList.from_cards(
        {"card": card.id, "count": count, "section": section} for card, count, section in lines
    )


def check(lines: Iterable[Line], play_format: str = "gold") -> ValidationReport:
    return validate_deck(deck_list(lines), play_format)


def problems(report: ValidationReport, code: str) -> list:
    return [problem for problem in report.errors if problem.code == code]


def builder_config(response: HttpResponse) -> dict:
    html = response.content.decode()
    start = html.index('<script id="builder-config" type="application/json">')
    start = html.index(">", start) + 1
    return json.loads(html[start : html.index("</script>", start)])
