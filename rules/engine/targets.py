"""Targets of card abilities: what qualifies and who chooses («Выбор цели и перенаправление»).

A `Target` is a description read from card text ("a target enemy Follower", "your target
unbowed Personality", "a target enemy card without attachments", "a target Personality with
2 or lower Force"). The player taking the action chooses every target when he announces it,
before paying any cost; an action with no legal target cannot be taken. His own bowed
Personalities are never legal targets of his actions, except for actions that straighten
them. In a battle a Battle or Open action affects the current battle («Правило
уместности»): its targets are at the current battlefield unless the text says "at any
location" or "at home".
"""

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import product

from rules.engine import battlefield as bf
from rules.engine import stats, winds
from rules.engine.cards import (
    ANCESTOR,
    ATTACHMENT_TYPES,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    REGION,
    RING,
    SPELL,
    STRONGHOLD,
)
from rules.engine.continuous import _NONHUMAN
from rules.engine.state import ATTACHED, PROVINCE, Card, State, in_play_ids

YOURS = "yours"
ENEMY = "enemy"
OTHERS = "others"  # another player's
ANY = "any"
# Where a target may be during a battle.
HERE = "here"
ANYWHERE = "anywhere"
AT_HOME = "home"
# A face-up card in a Province ("your target Personality in a Province"): named only by the
# phrasings whose effect reaches a card out of play (`phrasings.mobility`).
IN_PROVINCE = "province"

