"""Continuous effects printed on cards, computed whenever a value is asked for («Бонусы и
штрафы», «Способности и надписи»).

"This card has +2F while defending", "Your Crab Clan Personalities have +1F while opposed"
(a Stronghold), "This Personality has +1F/+1C" (an attachment): nothing is stored when the
card enters play or the battle begins; `bonus` adds what is in force at the moment it is
asked, so an effect starts and stops with its card and its condition.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache

from rules.engine import battlefield as bf
from rules.engine import winds
from rules.engine.cards import (
    ANCESTOR,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    REGION,
    RING,
    SENSEI,
    SPELL,
    CardDef,
)
from rules.engine.restrictions import has_trait
from rules.engine.state import ATTACHED, Card, State, in_play_ids
from rules.engine.traits import traits

# A keyword an effect gives a card until the end of the turn, among its modifiers
# (`Card.mods`: ["keyword", <keyword>, 0, "turn"]).
KEYWORD_MOD = "keyword"
# A keyword the card has lost for a time ("loses Duelist", `rules.engine.effects_duel`).
LOST_KEYWORD_MOD = "lost_keyword"
SELF = "self"
HOST = "host"
YOURS = "yours"
FOLLOWERS = "followers"
FIELD = "field"  # a Region's: the cards at its Province's battlefield
OPPOSING = "opposing"  # a Personality's: the enemy cards opposing him in a battle

# Keywords an attachment may give its Personality ("This Personality has Cavalry.") that
# the engine asks about through `has_keyword`, so a grant is obeyed wherever the rule is.
GRANTABLE = frozenset(
    {
        "Cavalry",
        "Naval",
        "Tactician",
        "Conqueror",
        "Double Chi",
        "Elite",
        "Duelist",
        "Kensai",
        "Resilient",
        # Asked of a target's description ("an enemy Shadowlands card"): "Permanently give
        # your target Samurai Shadowlands" ("The Obsidian Dueling Grounds").
        "Shadowlands",
        # "Otherwise, permanently give him Monk." ("Spirit of the Monk"): a Monk performs
        # Kiho, a target description asks.
        "Monk",
        "Renew",
    }
)

_STAT = r"(?:Force|Chi|F|C|PH|Yu)"
_BONUS = rf"(?P<bonus>[+-]\d+ ?{_STAT}(?:(?:/| and )[+-]\d+ ?{_STAT})*)"
_AMOUNT = re.compile(rf"([+-]\d+) ?({_STAT})\b")
_STATS = {"F": "force", "Force": "force", "C": "chi", "Chi": "chi", "PH": "ph", "Yu": "yu"}
# What follows a bonus: how many times it counts and when it holds ("+1F for each Ring you
# control", "+2F while defending", "+1F if you are Phoenix Clan").
_TAIL = re.compile(r"^(?: for each (?P<each>.+?))?(?:,? (?:while|if) (?P<cond>.+))?$")
_SELF = re.compile(
    r"^(?:(?P<who>This card|This Personality|This Follower|This Shugenja|Attached Personality|"
    r"He|She|[A-Z][\w'-]*) "
    rf"has|Has) (?:an additional )?{_BONUS}(?P<tail>.*?)\.?$"
)
# "Your Crab Clan Personalities have ...", "Your Berserkers have ...", "Your Ashigaru
# Personalities and Followers have ...".
_YOURS = re.compile(
    # "Your Nonhuman cards have +1F": the word "cards" names no trait (`_matches`: a
    # Personality or Follower).
    rf"^Your (?P<other>other )?(?P<what>[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|and))*?)(?: cards)? "
    rf"have {_BONUS}(?: while in a (?P<with>defending|attacking) army with "
    r"(?P<source>[A-Z][\w'-]*)|(?P<tail>.*?))\.?$"
)
_KIND_WORDS = re.compile(
    r"^(?P<traits>.*?) ?(?P<kind>Personalities and Followers|Followers and Personalities|"
    r"Personalities|Followers)?$"
)
_HIS_FOLLOWERS = re.compile(
    rf"^(?P<who>[A-Z][\w'-]*)'s Followers (?:each )?have {_BONUS}(?P<tail>.*?)\.?$"
)
# "Te'tik'kir's Ratling Followers have +1F.", "Yaro's Ashigaru Followers each have +1F.":
# those attached to him with the traits.
_HIS_TRAIT_FOLLOWERS = re.compile(
    rf"^(?P<who>[A-Z][\w'-]*)'s (?P<traits>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) Followers "
    rf"(?:each )?have {_BONUS}(?P<tail>.*?)\.?$"
)
# "Weapons attached to Yoritomo have +1F/+2C.": his attachments of that kind, whose bonus
# their Personality's stats count (`stats.raw`).
_ATTACHED_TO_HIM = re.compile(
    rf"^(?P<what>[A-Z][\w'-]*s) attached to (?P<who>[A-Z][\w'-]*) have {_BONUS}\.?$"
)
# "Weapons and Armor have +1F/+1C while attached to Tokichiro.": the same, of either kind.
_KINDS_ATTACHED = re.compile(
    rf"^(?P<what>(?:Weapons?|Armors?)(?: and (?:Weapons?|Armors?))*) have {_BONUS} while "
    r"attached to (?P<who>[A-Z][\w'-]*)\.?$"
)
_BARE = re.compile(rf"^{_BONUS}\.?$")
_MIN_CHI = re.compile(
    r"^(?P<who>This Personality|[A-Z][\w'-]*) has a minimum Chi of (?P<n>\d+)\.?$"
)
_GRANT = re.compile(
    r"^(?P<who>This Personality|This Follower|This card|He|She|[A-Z][\w'-]*) has "
    r"(?P<what>[A-Z][\w ]+?)(?P<tail>(?: (?:while|if) .+?)?)"
    # The keyword's reminder text ("This Personality has Conqueror (A Conqueror's unit
    # doesn't bow after battle).").
    r"(?: \((?P<reminder>[^()]+?)\.?\))?\.?$"
)
# "All other Followers in this unit have +1F.", "Battle Maidens in this army have +1F
# while attacking.", "Followers in Xiao's army have +1F.": the cards of its unit or army.
_UNIT = re.compile(
    r"^(?:All |Each )?(?P<other>[Oo]ther )?(?P<what>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*?)"
    r"(?: cards?)? in (?:this|(?P<name>[A-Z][\w'-]*)'s) (?P<where>unit|army) "
    rf"ha(?:ve|s) {_BONUS}(?P<tail>.*?)\.?$"
)
# A Region's "Naval Personalities have +1F while at this Province's battlefield.", "Ninja and
# Shadowlands Followers ...", "Non-Goblin Personalities and Followers ...".
_FIELD = re.compile(
    r"^(?P<what>(?:Non-)?[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|and))*?) ha(?:ve|s) "
    rf"{_BONUS} while at this [Pp]rovince's battlefield\.?$"
)
# A Terrain's cards at its battlefield («Местность»: it describes the battlefield it is at):
# "Your Personalities at this battlefield have +1F.", "Attacking Personalities and Followers
# have -1F.", "Each Personality at this battlefield has -1F.", "Enemy Personalities and
# Followers at this battlefield have -1F.", "Personalities at this battlefield have a Force
# penalty equal to their Personal Honor."
_HERE = r"(?: (?:while )?at (?:this|the current) battlefield)?"
_TERRAIN_WHAT = (
    r"^(?:All |Each )?(?P<whose>Your |Enemy )?(?P<what>(?:Non-)?[A-Z][\w'-]*"
    r"(?: (?:[A-Z][\w'-]*|and))*?)" + _HERE + " ha(?:ve|s) "
)
_TERRAIN = re.compile(_TERRAIN_WHAT + rf"{_BONUS}{_HERE}(?P<tail>.*?)\.?$")
_TERRAIN_PER = re.compile(
    _TERRAIN_WHAT + r"an? Force (?P<sign>bonus|penalty) equal to (?:their|his|its) "
    r"(?:own )?(?P<per>Personal Honor|Chi)\.?$"
)
# "Infantry Personalities opposing Naleesh have -1F.", "Personalities opposing Hiromi have
# -1F if you took the first Battle action in this battle", "Dishonorable Personalities
# opposing Tajihi have -2F.": the enemy cards in the current battle while he is in it.
_OPPOSING = re.compile(
    r"^(?P<what>(?:[A-Z][\w'-]* )*?(?:Personalities and Followers|Personalities|Followers)) "
    rf"opposing (?P<name>[A-Z][\w'-]*) have {_BONUS}(?P<tail>.*?)\.?$"
)
_SINGULAR_KINDS = {"Personality": "Personalities", "Follower": "Followers"}
# "Utaemon has a Force bonus and a Chi bonus both equal to the number of Followers in his
# unit.": +1 each per card counted (`_each`).
_EQUAL_NUMBER = re.compile(
    r"^(?P<who>This Personality|[A-Z][\w'-]*) has an? (?P<first>Force|Chi) bonus(?: and an? "
    r"(?P<second>Force|Chi) bonus)?(?: both)? equal to the number of (?P<each>.+?)\.?$"
)
# "Other Crab Clan Samurai have +1 Yu while in an army with Sakamoto.": its controller's
# other cards so described in its army.
_OTHERS_WITH = re.compile(
    rf"^Other (?P<what>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) have {_BONUS} while in an army with "
    r"(?P<who>[A-Z][\w'-]*)\.?$"
)
# "Kuroda +1F/+2C while Hida Kuon is in play." (printed without "has"): as "Kuroda has".
_NAME_BONUS = re.compile(rf"^(?P<who>[A-Z][\w'-]*) {_BONUS}(?P<tail> while .+?)\.?$")
# "Followers have +2 Yu while attached to Reiha.": his Followers (FOLLOWERS).
_FOLLOWERS_ATTACHED = re.compile(
    rf"^Followers have {_BONUS} while attached to (?P<who>[A-Z][\w'-]*)\.?$"
)
# "While attached to a Crab Clan Personality, this card has ...": the condition first.
_LEADING = re.compile(r"^(?:While|If) (?P<cond>[^,]+), (?P<rest>[a-z].+)$")

_T = r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
_ANY = r"(?:an?|any other|any|one or more|another) "
_KINDS = r"(?: (?:cards?|units?|Personalit(?:y|ies)|Followers?))?"
_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), code)
    for pattern, code in (
        (r"(?P<v>attacking|defending|opposed|in a battle|at home)", "{v}"),
        (r"in an? (?P<v>attacking|defending) army", "{v}"),
        (r"(?:he|she|it) is (?P<v>attacking|defending|opposed|unopposed)", "{v}"),
        (r"(?P<v>unopposed)", "{v}"),
        # "while he is an attacking or defending ally": in either army of the battle.
        (r"(?:he|she) is an attacking or defending ally", "in a battle"),
        (r"it is (?P<v>your|another player's|not your) turn", "turn:{v}"),
        (
            r"(?:he|she|it) has (?:an?|any) (?P<v>Spell|Weapon|Armor|Item|Follower|Ancestor)s?"
            r"(?: attached)?",
            "has:{v}",
        ),
        # "while she has a Thunder Spell attached", "while he has a Unique Weapon", "while he
        # has a Sword": an attachment with every word (its type or keywords).
        (
            r"(?:he|she|it) has an? (?P<v>[A-Z][\w-]*(?:(?:,|,? or)? [A-Z][\w-]*)*)"
            r"(?: attached)?",
            "has_all:{v}",
        ),
        # "while you control Kakita Shinichi": a card of that title (or name) of his.
        (r"you control (?P<v>[A-Z][\w'-]*(?: [A-Z][\w'-]*)+)", "control_title:{v}"),
        (rf"facing an? (?P<v>{_T})(?: Personality)? in a duel", "facing:{v}"),
        (r"(?:this Personality|he|she) is dishonorable", "dishonorable"),
        (rf"attached to (?:an? )?(?P<v>{_T}(?: or (?:an? )?{_T})*)", "attached:{v}"),
        (r"this card is (?P<v>bowed|unbowed)", "source:{v}"),
        (rf"(?:this Personality|this Shugenja|he|she) is (?:an? )?(?P<v>{_T})", "host:{v}"),
        (rf"(?:he|she) has the (?P<v>{_T}) keyword", "host:{v}"),
        (r"(?P<v>bowed|unbowed)", "bowed:{v}"),
        (r"in a duel", "duel"),
        (rf"in an army with {_ANY}(?P<v>{_T}?) units?", "army:{v}:unit"),
        # Personal Honor 0 (`_zero_ph`): "while opposed by any Personalities with 0 Personal
        # Honor, or while facing such a Personality in a duel" (Akodo Ninsei), "while facing a
        # Human Personality with 0 Personal Honor in a duel" (Kitsuki Remata).
        (
            r"opposed by any Personalities with 0 Personal Honor, or (?:while )?facing such a "
            r"Personality in a duel",
            "zero_ph:",
        ),
        (
            rf"facing an? (?P<v>{_T}) Personality with 0 Personal Honor in a duel",
            "zero_ph_duel:{v}",
        ),
        # Printed without "in a": "while opposing a Crane Clan Personality or facing such a
        # Personality duel" (Hida Sakamoto).
        (
            rf"opposing {_ANY}(?P<v>{_T}?){_KINDS}(?P<duel> or facing such a Personality duel)",
            "opposing:{v}",
        ),
        # "while opposed by a Shadowlands card in battle" (Hiruma Tsukiko).
        (rf"opposed by {_ANY}(?P<v>{_T}?){_KINDS} in battle(?P<duel>)", "opposing:{v}"),
        (rf"in an army with {_ANY}(?P<v>{_T}?){_KINDS}", "army:{v}"),
        (
            rf"(?:opposing|opposed by|(?:this Personality|he|she) opposes) {_ANY}(?P<v>{_T}?"
            rf"(?: or (?:an? )?{_T})*){_KINDS}(?: in a battle)?(?P<duel>,? or (?:while )?"
            r"(?:this Personality is )?(?:facing|faces) (?:one|such a Personality|such a card) "
            r"in a duel)?",
            "opposing:{v}",
        ),
        (r"you control (?:the Imperial Favor|:favor:)", "favor:you"),
        (r"you have (?P<v>-?\d+) or (?:higher|more|greater) Family Honor", "honor:{v}"),
        (rf"(?P<v>{_T}) is in play", "inplay:{v}"),
        (r"another player controls (?:the Imperial Favor|:favor:)", "favor:other"),
        (rf"you control {_ANY}(?P<v>{_T}?){_KINDS}", "control:{v}"),
        (r"you are (?:an? )?(?P<v>[A-Z][\w'-]*)(?: Clan)?(?: player)?", "clan:{v}"),
        (r"you are the (?P<v>Attacker|Defender)", "side:{v}"),
        (r"you took the first Battle action in this battle", "first_battle_action"),
        # The player's Wind («Наследник (wind)», `rules.engine.winds`).
        (r"your Wind is (?P<v>[A-Za-z].+)", "wind:{v}"),
        (r"another player's Wind is (?P<v>[A-Za-z].+)", "other_wind:{v}"),
        (r"you have (?P<v>no Wind|a Wind)", "wind:{v}"),
        (
            r"(?:opposing|opposed by) (?:an? |any )?(?:cards?|units?|Personalit(?:y|ies)) "
            r"controlled by a player whose Wind is (?P<v>[A-Za-z].+)",
            "opposing_wind:{v}",
        ),
    )
)
_EACH = re.compile(
    rf"^(?P<other>other )?(?:(?P<what>{_T}?(?: and {_T})?) )?"
    r"(?:(?P<kind>Personality|Follower|card|unit) )?"
    r"(?P<where>you control|in play|in (?:this|his|her|its) (?:unit|army)|"
    r"(?:he|she|it) has attached|opposing (?:him|her|it))$"
)
# "for each of his Weapons": the same as "for each Weapon he has attached".
_EACH_OF_HIS = re.compile(rf"^of (?:his|her|its) (?P<what>{_T})$")
_TYPES = {
    "Ring": RING,
    "Spell": SPELL,
    "Holding": HOLDING,
    "Item": ITEM,
    "Follower": FOLLOWER,
    "Personality": PERSONALITY,
    "Region": REGION,
    "Ancestor": ANCESTOR,
}


@dataclass(frozen=True, slots=True)
class Static:
    """A continuous effect in force while its card is in play: on the card itself (SELF),
    on the Personality an attachment is on (HOST), on its controller's cards of a kind and
    traits (YOURS), or on a Personality's own Followers (FOLLOWERS). `when`: the conditions,
    all of which must hold (`_holds` reads them: "defending", "has:Spell", "facing:Ninja",
    "attached:Crab Clan", "army:Cavalry", ...); `each` multiplies the bonus by a count of
    cards (where, type, trait, other: "control", "Personality", "Crab Clan", False);
    `min_chi` a minimum Chi («Если величина имеет минимальное ... значения, ее применяют в
    последнюю очередь»); `keywords` keywords it gives."""

    scope: str
    force: int = 0
    chi: int = 0
    ph: int = 0
    yu: int = 0
    when: tuple[str, ...] = ()
    kind: str = PERSONALITY
    traits: tuple[str, ...] = ()
    min_chi: int = 0
    keywords: tuple[str, ...] = ()
    each: tuple[str, str, str, bool] | None = None
    other: bool = False
    # The bonus counts once per point of the card's own value ("a Force penalty equal to
    # their Personal Honor": force -1, per "ph").
    per: str = ""


def _amounts(match: re.Match[str]) -> dict[str, int]:
    out = {"force": 0, "chi": 0, "ph": 0, "yu": 0}
    for number, stat in _AMOUNT.findall(match["bonus"]):
        out[_STATS[stat]] += int(number)
    return out


def _one_condition(text: str) -> str | None:
    for pattern, code in _CONDITIONS:
        if match := pattern.fullmatch(text):
            value = re.sub(r" Personalit(?:y|ies)$", "", match.groupdict().get("v") or "")
            if code == "opposing:{v}" and match["duel"]:
                return f"opposing_or_facing:{value}"
            return code.format(v=value)
    return None


def _conditions(text: str) -> tuple[str, ...] | None:
    """The codes of a condition ("this Personality is Cavalry and attacking": both)."""
    found = _one_condition(text)
    if found is not None:
        return (found,)
    # "while opposed if your Wind is Kano's Alliance": both.
    first, sep, second = text.partition(" and ")
    if not sep:
        first, sep, second = text.partition(" if ")
    if not sep:
        return None
    left = _conditions(first)
    right = _conditions(second)
    return None if left is None or right is None else left + right


def _each(text: str) -> tuple[str, str, str, bool] | None:
    if match := _EACH_OF_HIS.match(text):
        text = f"{match['what']} he has attached"
    match = _EACH.match(text)
    if match is None:
        return None
    what, kind = match["what"] or "", match["kind"] or ""
    if not what and not kind:
        return None
    if what in _TYPES and not kind:
        what, kind = "", _TYPES[what]
    elif kind in ("Personality", "Follower"):
        kind = PERSONALITY if kind == "Personality" else FOLLOWER
    where = match["where"].split()[-1]
    if match["where"].startswith("opposing"):
        where = "opposing"
    return where, kind, what, bool(match["other"])


def _tail(text: str) -> dict[str, object] | None:
    """ "when" and "each" of what follows a bonus, or None when a word of it is not read."""
    match = _TAIL.match(text)
    if match is None:
        return None
    out: dict[str, object] = {}
    if match["each"]:
        each = _each(match["each"])
        if each is None:
            return None
        out["each"] = each
    if match["cond"]:
        when = _conditions(match["cond"])
        if when is None:
            return None
        out["when"] = when
    return out


def _item_words(kind: str, traits: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """ "Your Items" (a type), "Weapons in this army" (Items with the keyword)."""
    if kind or len(traits) != 1:
        return kind, traits
    single = traits[0].removesuffix("s")
    if single in _TYPES:
        return _TYPES[single], ()
    if single in ("Weapon", "Armor"):
        return ITEM, traits
    return kind, traits


def _field(match: "re.Match[str] | _Words") -> Static | None:
    words = _KIND_WORDS.match(match["what"])
    assert words is not None
    traits = words["traits"]
    when: tuple[str, ...] = ()
    first, _, rest = traits.partition(" ")
    if first in ("Attacking", "Defending"):
        when, traits = (first.lower(),), rest
    if " and " in traits.removeprefix("Non-") and not traits.startswith("Non-"):
        # "Ninja and Shadowlands Followers": either.
        traits = "|".join(part.strip() for part in traits.split(" and "))
    elif " " in traits and not words["kind"]:
        return None
    kind = {"Personalities": PERSONALITY, "Followers": FOLLOWER}.get(words["kind"] or "", "")
    if traits.startswith("Non-"):
        traits = "non-" + traits[4:]
    return Static(
        FIELD, **_amounts(match), kind=kind, traits=(traits,) if traits else (), when=when
    )


# "Each of your non-Shadowlands Personalities at this battlefield has +1C." and "All Naval
# cards at the current battlefield have +1F." say what the forms above say.
_EACH_OF_YOUR = re.compile(r"^Each of your (?:non-(?=[A-Z]))?")
_TRAIT_CARDS = re.compile(r"^All (?P<trait>[A-Z][\w'-]*) cards ")


def _terrain_words(sentence: str) -> str:
    each = _EACH_OF_YOUR.match(sentence)
    if each is not None:
        negated = each.group().endswith("non-")
        sentence = ("Your Non-" if negated else "Your ") + sentence[each.end() :]
    return _TRAIT_CARDS.sub(r"All \g<trait> ", sentence)


def _terrain(sentence: str) -> Static | None:
    """A Terrain's continuous effect on the cards at its battlefield (FIELD, as a Region's),
    or None."""
    sentence = _terrain_words(sentence)
    per = ""
    match = _TERRAIN.match(sentence)
    if match is not None:
        tail = _tail(match["tail"])
        if tail is None or "each" in tail:
            return None
        when = tuple(tail.get("when", ()))  # type: ignore[arg-type]
        amounts = _amounts(match)
    else:
        match = _TERRAIN_PER.match(sentence)
        if match is None:
            return None
        when = ()
        per = "ph" if match["per"] == "Personal Honor" else "chi"
        amounts = {"force": 1 if match["sign"] == "bonus" else -1}
    what = match["what"]
    first, _, rest = what.partition(" ")
    if first == "Opposed" and rest:
        when, what = ("opposed", *when), rest
    words = what.split()
    words[-1] = _SINGULAR_KINDS.get(words[-1], words[-1])
    found = _field(_Words(" ".join(words)))
    if found is None:
        return None
    whose = {"Your ": ("mine",), "Enemy ": ("enemy",)}.get(match["whose"] or "", ())
    return replace(found, **amounts, per=per, when=found.when + whose + when)


def _opposing_static(match: re.Match[str]) -> Static | None:
    tail = _tail(match["tail"].replace(" (including during that action)", ""))
    if tail is None or "each" in tail:
        return None
    words = _KIND_WORDS.match(match["what"])
    assert words is not None
    when = tuple(tail.get("when", ()))  # type: ignore[arg-type]
    traits = words["traits"]
    if traits == "Dishonorable":
        traits, when = "", ("dishonorable", *when)
    if " " in traits:
        return None
    kind = {"Personalities": PERSONALITY, "Followers": FOLLOWER}.get(words["kind"] or "", "")
    return Static(
        OPPOSING, **_amounts(match), kind=kind, traits=(traits,) if traits else (), when=when
    )


class _Words(dict[str, str]):
    """What `_field` reads of a match: the cards' words (its bonus, set apart)."""

    def __init__(self, what: str) -> None:
        super().__init__(what=what, bonus="+0F")


