"""Force, Chi and Personal Honor as the rules compute them («Бонусы и штрафы», «Токены»,
«Подсчет результатов битвы»).

A value is its printed number plus every bonus and penalty (the continuous ones printed on
cards included, `rules.engine.continuous`), with the minimum of 0 applied
last. A "set to" value is recorded as the difference it made when it was applied, so later
changes (an Item leaving, a bonus ending) still move the value, as in the rulebook's
example: Chi 2, +2C Item = 4, set to 3, Item destroyed = 1.
"""

import re

from rules.engine import battlefield as bf
from rules.engine import continuous, derived_force, group_bonus
from rules.engine.cards import ANCESTOR, FOLLOWER, ITEM, PERSONALITY
from rules.engine.state import Card, State, in_play_ids

FORCE = "force"
CHI = "chi"


def _printed(card: Card, stat: str) -> int:
    defn = card.defn
    if stat == FORCE:
        return 0 if defn.force_is_modifier or defn.type == ITEM else (defn.force or 0)
    return 0 if defn.chi_is_modifier or defn.type == ITEM else (defn.chi or 0)


def raw(state: State, card: Card, stat: str) -> int:
    """Printed value plus every modifier, before the minimum of 0."""
    total = _printed(card, stat)
    if stat == FORCE and card.defn.force is None and card.defn.type == FOLLOWER:
        # "This card's Force equals this Personality's Chi." (`derived_force`)
        total += derived_force.base_force(state, card)
    if card.defn.type == PERSONALITY:
        cards = state.cards
        for iid in card.attachments:
            defn = cards[iid].defn
            # Items always add to their Personality; Followers and Ancestors only with a "+"
            # (with what their own text gives them: "This card has +1F for each ...", and
            # the bonuses given to the card itself: "Give this card +1F/-1C").
            if stat == FORCE:
                if defn.type == ITEM or defn.force_is_modifier:
                    total += (defn.force or 0) + raw(state, cards[iid], stat)
            elif defn.type == ITEM or defn.chi_is_modifier:
                total += (defn.chi or 0) + raw(state, cards[iid], stat)
    for mod in card.mods:
        name = mod[1]
        if (
            name == stat
            or (name == WHILE_ATTACKING[stat] and _attacking(state, card))
            or (name == WHILE_DEFENDING[stat] and _defending(state, card))
        ):
            total += mod[2]
    if group_bonus.ANY and (group_bonus.EVERY or id(state.cards) in group_bonus.HOLDING):
        # This game was given a group bonus (`rules.engine.group_statics`).
        total += group_bonus.bonus(state, card, stat)
    return total + continuous.bonus(state, card, stat)


# A bonus given "while attacking this turn" is kept among the card's modifiers under this
# name and counts only while the card is attacking.
WHILE_ATTACKING = {FORCE: "force while attacking", CHI: "chi while attacking"}


def _attacking(state: State, card: Card) -> bool:
    return bf.in_battle(state, card) and bf.side_of(state, card.controller) == bf.ATTACKER


# The same "while defending" ("Until the game ends, he has +4F while defending": "Crab
# Tattoo", `rules.engine.side_bonus`).
WHILE_DEFENDING = {FORCE: "force while defending", CHI: "chi while defending"}


def _defending(state: State, card: Card) -> bool:
    return bf.in_battle(state, card) and bf.side_of(state, card.controller) == bf.DEFENDER


def value(state: State, card: Card, stat: str) -> int:
    """«Если величина имеет минимальное или максимальное значения (включая минимум 0), ее
    применяют в последнюю очередь»."""
    if stat == CHI:
        return max(0, raw(state, card, stat), continuous.minimum_chi(state, card))
    return max(0, raw(state, card, stat))


def force(state: State, card: Card) -> int:
    return value(state, card, FORCE)


def chi(state: State, card: Card) -> int:
    return value(state, card, CHI)


def set_delta(state: State, card: Card, stat: str, target: int) -> int:
    """The modifier that makes the value `target` now ("set to" effects)."""
    return target - raw(state, card, stat)