CARD = "card"
ATTACHMENT = "attachment"
TERRAIN = "terrain"  # a Terrain in play at a battlefield
# "A target player": chosen by his Stronghold, the card standing for him in the actions'
# text form; he is at no battlefield.
PLAYER_KIND = "player"
# "A target unit": chosen by the Personality who leads it (`rules.engine.units`).
UNIT = "unit"
_TYPE_NOUNS = {
    "personality": PERSONALITY,
    "ancestor": ANCESTOR,
    "personalities": PERSONALITY,
    "follower": FOLLOWER,
    "followers": FOLLOWER,
    "item": ITEM,
    "items": ITEM,
    "holding": HOLDING,
    "holdings": HOLDING,
    "spell": SPELL,
    "ring": RING,
    "rings": RING,
    "region": REGION,
    "card": CARD,
    "terrain": TERRAIN,
    "cards": CARD,
    "attachment": ATTACHMENT,
    "attachments": ATTACHMENT,
    "player": PLAYER_KIND,
    "unit": UNIT,
    "units": UNIT,
}
# A Personality's traits that name him alone ("your target Courtier").
_PERSON_TRAITS = frozenset(
    {
        "courtier",
        "shugenja",
        "samurai",
        "monk",
        "tactician",
        "yojimbo",
        "scout",
        "ninja",
        "commander",
        "magistrate",
        "duelist",
        "berserker",
        "kensai",
        "artisan",
        "cavalry",
        "bushi",
        "nonhuman",
        "paragon",
        "ronin",
        "shadowlands",
        "naga",
        "nezumi",
        "ratling",
        "goblin",
        "oni",
        "undead",
        "hero",
        "henshin",
    }
)
# A Holding's keywords that name it alone ("a target Mine", "a target Farm").
_HOLDING_TRAITS = frozenset({"mine", "farm", "market"})
# Keywords a card of any type may have that name the card alone ("Target a Retainer",
# "one of your target non-Stronghold Temples").
_KEYWORD_NOUNS = {
    "retainer": "Retainer",
    "retainers": "Retainer",
    "temple": "Temple",
    "temples": "Temple",
    "port": "Port",
    "ports": "Port",
    "forest": "Forest",
    "forests": "Forest",
}
# The first word of "non-Stronghold Temple": a Stronghold is a card type, not a keyword.
_NOT_STRONGHOLD = "non-Stronghold"
_STATES = frozenset(
    {
        "unbowed",
        "bowed",
        "attacking",
        "defending",
        "opposed",
        "opposing",
        "dishonorable",
        "honorable",
        "unique",
        "non-unique",
        "face-up",
        # «Глоссарий» (Glossary): a Holding that can produce Gold.
        "gold-producing",
        # A Holding with an ability that gains its player Honor.
        "honor-producing",
        # The Personality or Follower performing the action (`rules.engine.performing`).
        "performing",
    }
)
_HEAD = re.compile(
    r"^(?:(?P<your1>your )|(?:an? |another player's ))?target (?P<enemy>enemy |opposing |your )?"
)
_LEAD = re.compile(r"^target (your |an? |another player's )")
# "Monk or Shugenja", "Ninja, Scout, or Spy Personality": traits of which one is enough.
_ONE_OF = re.compile(
    r"^(?:(?P<prefix>[A-Z][\w-]*) )?"
    r"(?P<alts>[A-Z][\w-]*(?:, [A-Z][\w-]*)*,? or [A-Z][\w-]*)(?: (?P<noun>\w+))?$"
)
_SUFFIX = re.compile(
    r" (?=with |without |at |in this unit$|in your home$|that has not produced Gold this turn$"
    r"|controlled by a player |attached to this battlefield's Province$)"
    r"|(?<!a player) (?=who has )"
)
# Whose Wind («Наследник (wind)», `rules.engine.winds`): "a Personality controlled by a player
# who has Hantei Naseru as a Wind", "... by a player whose Wind is Akodo Kaneka", "a player
# who has Toturi Sezaru as a Wind".
_WIND_SUFFIX = re.compile(
    r"^(?:controlled by a player )?(?:who has (?P<wind>[A-Z][\w' ,-]*?) as a Wind|"
    r"whose Wind is (?P<wind2>[A-Za-z][\w' ,-]*))$"
)
_STAT_SUFFIX = re.compile(
    r"^with (?P<n>\d+) or (?P<dir>lower|less|fewer|higher|more|greater) "
    r"(?P<stat>Force|Chi|Personal Honor|Gold Cost)$",
    re.IGNORECASE,
)
_ITEM_SUFFIX = re.compile(r"^(?:(?P<no>without|with no)|with(?: an?)?) (?P<item>weapons?|armors?)$")
_STAT_NAMES = {"force": "force", "chi": "chi", "personal honor": "ph", "gold cost": "cost"}
# Compared with the card whose ability it is (its Personality, for an attachment): "with
# lower Force", "with lower Force and lower Chi", "with Force equal to or lower than this
# Personality's".
_STAT = r"(?:Force|Chi|Personal Honor)"
_THAN = r"(?: than this (?:Personality|card|Follower)'s)?"
_RELATIVE = re.compile(
    r"^with (?:an? )?"
    rf"(?P<rel>lower|less|higher|greater|more|equal or (?:lower|less|higher|greater)) "
    rf"(?P<stat>{_STAT})(?: and (?P<rel2>lower|higher) (?P<stat2>{_STAT}))?{_THAN}$"
    rf"|^with (?P<stat3>{_STAT}) (?P<rel3>equal to or lower|equal to or higher|lower|higher)"
    r" than this (?:Personality|card|Follower)'s$",
    re.IGNORECASE,
)
_RELATIONS = {
    "lower": "below_self",
    "less": "below_self",
    "higher": "above_self",
    "greater": "above_self",
    "more": "above_self",
    "equal or lower": "max_self",
    "equal or less": "max_self",
    "equal or higher": "min_self",
    "equal or greater": "min_self",
    "equal to or lower": "max_self",
    "equal to or higher": "min_self",
}
# Conditions beyond those read here, named by hand-written records
# (("cavalry_unit", "is", 0)); registered by the modules that define them.
CONDITIONS: dict[str, Callable[[State, Card], bool]] = {}
# Conditions comparing a target with the card whose action it is ("with lower Force",
# "with Force equal to or lower than this Personality's"): (state, target, that card).
SOURCE_CONDITIONS: dict[str, Callable[[State, Card, Card], bool]] = {}
# Conditions comparing a target with another target of the same action ("a target enemy
# card with lower Force than his"): (state, target, the other target), the other named by
# the condition's amount (its index). Checked on each set of targets chosen
# (`pairs_met`); each target alone meets them.
PAIR_CONDITIONS: dict[str, Callable[[State, Card, Card], bool]] = {}


