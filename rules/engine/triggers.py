"""Triggers: the moment a Reaction, an Interrupt or a triggered trait answers («Реакции»).

A trigger is read from the start of the text, before the effect: "After <subject>
<happens>, <effect>" or "... <happens>: <effect>" ("Reaction: After this Personality enters
play: Draw a card.", "After Taenaru is destroyed, gain 2 Honor."). "After" answers an event
once it has happened (its reaction window); "Before" and "When" answer it before it happens
(its interrupt window): «реакция, в тексте которой написано, что она предпринимается «до
(before)» условия ... всегда играется ранее чем реакция ... «после (after)»».

Each phrasing names an event kind of `rules.engine.events` (entered_play, recruited,
destroy, duel_started, duel_resolved, battle_resolved, province_destroyed, turn_began,
attack_declared, engaged, assigned, event_revealed) and who or what it is about: the card
itself, a card of the player answering ("one of your Personalities"), of another player,
or any. `Trigger.matches` says whether an event is that moment.
"""

import re
from dataclasses import dataclass
from typing import Any

from rules.engine.cards import (
    ATTACHMENT_TYPES,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    SPELL,
    CardDef,
)

INTERRUPT = "interrupt"
REACTION = "reaction"

SELF = "self"
HOST = "host"  # the Personality an attachment is on ("this Personality" on an Item)
YOURS = "yours"
OTHERS = "others"
ANY = "any"

# Event kinds a trigger may name (the marker events are added by `rules.engine.reactions`).
ENTERED = "entered_play"
RECRUITED = "recruited"
DESTROYED = "destroy"
DUEL_STARTED = "duel_started"
DUEL_RESOLVED = "duel_resolved"
BATTLE_RESOLVED = "battle_resolved"
PROVINCE_DESTROYED = "province_destroyed"
TURN_BEGAN = "turn_began"
ATTACK_DECLARED = "attack_declared"
ENGAGED = "engaged"
ASSIGNED = "assigned"
# An Event face-up in its owner's Province as his turn begins (`rules.engine.dynasty_events`).
REVEALED = "event_revealed"

# Details: how a card entered play, how a duel ended, where a card was destroyed.
FROM_HAND = "hand"
FROM_PROVINCE = "province"
WON = "won"
LOST = "lost"
IN_BATTLE = "battle"
ATTACKING = "attacker"  # as the sides of `rules.engine.battlefield`
DEFENDING = "defender"
HERE = "here"  # the card itself (or its Personality) is at the battlefield


@dataclass(frozen=True, slots=True)
class Trigger:
    """The event kind answered, in which window, whose card ("self", "yours", "others",
    "any"; for turns and Provinces: whose turn or Province), of which card types (none: any
    card) and a detail ("hand", "province", "won", "lost", "battle")."""

    event: str
    timing: str
    who: str = ANY
    kinds: tuple[str, ...] = ()
    detail: str = ""

    def matches(self, state: Any, event: dict[str, Any], source: Any, seat: int) -> bool:
        """Whether `event` is this trigger's moment for `source` (the card whose text it
        is), answered by `seat`."""
        kind = self.event
        if kind in (TURN_BEGAN, PROVINCE_DESTROYED):
            return _relation(event["seat"], seat, self.who)
        if kind == ATTACK_DECLARED:
            return _relation(event["attacker"], seat, self.who)
        if kind == BATTLE_RESOLVED:
            return True
        if kind == ENGAGED:
            return self.detail != HERE or _here(state, source)
        if kind == DUEL_RESOLVED:
            cards = [event["winner"]] if self.detail == WON else event["losers"]
            return any(iid is not None and self._about(state, iid, source, seat) for iid in cards)
        if kind == DUEL_STARTED:
            return any(self._about(state, iid, source, seat) for iid in event["duelists"])
        if kind == ENTERED:
            from_hand = bool(event.get("equipped"))
            if (self.detail == FROM_HAND and not from_hand) or (
                self.detail == FROM_PROVINCE and from_hand
            ):
                return False
        if kind == ASSIGNED and self.detail and event["side"] != self.detail:
            return False
        if kind == DESTROYED and self.detail == IN_BATTLE and not _in_battle(state):
            return False
        return self._about(state, event["card"], source, seat)

    def _about(self, state: Any, iid: int, source: Any, seat: int) -> bool:
        if self.who == SELF:
            return iid == source.iid
        if self.who == HOST:
            return iid == source.host
        card = state.cards[iid]
        if self.kinds and card.defn.type not in self.kinds:
            return False
        owner = card.controller if card.in_play else card.owner
        return _relation(owner, seat, self.who)