def _names(defn: CardDef) -> set[str]:
    return set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())


def _scope(who: str | None, defn: CardDef, leading: bool = False) -> str | None:
    """Whom "This Personality" / "This card" / the card's own name means on `defn` ("he"
    after a `leading` condition: "While this Shugenja is Fire, he has +1F.")."""
    if who is None:
        return SELF
    if who in ("He", "She"):
        if not leading:
            return None
        who = "This Personality"
    if who == "Attached Personality" or (
        who in ("This Personality", "This Shugenja") and defn.type != PERSONALITY
    ):
        return HOST
    if who in ("This card", "This Personality", "This Follower") or who in _names(defn):
        return SELF
    return None


def parse_static(sentence: str, defn: CardDef, *, leading: bool = False) -> Static | None:
    """The continuous effect one sentence of `defn`'s text describes, or None (on a Sensei,
    which is not a card in play, none). `leading`: the sentence followed a condition ("While
    this Shugenja is Fire, he has +1F."), so "he" names the Personality."""
    sentence = sentence.strip()
    if defn.type == SENSEI:
        return None
    given = defn.title.split(",")[0].split(" ", 1)[-1]
    if defn.type == PERSONALITY and " " in given and sentence.startswith(f"{given} has "):
        # A given name of two words ("Mu Dan has +3F while she is opposed.").
        sentence = "This card" + sentence[len(given) :]
    if match := _LEADING.match(sentence):
        rest = match["rest"]
        found = parse_static(rest[0].upper() + rest[1:], defn, leading=True)
        when = _conditions(match["cond"])
        if found is None or when is None:
            return None
        return replace(found, when=when + found.when)
    match = _SELF.match(sentence)
    if match:
        scope = _scope(match["who"], defn, leading)
        tail = _tail(match["tail"])
        if scope is None or tail is None:
            return None
        return Static(scope, **_amounts(match), **tail)  # type: ignore[arg-type]
    if (
        _BARE.match(sentence)
        and defn.type == ITEM
        and defn.force is None
        and defn.chi is None
        and (match := re.match(_BONUS, sentence))
    ):
        # An Item whose only bonus is printed as its text ("+1F."): its Personality's.
        return Static(HOST, **_amounts(match))
    match = _YOURS.match(sentence)
    if match and (match["other"] is not None or match["with"] is None):
        if match["with"]:
            if match["source"] not in _names(defn):
                return None
            tail: dict[str, object] | None = {"when": (f"with:{match['with']}",)}
        else:
            tail = _tail(match["tail"])
            if tail is None or "each" in tail:
                return None
        words = _KIND_WORDS.match(match["what"])
        assert words is not None
        traits = tuple(t for t in words["traits"].split(" Clan") if t.strip())
        if " and " in words["traits"]:
            # "Your Human and Naga Personalities": either.
            parts = [part.removesuffix(" Clan") for part in words["traits"].split(" and ")]
            if not words["kind"] or any(" " in part for part in parts):
                return None
            traits = ("|".join(parts),)
        kind = {"Personalities": PERSONALITY, "Followers": FOLLOWER}.get(words["kind"] or "", "")
        kind, traits = _item_words(kind, traits)
        return Static(
            YOURS,
            **_amounts(match),
            kind=kind,
            traits=tuple(t.strip() for t in traits),
            other=bool(match["other"]),
            **tail,  # type: ignore[arg-type]
        )
    match = _UNIT.match(sentence)
    if match and (match["name"] is None or match["name"] in _names(defn)):
        tail = _tail(match["tail"])
        words = _KIND_WORDS.match(match["what"])
        assert words is not None
        if tail is None or "each" in tail or " and " in words["traits"]:
            return None
        kind = {"Personalities": PERSONALITY, "Followers": FOLLOWER}.get(words["kind"] or "", "")
        traits = tuple(t for t in words["traits"].split(" Clan") if t.strip())
        kind, traits = _item_words(kind, traits)
        when: tuple[str, ...] = (f"in:{match['where']}", *tail.get("when", ()))  # type: ignore[misc]
        return Static(
            YOURS,
            **_amounts(match),
            kind=kind,
            traits=traits,
            other=bool(match["other"]),
            when=when,
        )
    match = _FIELD.match(sentence)
    if match and defn.type == REGION:
        return _field(match)
    if defn.type == REGION or defn.is_fortification:
        from rules.engine.province_field import parse as field_static

        if (found := field_static(sentence)) is not None:
            return found
    if defn.has_keyword("Terrain") and (found := _terrain(sentence)) is not None:
        return found
    match = _OPPOSING.match(sentence)
    if match and defn.type == PERSONALITY and match["name"] in _names(defn):
        return _opposing_static(match)
    match = _HIS_FOLLOWERS.match(sentence)
    if match and defn.type == PERSONALITY and match["who"] in _names(defn):
        tail = _tail(match["tail"])
        if tail is None or "each" in tail:
            return None
        return Static(FOLLOWERS, **_amounts(match), kind=FOLLOWER, **tail)  # type: ignore[arg-type]
    match = _HIS_TRAIT_FOLLOWERS.match(sentence)
    if match and defn.type == PERSONALITY and match["who"] in _names(defn):
        tail = _tail(match["tail"])
        if tail is None or "each" in tail:
            return None
        when = ("in:unit", *tail.get("when", ()))  # type: ignore[misc]
        traits = tuple(t for t in match["traits"].split(" Clan") if t.strip())
        return Static(YOURS, **_amounts(match), kind=FOLLOWER, traits=traits, when=when)
    match = _ATTACHED_TO_HIM.match(sentence)
    if match and defn.type == PERSONALITY and match["who"] in _names(defn):
        kind, traits = _item_words("", (match["what"],))
        if kind != ITEM:
            return None
        return Static(YOURS, **_amounts(match), kind=kind, traits=traits, when=("in:unit",))
    match = _KINDS_ATTACHED.match(sentence)
    if match and defn.type == PERSONALITY and match["who"] in _names(defn):
        kinds = "|".join(dict.fromkeys(_single(w) for w in match["what"].split(" and ")))
        return Static(YOURS, **_amounts(match), kind=ITEM, traits=(kinds,), when=("in:unit",))
    match = _MIN_CHI.match(sentence)
    if match:
        scope = _scope(match["who"], defn)
        return None if scope is None else Static(scope, min_chi=int(match["n"]))
    match = _GRANT.match(sentence)
    if (
        match
        and match["what"] in GRANTABLE
        and (match["reminder"] is None or match["what"] in match["reminder"])
    ):
        scope = _scope(match["who"], defn, leading)
        tail = _tail(match["tail"])
        if scope is None or tail is None or "each" in tail:
            return None
        return Static(scope, keywords=(match["what"],), **tail)  # type: ignore[arg-type]
    match = _EQUAL_NUMBER.match(sentence)
    if match:
        scope = _scope(match["who"], defn)
        first, _, rest = match["each"].partition(" ")
        each = _each(f"{_single(first)} {rest}")
        if scope is None or each is None:
            return None
        amounts = {_STATS[s]: 1 for s in (match["first"], match["second"]) if s}
        return Static(scope, each=each, **amounts)  # type: ignore[arg-type]
    match = _OTHERS_WITH.match(sentence)
    if match and match["who"] in _names(defn):
        words = _KIND_WORDS.match(match["what"])
        assert words is not None
        kind = {"Personalities": PERSONALITY, "Followers": FOLLOWER}.get(words["kind"] or "", "")
        traits = tuple(t.strip() for t in words["traits"].split(" Clan") if t.strip())
        return Static(
            YOURS, **_amounts(match), kind=kind, traits=traits, other=True, when=("in:army",)
        )  # type: ignore[arg-type]
    match = _NAME_BONUS.match(sentence)
    if match and match["who"] in _names(defn):
        tail = _tail(match["tail"])
        return None if tail is None else Static(SELF, **_amounts(match), **tail)  # type: ignore[arg-type]
    match = _FOLLOWERS_ATTACHED.match(sentence)
    if match and defn.type == PERSONALITY and match["who"] in _names(defn):
        return Static(FOLLOWERS, **_amounts(match), kind=FOLLOWER)  # type: ignore[arg-type]
    return None