@dataclass(frozen=True, slots=True)
class Target:
    """Who may be chosen: whose card (`side`), of which kinds (types, "card" for any card in
    play, "attachment"), with which traits, states ("unbowed", "attacking", ...) and
    conditions (("force", "max", 2) for "with 2 or lower Force", ("followers", "none", 0)
    for "without Followers"), and where in a battle. An `optional` target ("You may target
    your Personality and move him home") comes after the others and may be left unchosen:
    the effects on it are then skipped."""

    side: str = ANY
    kinds: tuple[str, ...] = (PERSONALITY,)
    traits: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    conditions: tuple[tuple[str, str, int], ...] = ()
    where: str = HERE
    text: str = ""
    # "Monk or Shugenja", "Ninja, Scout, or Spy Personality": one of these traits.
    one_of: tuple[str, ...] = ()
    # The earlier target its relative conditions compare with (the performer, "with lower
    # Chi"); -1 for the card whose ability it is.
    than: int = -1
    optional: bool = False

    def describe(self) -> str:
        return self.text or "a target"


def _conditions(suffix: str) -> tuple[tuple[tuple[str, str, int], ...], str] | None:
    out: list[tuple[str, str, int]] = []
    where = HERE
    for part in _SUFFIX.split(suffix.strip()):
        part = part.strip().rstrip(",")
        if not part:
            continue
        lower = part.lower()
        stat = _STAT_SUFFIX.match(part)
        relative = _RELATIVE.match(part)
        if relative:
            pairs = [
                (relative["stat"], relative["rel"]),
                (relative["stat2"], relative["rel2"]),
                (relative["stat3"], relative["rel3"]),
            ]
            for name, relation in pairs:
                if name:
                    out.append((_STAT_NAMES[name.lower()], _RELATIONS[relation.lower()], 0))
        elif stat:
            bound = "max" if stat["dir"].lower() in ("lower", "less", "fewer") else "min"
            out.append((_STAT_NAMES[stat["stat"].lower()], bound, int(stat["n"])))
        elif lower in ("without followers", "with no followers"):
            out.append(("followers", "none", 0))
        elif lower in ("without attachments", "with no attachments"):
            out.append(("attachments", "none", 0))
        elif lower in ("with followers", "with any followers"):
            out.append(("followers", "some", 0))
        elif item := _ITEM_SUFFIX.match(lower):
            # "with a Weapon", "without Weapons", "with an Armor": attached Items so named.
            kind = "weapons" if item["item"].startswith("weapon") else "armor"
            out.append((kind, "none" if item["no"] else "some", 0))
        elif lower == "in this unit":
            # The unit of the card whose ability it is (of the Personality it is on).
            out.append(("unit", "same_self", 0))
        elif lower == "that has not produced gold this turn":
            # A Holding not bowed to produce Gold this turn (`payment.PRODUCED`).
            out.append(("not_produced", "is", 0))
        elif wind := _WIND_SUFFIX.match(part):
            out.append((wind_condition(wind["wind"] or wind["wind2"]), "is", 0))
        elif lower in ("at any location",):
            where = ANYWHERE
        elif lower == "who has not performed a copy of this action this game":
            # A performer once a game (`rules.engine.performing.performed_copy`).
            out.append(("performed_copy", "none", 0))
        elif measured := _measured(part):
            out.append(measured)
        elif lower == "attached to this battlefield's province":
            # A Region or Fortification at the current battle's Province
            # (`rules.engine.battle_conditions`).
            out.append(("at_this_province", "is", 0))
        elif lower in ("at home", "in your home"):
            where = AT_HOME
        elif lower in ("at this battlefield", "at the current battlefield", "at this battle"):
            where = HERE
        elif cross := _CROSS.match(part):
            out.append((_cross_condition(cross), "is", 0))
        else:
            return None
    return tuple(out), where


# "with lower Personal Honor than Ayako's Chi", "with Force lower than Katsu's Chi": one stat
# of the target below another of the card whose ability it is (the card names itself).
_CROSS = re.compile(
    rf"^with (?:(?:lower|less) (?P<stat>{_STAT})|(?P<stat2>{_STAT}) (?:lower|less)) than "
    rf"[A-Z][\w'-]*(?: no [A-Z][\w'-]*)?'s (?P<other>{_STAT})$"
)


