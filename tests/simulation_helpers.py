"""Small decks in the catalogue for simulation tests: a Stronghold and one clanless Bushi
(one recruit a turn from the Stronghold's 5 Gold), so every game's course is known."""

from pathlib import Path

from decks.decklist import Section
from decks.models import Deck, DeckEntry
from l5rdb.catalogue.models import Card
from tests.factories import make_card

DECK_TEXT = """Name: {name}
Format: gold
Stronghold: Sim Keep
Dynasty:
40 {personality}
Fate:
40 Sim Scroll
"""


def sim_cards() -> dict[str, Card]:
    return {
        "stronghold": make_card(
            "Sim Keep",
            type="Stronghold",
            clans=["Crab"],
            province_strength=7,
            gold_production=5,
            starting_honor=3,
            formats=["gold"],
        ),
        "bushi": make_card(
            "Sim Bushi", gold_cost=2, force=3, chi=2, personal_honor=1, formats=["gold"]
        ),
        "giant": make_card(
            "Sim Giant", gold_cost=2, force=6, chi=2, personal_honor=1, formats=["gold"]
        ),
        "scroll": make_card("Sim Scroll", type="Strategy", focus=0, formats=["gold"]),
    }


def sim_deck(owner=None, name: str = "Bushi", personality: str = "bushi") -> Deck:
    cards = Card.objects.filter(title__startswith="Sim ")
    if not cards.exists():
        sim_cards()
    by_title = {card.title: card for card in Card.objects.filter(title__startswith="Sim ")}
    deck = Deck.objects.create(name=name, owner=owner, format="gold")
    title = "Sim Bushi" if personality == "bushi" else "Sim Giant"
    for position, (card, count, section) in enumerate(
        (
            (by_title["Sim Keep"], 1, Section.PREGAME),
            (by_title[title], 40, Section.DYNASTY),
            (by_title["Sim Scroll"], 40, Section.FATE),
        )
    ):
        DeckEntry.objects.create(
            deck=deck, card=card, count=count, section=section, position=position
        )
    return deck


def sim_deck_file(folder: Path, name: str = "Bushi", personality: str = "Sim Bushi") -> Path:
    if not Card.objects.filter(title="Sim Keep").exists():
        sim_cards()
    path = folder / f"{name}.txt"
    path.write_text(DECK_TEXT.format(name=name, personality=personality), encoding="utf-8")
    return path
