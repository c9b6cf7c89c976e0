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

import difflib
import re
from dataclasses import dataclass
from typing import Any

from rules.engine.cards import (
    ANCESTOR,
    ATTACHMENT_TYPES,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    REGION,
    SPELL,
    STRATEGY,
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
# "Before this battle resolves": the battle's actions are over, its Resolution still to come
# («Местность»: a delayed Terrain takes effect once the Battle segment ends; `attack.Battle`).
BATTLE_RESOLVING = "battle_resolving"
PROVINCE_DESTROYED = "province_destroyed"
TURN_BEGAN = "turn_began"
ATTACK_DECLARED = "attack_declared"
ENGAGED = "engaged"
ASSIGNED = "assigned"
# An Event face-up in its owner's Province as his turn begins (`rules.engine.dynasty_events`).
REVEALED = "event_revealed"
DISHONORED = "dishonor"
ACTION_RESOLVED = "action_resolved"  # emitted after an action's effects (`rules.engine.cardplay`)
ANNOUNCED = "action_announced"  # an action announced, its targets chosen, before its effects
HONOR_CHANGED = "honor_changed"  # a player's Honor went up or down, whatever the cause
# A gain or loss of Honor about to happen ("Before a player loses Honor", the `honor` event's
# interrupt window: `rules.engine.honor`).
HONOR_EVENT = "honor"
# A challenge is issued, accepted (an unrefusable one too) or refused (`rules.engine.duel`).
CHALLENGED = "challenged"
ACCEPTED = "challenge_accepted"
REFUSED = "challenge_refused"
DREW = "drew"  # a player drew a card (one moment per card)
# A phase of a player's turn begins or ends ("end_phase_begins"), his turn ends, the
# Maneuvers Segment of an Attack Phase ends (`rules.engine.phases`, `rules.engine.attack`).
PHASES = {
    "Straighten": "straighten",
    "Events": "events",
    "Action": "action",
    "Attack": "attack",
    "Dynasty": "dynasty",
    "End": "end",
}
TURN_ENDED = "turn_ended"
# A card moved by an Engage action (`rules.engine.engage_moves`).
ENGAGE_MOVED = "engage_moved"
MANEUVERS_ENDED = "maneuvers_ended"


def phase_moment(phase: str, edge: str) -> str:
    """The event kind of a phase ("end", as `PHASES` names it) beginning or ending."""
    return f"{phase}_phase_{edge}"


PHASE_KINDS = frozenset(
    phase_moment(phase, edge) for phase in PHASES.values() for edge in ("begins", "ends")
)
FAVOR_TAKEN = "favor_taken"  # a player took the Imperial Favor (lobbying, or an effect)
FAVOR_DISCARDED = "favor_discarded"
# Moments between rounds of actions (no additional action can be taken then).
# (Before a battle resolves, its round of actions is over: `attack.Battle`.)
# A player's army won a battle, its losers destroyed (`rules.engine.attack`): "seat" the winner.
BATTLE_WON = "battle_won"
BETWEEN_ROUNDS = PHASE_KINDS | {TURN_BEGAN, TURN_ENDED, MANEUVERS_ENDED, BATTLE_RESOLVING}
BETWEEN_ROUNDS |= {BATTLE_WON}
# Moments about a player (whose turn, whose Honor, who drew): "seat".
_SEAT_MOMENTS = PHASE_KINDS | {
    TURN_BEGAN,
    TURN_ENDED,
    PROVINCE_DESTROYED,
    FAVOR_TAKEN,
    FAVOR_DISCARDED,
    DREW,
    MANEUVERS_ENDED,
    BATTLE_WON,
}

# Details: how a card entered play, how a duel ended, where a card was destroyed.
FROM_HAND = "hand"
FROM_PROVINCE = "province"
# "After a Human or Naga Personality enters play from this Province" (a Region's): recruited
# from the Province the card is attached to.
FROM_THIS_PROVINCE = "this province"
GAINS = "gain"
LOSES = "lose"
WON = "won"
LOST = "lost"
IN_BATTLE = "battle"
ATTACKING = "attacker"  # as the sides of `rules.engine.battlefield`
DEFENDING = "defender"
HERE = "here"  # the card itself (or its Personality) is at the battlefield
INFANTRY = "infantry"  # assigned during the Infantry (or Cavalry) Maneuvers
CAVALRY = "cavalry"
CHALLENGER = "challenger"
IN_UNIT = "in_unit"  # a card of the same unit as the card whose text it is
# What destroyed a card (the destruction events' "cause").
ACTION = "action"
RANGED = "ranged"
RESOLUTION = "resolution"
DUEL = "duel"  # a challenge's moment about its challenger, not the challenged
# "Before a battle's resolution": any battle, wherever the card lies.
ANY_BATTLE = "any battle"


# Events about one card, the event's "card".
_CARD_MOMENTS = frozenset(
    {ENTERED, RECRUITED, DESTROYED, DISHONORED, ASSIGNED, CHALLENGED, ACCEPTED, REFUSED}
    | {ENGAGE_MOVED}
)


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
    # Traits (keywords, Clans; "non-..." for one it must not have) and states ("honorable",
    # "dishonorable", "unique", "non-unique") the card must have.
    traits: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    # A card named by its title ("After Toturi is destroyed").
    named: str = ""
    # What destroys the card, any of: "action" (a card's action or effect), "others" (another
    # player's), "yours", "ranged" (a Ranged Attack), "resolution" (a battle's), "duel" (losing
    # one); as the destruction events say (`cause`).
    causes: tuple[str, ...] = ()
    # For an action announced: whose action ("yours", "others", "any") and the words it is
    # called by ("political", "battle", "ranged"), as `rules.engine.cardplay.action_words`.
    actor: str = ANY
    words: tuple[str, ...] = ()
    # One of these words at least ("a Battle or Engage action").
    any_words: tuple[str, ...] = ()
    # Whom a card attaches to ("After you Equip an Item from your hand to one of your
    # Unicorn Clan Personalities"): who, types, traits and states, as for the card.
    host: tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None = None

    @property
    def names_a_card(self) -> bool:
        """Whether the moment is about one card, the event's ("After a Personality moves to
        a battlefield"), which the effect may call "him"."""
        return self.event in _CARD_MOMENTS and self.detail != CHALLENGER

    def matches(self, state: Any, event: dict[str, Any], source: Any, seat: int) -> bool:
        """Whether `event` is this trigger's moment for `source` (the card whose text it
        is), answered by `seat`."""
        kind = self.event
        if kind in _SEAT_MOMENTS:
            return _relation(event["seat"], seat, self.who)
        if kind == ATTACK_DECLARED:
            return _relation(event["attacker"], seat, self.who)
        if kind == BATTLE_RESOLVED:
            return True
        if kind == BATTLE_RESOLVING:
            # "this battle": the battle at the card's battlefield (a Terrain lies at its
            # Province; any other card answers the current battle).
            if self.who == ANY_BATTLE:
                return True
            return source.pid == event["pid"] if _at_province(source) else True
        if kind in (HONOR_CHANGED, HONOR_EVENT):
            # Before a gain or loss "from the action" in a phase (Deeds and Words).
            if ACTION in self.causes and event.get("origin") is None:
                return False
            if self.states and f"phase:{state.phase}" not in self.states:
                return False
            amount = event["amount"]
            if (self.detail == GAINS and amount <= 0) or (self.detail == LOSES and amount >= 0):
                return False
            return amount != 0 and _relation(event["seat"], seat, self.who)
        if kind == ACTION_RESOLVED:
            if self.who == SELF:
                mine = event["source"] == source.iid
            else:
                mine = _relation(event["seat"], seat, self.who)
            if self.any_words and not any(word in event["words"] for word in self.any_words):
                return False
            return mine and all(word in event["words"] for word in self.traits)
        if kind == ANNOUNCED:
            if not _relation(event["seat"], seat, self.actor):
                return False
            if not all(word in event["words"] for word in self.words):
                return False
            if self.any_words and not any(word in event["words"] for word in self.any_words):
                return False
            if self.who == ANY and not (self.kinds or self.traits or self.states):
                return True  # "after a player announces a Political action"
            return any(self._about(state, iid, source, seat) for iid in event["targets"])
        if kind == ENGAGED:
            return self.detail != HERE or _here(state, source)
        if kind == DUEL_RESOLVED:
            cards = {
                WON: [event["winner"]],
                LOST: event["losers"],
            }.get(self.detail, [event["winner"], *event["losers"]])
            return any(iid is not None and self._about(state, iid, source, seat) for iid in cards)
        if kind == DUEL_STARTED:
            return any(self._about(state, iid, source, seat) for iid in event["duelists"])
        if kind == ENTERED:
            from_hand = bool(event.get("equipped") or event.get("from_hand"))
            if (self.detail == FROM_HAND and not from_hand) or (
                self.detail == FROM_PROVINCE and from_hand
            ):
                return False
            if self.detail == FROM_THIS_PROVINCE and event.get("pid") != source.pid:
                return False
            if self.host is not None:
                host = state.cards[event["card"]].host
                if host is None or not _fits(state, host, source, seat, *self.host):
                    return False
        if kind == ENGAGE_MOVED:
            # Only if it moved (`engage_moves.moved`).
            card = state.cards[event["card"]]
            if not card.in_play or card.battle == event["was"]:
                return False
        if kind in (CHALLENGED, ACCEPTED, REFUSED) and self.detail == CHALLENGER:
            return self._about(state, event["challenger"], source, seat)
        if kind == ASSIGNED and self.detail in (INFANTRY, CAVALRY):
            if event.get("cavalry", False) != (self.detail == CAVALRY):
                return False
        elif kind == ASSIGNED and self.detail and event["side"] != self.detail:
            return False
        if kind in (DESTROYED, RECRUITED) and self.detail == IN_BATTLE and not _in_battle(state):
            return False
        if self.causes and not any(_caused(event, seat, cause) for cause in self.causes):
            return False
        if (
            kind == DISHONORED
            and self.timing == INTERRUPT
            and state.cards[event["card"]].dishonored
        ):
            return False  # nothing is about to happen
        return self._about(state, event["card"], source, seat)

    def _about(self, state: Any, iid: int, source: Any, seat: int) -> bool:
        group = (self.who, self.kinds, self.traits, self.states)
        return _fits(state, iid, source, seat, *group, named=self.named)


def _fits(
    state: Any,
    iid: int,
    source: Any,
    seat: int,
    who: str,
    kinds: tuple[str, ...],
    traits: tuple[str, ...],
    states: tuple[str, ...],
    named: str = "",
) -> bool:
    """Whether card `iid` is the one or of the group a trigger names, for `source` (the card
    whose text it is) answered by `seat`."""
    if who == SELF:
        return iid == source.iid
    if who == HOST:
        return iid == source.host
    card = state.cards[iid]
    if named and named not in _base_titles(card.defn):
        return False
    if kinds and card.defn.type not in kinds:
        return False
    if not all(_has_trait(card.defn, trait) for trait in traits):
        return False
    if not all(_in_state(state, card, word, source) for word in states):
        return False
    owner = card.controller if card.in_play else card.owner
    return _relation(owner, seat, who)


def _base_titles(defn: CardDef) -> set[str]:
    return {
        re.split(r"[,•]", full)[0].strip() for full in (defn.title, defn.personality_name) if full
    }


def _caused(event: dict[str, Any], seat: int, cause: str) -> bool:
    """Whether a destruction had this cause, for `seat` answering it."""
    found = event.get("cause")
    acted = found in (ACTION, RANGED)
    if cause == ACTION:
        return acted
    if cause in (OTHERS, YOURS):
        return acted and _relation(event["by"], seat, cause)
    return found == cause


def _has_trait(defn: CardDef, trait: str) -> bool:
    """A keyword or a Clan ("Crab Clan"); "Temples" names cards with Temple."""
    if "|" in trait:
        # Either keyword ("a Human or Naga Personality", `_EITHER_TRAIT`).
        return any(_has_trait(defn, one) for one in trait.split("|"))
    if trait.startswith("non-"):
        return not _has_trait(defn, trait[4:])
    clan = trait.removesuffix(" Clan")
    if clan in defn.clans:
        return True
    return defn.has_keyword(trait) or defn.has_keyword(_singular(trait))


def _in_state(state: Any, card: Any, word: str, source: Any) -> bool:
    if word == IN_UNIT:
        return card.in_play and _person(state, card) is _person(state, source)
    if word in ("honorable", "dishonorable"):
        # A destroyed Personality is Honorable or Dishonorable Dead («благородно погибший»).
        dishonored = card.dishonored if card.in_play else card.dead == "dishonorable"
        return dishonored == (word == "dishonorable")
    if word == "gold-producing":
        return bool(card.defn.gold_production)
    return card.defn.unique == (word == "unique")


def _person(state: Any, card: Any) -> Any:
    """The Personality heading a card's unit (the card itself when it is not attached)."""
    return state.cards[card.host] if card.host is not None else card


def _here(state: Any, card: Any) -> bool:
    """A card (or the Personality it is attached to) at the current battlefield."""
    person = state.cards[card.host] if card.host is not None else card
    battle = state.attack.get("battle") if state.attack is not None else None
    return person.in_play and battle is not None and person.battle == battle


def _at_province(card: Any) -> bool:
    """A card attached to a Province (a Terrain, a Region)."""
    return card.in_play and card.zone == "attached" and card.host is None


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
    "ancestor": ANCESTOR,
    "ancestors": ANCESTOR,
    "region": REGION,
    "regions": REGION,
    "strategy": STRATEGY,
    "strategies": STRATEGY,
    "card": "",
    "cards": "",
}
# A group of cards named by its controller: (how the phrase starts, who).
_DETERMINERS = (
    ("one of your ", YOURS),
    ("your ", YOURS),
    ("another player's ", OTHERS),
    ("an opposing player's ", OTHERS),
    ("an enemy player's ", OTHERS),
    ("an enemy ", OTHERS),
    ("an opposing ", OTHERS),
    ("any player's ", ANY),
    ("an ", ANY),
    ("a ", ANY),
)
# States a card is named by that it keeps when it leaves play (a dead Personality died
# honorable or dishonorable).
_STATE_WORDS = {
    "honorable": "honorable",
    "dishonorable": "dishonorable",
    "unique": "unique",
    "non-unique": "non-unique",
    "gold-producing": "gold-producing",
}
# Capitalized nouns that are no trait: what they name never enters play or is destroyed as a
# card the engine reports here (Rings are put into play by hand, Provinces are no cards).
_NOT_TRAITS = frozenset({"Province", "Provinces", "Ring", "Rings", "Stronghold", "Event", "Events"})
_QUALIFIER = re.compile(r"(?:non-)?[A-Z][\w'-]*(?: Clan)?")
_TRAIT_NOUN = re.compile(r"^[A-Z][\w'-]*$")


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