def _cross_condition(match: re.Match[str]) -> str:
    mine = _STAT_NAMES[(match["stat"] or match["stat2"]).lower()]
    theirs = _STAT_NAMES[match["other"].lower()]
    key = f"below_source:{mine}:{theirs}"
    if key not in SOURCE_CONDITIONS:
        SOURCE_CONDITIONS[key] = lambda state, card, source: (
            _stat(state, card, mine) < _stat(state, source, theirs)
        )
    return key


def _measured(part: str) -> tuple[str, str, int] | None:
    """A comparison of stats ("with less Chi than Personal Honor"), `target_measures`; what
    the card carries or can do ("with no Items or Followers"), `target_kinds`."""
    from rules.engine import target_kinds, target_measures, target_zero

    return (
        target_measures.condition(part)
        or target_kinds.condition(part)
        or target_zero.condition(part)
    )


def wind_condition(name: str) -> str:
    """The condition a card meets when its controller has the Wind `name` (registered the
    first time it is named)."""
    key = f"wind:{name}"
    if key not in CONDITIONS:
        CONDITIONS[key] = lambda state, card: winds.has(state, card.controller, name)
    return key


def parse_target(phrase: str) -> Target | None:
    """A Target from a phrase such as "a target enemy Follower or Personality without
    Followers"; None when some word of it is not understood."""
    phrase = phrase.strip().rstrip(".")
    if army := _IN_YOUR_ARMY.search(phrase):
        return _in_your_army(phrase, army.start())
    if another := _ANOTHER.match(phrase):
        return _another(phrase, another.end())
    # "target your Personality" reads as "your target Personality", "target an enemy
    # Follower" as "a target enemy Follower".
    lead = _LEAD.match(phrase)
    if lead:
        head = {"your ": "your target ", "another player's ": "another player's target "}
        phrase = head.get(lead[1], "a target ") + phrase[lead.end() :]
    match = _HEAD.match(phrase)
    if match is None:
        return None
    rest = phrase[match.end() :]
    split = _SUFFIX.search(rest)
    noun, suffix = (rest[: split.start()], rest[split.start() :]) if split else (rest, "")
    side = ANY
    if phrase.startswith("another player's "):
        side = OTHERS
    elif match["your1"] or (match["enemy"] or "").strip() == "your":
        side = YOURS
    elif match["enemy"]:
        side = ENEMY
    words = noun.strip().split()
    states: list[str] = []
    while words and words[0].lower() in _STATES:
        word = words.pop(0).lower()
        states.append("opposed" if word == "opposing" else word)
    # "a target bowed enemy card": the side after the states.
    if side == ANY and len(words) > 1 and words[0].lower() == "enemy":
        side = ENEMY
        words.pop(0)
    if not words:
        return None
    kinds: list[str] = []
    traits: list[str] = []
    one_of = _alternatives(" ".join(words))
    if one_of is not None:
        kinds.append(one_of[0])
        traits.extend(one_of[2])
        words = []
    # "Follower or Personality", "Personality or Follower", "Crab Clan Personality".
    groups = " ".join(words).split(" or ") if words else []
    for group in groups:
        parts = group.split()
        noun = parts[-1].lower()
        if noun in _TYPE_NOUNS:
            kinds.append(_TYPE_NOUNS[noun])
            qualifier = parts[:-1]
        elif noun == "fortification":
            # «Укрепление»: a Holding with the Fortification keyword (alone: the trait
            # would be asked of the other kinds named too).
            if len(groups) > 1:
                return None
            kinds.append(HOLDING)
            traits.append("Fortification")
            qualifier = parts[:-1]
        elif noun in _PERSON_TRAITS:
            # "Courtier", "Crane Clan Samurai", "Tattooed Monk": a Personality.
            kinds.append(PERSONALITY)
            traits.append(parts[-1])
            qualifier = parts[:-1]
        elif noun in _KEYWORD_NOUNS:
            # "a Retainer", "a non-Stronghold Temple": a card of any type with the keyword.
            kinds.append(CARD)
            traits.append(_KEYWORD_NOUNS[noun])
            qualifier = parts[:-1]
        elif noun in _HOLDING_TRAITS:
            kinds.append(HOLDING)
            traits.append(parts[-1])
            qualifier = parts[:-1]
        else:
            return None
        if qualifier and qualifier[0] == _NOT_STRONGHOLD and len(groups) == 1:
            # "non-Stronghold Ratling card": not a Stronghold, and of the trait after it.
            traits.append(_NOT_STRONGHOLD)
            qualifier = qualifier[1:]
        if qualifier:
            name = " ".join(qualifier)
            # "non-Naval": a trait the card must not have.
            if not all(w.removeprefix("non-")[:1].isupper() for w in qualifier):
                return None
            # "Cavalry Follower or Cavalry Personality": the same words before each kind.
            same = all(g.split()[:-1] == qualifier for g in groups)
            if (len(groups) > 1 and not same) or ("non-" in name and len(qualifier) > 1):
                return None
            if name not in traits:
                traits.append(name)
    conditions = _conditions(suffix)
    if conditions is None:
        return None
    if suffix.strip().lower() == "in your home":
        # Only the player's own cards are in his home.
        side = YOURS
    if "performing" in states:
        # «Стоимость и эффекты»: an action is performed by the player's own Personality or
        # Follower its cost bows or targets.
        if side != YOURS:
            return None
        kinds = [
            k for kind in kinds for k in ((PERSONALITY, FOLLOWER) if kind == CARD else (kind,))
        ]
    return Target(
        side=side,
        kinds=tuple(dict.fromkeys(kinds)),
        traits=tuple(traits),
        states=tuple(states),
        conditions=conditions[0],
        where=conditions[1],
        text=phrase,
        one_of=one_of[1] if one_of is not None else (),
    )


