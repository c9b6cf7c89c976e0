"""Card name resolution: the names deck lists write, to the cards of the pool.

A name resolves by its title or extended title, written any of the ways deck tools write
experience: `Name • Experienced 2`, `Name - exp2`, `Name (Experienced 2)`, `Name (Exp 2)`,
`Name - inexp`; a two-sided stronghold may carry its side, `Name (1)`. Case, accents, quote
and dash styles and HTML tags do not matter. A name that resolves to nothing gets the
closest cards as suggestions, closest first.

Everything works on the in-memory card index (`decks.cardindex`): one load, then no query.
"""

import difflib
import threading
from collections import defaultdict
from dataclasses import dataclass

from decks.cardindex import CardIndex, CardInfo, get_card_index, section_for_type
from decks.decklist import MAX_SUGGESTED_NAME, DeckList, Section, UnknownLine
from decks.lists.base import ParsedDeck
from decks.names import fold, loose, split_name

SUGGESTIONS = 5
# Suggestions cost a fuzzy search each: a list gets them for this many unknown names.
SUGGESTED_LINES = 20


def _card_tag(card: CardInfo) -> tuple[str, str]:
    if card.extended_title:
        base, tag = split_name(card.extended_title)
        if tag and base == fold(card.title):
            return base, tag
        return fold(card.extended_title), ""
    return split_name(card.title)


def _preference(card: CardInfo, type_hint: str | None, section: str | None) -> tuple:
    """Sort key among cards sharing a name: the type the list says, its deck, a real card,
    then the most recent printing."""
    return (
        type_hint is not None and card.type != type_hint,
        section is not None and card.home_section != section,
        card.is_proxy,
        card.home_section is None,
        -card.set_order,
        card.id,
    )


@dataclass(frozen=True, slots=True)
class Resolution:
    card: CardInfo | None
    suggestions: tuple[CardInfo, ...] = ()


class NameIndex:
    """Lookup tables over one CardIndex; built once per index."""

    def __init__(self, cards: CardIndex) -> None:
        self.cards = cards
        self.by_name: dict[tuple[str, str], list[CardInfo]] = defaultdict(list)
        self.by_loose: dict[tuple[str, str], list[CardInfo]] = defaultdict(list)
        self.by_full: dict[str, list[CardInfo]] = defaultdict(list)
        self.versions: dict[str, list[CardInfo]] = defaultdict(list)
        self.tags: dict[int, str] = {}
        for card in cards.by_id.values():
            base, tag = _card_tag(card)
            self.tags[card.id] = tag
            self.by_name[base, tag].append(card)
            self.by_loose[loose(base), tag].append(card)
            self.by_full[fold(card.display_title)].append(card)
            self.versions[loose(card.title)].append(card)
        self._cache: dict[tuple[str, str | None, str | None], Resolution] = {}
        self._lock = threading.Lock()
        self._grams: dict[str, list[int]] | None = None
        self._titles: list[str] = []

    def resolve(
        self,
        name: str,
        type_hint: str | None = None,
        section: str | None = None,
        *,
        suggest: bool = True,
    ) -> Resolution:
        key = (name, type_hint, section)
        found = self._cache.get(key)
        if found is None:
            found = self._resolve(name, type_hint, section, suggest)
            if found.card is None and not suggest:
                return found
            with self._lock:
                if len(self._cache) > 50_000:
                    self._cache.clear()
                self._cache[key] = found
        return found

    def _resolve(
        self, name: str, type_hint: str | None, section: str | None, suggest: bool
    ) -> Resolution:
        base, tag = split_name(name)
        candidates = (
            self.by_name.get((base, tag))
            or self.by_full.get(fold(name))
            or self.by_loose.get((loose(base), tag))
        )
        if not candidates and not tag:
            # "Kiba" when the pool only has "Kiba • Experienced": fine when it is the only one.
            versions = self.versions.get(loose(base), [])
            if len(versions) == 1:
                candidates = versions
        if candidates:
            best = min(candidates, key=lambda card: _preference(card, type_hint, section))
            return Resolution(best)
        if not suggest:
            return Resolution(None)
        return Resolution(None, tuple(self.suggest(name, type_hint, section)))

    def suggest(
        self, name: str, type_hint: str | None = None, section: str | None = None
    ) -> list[CardInfo]:
        """The cards closest to an unknown name, closest first.

        Trigram overlap picks a shortlist of titles; each is then scored by edit similarity,
        shared words and a shared beginning, with a small bonus for the type the list's
        header names (or the deck section the line is in)."""
        if len(name) > MAX_SUGGESTED_NAME:
            return []
        base, tag = split_name(name)
        wanted = loose(base)
        if not wanted:
            return []
        if section is None and type_hint:
            section = section_for_type(type_hint)
        matcher = difflib.SequenceMatcher(autojunk=False)
        matcher.set_seq2(wanted)
        words = set(wanted.split())
        scored: list[tuple[float, str]] = []
        for title in self._shortlist(wanted):
            matcher.set_seq1(title)
            title_words = set(title.split())
            overlap = len(words & title_words) / len(words | title_words)
            prefix = len(_common_prefix(wanted, title)) / max(len(wanted), len(title))
            score = 0.6 * matcher.ratio() + 0.25 * overlap + 0.15 * prefix
            versions = self.versions[title]
            if type_hint and any(card.type == type_hint for card in versions):
                score += 0.1
            elif section and any(card.home_section == section for card in versions):
                score += 0.05
            scored.append((score, title))
        scored.sort(key=lambda item: (-item[0], item[1]))
        suggestions: list[CardInfo] = []
        for _score, title in scored[:SUGGESTIONS]:
            versions = self.versions[title]
            same_tag = [card for card in versions if self.tags[card.id] == tag] or versions
            best = min(same_tag, key=lambda card: _preference(card, type_hint, section))
            suggestions.append(best)
        return suggestions

    def _shortlist(self, wanted: str, size: int = 60) -> list[str]:
        """The titles sharing the most trigrams with `wanted` (Dice coefficient)."""
        grams_index = self._trigram_index()
        grams = _trigrams(wanted)
        shared: dict[int, int] = defaultdict(int)
        for gram in grams:
            for position in grams_index.get(gram, ()):
                shared[position] += 1
        sizes = self._sizes
        best = sorted(
            shared,
            key=lambda position: -2 * shared[position] / (len(grams) + sizes[position]),
        )[:size]
        return [self._titles[position] for position in best]

    def _trigram_index(self) -> dict[str, list[int]]:
        with self._lock:
            if self._grams is None:
                grams: dict[str, list[int]] = defaultdict(list)
                self._titles = list(self.versions)
                self._sizes = []
                for position, title in enumerate(self._titles):
                    title_grams = _trigrams(title)
                    self._sizes.append(len(title_grams))
                    for gram in title_grams:
                        grams[gram].append(position)
                self._grams = dict(grams)
            return self._grams