_EITHER_TRAIT = re.compile(r"^(?P<a>[A-Z][\w-]*) or (?P<b>[A-Z][\w-]*) (?P<noun>\w+)$")


def _group(phrase: str) -> tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None:
    """Who a group phrase names ("one of your Crab Clan Personalities", "a non-Shadowlands
    Ancestor", "your honorable Samurai", "a Personality or Follower you control"): whose
    cards, of which types (none: any), with which traits (keywords, Clans; "non-" for a
    trait it must not have) and states."""
    who = ""
    for start, whose in _DETERMINERS:
        if phrase.startswith(start):
            who, phrase = whose, phrase[len(start) :]
            break
    if not who:
        return None
    if phrase.endswith(" you control"):
        if who != ANY:
            return None
        who, phrase = YOURS, phrase.removesuffix(" you control")
    kinds: list[str] = []
    traits: list[str] = []
    states: list[str] = []
    if phrase.endswith(" in this unit"):
        # "a card in this unit": the unit of the card whose text it is (of its Personality).
        states.append(IN_UNIT)
        phrase = phrase.removesuffix(" in this unit")
    either = _EITHER_TRAIT.match(phrase)
    if (
        either is not None
        and either["noun"].lower() in _NOUNS
        and not {either["a"].lower(), either["b"].lower()} & _NOUNS.keys()
        and not {either["a"], either["b"]} & set(_NOT_TRAITS)
    ):
        # "a Human or Naga Personality" (Plains Above Evil): a card with either keyword.
        trait = f"{either['a']}|{either['b']}"
        return who, (_NOUNS[either["noun"].lower()],), (trait,), tuple(states)
    groups = phrase.split(" or ")
    for group in groups:
        words = group.split()
        if not words:
            return None
        noun = words[-1]
        qualifiers = words[:-1]
        if noun.lower() in _NOUNS:
            kinds.append(_NOUNS[noun.lower()])
        elif _TRAIT_NOUN.match(noun) and noun not in _NOT_TRAITS and len(groups) == 1:
            # "a Samurai", "your Shugenja", "one of your Temples": cards with that trait.
            traits.append(noun)
        else:
            return None
        if qualifiers and len(groups) > 1:
            return None
        while qualifiers and qualifiers[0].lower() in _STATE_WORDS:
            states.append(_STATE_WORDS[qualifiers.pop(0).lower()])
        rest = " ".join(qualifiers)
        found = _QUALIFIER.findall(rest)
        if " ".join(found) != rest:
            return None
        traits.extend(found)
    if "" in kinds:
        kinds = []
    return who, tuple(kinds), tuple(traits), tuple(states)