# "a Personality in your army", "each Samurai Follower in your current army": a card of the
# player's side of the battle (his allies' included), at the current battlefield.
_IN_YOUR_ARMY = re.compile(r" in your (?:current )?army$")
YOUR_ARMY = "your army"


def _in_your_army(phrase: str, end: int) -> Target | None:
    found = parse_target(phrase[:end])
    if found is None or found.where != HERE or found.side not in (ANY, YOURS):
        return None
    return replace(found, side=YOUR_ARMY if found.side == ANY else YOURS, text=phrase)


# "target another Personality": not the card whose ability it is (nor its Personality); a
# performer, another target, is never chosen twice (`choices`).
_ANOTHER = re.compile(r"^(?:target another|another target) (?!player\b|player's\b)")
NOT_SELF = "not_self"


def _another(phrase: str, end: int) -> Target | None:
    found = parse_target("a target " + phrase[end:])
    if found is None or found.side != ANY:
        return None
    return replace(found, conditions=(*found.conditions, (NOT_SELF, "is", 0)), text=phrase)


def _not_self(state: State, card: Card, source: Card) -> bool:
    return card is not source and card.iid != source.host


def _alternatives(noun: str) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    """The kind, the traits of which one is enough and a trait also required, of "Monk or
    Shugenja" (a Personality of either trait), "Shadowlands Monk or Shugenja" or "Ninja,
    Scout, or Spy Personality"; None for other nouns ("Follower or Personality")."""
    match = _ONE_OF.match(noun)
    if match is None:
        return None
    alts = tuple(alt.strip() for alt in re.split(r",? or |, ", match["alts"]))
    prefix = (match["prefix"],) if match["prefix"] else ()
    if any(word.lower() in _TYPE_NOUNS for word in (*prefix, *alts)):
        return None
    if match["noun"] is None:
        if not all(alt.lower() in _PERSON_TRAITS for alt in alts):
            return None
        return PERSONALITY, alts, prefix
    kind = _TYPE_NOUNS.get(match["noun"].lower())
    return (kind, alts, prefix) if kind is not None else None


# -- who qualifies --------------------------------------------------------------------------
def _is_kind(card: Card, kinds: tuple[str, ...]) -> bool:
    kind = card.defn.type
    for wanted in kinds:
        if wanted in (CARD, kind):
            return True
        if wanted == ATTACHMENT and kind in ATTACHMENT_TYPES and card.host is not None:
            return True
        if wanted == TERRAIN and card.defn.has_keyword("Terrain"):
            return True
        if wanted == UNIT and kind == PERSONALITY:
            return True
    return False


