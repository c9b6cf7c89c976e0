"""A small playable deck built in code, saved as a Deck, for the playtest table's tests.

    cards = table_cards()
    deck = saved_deck(cards, owner=user)
    game = SavedGame.start(deck, owner=user, seed=3)

The cards are Crab (the Stronghold's clan), cheap enough to recruit on the first turn, with a
Holding that produces Gold, a Weapon to attach and a Strategy to fill the hand. One card's
text carries a script and an event handler: the table must show its text sanitized.
"""

from typing import Any

from decks.decklist import DeckList
from decks.models import Deck
from l5rdb.catalogue.models import Card, CardType
from tests.factories import make_card

HOSTILE_TEXT = (
    '<b>Battle:</b> Tester strikes.<script>alert("table")</script><img src="x" onerror="alert(1)">'
)


def _card(title: str, **fields: Any) -> Card:
    return Card.objects.filter(title=title).first() or make_card(title, **fields)


def table_cards() -> dict[str, Card]:
    """The cards (made once; a second call returns the same rows)."""
    return {
        "keep": _card(
            "Test Keep of the Crab",
            type=CardType.STRONGHOLD,
            clans=["Crab"],
            formats=["gold"],
            province_strength=6,
            gold_production=5,
            starting_honor=4,
        ),
        "bushi": _card(
            "Hida Tester",
            clans=["Crab"],
            keywords=["Samurai", "Crab Clan"],
            formats=["gold"],
            gold_cost=3,
            force=3,
            chi=2,
            personal_honor=1,
            honor_requirement=0,
            text=HOSTILE_TEXT,
        ),
        "sage": _card(
            "Kuni Tester",
            clans=["Crab"],
            keywords=["Shugenja", "Crab Clan"],
            formats=["gold"],
            gold_cost=4,
            force=1,
            chi=4,
            personal_honor=2,
            honor_requirement=0,
        ),
        "mine": _card(
            "Test Mine",
            type=CardType.HOLDING,
            formats=["gold"],
            gold_cost=2,
            text=":bow:: Produce 2 Gold.",
        ),
        "katana": _card(
            "Test Katana",
            type=CardType.ITEM,
            keywords=["Weapon"],
            formats=["gold"],
            gold_cost=1,
            force=1,
            chi=0,
            force_is_modifier=True,
            chi_is_modifier=True,
            focus=2,
        ),
        "plan": _card("Test Plan", type=CardType.STRATEGY, formats=["gold"], focus=3),
    }


def saved_deck(
    cards: dict[str, Card],
    name: str = "Table Tester",
    owner: Any = None,
    visibility: str = "public",
) -> Deck:
    """The deck, published unless `visibility` says otherwise (a game of a published deck
    may be watched by anyone; see tests/rules/table/test_table_privacy.py for private ones)."""
    deck = Deck.objects.create(name=name, owner=owner, format="gold", visibility=visibility)
    deck.replace_contents(
        DeckList.from_cards(
            [
                {"card": cards["keep"].id, "count": 1, "section": "pregame"},
                {"card": cards["bushi"].id, "count": 15, "section": "dynasty"},
                {"card": cards["sage"].id, "count": 10, "section": "dynasty"},
                {"card": cards["mine"].id, "count": 15, "section": "dynasty"},
                {"card": cards["katana"].id, "count": 20, "section": "fate"},
                {"card": cards["plan"].id, "count": 20, "section": "fate"},
            ]
        )
    )
    return deck