_SELF_NOUNS = r"card|Personality|Follower|Holding|Item|Spell|Region|Ring|Ancestor|Strategy"
_SELF = re.compile(rf"^this (?:{_SELF_NOUNS})$")
_HOST = re.compile(r"^this (?:Personality|Shugenja|Samurai|Courtier)$")
_IMPLIED_HONOR = re.compile(
    r"^(?:If it is the (?P<phase>Action|Attack|Dynasty|End) Phase, )?reduce one of the Honor "
    r"gains or losses from the action to 0\. (?P<rest>.+)$",
    re.IGNORECASE,
)
_START = re.compile(
    r"^(?:Any number of times per turn, )?(?P<word>After|Before|When) (?P<rest>.+)$",
    re.IGNORECASE,
)
# "Any number of times per turn, but only once per loss, after ...": each card answers a
# moment's window once (`reactions.answers`), so once per loss or trigger it is.
_ONCE_PER_MOMENT = re.compile(
    r"^Any number of times per turn, but only once per (?:loss|gain|trigger), ",
    re.IGNORECASE,
)
# What happens to the subject S ({s}), in the words the pool repeats.
_HAPPENINGS: tuple[tuple[str, str, str, str], ...] = (
    # (pattern, event kind, timing word it needs ("after", "before" or ""), detail)
    (r"{s} enters play from (?:your|the) hand", ENTERED, "after", FROM_HAND),
    (r"{s} enters play from (?:a|one of your) [Pp]rovinces?", ENTERED, "after", FROM_PROVINCE),
    (r"{s} enters play from this [Pp]rovince", ENTERED, "after", FROM_THIS_PROVINCE),
    (r"{s} enters play", ENTERED, "after", ""),
    (r"you (?:Equip|attach) {s} from your hand to {h}", ENTERED, "after", FROM_HAND),
    (r"you (?:Equip|attach) {s} to {h}(?: from your hand)?", ENTERED, "after", FROM_HAND),
    (r"{s} attaches to {h} from your hand", ENTERED, "after", FROM_HAND),
    (r"attaching {s} to {h} from your hand", ENTERED, "after", FROM_HAND),
    (r"you bring {s} into play", ENTERED, "after", ""),
    # A Reserve Personality recruited into a battle (`mobility`): he is at its battlefield.
    (r"you [Rr]ecruit {s} at (?:this|the current) battlefield", RECRUITED, "after", HERE),
    # "After you Recruit a Personality during battle" (Moto Naleesh): while a battle is
    # under way (a Reserve Personality recruited into it, `mobility`).
    (r"you [Rr]ecruit {s} during (?:a |the )?battle", RECRUITED, "after", IN_BATTLE),
    # "After you Recruit this Holding from a Province" (Jade Pearl Inn): every recruit is.
    (r"you [Rr]ecruit {s} from (?:a|one of your) [Pp]rovinces?", RECRUITED, "after", ""),
    (r"you [Rr]ecruit {s}", RECRUITED, "after", ""),
    (r"{s} is [Rr]ecruited", RECRUITED, "after", ""),
    (r"{s} attaches(?: from your hand)?", ENTERED, "after", FROM_HAND),
    (r"you (?:Equip|attach) {s}(?: from your hand)?", ENTERED, "after", FROM_HAND),
    (r"attaching {s}", ENTERED, "after", FROM_HAND),
    (r"{s} is destroyed during (?:a |the )?battle", DESTROYED, "", IN_BATTLE),
    (r"{s} is destroyed (?P<cause>(?:by|during|for|as|in) [^:]+?)", DESTROYED, "", ""),
    (r"(?P<cause>[^,:]+?) destroys {s}", DESTROYED, "", ""),
    (r"{s} is destroyed", DESTROYED, "", ""),
    (r"{s} wins a duel", DUEL_RESOLVED, "after", WON),
    (r"{s} loses a duel", DUEL_RESOLVED, "after", LOST),
    (r"a duel ends that {s} won", DUEL_RESOLVED, "after", WON),
    (r"{s} is challenged", CHALLENGED, "after", ""),
    (r"{s} (?:challenges a Personality|issues a challenge)", CHALLENGED, "after", CHALLENGER),
    (r"{s} accepts a challenge", ACCEPTED, "after", ""),
    (r"{s} refuses a challenge", REFUSED, "after", ""),
    (r"a challenge {s} issued is refused", REFUSED, "after", CHALLENGER),
    (r"a duel involving {s} ends", DUEL_RESOLVED, "after", ""),
    (r"{s} enters a duel", DUEL_STARTED, "", ""),
    (r"{s} is dishonored", DISHONORED, "", ""),
    (r"{s} becomes dishonorable", DISHONORED, "", ""),
    (r"engaging at {s}'s battlefield", ENGAGED, "after", HERE),
    (r"{s} moves as an Engage action", ENGAGE_MOVED, "after", ""),
)
_ASSIGNS = (r"{s} is assigned", r"{s} assigns", r"you assign {s}")
_HAPPENINGS += tuple(
    (form + army, ASSIGNED, "after", side)
    for army, side in (
        (" to an attacking army", ATTACKING),
        (" to a defending army", DEFENDING),
        (" during Infantry Maneuvers", INFANTRY),
        (" during Cavalry Maneuvers", CAVALRY),
        ("", ""),
    )
    for form in _ASSIGNS
)
# Moments with no card subject: (pattern, event kind, who, timing word it needs).
_MOMENTS: tuple[tuple[str, str, str, str], ...] = (
    (r"(?:a|the) battle(?:'s)? resol(?:ves|ution)", BATTLE_RESOLVED, ANY, "after"),
    (r"a battle ends", BATTLE_RESOLVED, ANY, "after"),
    (r"you win a battle", BATTLE_WON, YOURS, "after"),
    (r"your army wins a battle", BATTLE_WON, YOURS, "after"),
    (r"another player wins a battle", BATTLE_WON, OTHERS, "after"),
    (r"this battle(?:'s)? resol(?:ves|ution)", BATTLE_RESOLVING, ANY, "before"),
    (r"(?:a |the )?battle(?:'s)? resol(?:ves|ution)", BATTLE_RESOLVING, ANY_BATTLE, "before"),
    # Its Resolution Segment has begun, the armies not yet compared.
    (r"(?:a|the) Resolution Segment begins", BATTLE_RESOLVING, ANY_BATTLE, "after"),
    (r"(?:a |the )?battle(?:'s)? resolution begins", BATTLE_RESOLVING, ANY_BATTLE, "after"),
    (r"one of your Provinces is destroyed", PROVINCE_DESTROYED, YOURS, "after"),
    (r"one of your provinces is destroyed", PROVINCE_DESTROYED, YOURS, "after"),
    (r"(?:another|an opposing) player's Province is destroyed", PROVINCE_DESTROYED, OTHERS, ""),
    (r"a Province is destroyed", PROVINCE_DESTROYED, ANY, "after"),
    (r"your turn begins", TURN_BEGAN, YOURS, ""),
    (r"another player's turn begins", TURN_BEGAN, OTHERS, ""),
    (r"(?:each player's|each|a) turn begins", TURN_BEGAN, ANY, ""),
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
    *(
        (rf"{whose} {printed} Phase {edge}", phase_moment(phase, edge), who, "")
        for printed, phase in PHASES.items()
        for edge in ("begins", "ends")
        for whose, who in (
            ("your", YOURS),
            ("another player's", OTHERS),
            ("(?:an?|the|each player's|each)", ANY),
        )
    ),
    (r"your turn ends", TURN_ENDED, YOURS, ""),
    (r"another player's turn ends", TURN_ENDED, OTHERS, ""),
    (r"(?:a|the|each player's|each) turn ends", TURN_ENDED, ANY, ""),
    (r"(?:a|the) Maneuvers Segment ends", MANEUVERS_ENDED, ANY, ""),
    (r"you draw a card", DREW, YOURS, "after"),
    (r"another player draws a card", DREW, OTHERS, "after"),
    (r"(?:a|any) player draws a card", DREW, ANY, "after"),
    (r"you take the Imperial Favor", FAVOR_TAKEN, YOURS, "after"),
    (r"another player takes the Imperial Favor", FAVOR_TAKEN, OTHERS, "after"),
    (r"(?:any|a) player takes the Imperial Favor", FAVOR_TAKEN, ANY, "after"),
    (r"you discard the Imperial Favor", FAVOR_DISCARDED, YOURS, "after"),
    (r"another player discards the Imperial Favor", FAVOR_DISCARDED, OTHERS, "after"),
    (r"(?:any|a) player discards the Imperial Favor", FAVOR_DISCARDED, ANY, "after"),
)
# A player's Honor goes up or down: (pattern, who, detail); answered after it changed.
_HONOR = tuple(
    (rf"{player} {verb} Honor", who, detail)
    for player, who in (
        ("you", YOURS),
        ("another player", OTHERS),
        ("(?:a|any) player", ANY),
    )
    for verb, detail in (
        ("gains? or loses?", ""),
        ("gains?", GAINS),
        ("loses?", LOSES),
    )
)
# "After another player's Political action resolves", "After the resolution of your Favor
# action", "After this Strategy's Battle action resolves": whose action, the words it is
# called by (`rules.engine.cardplay.action_words`).
_WHOSE = r"(?P<whose>one of your|your|another player's|any player's|an?|any)"
_DESC = r"(?P<desc>(?:[A-Z][\w-]* )*)"
# One name in a list of the words actions are called by: "Bushido Virtue", ":fear:".
_LISTED = r"(?:[A-Z][\w-]*(?: [A-Z][\w-]*)?|:[a-z]+:)"
_ACTION_MOMENTS = tuple(
    re.compile("^" + pattern + r"[,:] (?P<effect>.+)$")
    for pattern in (
        rf"{_WHOSE} {_DESC}actions? (?P<strategy>from a Strategy )?resolves",
        rf"(?:the )?resolution of {_WHOSE} {_DESC}action",
        rf"(?P<self>this (?:Strategy|card)'s) {_DESC}action resolves",
        rf"resolving (?P<self2>this (?:Strategy|card)'s) {_DESC}action",
        # "After the Battle action resolves" (Journey's End): any player's action so called.
        r"the (?P<desc>(?:[A-Z][\w-]* )+)action resolves",
        # "after a Spell or Kiho action resolves" (Asahina Sekawa): an action so called.
        rf"{_WHOSE} (?P<either>[A-Z][\w-]*(?: or [A-Z][\w-]*)+) action resolves",
        # "After a Dark Virtue, :fear:, or :maho: action resolves" (Daigotsu Geiko), "After
        # your Tactical, Bushido Virtue, or Terrain action resolves": any word of a list.
        rf"{_WHOSE} (?P<listed>{_LISTED}(?:, {_LISTED})*,? or {_LISTED}) action resolves",
    )
)
# Whose action an announcement or a targeting is ("another player's Battle action targets",
# "a player announces", "you announce").
_ACTORS = {
    "an": ANY,
    "a": ANY,
    "any": ANY,
    "any player's": ANY,
    "another player's": OTHERS,
    "your": YOURS,
    "one of your": YOURS,
    "a player": ANY,
    "any player": ANY,
    "another player": OTHERS,
    "you": YOURS,
}
_ACTOR = r"(?P<actor>an?|any|any player's|another player's|your|one of your)"
_PLAYER = r"(?P<player>a player|any player|another player|you)"
_ANNOUNCED_MOMENTS = tuple(
    re.compile("^" + pattern + r"[,:] (?!or )(?P<effect>.+)$")
    for pattern in (
        rf"{_ACTOR} {_DESC}actions? targets (?P<subject>[^,:]+?)",
        rf"{_PLAYER} targets? (?P<subject>[^,:]+?) with an? {_DESC}action",
        rf"{_PLAYER} targets? (?P<subject>[^,:]+?)",
        rf"(?P<subject>[^,:]+?) is targeted by {_ACTOR} {_DESC}action",
        rf"{_PLAYER} announces? an? {_DESC}action",
    )
)
# "Before a Political action resolves": announced, its effects still to come.
_BEFORE_RESOLVING = re.compile(
    rf"^{_ACTOR} {_DESC}action (?:resolves|'s resolution)[,:] (?!or )(?P<effect>.+)$"
)
# "Before a Spell or Kiho action resolves" (Shiba Yoma): an action called by either word.
_BEFORE_EITHER = re.compile(
    rf"^{_ACTOR} (?P<either>[A-Z][\w-]*(?: or [A-Z][\w-]*)+) action resolves[,:] "
    r"(?!or )(?P<effect>.+)$"
)
_ACTION_WHO = {
    "one of your": YOURS,
    "your": YOURS,
    "another player's": OTHERS,
    "any player's": ANY,
    "a": ANY,
    "an": ANY,
    "any": ANY,
}
_SUBJECT = r"(?P<subject>[^,:]+?)"
_HOST_SUBJECT = r"(?P<host>[^,:]+?)"