def _trigrams(text: str) -> set[str]:
    padded = f"  {text} "
    return {padded[start : start + 3] for start in range(len(padded) - 2)}


def _common_prefix(first: str, second: str) -> str:
    for position, (a, b) in enumerate(zip(first, second, strict=False)):
        if a != b:
            return first[:position]
    return first[: min(len(first), len(second))]


_name_index_lock = threading.Lock()
_name_index: NameIndex | None = None


def get_name_index() -> NameIndex:
    """The name index of the current card index (rebuilt when that is reloaded)."""
    global _name_index
    cards = get_card_index()
    with _name_index_lock:
        if _name_index is None or _name_index.cards is not cards:
            _name_index = NameIndex(cards)
        return _name_index


def resolve_name(
    name: str, type_hint: str | None = None, section: str | None = None, *, suggest: bool = True
) -> Resolution:
    """One name to a card (or to suggestions); `type_hint`/`section` break ties and steer
    the suggestions."""
    return get_name_index().resolve(name, type_hint, section, suggest=suggest)


def suggest_unknown(deck_list: DeckList) -> DeckList:
    """Give every line naming no card the cards closest to its name (the card it names, when
    the pool has gained it since the list was saved), unless it has them already: pages, the
    API and validation then give one answer for a line, whichever way the deck came in."""
    names = get_name_index()
    for line in deck_list.unknown[:SUGGESTED_LINES]:
        if line.suggestions:
            continue
        resolution = names.resolve(line.name, line.type_hint, line.section)
        line.suggestions = [resolution.card] if resolution.card else list(resolution.suggestions)
    return deck_list


def resolve_deck(parsed: ParsedDeck) -> DeckList:
    """A parsed list to a DeckList: every line a card, or an unknown line with suggestions.

    A line without a section (a plain list) goes in the deck its card's type belongs to.
    Only the first SUGGESTED_LINES unknown names get suggestions."""
    names = get_name_index()
    deck_list = DeckList(
        name=parsed.name,
        description=parsed.description,
        declared_format=parsed.declared_format,
        notes=list(parsed.notes),
    )
    for line in parsed.lines:
        card = names.cards.get(line.card_id) if line.card_id is not None else None
        resolution = None
        if card is None:
            resolution = names.resolve(
                line.name,
                line.type_hint,
                line.section,
                suggest=len(deck_list.unknown) < SUGGESTED_LINES,
            )
            card = resolution.card
        if card is None:
            section = line.section or (line.type_hint and section_for_type(line.type_hint))
            deck_list.unknown.append(
                UnknownLine(
                    name=line.name,
                    count=line.count,
                    section=section or None,
                    type_hint=line.type_hint,
                    line=line.line,
                    suggestions=list(resolution.suggestions) if resolution else [],
                )
            )
            continue
        section = line.section or card.home_section or Section.PREGAME
        deck_list.add(card, line.count, section, line.line)
    return deck_list