def _stat(state: State, card: Card, name: str) -> int:
    if name == "force":
        return stats.force(state, card)
    if name == "chi":
        return stats.chi(state, card)
    if name == "ph":
        return stats.personal_honor(state, card)
    return card.defn.cost


def relative(target: Target) -> bool:
    """Whether a condition compares the target with the card whose ability it is."""
    return any(bound.endswith("_self") for _, bound, _ in target.conditions)


def _reference(state: State, source: Card | None) -> Card | None:
    if source is None:
        return None
    if source.defn.type in (PERSONALITY, FOLLOWER):
        return source
    return state.cards[source.host] if source.host is not None else None


def _meets(
    state: State, card: Card, condition: tuple[str, str, int], source: Card | None = None
) -> bool:
    name, bound, amount = condition
    if name in PAIR_CONDITIONS:
        return True
    if name in SOURCE_CONDITIONS:
        return source is not None and SOURCE_CONDITIONS[name](state, card, source)
    if name == "unit":
        reference = _reference(state, source)
        return reference is not None and bf.person_of(state, card) is bf.person_of(state, reference)
    if bound.endswith("_self"):
        reference = _reference(state, source)
        if reference is None:
            return False
        mine, theirs = _stat(state, card, name), _stat(state, reference, name)
        return {
            "below_self": mine < theirs,
            "above_self": mine > theirs,
            "max_self": mine <= theirs,
            "min_self": mine >= theirs,
        }[bound]
    if name in CONDITIONS:
        return CONDITIONS[name](state, card)
    if name == "followers":
        has = bool(bf.followers(state, card)) if card.defn.type == PERSONALITY else False
        return has if bound == "some" else not has
    if name == "attachments":
        return not card.attachments
    if name in ("weapons", "armor"):
        keyword = "Weapon" if name == "weapons" else "Armor"
        has = any(
            state.cards[iid].defn.type == ITEM and state.cards[iid].defn.has_keyword(keyword)
            for iid in card.attachments
        )
        return has if bound == "some" else not has
    value = _stat(state, card, name)
    return value <= amount if bound == "max" else value >= amount


def _state_ok(state: State, seat: int, card: Card, word: str) -> bool:
    if word == "unbowed":
        return not card.bowed
    if word == "bowed":
        return card.bowed
    if word in ("attacking", "defending"):
        side = bf.side_of(state, card.controller)
        wanted = bf.ATTACKER if word == "attacking" else bf.DEFENDER
        return side == wanted and bf.location(state, card) is not None
    if word == "opposed":
        return bf.in_battle(state, card) and any(
            unit.controller != card.controller
            and bf.side_of(state, unit.controller) != bf.side_of(state, card.controller)
            for unit in bf.units_at(state, bf.current(state))  # type: ignore[arg-type]
        )
    if word == "dishonorable":
        return card.dishonored
    if word == "honorable":
        return not card.dishonored
    if word == "unique":
        return card.defn.unique
    if word == "non-unique":
        return not card.defn.unique
    if word == "gold-producing":
        from rules.engine.payment import gold_producing

        return gold_producing(card.defn)
    if word == "honor-producing":
        from rules.engine.payment import honor_producing

        return honor_producing(card.defn)
    return True


def _in_army_of(state: State, seat: int, card: Card) -> bool:
    """In the current battle, on the side of the player at `seat`."""
    side = bf.side_of(state, seat)
    return (
        side is not None
        and bf.in_battle(state, card)
        and bf.side_of(state, card.controller) == side
    )


def _enemy(state: State, seat: int, card: Card) -> bool:
    if card.controller == seat:
        return False
    if state.attack is not None and bf.current(state) is not None:
        mine = bf.side_of(state, seat)
        theirs = bf.side_of(state, card.controller)
        if mine is not None and theirs is not None:
            return mine != theirs
    return True


TITLE = "title:"