def _windows() -> frozenset[tuple[str, str]]:
    """The (event kind, window) pairs some phrasing answers: "after" the reaction window,
    "before"/"when" the interrupt window."""
    found = set()
    for kind, needs in [(k, w) for _, k, w, _ in _HAPPENINGS] + [(k, w) for _, k, _, w in _MOMENTS]:
        if needs in ("", "after"):
            found.add((kind, REACTION))
        if needs != "after":
            found.add((kind, INTERRUPT))
    found |= {(HONOR_CHANGED, REACTION), (ACTION_RESOLVED, REACTION), (HONOR_EVENT, INTERRUPT)}
    found |= {(ANNOUNCED, REACTION), (ANNOUNCED, INTERRUPT)}
    return frozenset(found)


WINDOWS = _windows()
_COMPILED = tuple(
    (
        re.compile(
            "^" + pattern.format(s=_SUBJECT, h=_HOST_SUBJECT) + r"(?:[,:] (?!or )(?P<effect>.+))$"
        ),
        kind,
        word,
        detail,
    )
    for pattern, kind, word, detail in _HAPPENINGS
)
_COMPILED_HONOR = tuple(
    (re.compile("^" + pattern + r"[,:] (?P<effect>.+)$"), who, detail)
    for pattern, who, detail in _HONOR
)
_COMPILED_MOMENTS = tuple(
    (re.compile("^" + pattern + r"(?:[,:] (?!or )(?P<effect>.+))$"), kind, who, word)
    for pattern, kind, who, word in _MOMENTS
)