def personal_honor(state: State, card: Card) -> int:
    """«Бесчестье»: a dishonored Personality's Personal Honor is 0 («Применяйте это
    изменение последним»); otherwise the printed value and the continuous bonuses
    ("This Personality has +1PH.")."""
    if card.dishonored:
        return 0
    # What actions gave him ("Permanently give him -1PH": `effects_personal_honor`).
    given = sum(mod[2] for mod in card.mods if mod[1] == "ph") if card.mods else 0
    return (card.defn.personal_honor or 0) + given + continuous.bonus(state, card, "ph")


def unit_force(state: State, personality: Card) -> int:
    """«Force total» of a unit: a bowed Personality makes it 0; bowed Followers add nothing;
    "+" Followers and Ancestors are already in the Personality's own Force. "Elite cards
    contribute Force even if bowed" (the Elite keyword's reminder text)."""
    if personality.bowed and not continuous.has_keyword(state, personality, "Elite"):
        return 0
    total = force(state, personality)
    cards = state.cards
    for iid in personality.attachments:
        card = cards[iid]
        kind = card.defn.type
        if (
            kind == FOLLOWER and (not card.bowed or continuous.has_keyword(state, card, "Elite"))
        ) or kind == ANCESTOR:
            total += force(state, card)
    return total


def army_force(state: State, personalities: list[Card]) -> int:
    return sum(unit_force(state, personality) for personality in personalities)


def chi_dropped_to_zero(state: State, card: Card) -> bool:
    """«Если дух командира снизился до нуля»: penalties brought a Personality's Chi to 0.
    A Personality printed with 0 Chi and never lowered is not destroyed."""
    if card.defn.type != PERSONALITY:
        return False
    total = raw(state, card, CHI)
    return total <= 0 and total < _printed(card, CHI) and continuous.minimum_chi(state, card) <= 0


_THIS_PROVINCE = re.compile(
    r"^(?:This|Its) Province has (?P<n>[+-]\d+) (?:Province )?Strength\.?$", re.IGNORECASE
)
_YOUR_PROVINCES = re.compile(
    r"^Your Provinces have (?P<n>[+-]\d+) (?:Province )?Strength\.?$", re.IGNORECASE
)
# A Region's "Provinces adjacent to this one have -1 strength." (Mountain Pass): the
# Provinces beside its own in its player's row (a destroyed one leaves no gap: «сдвиньте
# соседние провинции», «Подсчет результатов»).
ADJACENT_PROVINCES = re.compile(
    r"^Provinces adjacent to this (?:one|Province) have (?P<n>[+-]\d+) (?:Province )?"
    r"Strength\.?$",
    re.IGNORECASE,
)


def _sentences(text: str) -> list[str]:
    return [s.strip() for line in text.splitlines() for s in re.split(r"(?<=\.)\s+", line)]


def _province_bonus(text: str, pattern: re.Pattern[str]) -> int:
    return sum(int(m["n"]) for s in _sentences(text) if (m := pattern.match(s)))


def province_strength(state: State, seat: int, pid: int) -> int:
    """«Сила провинции»: the Stronghold's (with the Sensei's) strength, plus what the cards
    say: "This Province has +2 Strength" on a Region or Fortification attached to it, "Your
    Provinces have +1 strength" on the Stronghold or a card its player controls in play, and
    what cards gave it this turn. Never below 0."""
    player = state.players[seat]
    total = player.province_strength
    cards = state.cards
    province = player.province(pid)
    if province is not None:
        total += province.bonus
        # Permanent bonuses (`rules.engine.province_permanent`).
        mark = f"province_strength:{pid}:"
        total += sum(int(k[len(mark) :]) for k in state.used_game if k.startswith(mark))
        for iid in province.attachments:
            total += _province_bonus(cards[iid].defn.text_plain, _THIS_PROVINCE)
        at = player.provinces.index(province)
        for beside in player.provinces[max(0, at - 1) : at + 2]:
            if beside is not province:
                for iid in beside.attachments:
                    text = cards[iid].defn.text_plain
                    if "adjacent" in text:
                        total += _province_bonus(text, ADJACENT_PROVINCES)
    sources = [player.stronghold] if player.stronghold is not None else []
    for iid in sources + in_play_ids(state, player):
        card = cards[iid]
        if card.controller == seat and "Provinces have" in card.defn.text_plain:
            total += _province_bonus(card.defn.text_plain, _YOUR_PROVINCES)
    return max(0, total)