def _has_trait(card: Card, trait: str) -> bool:
    """A keyword, a faction ("Crab Clan Personality" is a Personality of the Crab), or a
    family ("Moto Family Personality": his name begins with Moto)."""
    defn = card.defn
    if trait == "Stronghold":
        return defn.type == STRONGHOLD
    if trait.startswith(TITLE):
        # "all your copies of Jade Works": a card of that title.
        return defn.title == trait.removeprefix(TITLE)
    if trait.endswith(" Family"):
        name = defn.personality_name or defn.title
        return name.split(" ", 1)[0] == trait.removesuffix(" Family")
    if trait in ("Human", "Nonhuman"):
        # «Подразумевающиеся надписи»: Naga, Oni, Creatures and Goblins are Nonhuman; a
        # Personality or Follower that is not is Human (`continuous._trait`).
        nonhuman = any(defn.has_keyword(word) for word in _NONHUMAN)
        if trait == "Nonhuman":
            return nonhuman
        return defn.type in (PERSONALITY, FOLLOWER) and not nonhuman
    if defn.has_keyword(trait) or any(trait in (clan, f"{clan} Clan") for clan in defn.clans):
        return True
    if trait in ("Human", "Nonhuman"):
        # «Подразумевающиеся надписи»: Naga, Oni, Creatures and Goblins are Nonhuman; a
        # Personality or Follower that is not is Human.
        from rules.engine.continuous import NONHUMAN_KEYWORDS

        nonhuman = any(defn.has_keyword(word) for word in NONHUMAN_KEYWORDS)
        return (
            nonhuman
            if trait == "Nonhuman"
            else defn.type in (PERSONALITY, FOLLOWER) and not nonhuman
        )
    # A keyword an effect gave it ("Permanently give your target Samurai Shadowlands",
    # `continuous.KEYWORD_MOD` among its modifiers).
    return bool(card.mods) and any(m[0] == "keyword" and m[1] == trait for m in card.mods)


def qualifies(
    state: State,
    seat: int,
    card: Card,
    target: Target,
    in_battle: bool,
    straightens: bool,
    source: Card | None = None,
) -> bool:
    if not _is_kind(card, target.kinds):
        return False
    if target.side == YOURS and card.controller != seat:
        return False
    if target.side == ENEMY and not _enemy(state, seat, card):
        return False
    if target.side == OTHERS and card.controller == seat:
        return False
    if target.side == YOUR_ARMY and not _in_army_of(state, seat, card):
        return False
    if card.controller == seat and card.defn.type == PERSONALITY and card.bowed and not straightens:
        return False
    for trait in target.traits:
        if trait.startswith("non-"):
            if _has_trait(card, trait[4:]):
                return False
        elif not _has_trait(card, trait):
            return False
    if target.one_of and not any(_has_trait(card, trait) for trait in target.one_of):
        return False
    for word in target.states:
        # «Поворот карт»: a bowed card performs no action but one that straightens it.
        if word == "performing" and card.bowed and not straightens:
            return False
        if not _state_ok(state, seat, card, word):
            return False
    for condition in target.conditions:
        if not _meets(state, card, condition, source):
            return False
    if target.where == IN_PROVINCE:
        return card.zone == PROVINCE and card.face_up
    if in_battle:
        # A card at a Province (a Terrain, a Region) is at that Province's battlefield.
        at_province = card.host is None and card.zone == ATTACHED and card.pid is not None
        here = card.pid == bf.current(state) if at_province else bf.in_battle(state, card)
        if target.where == HERE and not here:
            return False
        if target.where == AT_HOME and bf.location(state, card) is not None:
            return False
    return True


def paired(targets: tuple[Target, ...]) -> list[tuple[int, str, int]]:
    """The conditions of `targets` on another target: (target index, name, other index)."""
    return [
        (index, name, other)
        for index, target in enumerate(targets)
        for name, _, other in target.conditions
        if name in PAIR_CONDITIONS
    ]


def pairs_met(state: State, pairs: list[tuple[int, str, int]], chosen: tuple[Card, ...]) -> bool:
    """Each condition holds between its two targets, when both were chosen (an optional
    target may be left unchosen)."""
    return all(
        PAIR_CONDITIONS[name](state, chosen[i], chosen[other])
        for i, name, other in pairs
        if i < len(chosen) and other < len(chosen)
    )