def _names(defn: CardDef) -> set[str]:
    """The words a card names itself by: of its title and of its Personality's name."""
    names = set()
    for full in (defn.title, defn.personality_name):
        name = re.split(r"[,•]", full or "")[0]
        names |= {word.lower() for word in name.split() if word[:1].isupper()}
    return names


def _own_name(defn: CardDef, phrase: str) -> bool:
    """A name in the card's text that is its own, even misspelt ("Muchistsujo" on
    Muchitsujo, "Naiu" on Nairu no Oni): each capitalized word close to one of its names."""
    own = _names(defn)
    words = [word.lower() for word in phrase.split() if word[:1].isupper()]
    return bool(words) and all(
        any(difflib.SequenceMatcher(None, word, name).ratio() >= 0.75 for name in own)
        for word in words
    )


_Subject = tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...], str]
# A card named by its title: capitalized words ("Fu Leng", "Yogo Junzo", "Hantei the 39th").
_NAME = re.compile(r"^[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|the|no|of|\d+\w*))*$")


def _subject(defn: CardDef, phrase: str) -> _Subject | None:
    """Who a subject phrase names: the card itself, a group with its card types, traits
    and states, or another card by its title."""
    words = phrase.split()
    if defn.type in ATTACHMENT_TYPES and _HOST.match(phrase):
        return HOST, (), (), (), ""
    if _SELF.match(phrase) or (words and {w.lower() for w in words} <= _names(defn)):
        return SELF, (), (), (), ""
    group = _group(phrase)
    if group is not None:
        return (*group, "")
    if _NAME.match(phrase) and phrase.lower() not in _NOUNS and phrase not in _NOT_TRAITS:
        if _own_name(defn, phrase):
            return SELF, (), (), (), ""
        return ANY, (), (), (), phrase
    return None


