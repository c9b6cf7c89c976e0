"""Traits of a Personality about the Ranged Attacks of his Spells, of his army, or aimed at
his unit («Атаки с расстояния», Ranged Attacks; «Способности и надписи»):

- "Ranged Attacks from Izumi's Spells have +1 strength." (Isawa Izumi, Isawa Hibana): an
  attack from an action on a Spell attached to him.
- "Ranged Attacks from actions performed by cards in Okabe's army have +1 strength."
  (Toritaka Okabe, Toritaka Shishido): an attack made by a card of his army, he being at the
  current battlefield (the card making it: a Personality or Follower, or the Personality an
  Item or Spell is attached to; a Strategy's attack made by no card is not).
- "While the Defender controls a Forest, cards in Taro's unit may not be targeted by Ranged
  Attacks." (Kitsune Taro).

A Ranged Attack is one attack, combined or not: the bonus counts once when any of its
sources qualifies. Read once per card; the cards printing these are found once per game
(`_printers`), so a game without them pays nothing.
"""

import re

from rules.engine import battlefield as bf
from rules.engine.cards import FOLLOWER, PERSONALITY, SPELL, CardDef
from rules.engine.continuous import controlled, sentences
from rules.engine.events import Event
from rules.engine.state import Card, State

SPELLS = "spells"
ARMY = "army"
FOREST = "forest"

_NAME = r"(?P<who>[A-Z][\w'-]*)"
_SPELLS = re.compile(rf"^Ranged Attacks from {_NAME}'s Spells have (?P<n>[+-]\d+) strength\.?$")
_ARMY = re.compile(
    rf"^Ranged Attacks from actions performed by cards in {_NAME}'s army have "
    r"(?P<n>[+-]\d+) strength\.?$"
)
_SHIELD = re.compile(
    rf"^While the Defender controls an? (?P<what>[A-Z][\w'-]*), cards in {_NAME}'s unit may "
    r"not be targeted by Ranged Attacks\.?$"
)

Rule = tuple[str, int, str]  # (kind, amount, trait)


def _own(defn: CardDef, who: str) -> bool:
    names = set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())
    return who in names


def parse(sentence: str, defn: CardDef) -> Rule | None:
    if defn.type != PERSONALITY:
        return None
    sentence = sentence.strip()
    for pattern, kind in ((_SPELLS, SPELLS), (_ARMY, ARMY)):
        match = pattern.match(sentence)
        if match is not None and _own(defn, match["who"]):
            return kind, int(match["n"]), ""
    match = _SHIELD.match(sentence)
    if match is not None and _own(defn, match["who"]):
        return FOREST, 0, match["what"]
    return None


def reads(sentence: str, defn: CardDef) -> bool:
    """Whether a sentence of a trait is one read here."""
    return parse(sentence, defn) is not None


_RULES: dict[int, tuple[CardDef, tuple[Rule, ...]]] = {}


def rules(defn: CardDef) -> tuple[Rule, ...]:
    found = _RULES.get(id(defn))
    if found is None or found[0] is not defn:
        read = (parse(sentence, defn) for sentence in sentences(defn.text_plain))
        found = _RULES[id(defn)] = (defn, tuple(rule for rule in read if rule is not None))
    return found[1]


# Per game (by its cards' dict): the cards printing one of these rules.
_PRINTERS: dict[int, tuple[dict[int, Card], tuple[int, ...]]] = {}


def _printers(state: State) -> tuple[int, ...]:
    cards = state.cards
    found = _PRINTERS.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_PRINTERS) >= 64:
            _PRINTERS.clear()
        printing = tuple(sorted(iid for iid, card in cards.items() if rules(card.defn)))
        found = _PRINTERS[id(cards)] = (cards, printing)
    return found[1]


def _performer(state: State, source: Card) -> Card | None:
    """The card making an attack from an action on `source`: itself if a Personality or
    Follower, else the Personality it is attached to; None for a card in no unit."""
    if source.defn.type in (PERSONALITY, FOLLOWER):
        return source
    if source.host is not None:
        return bf.person_of(state, source)
    return None


def _in_army_of(state: State, card: Card, leader: Card) -> bool:
    return (
        bf.in_battle(state, card)
        and bf.in_battle(state, leader)
        and bf.side_of(state, card.controller) is not None
        and bf.side_of(state, card.controller) == bf.side_of(state, leader.controller)
    )


def bonus(state: State, event: Event) -> int:
    """The strength a Ranged Attack (`effects_battle.RANGED_ATTACK` event) gains from these
    traits of cards in play."""
    printers = _printers(state)
    if not printers:
        return 0
    cards = state.cards
    sources = [cards[iid] for iid in event.get("sources") or (event["source"],)]
    shooter = cards[event["attacker"]] if "attacker" in event else None
    total = 0
    for iid in printers:
        printer = cards[iid]
        if not printer.in_play:
            continue
        for kind, amount, _trait in rules(printer.defn):
            if kind == SPELLS and any(
                s.defn.type == SPELL and s.host == printer.iid for s in sources
            ):
                total += amount
            elif kind == ARMY:
                makers = (
                    [shooter]
                    if shooter is not None
                    else map(lambda s: _performer(state, s), sources)
                )
                if any(m is not None and _in_army_of(state, m, printer) for m in makers):
                    total += amount
    return total


def shielded(state: State, target: Card) -> bool:
    """Whether a card in the target's unit says Ranged Attacks may not target it now."""
    if not _printers(state):
        return False
    person = bf.person_of(state, target)
    attack = state.attack
    if attack is None:
        return False
    for card in (person, *(state.cards[iid] for iid in person.attachments)):
        for kind, _amount, trait in rules(card.defn):
            if kind == FOREST and controlled(state, attack["defender"], trait):
                return True
    return False