# "Defending Followers have +1F, and attacking Cavalry cards have -1F, while at this
# Province's battlefield." (Dragon's Teeth), "Your Human Personalities have +1F/+1C and your
# Dragon Clan Personalities have +1PH." (Ki-Rin's Shrine): two effects in one sentence, a
# condition at its end being both's.
_TWO = re.compile(
    r"^(?P<a>[A-Z].+? ha(?:ve|s) [+-]\d[^,]*?),? and (?P<b>[\w'].+? ha(?:ve|s) [+-]\d[^,]*?),?"
    r"(?P<tail> while .+?)?\.?$"
)


# "This Personality has +2 Yu, or +3 Yu if he is Crab Clan." (Grim Mempo): the first bonus,
# and the difference under the condition.
_OR_MORE = re.compile(
    r"^(?P<who>[A-Z].+? has) (?P<a>[+-]\d+)(?P<sp> ?)(?P<unit>F|C|PH|Yu),? or "
    r"(?P<b>[+-]\d+) ?(?P<unit2>F|C|PH|Yu) if (?P<cond>[^,]+?)\.?$"
)


def _or_more(match: re.Match[str], defn: CardDef) -> tuple[Static, ...]:
    if match["unit"] != match["unit2"]:
        return ()
    who, sp, unit = match["who"], match["sp"], match["unit"]
    more = int(match["b"]) - int(match["a"])
    base = parse_static(f"{who} {match['a']}{sp}{unit}.", defn)
    extra = parse_static(f"{who} {more:+d}{sp}{unit} if {match['cond']}.", defn)
    return (base, extra) if base is not None and extra is not None else ()


