"""What a card's title, traits line and text imply, computed once at import. Pure functions.

The rules come from the Gold Edition rulebook (../shared/rules/gold-edition-rules.ru.txt):
- "Подготовка к игре": every Ancestor and every Experienced card is Unique; cards of
  different experience levels are different cards for deck construction.
- "«Душа …» командира": a "Soul of X" card counts together with X for deck construction.
- "Надписи опыта": "Experienced 4 Ginawa" on Akodo Ginawa makes it a version of Ginawa.
- "Уникальность": a card "considered X for ... the Unique restriction" counts as X.
- "Подразумевающиеся надписи": the implied traits (Creature, Nonhuman, Undead, Shadowlands,
  Courtier = Diplomat, Human).
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from l5rdb.catalogue.importing.parse import (
    ExperienceLabel,
    base_title,
    clean_title,
    experience_from_extended_title,
    parse_experience,
)


@dataclass(frozen=True)
class Derived:
    experience_level: int
    experience_label: str
    experience_edition: str
    personality_name: str
    deck_identity: str
    unique_identity: str
    is_unique: bool
    soul_of_name: str
    soul_of_label: str
    implied_traits: tuple[str, ...]


def identity(name: str, experience_label: str) -> str:
    """The name copies are counted under: "Ginawa • Experienced 4", "Hida Amoro"."""
    return f"{name} • {experience_label}" if experience_label else name


def experience(
    title: str, extended_title: str, traits: Iterable[str]
) -> tuple[ExperienceLabel | None, str]:
    """The card's experience (None when it has none) and the name it is a version of."""
    from_traits = next(
        (parsed for trait in traits if (parsed := parse_experience(trait)) is not None), None
    )
    from_title = experience_from_extended_title(title, extended_title)
    named = from_traits.name if from_traits and from_traits.name else ""
    level = from_title or from_traits
    if level is not None and level.name:
        level = ExperienceLabel(level.level, level.label, edition=level.edition)
    return level, named or base_title(clean_title(title))


_SOUL_RE = re.compile(r"^Soul of (?P<name>.+?)(?: (?P<exp>(?:In)?[Ee]xperienced(?: ?\S+)?))?$")


def soul_of(traits: Iterable[str]) -> tuple[str, str]:
    """("Hida Amoro", "") for a "Soul of Hida Amoro" trait; ("Kakita Yoshi", "Experienced 3")
    for "Soul of Kakita Yoshi Experienced 3"; ("", "") when the card is nobody's soul."""
    for trait in traits:
        match = _SOUL_RE.match(" ".join(trait.split()))
        if match:
            parsed = parse_experience(match["exp"]) if match["exp"] else None
            return match["name"].strip(), parsed.label if parsed else ""
    return "", ""


_CONSIDERED_RE = re.compile(r"is considered (?P<name>[^.]+?) for (?P<what>[^.;]*)", re.IGNORECASE)
_TRAILING_EXPERIENCE_RE = re.compile(r"^(?P<name>.+?) (?P<exp>(?:In)?[Ee]xperienced(?: ?\S+)?)$")


@dataclass(frozen=True)
class Considered:
    name: str
    experience_label: str
    deck: bool
    unique: bool


def considered_as(text: str) -> Considered | None:
    """ "This card is considered Daidoji Hachi for deck construction." and "... considered Isawa
    Tadaka for deck construction and checking the Unique restriction." in the rules text."""
    for match in _CONSIDERED_RE.finditer(" ".join(text.split())):
        what = match["what"].casefold()
        deck, unique = "deck construction" in what, "unique restriction" in what
        if not (deck or unique):
            continue
        name = match["name"].strip()
        label = ""
        trailing = _TRAILING_EXPERIENCE_RE.match(name)
        if trailing and (parsed := parse_experience(trailing["exp"])) is not None:
            name, label = trailing["name"], parsed.label
        return Considered(name, label, deck, unique)
    return None


def _words(title: str) -> set[str]:
    # Whole words only: "An Oni's Fury" names the fury, not an Oni.
    return {word.casefold() for word in re.findall(r"[A-Za-z][A-Za-z'-]*", title)}


def _has(found: set[str], *names: str) -> bool:
    return any(name.casefold() in found for name in names)


def implied_traits(
    title: str, types: Iterable[str], traits: Iterable[str], experienced: bool
) -> tuple[str, ...]:
    """The traits "Подразумевающиеся надписи" adds to a card that does not print them.

    The rule names title words and traits; an implied trait implies further ones (a Mujina is
    a Creature, so Nonhuman). "Courtier" and "Diplomat" are one trait, so each brings the
    other. Personalities and Followers that are not Undead are Human; a Nonhuman one is not
    made Human, as the trait's very name says it is not."""
    types = {kind.casefold() for kind in types}
    printed = {trait.casefold() for trait in traits}
    words = _words(base_title(clean_title(title)))
    have = set(printed)
    implied: list[str] = []

    def add(trait: str) -> None:
        if trait.casefold() not in have:
            have.add(trait.casefold())
            implied.append(trait)

    if "ancestor" in types or experienced:
        add("Unique")
    if _has(words, "Mujina") or _has(have, "Ratling"):
        add("Creature")
    if _has(words, "Creature", "Creatures", "Oni", "Goblin", "Goblins") or _has(
        have, "Creature", "Oni", "Goblin", "Naga"
    ):
        add("Nonhuman")
    undead_words = ("Skeleton", "Skeletons", "Skeletal", "Zombie", "Zombies", "Necromancer")
    if _has(words, *undead_words) or _has(have, *undead_words):
        add("Undead")
    if _has(words, "Oni", "Undead") or _has(have, "Oni", "Undead"):
        add("Shadowlands")
    if _has(have, "Courtier"):
        add("Diplomat")
    elif _has(have, "Diplomat"):
        add("Courtier")
    if types & {"personality", "follower"} and not _has(have, "Undead", "Nonhuman"):
        add("Human")
    return tuple(implied)


def epithet_base(title: str) -> str:
    """The name before an epithet: "Hida Kisada, the Little Bear" -> "Hida Kisada" ("" when
    the title has no comma). Whether it is the personality's name depends on the pool."""
    name, sep, _ = base_title(clean_title(title)).partition(", ")
    return name.strip() if sep else ""


def derive(
    title: str,
    extended_title: str,
    types: Iterable[str],
    traits: Iterable[str],
    text: str,
    printed_unique: bool = False,
) -> Derived:
    """Everything the card's own printing implies. `text` is the plain rules text."""
    types, traits = list(types), list(traits)
    level, personality_name = experience(title, extended_title, traits)
    level_number = level.level if level else 0
    label = level.label if level else ""
    considered = considered_as(text)
    deck_identity = identity(personality_name, label)
    unique_identity = personality_name
    if considered and considered.deck:
        deck_identity = identity(considered.name, considered.experience_label)
    if considered and considered.unique:
        unique_identity = considered.name
    implied = implied_traits(title, types, traits, level_number >= 1)
    soul_name, soul_label = soul_of(traits)
    is_unique = (
        printed_unique or "unique" in {trait.casefold() for trait in traits} or "Unique" in implied
    )
    return Derived(
        experience_level=level_number,
        experience_label=label,
        experience_edition=level.edition if level else "",
        personality_name=personality_name,
        deck_identity=deck_identity,
        unique_identity=unique_identity,
        is_unique=is_unique,
        soul_of_name=soul_name,
        soul_of_label=soul_label,
        implied_traits=implied,
    )
