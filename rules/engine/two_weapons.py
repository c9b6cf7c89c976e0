"""Personalities a card lets attach two Weapons: "Your Dragon Clan Samurai Personalities may
attach two Weapons." (Shiro Mirumoto). «Солдаты, предметы, заклинания и предки»: a
Personality may have only one Weapon; those of the card's controller it describes (printed
Clan and keywords, all of them) may have two (`play._second_weapon` asks, when a second
Weapon would attach).

Read once per card definition; asked only when a second Weapon attaches.
"""

import re
from functools import cache

from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.restrictions import has_trait
from rules.engine.state import Card, State

_YOURS = re.compile(r"^Your (?P<words>(?:[A-Z][\w'-]* )+)Personalities may attach two Weapons\.?$")
_TRAIT = re.compile(r"[A-Z][\w'-]* Clan|[A-Z][\w'-]*")


@cache
def _traits(sentence: str) -> tuple[str, ...] | None:
    """The traits a Personality needs, all of them ("Dragon Clan", "Samurai")."""
    match = _YOURS.match(sentence.strip())
    if match is None:
        return None
    words = match["words"].strip()
    found = tuple(_TRAIT.findall(words))
    return found if " ".join(found) == words else None


def reads(sentence: str, defn: CardDef) -> bool:
    return _traits(sentence) is not None


@cache
def _groups(defn: CardDef) -> tuple[tuple[str, ...], ...]:
    lines = (defn.text_plain or "").splitlines()
    found = (_traits(line) for line in lines if "two Weapons" in line)
    return tuple(traits for traits in found if traits is not None)


def granted(state: State, person: Card) -> bool:
    """Whether a card its controller has in play lets `person` attach two Weapons."""
    if person.defn.type != PERSONALITY:
        return False
    player = state.players[person.controller]
    ids = [player.stronghold] if player.stronghold is not None else []
    ids.extend(player.home)
    for iid in ids:
        card = state.cards[iid]
        if card.controller != person.controller or "two Weapons" not in (
            card.defn.text_plain or ""
        ):
            continue
        for traits in _groups(card.defn):
            if all(has_trait(person.defn, trait) for trait in traits):
                return True
    return False