# What destroys a card, as the pool words it ("by another player's action", "during battle
# resolution", "for losing a duel"; "another player's card's effect destroys ...").
_CAUSE_WORDS = (
    (r"(?:by )?another player's (?:action|card's effect|card|effect|card's action)", OTHERS),
    (r"(?:by )?(?:one of )?your (?:actions?|effect|card's effect)", YOURS),
    (r"(?:by )?an? (?:action|card's effect|card effect|effect)", ACTION),
    (r"(?:by )?an action or effect", ACTION),
    (r"(?:by |during |in )?(?:the |a )?battle(?:'s)? resolution", RESOLUTION),
    (r"by a battle's resolution", RESOLUTION),
    (
        r"for losing a duel|as the result of losing a duel|as a duel result"
        r"|as the consequence of a duel|by (?:a )?duel(?: resolution)?",
        DUEL,
    ),
    (r"(?:by )?a Ranged Attack", RANGED),
)
_CAUSE_PATTERNS = tuple((re.compile(f"^(?:{words})$"), cause) for words, cause in _CAUSE_WORDS)


def _causes(text: str) -> tuple[str, ...] | None:
    """The causes a phrase names ("during battle resolution or for losing a duel"), None
    unless each part is one."""
    found = []
    for part in re.split(r",? or ", text.strip()):
        cause = next((c for pattern, c in _CAUSE_PATTERNS if pattern.match(part)), None)
        if cause is None:
            return None
        found.append(cause)
    return tuple(dict.fromkeys(found))


