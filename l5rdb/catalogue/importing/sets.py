"""Finding the set a file means. The card databases spell set names their own way
("Promotional&ndash;Gold", "Crimson and Jade", "Hidden Emperor 3") or use edition codes
("SC", "BtD", "P"); the aliases come from the data itself:

1. the set's name or a name it was already matched under (Set.aliases);
2. the same name once case, entities, "&"/"and", ordinals and filler words ("the",
   "edition", "episode", "scroll", ...) are set aside (`set_name_key`);
3. for edition codes: the code set_info.yaml gives the set, or the initials of its name;
4. the set holding most of the cards the file prints under that name or code.
"""

import re
from collections import Counter
from collections.abc import Iterable

from l5rdb.catalogue.importing.parse import clean_title, set_acronyms, set_code_key, set_name_key
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

    def info_for(self, name: str) -> SetInfo | None:
        return self.info.get(name.casefold()) or self._info_keys.get(set_name_key(name))

    def by_name(self, name: str) -> Set | None:
        """Rules 1 and 2."""
        return self._names.get(name.casefold()) or self._keys.get(set_name_key(name))

    def info_by_code(self, code: str) -> SetInfo | None:
        """Rule 3 for a set not in the catalogue yet: the set_info entry the code abbreviates
        best, if one does better than all others."""
        scored = sorted(
            ((code_evidence(code, info.name, info.code), info) for info in self.info.values()),
            key=lambda pair: pair[0],
            reverse=True,
        )
        if not scored or not scored[0][0] or (len(scored) > 1 and scored[1][0] == scored[0][0]):
            return None
        return scored[0][1]


def code_evidence(code: str, name: str, set_code: str = "") -> int:
    """How well an edition code names a set: 4 its own code ("BtD", "E&JC" for "EJC"),
    3 its name less filler ("Gold" for "Gold Edition"), 2 its initials ("HE4", "SCC3", "WoE"),
    1 letters in order from a word's start ("SL" in "Shadowlands", "P" in "Promotional"),
    0 none of these."""
    key = set_code_key(code)
    if not key:
        return 0
    if set_code and set_code.casefold() != "promo" and set_code_key(set_code) == key:
        return 4
    if key == set_code_key(set_name_key(name)):
        return 3
    if key in set_acronyms(name):
        return 2
    plain = " " + " ".join(re.split(r"[^a-z0-9]+", clean_title(name).casefold()))
    if re.search(r" " + ".*?".join(map(re.escape, key)), plain):
        return 1
    return 0


def _stems(name: str) -> set[str]:
    return {word[:-1] if len(word) > 3 and word.endswith("s") else word for word in name.split()}


def best_by_cards(
    card_sets: Iterable[set[int]],
    share: float = 0.5,
    names: dict[int, str] | None = None,
    name: str = "",
) -> int | None:
    """Rule 4: the set most of these cards are printed in (each card given as the ids of the
    sets it is printed in), when it holds at least `share` of them. Sets holding as many are
    told apart by the words their names share with `name` ("The War of Spirits" is "Spirit
    Wars"); a tie that remains matches nothing."""
    tally: Counter = Counter()
    cards = 0
    for sets in card_sets:
        cards += 1
        tally.update(sets)
    if not tally:
        return None
    count = max(tally.values())
    tied = [pk for pk, found in tally.items() if found == count]
    if count < share * cards:
        return None
    if len(tied) > 1 and names and name:
        wanted = _stems(set_name_key(name))
        overlap = {pk: len(wanted & _stems(set_name_key(names[pk]))) for pk in tied}
        best = max(overlap.values())
        tied = [pk for pk in tied if overlap[pk] == best and best > 0]
    return tied[0] if len(tied) == 1 else None
