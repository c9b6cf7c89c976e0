"""Abilities as declarative records read from a card's text.

«Способности и надписи»: an ability is text after "Limited", "Open", "Battle", "Reaction"
(and their later-arc cousins); everything else in the text box is a trait. Part 1 runs one
effect: gold production ("Bow this card: Produce N Gold", ":bow:: Produce N Gold, or M Gold
if you are a Crab Clan player", a Holding's printed gold production). Every other ability is
a record with effect "manual": the table shows it, and a player carries it out with the
manual operations of `rules.engine.ops`.
"""

import re
from dataclasses import dataclass

from rules.engine.cards import HOLDING, CardDef

TIMINGS = frozenset(
    {"limited", "open", "battle", "reaction", "interrupt", "engage", "political", "tireless"}
)

PRODUCE = "produce"
MANUAL = "manual"

_HEADER = re.compile(r"^(?P<head>[A-Za-z'/ -]*?(?:,?\s*:bow:)?)\s*:\s*(?P<body>\S.*)$")
_GOLD = re.compile(
    r"^(?:(?::bow:\s*:?|Bow this card\s*:)\s*)?Produce (?P<gold>\d+) Gold\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_CLAN_GOLD = re.compile(
    r"^,\s*or (?P<gold>\d+) Gold if you are an? (?P<clan>[A-Za-z' ]+?) (?:Clan )?player",
    re.IGNORECASE,
)
_HONOR = re.compile(r"\band (?P<sign>lose|gain) (?P<honor>\d+) Honor\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability: its timing, whether bowing the card is part of its cost, and its effect.

    For gold production: `gold` is produced, or `clan_gold[1]` when the player's Stronghold
    belongs to `clan_gold[0]`; `honor` is gained (or lost, if negative) each time."""

    timing: str
    bow: bool
    effect: str
    text: str
    gold: int = 0
    clan_gold: tuple[str, int] | None = None
    honor: int = 0

    def gold_for(self, clans: list[str]) -> int:
        if self.clan_gold is not None and self.clan_gold[0] in clans:
            return self.clan_gold[1]
        return self.gold


def _gold_ability(line: str, printed: int | None) -> Ability | None:
    match = _GOLD.match(line)
    if match is None:
        return None
    rest = match["rest"]
    clan = _CLAN_GOLD.match(rest)
    honor = _HONOR.search(rest)
    amount = int(match["gold"]) if printed is None else printed
    return Ability(
        timing=PRODUCE,
        bow=True,
        effect=PRODUCE,
        text=line,
        gold=amount,
        clan_gold=(clan["clan"].strip(), int(clan["gold"])) if clan else None,
        honor=(int(honor["honor"]) * (1 if honor["sign"].lower() == "gain" else -1))
        if honor
        else 0,
    )


def parse_abilities(defn: CardDef) -> tuple[Ability, ...]:
    abilities: list[Ability] = []
    for raw in defn.text_plain.splitlines():
        line = raw.strip()
        if not line:
            continue
        gold = _gold_ability(line, defn.gold_production)
        if gold is not None:
            abilities.append(gold)
            continue
        header = _HEADER.match(line)
        if header is None:
            continue
        words = {w.lower() for w in re.split(r"[\s,/]+", header["head"]) if w}
        timing = sorted(words & TIMINGS)
        if timing:
            abilities.append(
                Ability(
                    timing="/".join(timing),
                    bow=":bow:" in words or header["body"].lower().startswith("bow this"),
                    effect=MANUAL,
                    text=line,
                )
            )
    if (
        defn.type == HOLDING
        and defn.gold_production
        and not any(a.effect == PRODUCE for a in abilities)
    ):
        abilities.append(
            Ability(
                timing=PRODUCE,
                bow=True,
                effect=PRODUCE,
                text=f"Produce {defn.gold_production} Gold",
                gold=defn.gold_production,
            )
        )
    return tuple(abilities)


_CACHE: dict[CardDef, tuple[Ability, ...]] = {}


def abilities(defn: CardDef) -> tuple[Ability, ...]:
    found = _CACHE.get(defn)
    if found is None:
        found = _CACHE[defn] = parse_abilities(defn)
    return found


def gold_ability(defn: CardDef) -> Ability | None:
    for ability in abilities(defn):
        if ability.effect == PRODUCE:
            return ability
    return None