def cards_in_play(state: State) -> Iterator[Card]:
    cards = state.cards
    for player in state.players:
        if player.eliminated:
            continue
        for iid in in_play_ids(state, player):
            yield cards[iid]


def choices(
    state: State,
    seat: int,
    targets: Sequence[Target],
    in_battle: bool,
    straightens: Sequence[bool],
    source: Card | None = None,
) -> Iterator[tuple[int, ...]]:
    """Every way to choose `targets`, distinct cards; a target compared with an earlier one
    (`Target.than`, "with lower Chi" than the performer) is chosen after it."""
    pools = [
        None
        if target.than >= 0
        else [c.iid for c in candidates(state, seat, target, in_battle, straightens[i], source)]
        for i, target in enumerate(targets)
    ]
    if all(pool is not None for pool in pools):
        for chosen in product(*pools):  # type: ignore[arg-type]
            if len(set(chosen)) == len(chosen):
                yield chosen
        return
    yield from _walk(state, seat, targets, in_battle, straightens, pools, ())


def _walk(
    state: State,
    seat: int,
    targets: Sequence[Target],
    in_battle: bool,
    straightens: Sequence[bool],
    pools: list[list[int] | None],
    chosen: tuple[int, ...],
) -> Iterator[tuple[int, ...]]:
    at = len(chosen)
    if at == len(targets):
        yield chosen
        return
    pool = pools[at]
    if pool is None:
        target = targets[at]
        than = state.cards[chosen[target.than]]
        pool = [c.iid for c in candidates(state, seat, target, in_battle, straightens[at], than)]
    for iid in pool:
        if iid not in chosen:
            yield from _walk(state, seat, targets, in_battle, straightens, pools, (*chosen, iid))


# A condition on a target player: ("controls", "attachment", 0) "who controls an
# attachment" (Wary Peace).
PLAYER_CONTROLS_ATTACHMENT = ("controls", "attachment", 0)


def _player_fits(state: State, seat: int, condition: tuple[str, str, int]) -> bool:
    if condition == PLAYER_CONTROLS_ATTACHMENT:
        return any(
            state.cards[iid].host is not None and state.cards[iid].controller == seat
            for iid in in_play_ids(state, state.players[seat])
        )
    if condition[0] in CONDITIONS:
        # "a player who has Toturi Sezaru as a Wind": his Stronghold stands for him.
        stronghold = state.players[seat].stronghold
        return stronghold is not None and CONDITIONS[condition[0]](state, state.cards[stronghold])
    return False


def candidates(
    state: State,
    seat: int,
    target: Target,
    in_battle: bool,
    straightens: bool = False,
    source: Card | None = None,
) -> list[Card]:
    """The cards that qualify; `source`, the card whose ability it is, for conditions
    relative to it."""
    if target.kinds == (PLAYER_KIND,):
        return [
            state.cards[player.stronghold]
            for player in state.players
            if not player.eliminated
            and player.stronghold is not None
            and (target.side == ANY or (target.side == YOURS) == (player.seat == seat))
            and all(_player_fits(state, player.seat, cond) for cond in target.conditions)
        ]
    kinds = target.kinds
    if target.where == IN_PROVINCE:
        return [
            card
            for player in state.players
            if not player.eliminated
            for province in player.provinces
            if province.card is not None
            and qualifies(
                state, seat, card := state.cards[province.card], target, in_battle, straightens
            )
        ]
    if kinds == (UNIT,):
        # A unit is chosen by the Personality who leads it.
        return [
            card
            for card in cards_in_play(state)
            if card.defn.type == PERSONALITY
            and qualifies(state, seat, card, target, in_battle, straightens, source)
        ]
    if CARD in kinds or ATTACHMENT in kinds or TERRAIN in kinds:
        return [
            card
            for card in cards_in_play(state)
            if qualifies(state, seat, card, target, in_battle, straightens, source)
        ]
    # Card types only: most cards in play are passed over without a call.
    return [
        card
        for card in cards_in_play(state)
        if card.defn.type in kinds
        and qualifies(state, seat, card, target, in_battle, straightens, source)
    ]


SOURCE_CONDITIONS[NOT_SELF] = _not_self
