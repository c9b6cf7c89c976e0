"""Conditions about a battle the card's own army is in, read by the compiler's conditional
sentences (`rules.engine.phrasings.conditions`):

- "If this card is in an attacking army" (Battering Ram Crew): the card whose ability it is
  (its unit) is at a battlefield on the Attacker's side.
- "If there is a Nonhuman Personality in the enemy army" (Hunter), "If there are any
  Shadowlands cards in the enemy army" (Moto Fanatics): the army opposing the player at the
  current battlefield («Фаза атаки»: the armies at a battlefield) holds such a card.

And a target's place: "a target Fortification attached to this battlefield's Province"
(Kuruma Seiro), a card attached to the Province of the current battle.
"""

import re

from rules.engine import battlefield as bf
from rules.engine import targets as tg
from rules.engine.cards import FOLLOWER, PERSONALITY
from rules.engine.continuous import is_trait
from rules.engine.effects_scripted import CONDITIONS, Condition
from rules.engine.state import ATTACHED, Card, State

_THIS_ATTACKING = re.compile(
    r"this (?:card|Follower|Personality) is (?:in an attacking army|attacking)", re.IGNORECASE
)
_ENEMY_ARMY = re.compile(
    r"there (?:is an?|are any) (?P<traits>(?:[A-Z][\w-]* )*?)"
    r"(?P<kind>Personality|Personalities|Follower|Followers|cards?) in the enemy army"
)
_KINDS = {"personality": PERSONALITY, "personalities": PERSONALITY}
_KINDS |= {"follower": FOLLOWER, "followers": FOLLOWER}
THIS_ATTACKING = "this_attacking"


def _this_attacking(state: State, seat: int, source: Card, card: Card | None) -> bool:
    return (
        bf.location(state, source) is not None
        and bf.side_of(state, source.controller) == bf.ATTACKER
    )


def _enemy_army(kind: str, traits: tuple[str, ...]) -> Condition:
    def holds(state: State, seat: int, source: Card, card: Card | None) -> bool:
        pid, mine = bf.current(state), bf.side_of(state, seat)
        if pid is None or mine is None:
            return False
        for unit in bf.units_at(state, pid):
            side = bf.side_of(state, unit.controller)
            if side is None or side == mine:
                continue
            for member in bf.unit_cards(state, unit):
                if kind and member.defn.type != kind:
                    continue
                if all(is_trait(state, member, trait) for trait in traits):
                    return True
        return False

    return holds


def read(text: str) -> str | None:
    """The name of the condition `text` states (registered in
    `effects_scripted.CONDITIONS`), or None."""
    if _THIS_ATTACKING.fullmatch(text):
        return THIS_ATTACKING
    match = _ENEMY_ARMY.fullmatch(text)
    if match is None:
        return None
    kind = _KINDS.get(match["kind"].lower(), "")
    traits = tuple(match["traits"].split())
    name = f"enemy_army:{kind}:{'|'.join(traits)}"
    if name not in CONDITIONS:
        CONDITIONS[name] = _enemy_army(kind, traits)
    return name


def _at_this_province(state: State, card: Card) -> bool:
    pid = bf.current(state)
    return pid is not None and card.zone == ATTACHED and card.host is None and card.pid == pid


CONDITIONS[THIS_ATTACKING] = _this_attacking
tg.CONDITIONS["at_this_province"] = _at_this_province
