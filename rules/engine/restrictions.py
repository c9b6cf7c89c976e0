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
# "Will only attach Followers with an Honor Requirement of 3 or higher."
_ONLY_TAKE = re.compile(
    r"^(?:This Personality |[A-Z][\w'-]* )?[Ww]ill only attach Followers with an Honor "
    r"Requirement of (?P<n>\d+) or (?:higher|more|greater)\.?$"
)
_NOT_TAKE = re.compile(
    r"^(?:This Personality |[A-Z][\w'-]* )?(?:[Ww]ill not|[Cc]annot) attach (?P<what>.+?)\.?$"
)
# "Personality with 3 or greater Force", "Shugenja with 3 or more Personal Honor".
_MINIMUM = re.compile(
    r"^(?P<who>.+?) with (?P<n>\d+) or (?:greater|higher|more) (?P<stat>Force|Chi|Personal Honor)$"
)
_STATS = {"Force": "force", "Chi": "chi", "Personal Honor": "ph"}
# "Will not attach Items, unless they are Armors or Weapons."
_UNLESS = re.compile(r"^(?P<kind>\w+), unless they are (?P<kinds>\w+(?: or \w+)*)$")
_SYMBOL = re.compile(r":(shadowlands|maho|kiho|tattoo):")
_TYPES = {"followers": FOLLOWER, "items": ITEM, "spells": SPELL, "ancestors": ANCESTOR}
_ITEM_KINDS = {"armor": "Armor", "armors": "Armor", "weapons": "Weapon", "weapon": "Weapon"}
_TRAIT = re.compile(r"^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$")

Check = Callable[[CardDef], bool]
# "Will not attach Followers or issue challenges." (Doji Tanitsu): the attachments here, the
# challenges in `rules.engine.traits` (`_NO_CHALLENGE_ATTACH`).
_OR_CHALLENGES = re.compile(r" or issue challenges(?=\.?$)")


def has_trait(defn: CardDef, trait: str) -> bool:
    return defn.has_keyword(trait) or any(trait in (c, f"{c} Clan") for c in defn.clans)


# One Personality a restriction names: a trait ("" for any Personality) and a minimum
# value ("Personality with 3 or greater Force": "", "force", 3).
Host = tuple[str, str, int]


def _hosts(what: str) -> tuple[Host, ...] | None:
    """ "Samurai or Bushi", "Crab Clan Personality", "Personality with 4 or higher Force or a
    Tsuno" -> the Personalities, any of which will do."""
    out: list[Host] = []
    for part in re.split(r" or (?!(?:greater|higher|more) )", what):
        part = part.strip().removeprefix("a ").removeprefix("an ")
        stat, least = "", 0
        if match := _MINIMUM.match(part):
            part, stat, least = match["who"], _STATS[match["stat"]], int(match["n"])
        part = part[: -len(" Personality")] if part.endswith(" Personality") else part
        if part == "Personality" and stat:
            part = ""
        elif part == "Personality" or not _TRAIT.match(part):
            return None
        out.append((part, stat, least))
    return tuple(out)


def _names(defn: CardDef) -> tuple[str, ...]:
    return defn.title, defn.title.split(",")[0], defn.personality_name


def _named(hosts: tuple[Host, ...]) -> str:
    return " or ".join(
        " ".join(
            word
            for word in (trait or "Personality", f"with {least} or more {stat}" if stat else "")
            if word
        )
        for trait, stat, least in hosts
    )


def _refused(what: str) -> Check | None:
    """ "Followers or Items", "non-Ninja Followers", "Armor" -> which cards are refused."""
    if what == "cards":
        return lambda d: True
    if (match := _AT_LEAST.match(what)) and match["kind"].lower() in _TYPES:
        return _at_least(_TYPES[match["kind"].lower()], match)
    if match := _NON_ATTACHMENTS.match(what):
        trait = match["trait"]
        return lambda d: d.type in _TYPES.values() and not has_trait(d, trait)
    if match := _UNLESS.match(what):
        kind = _TYPES.get(match["kind"].lower())
        spared = [_ITEM_KINDS.get(k.lower()) for k in match["kinds"].split(" or ")]
        if kind is None or None in spared:
            return None
        return lambda d: d.type == kind and not any(d.has_keyword(k) for k in spared)  # type: ignore[arg-type]
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
            checks.append(lambda d, t=trait, k=kind: d.type == k and not has_trait(d, t))
        else:
            return None
    return lambda d: any(check(d) for check in checks)


