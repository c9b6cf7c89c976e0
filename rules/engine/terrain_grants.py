"""Abilities a Terrain gives while it is in play («Способности и надписи» — Abilities and
Traits; «Местность» — Terrains): "While there is exactly one defending Personality here, he
has the ability, "Repeatable Battle: Challenge a target enemy Personality. Destroy the loser"
and each player has the ability, "Repeatable Battle: Move home your target attacking
Personality. Bow him as he moves."" (Come One at a Time).

A granted ability is read as the text of its holder: "he" (the only defending Personality
at the Terrain's battlefield) uses it as his own action (an imperative "Challenge ..." is his
challenge), "each player" uses it as an action of the Terrain (whoever controls it). The
actions are numbered after the card's own (`FIRST` on), and offered only while the Terrain
is the current battle's.
"""

import re
from dataclasses import dataclass, replace

from rules.engine import battlefield as bf
from rules.engine.abilities import MANUAL, Ability, parse_abilities
from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.state import Card, State

# The number of the first granted action of a card (its own come before).
FIRST = 100
SOLE_DEFENDER = "sole_defender"
EACH_PLAYER = "each_player"

_CLAUSE = re.compile(r"(?P<who>he|each player) has the ability,? \"(?P<text>[^\"]+?)\.?\"")
_LINE = re.compile(r"^While there is exactly one defending Personality here, (?P<rest>.+?)\.?$")


@dataclass(frozen=True, slots=True)
class Grant:
    who: str
    text: str


def grants(line: str) -> tuple[Grant, ...] | None:
    """The abilities a Terrain's trait line gives, or None unless the line is read whole."""
    match = _LINE.match(line.strip())
    if match is None:
        return None
    rest = match["rest"]
    found = list(_CLAUSE.finditer(rest))
    if not found:
        return None
    # Nothing but the clauses, joined by "and".
    left = _CLAUSE.sub("", rest)
    if left.replace("and", "").strip(" ,"):
        return None
    if found[0]["who"] != "he":
        return None  # "he" is the only defending Personality of the condition
    return tuple(
        Grant(SOLE_DEFENDER if m["who"] == "he" else EACH_PLAYER, m["text"]) for m in found
    )


def _holder_text(grant: Grant) -> str:
    """The granted text as its holder's: "Challenge ..." is the Personality's challenge."""
    text = grant.text.strip().rstrip(".") + "."
    if grant.who == SOLE_DEFENDER:
        text = re.sub(r"(:\s*)Challenge ", r"\1This Personality challenges ", text, count=1)
    return text


_CACHE: dict[tuple[int, int, str], tuple[CardDef, CardDef, Ability | None]] = {}


def ability_for(holder: CardDef, terrain: CardDef, grant: Grant, number: int) -> Ability | None:
    """The granted ability as `holder`'s action number `number`; None unless read whole."""
    key = (id(holder), id(terrain), grant.text)
    found = _CACHE.get(key)
    if found is None or found[0] is not holder or found[1] is not terrain:
        text = _holder_text(grant)
        parsed = parse_abilities(replace(holder, text_plain=text))
        ability = parsed[0] if len(parsed) == 1 and parsed[0].effect != MANUAL else None
        found = _CACHE[key] = (holder, terrain, ability)
    ability = found[2]
    return None if ability is None else replace(ability, index=number)


def reads(line: str, defn: CardDef) -> bool:
    """Whether a Terrain's trait line is a grant whose abilities the engine plays."""
    if not defn.has_keyword("Terrain"):
        return False
    found = grants(line)
    if found is None:
        return False
    holder = replace(defn, type=PERSONALITY, title="Granted", text_plain="")
    return all(ability_for(holder if g.who == SOLE_DEFENDER else defn, defn, g, 0) for g in found)


def _terrain(state: State) -> Card | None:
    attack = state.attack
    iid = attack.get("terrain") if attack is not None and attack["battle"] is not None else None
    if iid is None:
        return None
    card = state.cards[iid]
    return card if card.in_play else None


def _sole_defender(state: State) -> Card | None:
    pid = bf.current(state)
    defenders = bf.units_at(state, pid, bf.DEFENDER) if pid is not None else []
    return defenders[0] if len(defenders) == 1 else None


def granted(state: State, seat: int) -> list[tuple[Card, Ability]]:
    """The granted actions `seat` may consider now: (the card it is used on, the ability)."""
    terrain = _terrain(state)
    if terrain is None:
        return []
    # "While there is exactly one defending Personality here": every grant of the line.
    defender = _sole_defender(state)
    if defender is None:
        return []
    out: list[tuple[Card, Ability]] = []
    for number, grant in enumerate(_grants_of(terrain.defn), FIRST):
        if grant.who == EACH_PLAYER:
            ability = ability_for(terrain.defn, terrain.defn, grant, number)
            if ability is not None:
                out.append((terrain, ability))
            continue
        if defender.controller == seat:
            ability = ability_for(defender.defn, terrain.defn, grant, number)
            if ability is not None:
                out.append((defender, ability))
    return out


def granted_ability(state: State, card: Card, index: int) -> Ability | None:
    """The granted action number `index` of `card` now, if it has one."""
    if index < FIRST:
        return None
    for holder, ability in granted(state, card.controller):
        if holder is card and ability.index == index:
            return ability
    terrain = _terrain(state)
    if terrain is card and _sole_defender(state) is not None:
        # Each player's: used on the Terrain, whoever controls it.
        for number, grant in enumerate(_grants_of(card.defn), FIRST):
            if number == index and grant.who == EACH_PLAYER:
                return ability_for(card.defn, card.defn, grant, number)
    return None


_GRANTS: dict[int, tuple[CardDef, tuple[Grant, ...]]] = {}


def _grants_of(defn: CardDef) -> tuple[Grant, ...]:
    found = _GRANTS.get(id(defn))
    if found is None or found[0] is not defn:
        every: list[Grant] = []
        for line in defn.text_plain.splitlines():
            read = grants(line)
            if read:
                every.extend(read)
        found = _GRANTS[id(defn)] = (defn, tuple(every))
    return found[1]