def _effect_text(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:]


def read_trigger(defn: CardDef, text: str) -> tuple[Trigger, str, bool] | None:
    """The trigger at the start of `text`, the effect after it (costs included), and
    whether it repeats ("Any number of times per turn, after ..."); None when the text does
    not start with a trigger read here."""
    implied = _IMPLIED_HONOR.match(text.strip())
    if implied is not None:
        # "Interrupt: If it is the Action Phase, reduce one of the Honor gains or losses from
        # the action to 0." (Deeds and Words): before a gain or loss an action causes.
        phase = implied["phase"]
        states = (f"phase:{phase.lower()}",) if phase else ()
        found = Trigger(HONOR_EVENT, INTERRUPT, ANY, states=states, causes=(ACTION,))
        return found, "Negate the gain or loss. " + implied["rest"], False
    text = _ONCE_PER_MOMENT.sub("Any number of times per turn, ", text.strip(), count=1)
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
        who, kinds, traits, states, named = subject
        if detail == HERE and who not in (SELF, HOST):
            continue
        causes: tuple[str, ...] = ()
        if "cause" in pattern.groupindex:
            read = _causes(match["cause"])
            if read is None:
                continue
            causes = read
        host = None
        if "host" in pattern.groupindex:
            attached = _subject(defn, match["host"])
            if attached is None or attached[4]:
                continue
            host = attached[:4]
        # "a Follower enters play from your hand": one of yours.
        if who == ANY and re.search(r"\byour?\b", match.group(0)[: match.start("effect")]):
            who = YOURS
        found = Trigger(
            kind, timing, who, kinds, detail, traits, states, named=named, causes=causes, host=host
        )
        return found, _effect_text(match["effect"]), repeatable
    for pattern, kind, who, needs in _COMPILED_MOMENTS:
        if needs and needs != word:
            continue
        match = pattern.match(rest)
        if match is not None:
            return Trigger(kind, timing, who), _effect_text(match["effect"]), repeatable
    announced = _read_announced(defn, rest, timing)
    if announced is not None:
        return announced[0], _effect_text(announced[1]), repeatable
    for pattern, who, detail in _COMPILED_HONOR:
        match = pattern.match(rest)
        if match is not None:
            # "Before a player loses Honor": the gain or loss itself, still to happen.
            found = Trigger(
                HONOR_CHANGED if word == "after" else HONOR_EVENT, timing, who, detail=detail
            )
            return found, _effect_text(match["effect"]), repeatable
    if word != "after":
        return None
    action = _read_action(rest)
    if action is not None:
        return action[0], _effect_text(action[1]), repeatable
    return None


