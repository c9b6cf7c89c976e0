"""The format of a deck list that names none: the one its cards are legal in.

A list's cards are legal in the arcs they were printed in (and in Legacy and Modern); the
earliest arc format in which every card is legal is the arc the deck was built for (the
Ivory starter decks are legal in Ivory, and in nothing before it). When no format holds every
card, the one holding most of them wins, the newest on a tie. Legacy and Modern, which hold
nearly everything, are chosen only when no arc format holds the whole list.
"""

from dataclasses import dataclass

from decks.cardindex import CardInfo
from decks.decklist import DeckList
from l5rdb.catalogue.formats import FORMATS, FormatSpec

# Formats that span arcs: the last resort, not the deck's home.
_SPANNING = ("modern", "legacy")


@dataclass(frozen=True)
class FormatChoice:
    slug: str
    # Formats every card of the list is legal in, in release order (spanning ones last).
    legal_in: tuple[str, ...]
    # Cards of the list not legal in the chosen format (0 when it is legal there).
    not_legal: int

    @property
    def name(self) -> str:
        return _SPECS[self.slug].name

    def others(self) -> list[FormatSpec]:
        """The other formats the list is legal in, to offer beside the chosen one."""
        return [_SPECS[slug] for slug in self.legal_in if slug != self.slug]

    def sentence(self) -> str:
        """What to tell the player: which format was chosen, and why."""
        if self.not_legal == 0:
            text = (
                f"The list names no format: it is legal in {self.name}, so it was saved as"
                f" {_article(self.name)} {self.name} deck."
            )
            others = [spec.name for spec in self.others()]
            if others:
                text += f" It is also legal in {_joined(others)}."
            return text
        cards = "card is" if self.not_legal == 1 else "cards are"
        return (
            f"The list names no format and is legal in none; it was saved as"
            f" {_article(self.name)} {self.name} deck, the newest format holding most of it"
            f" ({self.not_legal} {cards} not legal there)."
        )


_SPECS = {spec.slug: spec for spec in FORMATS}


def _article(name: str) -> str:
    return "an" if name[0] in "AEIOU" else "a"


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _legal(card: CardInfo, slug: str) -> bool:
    return not card.is_proxy and slug in card.formats and slug not in card.banned_in


def choose_format(deck_list: DeckList) -> FormatChoice:
    """The format for a list that names none (see the module's docstring)."""
    cards = [entry.card for entry in deck_list.entries]
    order = [spec.slug for spec in FORMATS if spec.slug not in _SPANNING] + list(_SPANNING)
    missing = {slug: sum(1 for card in cards if not _legal(card, slug)) for slug in order}
    legal_in = tuple(slug for slug in order if missing[slug] == 0)
    if legal_in:
        return FormatChoice(legal_in[0], legal_in, 0)
    # Fewest cards out; on a tie the newest arc format (FORMATS is in release order).
    best = min(order, key=lambda slug: (missing[slug], slug in _SPANNING, -order.index(slug)))
    return FormatChoice(best, (), missing[best])
