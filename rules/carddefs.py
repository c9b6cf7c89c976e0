"""From the catalogue to the engine: Card rows to `CardDef`s, deck lists to `Setup`s.

This is the Django side of the rules engine; `rules.engine` itself never imports Django.
Deck lists are read and resolved by the decks app (`decks.lists.parse_deck_text`,
`decks.resolve.resolve_deck`), so a playtest reads exactly the deck the builder shows.
"""

from collections.abc import Iterable
from pathlib import Path

from decks.decklist import DeckList, Section
from decks.lists import parse_deck_text, read_deck_file
from decks.models import Deck
from decks.resolve import resolve_deck
from decks.starters import correct_typos
from l5rdb.catalogue.models import Card, CardType, DeckKind
from rules.engine.cards import CardDef, Setup


class DeckNotPlayable(ValueError):
    """A deck the engine cannot set up: unknown cards, no Stronghold, two Winds, ..."""


def card_def(card: Card, clans: Iterable[str] | None = None) -> CardDef:
    """The engine's view of one catalogue card: its clans are `clans` when given (a card the
    import has not written yet), else read from the card (they should be prefetched)."""
    return CardDef(
        key=card.key,
        title=card.display_title,
        type=card.type,
        deck=card.deck if card.deck in (DeckKind.DYNASTY, DeckKind.FATE) else "",
        clans=tuple(clans if clans is not None else (clan.name for clan in card.clans.all())),
        keywords=tuple(card.traits),
        gold_cost=card.gold_cost,
        focus=card.focus,
        force=card.force,
        chi=card.chi,
        force_is_modifier=card.force_is_modifier,
        chi_is_modifier=card.chi_is_modifier,
        personal_honor=card.personal_honor,
        honor_requirement=card.honor_requirement,
        province_strength=card.province_strength,
        gold_production=card.gold_production,
        starting_honor=card.starting_honor,
        is_unique=card.is_unique,
        unique_identity=card.unique_identity,
        experience_level=card.experience_level,
        personality_name=card.personality_name,
        text_plain=card.text_plain,
    )


def card_defs(card_ids: Iterable[int]) -> dict[int, CardDef]:
    """CardDefs by catalogue id, in two queries."""
    cards = Card.objects.filter(id__in=set(card_ids)).prefetch_related("clans")
    return {card.id: card_def(card) for card in cards}


def deck_setup(deck_list: DeckList, name: str = "") -> Setup:
    """A resolved deck list as the engine's Setup; DeckNotPlayable says what is missing."""
    who = name or deck_list.name or "the deck"
    if deck_list.unknown:
        names = ", ".join(repr(line.name) for line in deck_list.unknown[:5])
        more = f" and {len(deck_list.unknown) - 5} more" if len(deck_list.unknown) > 5 else ""
        raise DeckNotPlayable(f"{who} names cards that are not in the catalogue: {names}{more}")
    defs = card_defs(entry.card.id for entry in deck_list)
    pregame: dict[str, list[CardDef]] = {
        CardType.STRONGHOLD: [],
        CardType.SENSEI: [],
        CardType.WIND: [],
    }
    dynasty: list[CardDef] = []
    fate: list[CardDef] = []
    for entry in deck_list:
        defn = defs[entry.card.id]
        if entry.section == Section.PREGAME or defn.type in pregame:
            if defn.type not in pregame:
                raise DeckNotPlayable(f"{who}: {defn.title} ({defn.type}) is not a Pre-Game card")
            pregame[defn.type].extend([defn] * entry.count)
        elif entry.section == Section.DYNASTY:
            dynasty.extend([defn] * entry.count)
        else:
            fate.extend([defn] * entry.count)
    strongholds = pregame[CardType.STRONGHOLD]
    if len(strongholds) != 1:
        raise DeckNotPlayable(f"{who} needs exactly one Stronghold, not {len(strongholds)}")
    for kind in (CardType.SENSEI, CardType.WIND):
        if len(pregame[kind]) > 1:
            raise DeckNotPlayable(f"{who} may have one {kind}, not {len(pregame[kind])}")
    return Setup(
        stronghold=strongholds[0],
        sensei=pregame[CardType.SENSEI][0] if pregame[CardType.SENSEI] else None,
        wind=pregame[CardType.WIND][0] if pregame[CardType.WIND] else None,
        dynasty=tuple(dynasty),
        fate=tuple(fate),
        name=name or deck_list.name,
    )


def setup_from_text(text: str, name: str = "") -> Setup:
    return deck_setup(resolve_deck(parse_deck_text(text)), name)


def setup_from_file(path: str | Path) -> Setup:
    """Read, resolve and set up a deck list file; its name is the file's stem."""
    return setup_from_text(read_deck_file(path), Path(path).stem)


def starter_setup(path: str | Path) -> Setup:
    """A starter deck's list file set up as the site loads it: a line that misses its card
    by about a letter ("School of Wizardy") is read as that card."""
    deck_list = resolve_deck(parse_deck_text(read_deck_file(path)))
    correct_typos(deck_list)
    return deck_setup(deck_list, Path(path).stem)


def setup_from_saved_deck(pk: int) -> Setup:
    try:
        deck = Deck.objects.get(pk=pk)
    except Deck.DoesNotExist:
        raise DeckNotPlayable(f"there is no saved deck {pk}") from None
    return deck_setup(DeckList.from_deck(deck), deck.name)


def setup_from_argument(argument: str) -> Setup:
    """A deck list file's path, or the id of a saved deck."""
    if argument.isdigit() and not Path(argument).exists():
        return setup_from_saved_deck(int(argument))
    return setup_from_file(argument)