def parse_statics(sentence: str, defn: CardDef) -> tuple[Static, ...]:
    """The continuous effects one sentence describes: one (`parse_static`), or two joined by
    "and", each read whole; none unless all of it is read."""
    one = parse_static(sentence, defn)
    if one is not None:
        return (one,)
    if or_more := _OR_MORE.match(sentence.strip()):
        return _or_more(or_more, defn)
    match = _TWO.match(sentence.strip())
    if match is None:
        from rules.engine import follower_grants, trait_pairs

        return trait_pairs.read(sentence, defn) or follower_grants.read(sentence, defn)
    found = []
    for part in (match["a"], match["b"]):
        static = parse_static(f"{part[0].upper()}{part[1:]}{match['tail'] or ''}.", defn)
        if static is None:
            return ()
        found.append(static)
    return tuple(found)


def sentences(text: str) -> list[str]:
    return [s.strip() for line in text.splitlines() for s in re.split(r"(?<=\.)\s+", line) if s]


# By the CardDef's identity: (the CardDef, its own effects, its Personality's, its
# controller's cards', its Followers').
_Entry = tuple[
    CardDef,
    tuple[Static, ...],
    tuple[Static, ...],
    tuple[Static, ...],
    tuple[Static, ...],
    tuple[Static, ...],
    tuple[Static, ...],
]
_CACHE: dict[int, _Entry] = {}