# "Interrupt: Bow your target unbowed Tactician. Negate the effects of a Battle or Engage
# action." (The Sun Returns): an Interrupt naming no moment answers the action it negates,
# announced and not yet resolved (its interrupt window, «Реакции»).
_IMPLIED_NEGATE = re.compile(
    r"^(?P<pre>(?:[^.]+\. )*)Negate the effects of an? (?P<words>[A-Z][\w-]*(?: or "
    r"[A-Z][\w-]*)*) action\.?$"
)


# "Interrupt, :bow:: The action cannot move Personalities." (Ancestral Armor of the Unicorn
# Clan): "the action" is the one announced, its effects still to come.
_IMPLIED_ACTION = re.compile(r"^The action (?:cannot|will not) move Personalities\.?$")


def read_implied(text: str) -> tuple[Trigger, str] | None:
    """An Interrupt's moment its effect implies: the action it negates ("Negate the effects
    of a Battle or Engage action"), with the effect to compile ("... Negate its effects."),
    or the action it speaks of ("The action cannot move Personalities")."""
    if _IMPLIED_ACTION.match(text.strip()):
        return Trigger(ANNOUNCED, INTERRUPT, actor=ANY), text.strip()
    match = _IMPLIED_NEGATE.match(text.strip())
    if match is None:
        return None
    words = tuple(word.lower() for word in match["words"].split(" or "))
    if _NOT_ACTION_WORDS.intersection(words):
        return None
    trigger = Trigger(ANNOUNCED, INTERRUPT, actor=ANY, any_words=words)
    return trigger, f"{match['pre']}Negate its effects."


def _read_announced(defn: CardDef, rest: str, timing: str) -> tuple[Trigger, str] | None:
    """ "After another player's Battle action targets one of your Personalities", "After a
    player announces a Political action", "After this Personality is targeted by an action"."""
    if timing == INTERRUPT and (either := _BEFORE_EITHER.match(rest)) is not None:
        actor = _ACTORS.get(either["actor"])
        words = tuple(word.lower() for word in either["either"].split(" or "))
        if actor is not None and not _NOT_ACTION_WORDS.intersection(words):
            trigger = Trigger(ANNOUNCED, timing, ANY, actor=actor, any_words=words)
            return trigger, either["effect"]
    patterns = _ANNOUNCED_MOMENTS + ((_BEFORE_RESOLVING,) if timing == INTERRUPT else ())
    for pattern in patterns:
        match = pattern.match(rest)
        if match is None:
            continue
        found = match.groupdict()
        actor = _ACTORS.get(found.get("actor") or found.get("player") or "")
        if actor is None:
            continue
        words = tuple(word.lower() for word in (found.get("desc") or "").split())
        if _NOT_ACTION_WORDS.intersection(words):
            continue
        who, kinds, traits, states = ANY, (), (), ()
        if found.get("subject"):
            subject = _subject(defn, found["subject"])
            if subject is None or subject[4]:
                continue
            who, kinds, traits, states = subject[:4]
        trigger = Trigger(
            ANNOUNCED, timing, who, kinds, "", traits, states, actor=actor, words=words
        )
        return trigger, match["effect"]
    return None


# Words that name an action the engine does not announce as such: the rulebook's own
# Limited actions (an Equip, lobbying, a Proclaim, recruiting) and Events. (A Ranged Attack
# is named by "Ranged" and "Attack", which are announced.)
_NOT_ACTION_WORDS = frozenset(
    {"event", "rulebook", "limited", "equip", "lobby", "proclaim", "recruit", "seppuku"}
)


def _read_action(rest: str) -> tuple[Trigger, str] | None:
    for pattern in _ACTION_MOMENTS:
        match = pattern.match(rest)
        if match is None:
            continue
        found = match.groupdict()
        whose = found.get("whose") or "any"
        who = SELF if found.get("self") or found.get("self2") else _ACTION_WHO[whose]
        if found.get("listed"):
            listed = tuple(
                word.strip(":").lower() for word in re.split(r",? or |, ", found["listed"])
            )
            if _NOT_ACTION_WORDS.intersection(listed):
                return None
            return Trigger(ACTION_RESOLVED, REACTION, who, any_words=listed), match["effect"]
        if found.get("either"):
            either = tuple(word.lower() for word in found["either"].split(" or "))
            if _NOT_ACTION_WORDS.intersection(either):
                return None
            return Trigger(ACTION_RESOLVED, REACTION, who, any_words=either), match["effect"]
        words = tuple(word.lower() for word in found["desc"].split())
        if found.get("strategy"):
            words += (STRATEGY.lower(),)
        if _NOT_ACTION_WORDS.intersection(words):
            return None
        return Trigger(ACTION_RESOLVED, REACTION, who, traits=words), match["effect"]
    return None
