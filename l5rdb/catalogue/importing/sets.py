"""Finding the set a file means. The card databases spell set names their own way
("Promotional&ndash;Gold", "Crimson and Jade", "Hidden Emperor 3") or use edition codes
("SC", "BtD", "P"); the aliases come from the data itself:

1. the set's name or a name it was already matched under (Set.aliases);
2. the same name once case, entities, "&"/"and", ordinals and filler words ("the",
   "edition", "episode", "scroll", ...) are set aside (`set_name_key`);
3. for edition codes: the code set_info.yaml gives the set, or the initials of its name;
4. the set holding most of the cards the file prints under that name or code.
"""

from collections import Counter
from collections.abc import Iterable

from l5rdb.catalogue.importing.parse import set_acronyms, set_code_key, set_name_key
from l5rdb.catalogue.importing.sources.set_info import SetInfo
from l5rdb.catalogue.models import Set


class SetIndex:
    """The sets of the catalogue and of set_info.yaml, looked up every way the files name them."""

    def __init__(self, sets: Iterable[Set]) -> None:
        self.by_id: dict[int, Set] = {}
        self._names: dict[str, Set] = {}
        self._keys: dict[str, Set] = {}
        self.info: dict[str, SetInfo] = {}
        self._info_keys: dict[str, SetInfo] = {}
        self._info_codes: dict[str, SetInfo] = {}
        for item in sets:
            self.add(item)

    def add(self, item: Set) -> None:
        self.by_id[item.pk] = item
        for name in [item.name, *item.aliases]:
            self._names.setdefault(name.casefold(), item)
        self._keys.setdefault(set_name_key(item.name), item)

    def add_alias(self, item: Set, alias: str) -> bool:
        """Remember another name for the set; True when it was new."""
        if alias.casefold() == item.name.casefold() or alias in item.aliases:
            return False
        item.aliases = [*item.aliases, alias]
        self._names.setdefault(alias.casefold(), item)
        return True

    def rename(self, item: Set, name: str) -> None:
        """The set files' name wins; the old one stays an alias."""
        old = item.name
        item.name = name
        self._names[name.casefold()] = item
        self._keys.setdefault(set_name_key(name), item)
        self.add_alias(item, old)

    def load_info(self, infos: Iterable[SetInfo]) -> None:
        for info in infos:
            self.info[info.name.casefold()] = info
            self._info_keys.setdefault(set_name_key(info.name), info)
            if info.code and info.code.casefold() != "promo":
                self._info_codes.setdefault(set_code_key(info.code), info)

    def info_for(self, name: str) -> SetInfo | None:
        return self.info.get(name.casefold()) or self._info_keys.get(set_name_key(name))

    def by_name(self, name: str) -> Set | None:
        """Rules 1 and 2."""
        return self._names.get(name.casefold()) or self._keys.get(set_name_key(name))

    def info_by_code(self, code: str) -> SetInfo | None:
        """Rule 3: set_info's code, else a set whose name's initials are the code."""
        key = set_code_key(code)
        if key in self._info_codes:
            return self._info_codes[key]
        matches = {
            info.name
            for info in self.info.values()
            if key in set_acronyms(info.name) or key == set_code_key(set_name_key(info.name))
        }
        if len(matches) == 1:
            return self.info[matches.pop().casefold()]
        return None

    def sets_by_code(self, code: str) -> list[Set]:
        """Rule 3 against the catalogue's own sets (when no set_info names the code)."""
        key = set_code_key(code)
        return [
            item
            for item in self.by_id.values()
            if key == set_code_key(item.code)
            or key in set_acronyms(item.name)
            or key == set_code_key(set_name_key(item.name))
        ]


def best_by_cards(
    card_sets: Iterable[set[int]], share: float = 0.5, exclude: set[int] | None = None
) -> int | None:
    """Rule 4: the set most of these cards are printed in (each card given as the ids of the
    sets it is printed in), when it holds at least `share` of them and no other set does as well."""
    tally: Counter = Counter()
    cards = 0
    for sets in card_sets:
        cards += 1
        tally.update(sets - (exclude or set()))
    if not tally:
        return None
    ranked = tally.most_common(2)
    best, count = ranked[0]
    if count < share * cards or (len(ranked) > 1 and ranked[1][1] == count):
        return None
    return best
