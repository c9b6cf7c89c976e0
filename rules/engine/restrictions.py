"""Attachment restrictions printed on cards («Солдаты, предметы, заклинания и предки»):
"Will only attach to a Crab Clan Personality" / "Can only attach to a Samurai or Bushi" /
"Will not attach to a Shadowlands Personality" on a Follower or Item, and "Will not attach
Followers or Items" / "Will not attach non-Ninja Followers" / "Will not attach Armor" on a
Personality. Read once per card; checked whenever a card would attach.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from rules.engine.cards import ANCESTOR, FOLLOWER, ITEM, SPELL, CardDef

_ONLY = re.compile(r"^(?:Will|Can|May) only attach to (?:an? )?(?P<what>.+?)\.?$")
_NOT_TO = re.compile(r"^Will not attach to (?:an? )?(?P<what>.+?)\.?$")
_NOT_TAKE = re.compile(r"^(?:This Personality |[A-Z][\w'-]* )?[Ww]ill not attach (?P<what>.+?)\.?$")
_TYPES = {"followers": FOLLOWER, "items": ITEM, "spells": SPELL, "ancestors": ANCESTOR}
_ITEM_KINDS = {"armor": "Armor", "weapons": "Weapon", "weapon": "Weapon"}
_TRAIT = re.compile(r"^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$")

Check = Callable[[CardDef], bool]


def _has(defn: CardDef, trait: str) -> bool:
    return defn.has_keyword(trait) or any(trait in (c, f"{c} Clan") for c in defn.clans)


def _hosts(what: str) -> tuple[str, ...] | None:
    """ "Samurai or Bushi", "Crab Clan Personality" -> the traits, any of which will do."""
    out = []
    for part in what.split(" or "):
        part = part.strip()
        part = part[: -len(" Personality")] if part.endswith(" Personality") else part
        if part in ("Personality", "a Personality") or not _TRAIT.match(part):
            return None
        out.append(part.removeprefix("a ").removeprefix("an "))
    return tuple(out)


def _refused(what: str) -> Check | None:
    """ "Followers or Items", "non-Ninja Followers", "Armor" -> which cards are refused."""
    if what == "cards":
        return lambda d: True
    checks: list[Check] = []
    for part in re.split(r",? or |, ", what):
        words = part.strip().split()
        if len(words) == 1 and words[0].lower() in _TYPES:
            kind = _TYPES[words[0].lower()]
            checks.append(lambda d, kind=kind: d.type == kind)
        elif len(words) == 1 and words[0].lower() in _ITEM_KINDS:
            name = _ITEM_KINDS[words[0].lower()]
            checks.append(lambda d, name=name: d.type == ITEM and d.has_keyword(name))
        elif len(words) >= 2 and words[0].startswith("non-") and words[-1].lower() in _TYPES:
            trait = " ".join(words[:-1])[len("non-") :]
            kind = _TYPES[words[-1].lower()]
            checks.append(lambda d, t=trait, k=kind: d.type == k and not _has(d, t))
        else:
            return None
    return lambda d: any(check(d) for check in checks)


@dataclass(frozen=True, slots=True)
class Restrictions:
    only: tuple[tuple[str, ...], ...] = ()  # on an attachment: its Personality has one
    never: tuple[tuple[str, ...], ...] = ()  # on an attachment: its Personality has none
    refuses: tuple[Check, ...] = ()  # on a Personality: attachments he will not take


def parse_restriction(sentence: str) -> Restrictions | None:
    sentence = sentence.strip()
    if match := _ONLY.match(sentence):
        hosts = _hosts(match["what"])
        return Restrictions(only=(hosts,)) if hosts else None
    if match := _NOT_TO.match(sentence):
        hosts = _hosts(match["what"])
        return Restrictions(never=(hosts,)) if hosts else None
    if match := _NOT_TAKE.match(sentence):
        check = _refused(match["what"])
        return Restrictions(refuses=(check,)) if check else None
    return None


_CACHE: dict[int, tuple[CardDef, Restrictions]] = {}


def restrictions(defn: CardDef) -> Restrictions:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        from rules.engine.continuous import sentences

        only: list[tuple[str, ...]] = []
        never: list[tuple[str, ...]] = []
        refuses: list[Check] = []
        for sentence in sentences(defn.text_plain):
            parsed = parse_restriction(sentence)
            if parsed is not None:
                only.extend(parsed.only)
                never.extend(parsed.never)
                refuses.extend(parsed.refuses)
        found = _CACHE[id(defn)] = (defn, Restrictions(tuple(only), tuple(never), tuple(refuses)))
    return found[1]


def attach_refused(attachment: CardDef, person: CardDef) -> str | None:
    """Why `attachment` may not join `person` by their printed restrictions, or None."""
    theirs = restrictions(attachment)
    for hosts in theirs.only:
        if not any(_has(person, trait) for trait in hosts):
            return f"{attachment.title} will only attach to a {' or '.join(hosts)}"
    for hosts in theirs.never:
        if any(_has(person, trait) for trait in hosts):
            return f"{attachment.title} will not attach to a {' or '.join(hosts)}"
    if any(check(attachment) for check in restrictions(person).refuses):
        return f"{person.title} will not take {attachment.title}"
    return None