# "Followers with an Honor Requirement of 2 or higher" (Matsu Masutaro), "Spells with a 4
# or higher Gold Cost" (Ratling Conjuror).
_AT_LEAST = re.compile(
    r"^(?P<kind>\w+) with (?:an Honor Requirement of (?P<hr>\d+)|a (?P<gold>\d+)) or "
    r"(?:higher|more|greater)(?(gold) Gold Cost|)$"
)
# "Will not attach non-Storm Rider attachments." (Tsurayuki)
_NON_ATTACHMENTS = re.compile(r"^non-(?P<trait>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) attachments$")


def _at_least(kind: str, match: re.Match[str]) -> Check:
    if match["hr"]:
        least = int(match["hr"])
        return lambda d: d.type == kind and (d.honor_requirement or 0) >= least
    least = int(match["gold"])
    return lambda d: d.type == kind and (d.gold_cost or 0) >= least


@dataclass(frozen=True, slots=True)
class Restrictions:
    only: tuple[tuple[Host, ...], ...] = ()  # on an attachment: its Personality is one
    never: tuple[tuple[Host, ...], ...] = ()  # on an attachment: its Personality is none
    refuses: tuple[Check, ...] = ()  # on a Personality: attachments he will not take


def parse_restriction(sentence: str) -> Restrictions | None:
    sentence = _SYMBOL.sub(lambda m: m[1].capitalize(), sentence.strip())
    if match := _ONLY.match(sentence):
        hosts = _hosts(match["what"])
        return Restrictions(only=(hosts,)) if hosts else None
    if match := _NOT_TO.match(sentence):
        hosts = _hosts(match["what"])
        return Restrictions(never=(hosts,)) if hosts else None
    if match := _ONLY_TAKE.match(sentence):
        least = int(match["n"])
        return Restrictions(
            refuses=(lambda d: d.type == FOLLOWER and (d.honor_requirement or 0) < least,)
        )
    if match := _NOT_TAKE.match(_OR_CHALLENGES.sub("", sentence)):
        check = _refused(match["what"])
        return Restrictions(refuses=(check,)) if check else None
    return None


_CACHE: dict[int, tuple[CardDef, Restrictions]] = {}


def restrictions(defn: CardDef) -> Restrictions:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        from rules.engine.continuous import sentences

        only: list[tuple[Host, ...]] = []
        never: list[tuple[Host, ...]] = []
        refuses: list[Check] = []
        for sentence in sentences(defn.text_plain):
            parsed = parse_restriction(sentence)
            if parsed is not None:
                only.extend(parsed.only)
                never.extend(parsed.never)
                refuses.extend(parsed.refuses)
        found = _CACHE[id(defn)] = (defn, Restrictions(tuple(only), tuple(never), tuple(refuses)))
    return found[1]


def _is(person: CardDef, host: Host, value: Callable[[str], int] | None) -> bool:
    trait, stat, least = host
    # "Will only attach to K'mee or a Monk": a name as well as a trait.
    if trait and not has_trait(person, trait) and trait not in _names(person):
        return False
    if not stat:
        return True
    now = value(stat) if value is not None else _PRINTED[stat](person)
    return now >= least


_PRINTED: dict[str, Callable[[CardDef], int]] = {
    "force": lambda d: d.force or 0,
    "chi": lambda d: d.chi or 0,
    "ph": lambda d: d.personal_honor or 0,
}


def attach_refused(
    attachment: CardDef, person: CardDef, value: Callable[[str], int] | None = None
) -> str | None:
    """Why `attachment` may not join `person` by their printed restrictions, or None.
    `value` gives the Personality's Force, Chi or Personal Honor ("force", "chi", "ph") as
    they are now, for "Will only attach to a Personality with 3 or greater Force"; without
    it, the printed values count."""
    theirs = restrictions(attachment)
    for hosts in theirs.only:
        if not any(_is(person, host, value) for host in hosts):
            return f"{attachment.title} will only attach to a {_named(hosts)}"
    for hosts in theirs.never:
        if any(_is(person, host, value) for host in hosts):
            return f"{attachment.title} will not attach to a {_named(hosts)}"
    if any(check(attachment) for check in restrictions(person).refuses):
        return f"{person.title} will not take {attachment.title}"
    return None