def _entry(defn: CardDef) -> _Entry:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        every = [
            s for sentence in sentences(defn.text_plain) for s in parse_statics(sentence, defn)
        ]
        found = _CACHE[id(defn)] = (
            defn,
            tuple(s for s in every if s.scope == SELF),
            tuple(s for s in every if s.scope == HOST),
            tuple(s for s in every if s.scope == YOURS),
            tuple(s for s in every if s.scope == FOLLOWERS),
            tuple(s for s in every if s.scope == FIELD),
            tuple(s for s in every if s.scope == OPPOSING),
        )
    return found


def _trait(state: State, card: Card, trait: str, printed: bool) -> bool:
    """`card` is of the type `trait` ("Ring", "Rings") or has the keyword or Clan `trait`:
    printed, or (unless `printed`) given («Слова в единственном и множественном числе ...
    считаются одинаковыми»)."""
    single = _single(trait)
    kind = _TYPES.get(trait) or _TYPES.get(single)
    if kind is not None:
        return card.defn.type == kind
    if has_trait(card.defn, trait) or (single != trait and has_trait(card.defn, single)):
        return True
    if trait == "Infantry":
        return not _unit_is(state, bf.person_of(state, card), "Cavalry")
    if trait in ("Human", "Nonhuman"):
        # «Подразумевающиеся надписи»: Naga, Oni, Creatures (Ratling, Mujina) and Goblins
        # are Nonhuman; a Personality or Follower that is not is Human.
        nonhuman = any(card.defn.has_keyword(word) for word in _NONHUMAN)
        if trait == "Nonhuman":
            return nonhuman
        return card.defn.type in (PERSONALITY, FOLLOWER) and not nonhuman
    if trait in GRANTABLE:
        return not printed and has_keyword(state, card, trait)
    # "Shadowlands Crab Clan", "Castle Holding", "Void Ring": each of them (a keyword of
    # several words, "Battle Maiden", is found whole above).
    words = _words(trait)
    return len(words) > 1 and all(_trait(state, card, word, printed) for word in words)