def _here(state: Any, card: Any) -> bool:
    """A card (or the Personality it is attached to) at the current battlefield."""
    person = state.cards[card.host] if card.host is not None else card
    battle = state.attack.get("battle") if state.attack is not None else None
    return person.in_play and battle is not None and person.battle == battle


def _in_battle(state: Any) -> bool:
    return state.attack is not None and state.attack.get("battle") is not None


def _relation(whose: int, seat: int, who: str) -> bool:
    if who == YOURS:
        return whose == seat
    if who == OTHERS:
        return whose != seat
    return True


# -- reading a trigger ----------------------------------------------------------------------
_NOUNS = {
    "personality": PERSONALITY,
    "personalities": PERSONALITY,
    "follower": FOLLOWER,
    "followers": FOLLOWER,
    "holding": HOLDING,
    "holdings": HOLDING,
    "item": ITEM,
    "items": ITEM,
    "spell": SPELL,
    "spells": SPELL,
    "card": "",
    "cards": "",
}
_NOUN = r"(?P<noun>Personalit(?:y|ies)|Followers?|Holdings?|Items?|Spells?|cards?)"
# A group of cards named by its controller: (regex, who).
_GROUPS = (
    (rf"one of your {_NOUN}", YOURS),
    (rf"your {_NOUN}", YOURS),
    (rf"an? {_NOUN} you control", YOURS),
    (rf"(?:another|an opposing|an enemy) player's {_NOUN}", OTHERS),
    (rf"an? (?:enemy|opposing) {_NOUN}", OTHERS),
    (rf"an? {_NOUN}", ANY),
)
_SELF_NOUNS = r"card|Personality|Follower|Holding|Item|Spell|Region|Ring|Ancestor|Strategy"
_SELF = re.compile(rf"^this (?:{_SELF_NOUNS})$")
_HOST = re.compile(r"^this (?:Personality|Shugenja|Samurai|Courtier)$")
_START = re.compile(
    r"^(?:Any number of times per turn, )?(?P<word>After|Before|When) (?P<rest>.+)$",
    re.IGNORECASE,
)
# What happens to the subject S ({s}), in the words the pool repeats.
_HAPPENINGS: tuple[tuple[str, str, str, str], ...] = (
    # (pattern, event kind, timing word it needs ("after", "before" or ""), detail)
    (r"{s} enters play from (?:your|the) hand", ENTERED, "after", FROM_HAND),
    (r"{s} enters play from (?:a|one of your) [Pp]rovinces?", ENTERED, "after", FROM_PROVINCE),
    (r"{s} enters play", ENTERED, "after", ""),
    (r"you bring {s} into play", ENTERED, "after", ""),
    (r"you [Rr]ecruit {s}", RECRUITED, "after", ""),
    (r"{s} is [Rr]ecruited", RECRUITED, "after", ""),
    (r"{s} attaches(?: from your hand)?", ENTERED, "after", FROM_HAND),
    (r"you (?:Equip|attach) {s}(?: from your hand)?", ENTERED, "after", FROM_HAND),
    (r"attaching {s}", ENTERED, "after", FROM_HAND),
    (r"{s} is destroyed during (?:a |the )?battle", DESTROYED, "", IN_BATTLE),
    (r"{s} is destroyed", DESTROYED, "", ""),
    (r"{s} wins a duel", DUEL_RESOLVED, "after", WON),
    (r"{s} loses a duel", DUEL_RESOLVED, "after", LOST),
    (r"{s} enters a duel", DUEL_STARTED, "", ""),
    (r"engaging at {s}'s battlefield", ENGAGED, "after", HERE),
)
_ASSIGNS = (r"{s} is assigned", r"{s} assigns", r"you assign {s}")
_HAPPENINGS += tuple(
    (form + army, ASSIGNED, "after", side)
    for army, side in (
        (" to an attacking army", ATTACKING),
        (" to a defending army", DEFENDING),
        ("", ""),
    )
    for form in _ASSIGNS
)
# Moments with no card subject: (pattern, event kind, who, timing word it needs).
_MOMENTS: tuple[tuple[str, str, str, str], ...] = (
    (r"(?:a|the) battle(?:'s)? resol(?:ves|ution)", BATTLE_RESOLVED, ANY, "after"),
    (r"a battle ends", BATTLE_RESOLVED, ANY, "after"),
    (r"one of your Provinces is destroyed", PROVINCE_DESTROYED, YOURS, "after"),
    (r"(?:another|an opposing) player's Province is destroyed", PROVINCE_DESTROYED, OTHERS, ""),
    (r"a Province is destroyed", PROVINCE_DESTROYED, ANY, "after"),
    (r"your turn begins", TURN_BEGAN, YOURS, "after"),
    (r"another player's turn begins", TURN_BEGAN, OTHERS, "after"),
    (r"(?:each player's|each|a) turn begins", TURN_BEGAN, ANY, "after"),
    (r"an attack is declared", ATTACK_DECLARED, ANY, "after"),
    (r"engaging(?: in (?:a|the|this) battle)?", ENGAGED, ANY, "after"),
    (r"you declare an attack", ATTACK_DECLARED, YOURS, "after"),
    (r"another player declares an attack", ATTACK_DECLARED, OTHERS, "after"),
    (
        r"you reveal cards in your Provinces at the start of your turn, if this Event is "
        r"face-up in one of them,?",
        REVEALED,
        SELF,
        "after",
    ),
)
_SUBJECT = r"(?P<subject>[^,:]+?)"


def _windows() -> frozenset[tuple[str, str]]:
    """The (event kind, window) pairs some phrasing answers: "after" the reaction window,
    "before"/"when" the interrupt window."""
    found = set()
    for kind, needs in [(k, w) for _, k, w, _ in _HAPPENINGS] + [(k, w) for _, k, _, w in _MOMENTS]:
        if needs in ("", "after"):
            found.add((kind, REACTION))
        if needs != "after":
            found.add((kind, INTERRUPT))
    return frozenset(found)


WINDOWS = _windows()
_COMPILED = tuple(
    (re.compile("^" + pattern.format(s=_SUBJECT) + r"(?:[,:] (?P<effect>.+))$"), kind, word, detail)
    for pattern, kind, word, detail in _HAPPENINGS
)
_COMPILED_MOMENTS = tuple(
    (re.compile("^" + pattern + r"(?:[,:] (?P<effect>.+))$"), kind, who, word)
    for pattern, kind, who, word in _MOMENTS
)


def _names(defn: CardDef) -> set[str]:
    name = re.split(r"[,•]", defn.personality_name or defn.title)[0]
    return {word.lower() for word in name.split() if word[:1].isupper()}


def _subject(defn: CardDef, phrase: str) -> tuple[str, tuple[str, ...]] | None:
    """Who a subject phrase names: the card itself, or a group with its card types."""
    words = phrase.split()
    if defn.type in ATTACHMENT_TYPES and _HOST.match(phrase):
        return HOST, ()
    if _SELF.match(phrase) or (words and {w.lower() for w in words} <= _names(defn)):
        return SELF, ()
    for pattern, who in _GROUPS:
        match = re.fullmatch(pattern, phrase)
        if match:
            kind = _NOUNS[match["noun"].lower()]
            return who, (kind,) if kind else ()
    return None


def _effect_text(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:]


def read_trigger(defn: CardDef, text: str) -> tuple[Trigger, str, bool] | None:
    """The trigger at the start of `text`, the effect after it (costs included), and
    whether it repeats ("Any number of times per turn, after ..."); None when the text does
    not start with a trigger read here."""
    start = _START.match(text.strip())
    if start is None:
        return None
    repeatable = text.strip().lower().startswith("any number of times")
    word = start["word"].lower()
    rest = start["rest"]
    timing = REACTION if word == "after" else INTERRUPT
    for pattern, kind, needs, detail in _COMPILED:
        if needs and needs != word:
            continue
        match = pattern.match(rest)
        if match is None:
            continue
        subject = _subject(defn, match["subject"])
        if subject is None:
            continue
        who, kinds = subject
        if detail == HERE and who not in (SELF, HOST):
            continue
        # "a Follower enters play from your hand": one of yours.
        if who == ANY and re.search(r"\byour\b|\byou\b", pattern.pattern):
            who = YOURS
        return Trigger(kind, timing, who, kinds, detail), _effect_text(match["effect"]), repeatable
    for pattern, kind, who, needs in _COMPILED_MOMENTS:
        if needs and needs != word:
            continue
        match = pattern.match(rest)
        if match is not None:
            return Trigger(kind, timing, who), _effect_text(match["effect"]), repeatable
    return None