_NONHUMAN = ("Nonhuman", "Naga", "Oni", "Creature", "Ratling", "Mujina", "Goblin", "Undead")
NONHUMAN_KEYWORDS = _NONHUMAN


def _single(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") else word


@cache
def _words(trait: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[A-Z][\w'-]*(?: Clan)?", trait))


def _army(state: State, card: Card) -> list[Card]:
    """The units of `card`'s army: his side's at the battlefield his unit is at."""
    pid = bf.location(state, card)
    side = bf.side_of(state, card.controller)
    if pid is None or side is None:
        return []
    return list(bf.units_at(state, pid, side))


def _unit_is(state: State, unit: Card, trait: str) -> bool:
    from rules.engine.keywords import is_cavalry, is_naval

    if trait == "Cavalry":
        return is_cavalry(state, unit)
    if trait == "Naval":
        return is_naval(state, unit)
    return has_trait(unit.defn, trait)


def _holds(state: State, card: Card, source: Card, code: str, printed: bool = False) -> bool:
    """Whether the condition `code` holds for `card`, given a bonus by `source`; with
    `printed`, the keywords the condition names count only as printed (a keyword given
    under a condition never depends on another given one)."""
    kind, _, value = code.partition(":")
    if kind == "has":
        person = bf.person_of(state, card)
        for iid in person.attachments:
            defn = state.cards[iid].defn
            if defn.type == value or defn.has_keyword(value):
                return True
        return False
    if kind == "facing":
        return _facing(state, card, value)
    if kind == "has_all":
        # "an Air, Fire, or Thunder Spell": any of the first words with the last.
        *firsts, last = re.split(r",? or |, ", value)
        *more, noun = last.split()
        wanted = [[*first.split(), noun] for first in firsts] + [[*more, noun]]
        return any(
            any(all(d.type == w or d.has_keyword(w) for w in words) for words in wanted)
            for d in (state.cards[iid].defn for iid in bf.person_of(state, card).attachments)
        )
    if kind == "control_title":
        seat = source.controller
        return any(
            state.cards[iid].controller == seat
            and value in (state.cards[iid].defn.title, state.cards[iid].defn.personality_name)
            for iid in in_play_ids(state, state.players[seat])
        )
    if kind == "dishonorable":
        return bf.person_of(state, card).dishonored
    if kind == "at home":
        return bf.location(state, card) is None
    if kind == "attached":
        if source.host is None:
            return False
        host = state.cards[source.host]
        return any(_trait(state, host, trait, printed) for trait in _alternatives(value))
    if kind == "in":
        # In the unit (the army) of the card giving the bonus.
        person = bf.person_of(state, card)
        other = bf.person_of(state, source)
        if person is other:
            return True
        return (
            value == "army"
            and person.battle is not None
            and person.battle == other.battle
            and bf.side_of(state, person.controller) == bf.side_of(state, other.controller)
        )
    if kind == "source":
        return source.bowed == (value == "bowed")
    if kind == "bowed":
        return card.bowed == (value == "bowed")
    if kind == "duel":
        return any(
            frame.get("step") == "duel" and card.iid in (frame["challenger"], frame["challenged"])
            for frame in state.stack
        )
    if kind == "host":
        return _trait(state, bf.person_of(state, source), value, printed)
    if kind == "army":
        # "in an army with another Tactician", "... with one or more Cavalry units" (a unit
        # other than his own).
        own = bf.person_of(state, card)
        value, _, units = value.partition(":")
        for unit in _army(state, card):
            if units:
                if unit is not own and _unit_is(state, unit, value):
                    return True
                continue
            for other in (unit, *bf.followers(state, unit)):
                if other is not card and _trait(state, other, value, printed):
                    return True
        return False
    if kind in ("opposing", "opposing_or_facing"):
        if kind == "opposing_or_facing" and _facing(state, bf.person_of(state, card), value):
            return True
        if not bf.in_battle(state, card):
            return False
        wanted = _alternatives(value)
        for unit in _opposing(state, card):
            if not value:
                return True
            for trait in wanted:
                # "opposing a Cavalry unit": the unit is.
                if trait in ("Cavalry", "Naval"):
                    if _unit_is(state, unit, trait):
                        return True
                    continue
                for other in (unit, *bf.followers(state, unit)):
                    if _trait(state, other, trait, printed):
                        return True
        return False
    if kind in ("zero_ph", "zero_ph_duel"):
        return _zero_ph(state, card, value, kind == "zero_ph")
    if kind == "favor":
        favor = state.favor
        return (
            favor == source.controller if value == "you" else favor not in (None, source.controller)
        )
    if kind == "control":
        player = state.players[source.controller]
        cards = state.cards
        return any(
            cards[iid].controller == source.controller and _trait(state, cards[iid], value, printed)
            for iid in in_play_ids(state, player)
        )
    if kind == "clan":
        return value in state.players[source.controller].clans
    if kind == "honor":
        return state.players[source.controller].honor >= int(value)
    if kind == "inplay":
        # "while Hida Kuroda is in play": a card of that title (or name), anyone's.
        cards = state.cards
        return any(
            value in (cards[iid].defn.title, cards[iid].defn.personality_name)
            for player in state.players
            for iid in in_play_ids(state, player)
        )
    if kind == "side":
        return bf.side_of(state, source.controller) == value.lower()
    if kind == "first_battle_action":
        # `rounds`: who announced the current battle's first Battle action.
        first = state.attack.get("first_action") if state.attack is not None else None
        return first is not None and first == [bf.current(state), source.controller]
    if kind == "mine":
        # "Your Personalities at this battlefield": its controller's.
        return card.controller == source.controller
    if kind == "enemy":
        side = bf.side_of(state, source.controller)
        return bf.side_of(state, card.controller) not in (None, side)
    if kind == "turn":
        return (state.active == source.controller) == (value == "your")
    if kind == "wind":
        return winds.has(state, source.controller, value)
    if kind == "without":
        # "Personalities without Followers" (`rules.engine.province_field`).
        return not any(
            _trait(state, state.cards[iid], value, printed)
            for iid in bf.person_of(state, card).attachments
        )
    if kind == "chi_at_most":
        from rules.engine.stats import chi

        return chi(state, card) <= int(value)
    if kind == "other_wind":
        return winds.another_has(state, source.controller, value)
    if kind == "opposing_wind":
        return bf.in_battle(state, card) and any(
            winds.has(state, unit.controller, value) for unit in _opposing(state, card)
        )
    if not bf.in_battle(state, card):
        return False
    side = bf.side_of(state, card.controller)
    if kind == "attacking":
        return side == bf.ATTACKER
    if kind == "defending":
        return side == bf.DEFENDER
    if kind == "opposed":
        return any(True for _ in _opposing(state, card))
    if kind == "unopposed":
        return not any(True for _ in _opposing(state, card))
    return True  # "in a battle"


def _zero_ph(state: State, card: Card, trait: str, opposing: bool) -> bool:
    """The Personality facing `card` in a duel (with `trait`, if named) has 0 Personal
    Honor, or (`opposing`) a Personality opposing him has."""
    from rules.engine.stats import personal_honor

    person = bf.person_of(state, card)
    for frame in state.stack:
        if frame.get("step") == "duel" and person.iid in (frame["challenger"], frame["challenged"]):
            other = state.cards[
                frame["challenged" if frame["challenger"] == person.iid else "challenger"]
            ]
            if personal_honor(state, other) == 0 and (
                not trait or _trait(state, other, trait, False)
            ):
                return True
    if not opposing or not bf.in_battle(state, card):
        return False
    return any(
        unit.defn.type == PERSONALITY and personal_honor(state, unit) == 0
        for unit in _opposing(state, card)
    )


def _alternatives(value: str) -> list[str]:
    """ "Ogre or an Oni" -> ["Ogre", "Oni"]."""
    return [re.sub(r"^an? ", "", part) for part in value.split(" or ")]


def _opposing(state: State, card: Card) -> Iterator[Card]:
    """The enemy units at the current battlefield, `card` being there."""
    pid = bf.current(state)
    side = bf.side_of(state, card.controller)
    return (
        unit
        for unit in bf.units_at(state, pid)  # type: ignore[arg-type]
        if bf.side_of(state, unit.controller) not in (None, side)
    )


def _facing(state: State, card: Card, trait: str) -> bool:
    for frame in state.stack:
        if frame.get("step") == "duel":
            duelists = (frame["challenger"], frame["challenged"])
            if card.iid in duelists:
                other = state.cards[duelists[1] if duelists[0] == card.iid else duelists[0]]
                return has_trait(other.defn, trait)
    return False


def _count(state: State, card: Card, source: Card, each: tuple[str, str, str, bool]) -> int:
    """How many cards `each` counts: in `card`'s unit or army, or in play (controlled by
    `source`'s controller for "you control")."""
    where, kind, what, other = each
    cards = state.cards
    pool: list[Card]
    if where == "unit":
        person = bf.person_of(state, card)
        pool = [person, *(cards[iid] for iid in person.attachments)]
    elif where == "attached":
        pool = [cards[iid] for iid in bf.person_of(state, card).attachments]
    elif where == "opposing":
        # "for each unit opposing him", "for each Tattooed card opposing him".
        units = list(_opposing(state, card)) if bf.in_battle(state, card) else []
        if kind == "unit" and not what:
            return len(units)
        pool = [c for unit in units for c in (unit, *bf.followers(state, unit))]
    elif where == "army":
        pool = [c for unit in _army(state, card) for c in (unit, *bf.followers(state, unit))]
    else:
        players = state.players if where == "play" else [state.players[source.controller]]
        pool = [
            cards[iid]
            for player in players
            for iid in in_play_ids(state, player)
            if where == "play" or cards[iid].controller == source.controller
        ]
    total = 0
    for counted in pool:
        if other and counted is card:
            continue
        if kind == "unit":
            if counted.defn.type == PERSONALITY and _unit_is(state, counted, what):
                total += 1
            continue
        if kind and kind != "card" and counted.defn.type != kind:
            continue
        if not what or any(_trait(state, counted, one, False) for one in what.split(" and ")):
            total += 1
    return total


def _matches(state: State, card: Card, static: Static, source: Card) -> bool:
    """`card` is one of the cards a YOURS effect names ("Your other Battle Maidens": a
    Personality or Follower with the keyword, singular or plural, other than `source`;
    "Your Items", "Weapons in this army": Items)."""
    if static.kind:
        if card.defn.type != static.kind:
            return False
    elif card.defn.type not in (PERSONALITY, FOLLOWER):
        return False
    if static.other and card is source:
        return False
    for trait in static.traits:
        if trait.startswith("non-"):
            if _trait(state, card, trait[4:], True):
                return False
        elif not any(_trait(state, card, one, True) for one in trait.split("|")):
            return False
    return True


def _with(state: State, card: Card, source: Card, side: str) -> bool:
    """ "... while in a defending army with Isamu": another card, both in this battle's
    army of that side."""
    return (
        card is not source
        and bf.in_battle(state, card)
        and bf.in_battle(state, source)
        and bf.side_of(state, card.controller)
        == (bf.DEFENDER if side == "defending" else bf.ATTACKER)
    )


def _all_hold(
    state: State, card: Card, source: Card, static: Static, printed: bool = False
) -> bool:
    for code in static.when:
        if code.startswith("with:"):
            if not _with(state, card, source, code[5:]):
                return False
        elif not _holds(state, card, source, code, printed):
            return False
    return True


def _from(state: State, card: Card, found: tuple[Static, ...], stat: str, source: Card) -> int:
    total = 0
    for static in found:
        # A Force bonus says nothing about Chi: its condition need not be checked then.
        value = getattr(static, stat)
        if (
            value
            and (
                static.scope not in (YOURS, FIELD, OPPOSING)
                or _matches(state, card, static, source)
            )
            and _all_hold(state, card, source, static)
        ):
            if static.per:
                value *= _own_value(state, card, static.per)
            total += value * _count(state, card, source, static.each) if static.each else value
    return total


def _own_value(state: State, card: Card, stat: str) -> int:
    """A card's Personal Honor or Chi, for a bonus "equal to their Personal Honor"."""
    from rules.engine import stats

    return stats.personal_honor(state, card) if stat == "ph" else stats.chi(state, card)


# Per game (by its cards' dict, which lives as long as the game's state): which cards print
# an effect of their own, whether any attachment gives one to its Personality, which cards
# give one to their controller's cards, whether any Personality gives one to his Followers,
# and which values any of them touch ("force", "chi", "ph", "min_chi", "keywords"). The
# cards of a game are fixed at set-up, so this is found once, and `bonus` looks only at the
# few cards that matter (at none when no card of the game prints an effect on that value).
_Game = tuple[
    dict[int, Card],
    frozenset[int],
    bool,
    tuple[int, ...],
    bool,
    frozenset[str],
    tuple[int, ...],
    tuple[int, ...],
]
_GAMES: dict[int, _Game] = {}
_GAMES_KEPT = 64
_VALUES = ("force", "chi", "ph", "yu", "min_chi", "keywords")
# Among the values touched: some effect lowers a Chi.
LOWERS_CHI = "chi-"


def _game(state: State) -> _Game:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_GAMES) >= _GAMES_KEPT:
            _GAMES.clear()
        selfs: list[int] = []
        yours: list[int] = []
        fields: list[int] = []
        opposing: list[int] = []
        hosts = followers = False
        every: list[Static] = []
        # One look per card at its (cached) entry; most cards print no effect at all.
        for iid, card in cards.items():
            entry = _entry(card.defn)
            if not (entry[1] or entry[2] or entry[3] or entry[4] or entry[5] or entry[6]):
                continue
            every.extend(s for part in entry[1:] for s in part)
            if entry[1]:
                selfs.append(iid)
            if entry[3]:
                yours.append(iid)
            if entry[5]:
                fields.append(iid)
            if entry[6]:
                opposing.append(iid)
            hosts = hosts or bool(entry[2])
            followers = followers or bool(entry[4])
        found = _GAMES[id(cards)] = (
            cards,
            frozenset(selfs),
            hosts,
            tuple(sorted(yours)),
            followers,
            frozenset(name for name in _VALUES if any(getattr(s, name) for s in every))
            | ({LOWERS_CHI} if any(s.chi < 0 for s in every) else set()),
            tuple(sorted(fields)),
            tuple(sorted(opposing)),
        )
    return found


def _game_of(state: State) -> _Game:
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        found = _game(state)
    return found


def touches(state: State, stat: str) -> bool:
    """Whether any card of this game prints a continuous effect on `stat` ("force", "chi",
    "ph", "min_chi", "keywords"; LOWERS_CHI: a penalty to Chi)."""
    cards = state.cards
    found = _GAMES.get(id(cards))
    if found is None or found[0] is not cards:
        found = _game(state)
    return stat in found[5]


def bonus(state: State, card: Card, stat: str) -> int:
    """The continuous bonuses on `card`'s Force, Chi or Personal Honor ("ph") now."""
    # Asked for on every Force and Chi: the game's record is looked up inline.
    found = _GAMES.get(id(state.cards))
    if found is None or found[0] is not state.cards:
        found = _game(state)
    cards, selfs, hosts, yours, followers, touched, fields, opposing = found
    if stat not in touched or not card.in_play:
        return 0
    total = 0
    if card.iid in selfs:
        total += _from(state, card, _entry(card.defn)[1], stat, card)
    if hosts and card.defn.type == PERSONALITY:
        for iid in card.attachments:
            found_host = _entry(cards[iid].defn)[2]
            if found_host:
                total += _from(state, card, found_host, stat, cards[iid])
    if followers and card.host is not None and card.defn.type == FOLLOWER:
        host = cards[card.host]
        total += _from(state, card, _entry(host.defn)[4], stat, host)
    if yours:
        stronghold = state.players[card.controller].stronghold
        for iid in yours:
            source = cards[iid]
            if source.controller == card.controller and (source.in_play or iid == stronghold):
                total += _from(state, card, _entry(source.defn)[3], stat, source)
    if fields:
        pid = bf.location(state, card)
        for iid in fields:
            source = cards[iid]
            # A Region attached to the Province whose battlefield the card is at.
            if (
                pid is not None
                and source.zone == ATTACHED
                and source.host is None
                and source.pid == pid
            ):
                total += _from(state, card, _entry(source.defn)[5], stat, source)
    if opposing:
        for iid in opposing:
            source = cards[iid]
            if source.in_play and _opposes(state, card, source):
                total += _from(state, card, _entry(source.defn)[6], stat, source)
    return total


def _opposes(state: State, card: Card, source: Card) -> bool:
    """`card` is in the current battle on the other side from `source` (who is in it)."""
    if not (bf.in_battle(state, card) and bf.in_battle(state, source)):
        return False
    side = bf.side_of(state, source.controller)
    return side is not None and bf.side_of(state, card.controller) not in (None, side)


def _own(state: State, card: Card) -> Iterator[tuple[Card, Static]]:
    """The effects printed on a card in play and on its attachments for it, with the card
    printing each."""
    cards = state.cards
    for static in _entry(card.defn)[1]:
        yield card, static
    if card.defn.type == PERSONALITY:
        for iid in card.attachments:
            for static in _entry(cards[iid].defn)[2]:
                yield cards[iid], static


def minimum_chi(state: State, card: Card) -> int:
    """The highest minimum Chi printed for `card` ("This Personality has a minimum Chi of
    5" on his Item), 0 without one."""
    if "min_chi" not in _game_of(state)[5] or not card.in_play:
        return 0
    return max((s.min_chi for _, s in _own(state, card)), default=0)


def has_keyword(state: State, card: Card, keyword: str) -> bool:
    """`card` has `keyword` printed or given by a card in play ("This Personality has
    Cavalry." on his Follower; only the keywords in GRANTABLE)."""
    if card.mods and any(mod[0] == LOST_KEYWORD_MOD and mod[1] == keyword for mod in card.mods):
        return False
    if card.defn.has_keyword(keyword):
        return True
    # Given by an effect for the turn ("Give them each +1F and Conqueror").
    if card.mods and any(mod[0] == KEYWORD_MOD and mod[1] == keyword for mod in card.mods):
        return True
    if "keywords" not in _game_of(state)[5] or not card.in_play:
        return False
    if card.host is not None and card.defn.type == FOLLOWER:
        # Given by the Personality he is attached to ("Ruantek's Ratling Followers have
        # Cavalry.": `follower_grants`).
        host = state.cards[card.host]
        for static in (*_entry(host.defn)[3], *_entry(host.defn)[4]):
            if (
                keyword in static.keywords
                and (static.scope != YOURS or _matches(state, card, static, host))
                and _all_hold(state, card, host, static, printed=True)
            ):
                return True
    return any(
        keyword in s.keywords and _all_hold(state, card, source, s, printed=True)
        for source, s in _own(state, card)
    )


# Per game: the cards whose text destroys them (or their Personality) whenever a state is
# so ("If this Personality is ever not Shadowlands, destroy this Ancestor.").
_EVER: dict[int, tuple[dict[int, Card], tuple[int, ...]]] = {}


def _ever_holds(state: State, person: Card, check: str) -> bool:
    kind, _, value = check.partition(":")
    if kind == "trait":
        return _trait(state, person, value, False)
    if kind == "not":
        return not _trait(state, person, value, False)
    if kind == "ph":
        from rules.engine.stats import personal_honor

        return personal_honor(state, person) == int(value)
    if value == "dishonorable":
        return person.dishonored
    if value == "bowed":
        return person.bowed
    side = bf.side_of(state, person.controller)
    return person.battle is not None and side == (
        bf.ATTACKER if value == "attacking" else bf.DEFENDER
    )


def self_destroyed(state: State) -> list[Card]:
    """The cards in play to destroy now by their own "If this Personality is ever ..."."""
    cards = state.cards
    found = _EVER.get(id(cards))
    if found is None or found[0] is not cards:
        if len(_EVER) >= _GAMES_KEPT:
            _EVER.clear()
        found = _EVER[id(cards)] = (
            cards,
            tuple(sorted(iid for iid, card in cards.items() if traits(card.defn).ever[0])),
        )
    if not found[1]:
        return []
    out = []
    for iid in found[1]:
        card = cards[iid]
        if not card.in_play:
            continue
        person = bf.person_of(state, card)
        check, victim = traits(card.defn).ever
        if person.defn.type == PERSONALITY and _ever_holds(state, person, check):
            out.append(person if victim == PERSONALITY else card)
    return out


def controlled(state: State, seat: int, trait: str) -> int:
    """How many cards in play `seat` controls that are (or have) `trait` ("Samurai",
    "Shadowlands cards", "Rings", "Crab Clan Personality")."""
    words = trait.split()
    wanted = ""
    if len(words) > 1 and _single(words[-1]) in ("card", "Personality"):
        wanted = PERSONALITY if _single(words[-1]) == "Personality" else ""
        trait = " ".join(words[:-1])
    cards = state.cards
    # Anywhere in play: a Terrain he played lies at another player's Province.
    return sum(
        1
        for player in state.players
        for iid in in_play_ids(state, player)
        if cards[iid].controller == seat
        and (not wanted or cards[iid].defn.type == wanted)
        and _trait(state, cards[iid], trait, False)
    )


def is_trait(state: State, card: Card, trait: str) -> bool:
    """`card` is a `trait` ("Follower", "Shadowlands", "Lion Clan", "Infantry"), printed
    or given."""
    return _trait(state, card, trait, False)
