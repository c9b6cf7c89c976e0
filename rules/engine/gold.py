"""Gold that depends on what it pays for, and Gold costs changed by cards («Стоимость и
эффекты», «Бонусы и штрафы»).

A payment is for something (`Purchase`): a card brought into play or attached, or an action
on a card (a Strategy played, an ability used). What a producer yields may depend on it:
":bow:: When paying for a Follower, produce 3 Gold which may only pay for that card" is a
second way to bow the card, open only for such a payment; since one producer pays one cost
only, Gold "which may only pay for that card" is exactly what it makes. Other ways to bow a
producer: destroying it for more Gold, lowering the cost of one payment ("When paying for a
Follower, it enters play for 3 less Gold"), a Reaction that bows its card, Gold that counts
cards ("plus 1 Gold for each Iron Mine in play") or needs one ("if you control a Samurai").
"This Stronghold produces 1 less Gold when paying for a Personality" and "When one of your
Forests is paying for a Nonhuman card, it produces 1 additional Gold" change what a producer
yields for such a payment. The player bows each producer the way that gives up the least
while the payment still reaches the cost (`rules.engine.payment`).

Costs are changed as they are computed: "Enters play for 2 less Gold if you are a Crane Clan
player" on the card itself, "Attaches to a Monk paying 1 less Gold", "This card's ability
costs 2 less Gold if you are a Unicorn Clan player", and from the Stronghold and the cards a
player controls, "Fortifications enter play for you for 4 less Gold". A cost never falls
below 0, nor below the minimum the reducing card names.

Every record is read once per card (cached by the CardDef's identity); a payment looks only
at the cards that carry one.
"""

import re
from dataclasses import dataclass, replace
from typing import NamedTuple

from rules.engine import winds
from rules.engine.cards import (
    ANCESTOR,
    ATTACHMENT_TYPES,
    FATE,
    FOLLOWER,
    HOLDING,
    ITEM,
    PERSONALITY,
    REGION,
    SPELL,
    STRATEGY,
    CardDef,
)

# -- what a text says a card is ("a non-Unique Weapon", "a Lion Clan Personality") ---------

_TYPES = {
    "personality": PERSONALITY,
    "personalities": PERSONALITY,
    "follower": FOLLOWER,
    "followers": FOLLOWER,
    "item": ITEM,
    "items": ITEM,
    "spell": SPELL,
    "spells": SPELL,
    "holding": HOLDING,
    "holdings": HOLDING,
    "strategy": STRATEGY,
    "strategies": STRATEGY,
    "region": REGION,
    "regions": REGION,
    "ancestor": ANCESTOR,
    "ancestors": ANCESTOR,
}
# Nouns that name no type and no keyword: any card, any attachment, a card of the Fate deck.
_CARD = "card"
_ATTACHMENT = "attachment"
_FATE_CARD = "fate card"
_NOUNS = {
    "card": _CARD,
    "cards": _CARD,
    "attachment": _ATTACHMENT,
    "attachments": _ATTACHMENT,
}
_WORD = re.compile(r"[A-Za-z][\w'-]*")


@dataclass(frozen=True, slots=True)
class Kind:
    """One description: every test must hold. A test is (what, value, wanted): "type",
    "noun" ("card", "attachment", "fate card"), "keyword" (a keyword or a Clan, several
    words read as one keyword or as each of them), "clan", "unique", "experienced",
    "human", "aligned" (has a Clan alignment)."""

    tests: tuple[tuple[str, str, bool], ...]

    def matches(self, defn: CardDef) -> bool:
        return all(_test(defn, what, value) == wanted for what, value, wanted in self.tests)


def _has(defn: CardDef, word: str) -> bool:
    if defn.has_keyword(word) or word in defn.clans:
        return True
    # A plural ("your Forests", "Fortifications").
    return word.endswith("s") and (defn.has_keyword(word[:-1]) or word[:-1] in defn.clans)


def _test(defn: CardDef, what: str, value: str) -> bool:
    if what == "type":
        return defn.type == value
    if what == "noun":
        if value == _ATTACHMENT:
            return defn.type in ATTACHMENT_TYPES
        if value == _FATE_CARD:
            return defn.deck == FATE
        return True
    if what == "keyword":
        # A card's title names it too ("each Iron Mine in play").
        return (
            _has(defn, value)
            or all(_word(defn, w) for w in value.split())
            or value in (defn.title, defn.title + "s")
        )
    if what == "clan":
        return value in defn.clans
    if what == "unique":
        return defn.unique
    if what == "experienced":
        return defn.experience_level > 0 or defn.has_keyword("Experienced")
    if what == "aligned":
        return bool(defn.clans)
    if what == "title":
        return value in defn.title
    raise ValueError(what)


def _word(defn: CardDef, word: str) -> bool:
    if word == "Human":
        return not defn.has_keyword("Nonhuman")
    if word == "Experienced":
        return _test(defn, "experienced", "")
    return _has(defn, word)


# "a card with "Marketplace" in its title": the words of its title.
_TITLED = re.compile(r'^(?P<rest>.+?) with "(?P<title>[^"]+)" in (?:its|their) titles?$')


def _alternative(text: str) -> tuple[bool, list[tuple[str, str, bool]], bool] | None:
    """(has an article, tests, has a noun) of one alternative of a description."""
    if titled := _TITLED.match(text.strip()):
        found = _alternative(titled["rest"])
        if found is None:
            return None
        return found[0], [*found[1], ("title", titled["title"], True)], found[2]
    words = text.split()
    article = bool(words) and words[0].lower() in ("a", "an")
    if article:
        words = words[1:]
    tests: list[tuple[str, str, bool]] = []
    noun = False
    phrase: list[str] = []

    def flush() -> None:
        if phrase:
            tests.append(("keyword", " ".join(phrase), True))
            phrase.clear()

    at = 0
    while at < len(words):
        word = words[at]
        lower = word.lower()
        if noun:
            # Only "with no Clan Alignment" may follow the noun.
            if " ".join(words[at:]).lower() == "with no clan alignment":
                tests.append(("aligned", "", False))
                break
            return None
        if lower in _TYPES or lower in _NOUNS:
            flush()
            if lower in _TYPES:
                tests.append(("type", _TYPES[lower], True))
            else:
                tests.append(("noun", _NOUNS[lower], True))
            noun = True
        elif lower == "fate" and at + 1 < len(words) and words[at + 1].lower() in ("card", "cards"):
            flush()
            tests.append(("noun", _FATE_CARD, True))
            noun = True
            at += 1
        elif lower == "clan" and phrase:
            tests.append(("clan", " ".join(phrase), True))
            phrase.clear()
        elif lower in ("non-unique", "unique"):
            flush()
            tests.append(("unique", "", lower == "unique"))
        elif lower.startswith("non-") and _WORD.fullmatch(word[4:]):
            flush()
            rest = word[4:]
            if rest.lower() in _TYPES:
                tests.append(("type", _TYPES[rest.lower()], False))
            elif rest == "Experienced":
                tests.append(("experienced", "", False))
            else:
                tests.append(("keyword", rest, False))
        elif _WORD.fullmatch(word) and word[0].isupper():
            phrase.append(word)
        else:
            return None
        at += 1
    flush()
    if not tests:
        return None
    return article, tests, noun


def read_kinds(phrase: str) -> tuple[Kind, ...] | None:
    """The descriptions a phrase joins with "or" ("a Weapon or Armor", "a Nonhuman
    Personality or Follower", "a Temple, Oracle, or Dark Oracle"); None if a word is not
    understood. A later alternative that is a bare type takes the words before the first
    one's type ("Nonhuman Personality or Follower"); an earlier one with no noun takes the
    last one's noun when the last one has no article of its own ("Samurai or Bushi
    Personality", but "a Retainer or a Monk Personality")."""
    # Keyword symbols: "a single :jade: card".
    phrase = phrase.replace(":jade:", "Jade").replace(":shadowlands:", "Shadowlands")
    # "Non-Samurai, non-Shugenja Personalities": a comma before a negation joins, not lists.
    phrase = re.sub(r",\s*(?=non-)", " ", phrase.strip(), flags=re.IGNORECASE)
    parts = [p.strip() for p in re.split(r",\s*or\s+|,\s*|\s+or\s+", phrase) if p.strip()]
    read = [_alternative(part) for part in parts]
    if not read or any(r is None for r in read):
        return None
    alternatives = [r for r in read if r is not None]
    first_tests = alternatives[0][1]
    prefix = [t for t in first_tests if t[0] != "type" and t[0] != "noun"]
    last_article, last_tests, last_noun = alternatives[-1]
    tail = [t for t in last_tests if t[0] in ("type", "noun")]
    kinds: list[Kind] = []
    for number, (article, tests, noun) in enumerate(alternatives):
        found = list(tests)
        # "Nonhuman Personality or Follower": the first one's adjective, when it has a noun.
        first_noun = alternatives[0][2]
        if number and not article and first_noun and all(t[0] in ("type", "noun") for t in tests):
            found = prefix + found
        # "Library or Spell": a bare noun last is an alternative of its own, not shared.
        qualified = len(last_tests) > len(tail)
        if (
            number < len(alternatives) - 1
            and not noun
            and last_noun
            and not last_article
            and qualified
        ):
            found = found + tail
        kinds.append(Kind(tuple(found)))
    return tuple(kinds)


# -- what a payment is for ------------------------------------------------------------------


class Purchase(NamedTuple):
    """What one payment is for: the card `defn` brought into play or attached, or (with
    `action`) an action on that card."""

    defn: CardDef
    action: bool = False


@dataclass(frozen=True, slots=True)
class Clause:
    """A payment a text applies to: for an action on such a card (`action`), else for such a
    card; `kinds` empty: any."""

    kinds: tuple[Kind, ...]
    action: bool

    def applies(self, purchase: Purchase | None) -> bool:
        if purchase is None or purchase.action != self.action:
            return False
        return not self.kinds or any(k.matches(purchase.defn) for k in self.kinds)


_THAT = r"(?:that card|that Spell|him|her|it|them|that action|that ability|that action or card)"


def read_clause(phrase: str) -> Clause | None:
    """ "a Follower", "an action on a Strategy", "an action"."""
    phrase = phrase.strip()
    action = re.match(r"^an? (?:action|ability)(?: on (?P<what>.+))?$", phrase)
    if action is not None:
        if action["what"] is None:
            return Clause((), True)
        kinds = read_kinds(action["what"])
        return Clause(kinds, True) if kinds is not None else None
    kinds = read_kinds(phrase)
    return Clause(kinds, False) if kinds is not None else None


# -- production -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Count:
    """Cards counted: of these kinds, the player's (`yours`) or every player's in play,
    bowed or unbowed only when `bowed` says so, the producing card itself left out with
    `other`, `each` Gold for each."""

    kinds: tuple[Kind, ...]
    yours: bool
    bowed: bool | None = None
    other: bool = False
    # Gold for each card counted, and at most so many counted (0: no limit; "plus 1 Gold if
    # you control one or more Ports" counts at most one).
    each: int = 1
    most: int = 0


_COUNTED = re.compile(
    r"^(?:(?P<bowed>bowed|unbowed) )?(?P<other>other )?(?P<what>.+?) "
    r"(?P<where>in play|you control)$"
)


def read_count(phrase: str) -> Count | None:
    # "card in play with "Marketplace" in its title": the title is the card's.
    phrase = re.sub(
        r'^(.+?) in play( with "[^"]+" in (?:its|their) titles?)$', r"\1\2 in play", phrase.strip()
    )
    match = _COUNTED.match(phrase.strip())
    if match is None:
        return None
    kinds = read_kinds(re.sub(r"\s+and\s+", " or ", match["what"]))
    if kinds is None:
        return None
    bowed = None if match["bowed"] is None else match["bowed"] == "bowed"
    return Count(kinds, match["where"] == "you control", bowed, bool(match["other"]))


@dataclass(frozen=True, slots=True)
class Option:
    """Another way to bow a producer, open for the payments its `clause` names (None: any):
    it yields `gold` toward the cost (produced Gold, or with `reduce` a lower cost), the
    player gains `honor` (loses it when negative), and with `destroy` the card is destroyed
    to do it."""

    clause: Clause | None
    gold: int
    honor: int = 0
    reduce: bool = False
    destroy: bool = False
    # Only while the player controls such a card ("if you control a Samurai").
    control: tuple[Kind, ...] = ()
    # Plus the Gold of the cards counted ("Produce Gold equal to the number of bowed
    # Personalities you control", "plus 1 Gold for each Iron Mine in play").
    counts: tuple[Count, ...] = ()
    # `gold` is added to what the card produces ("When this Holding produces Gold, you may
    # give it +1GP (this turn) and lose 2 Honor").
    plus: bool = False
    # A Courtesy trait: not for the player who went first.
    courtesy: bool = False

    def applies(self, purchase: Purchase | None) -> bool:
        return self.clause is None or self.clause.applies(purchase)


@dataclass(frozen=True, slots=True)
class Condition:
    """When a producer's Gold Production is changed, whatever the payment is for («Бонусы и
    штрафы» (Bonuses and Penalties)): `what` is STRONGHOLD_AT_LEAST (the player's Stronghold
    produces `value` or more), NOT_YOUR_TURN, WIND (the player's Wind is `name`), FAVOR (he
    controls the Imperial Favor), RICHER_OTHER (another player's Stronghold produces more
    than his) or CONTROL (he controls a card `count` counts)."""

    what: str
    value: int = 0
    name: str = ""
    count: Count | None = None


STRONGHOLD_AT_LEAST = "stronghold at least"
NOT_YOUR_TURN = "not your turn"
WIND = "wind"
FAVOR = "favor"
RICHER_OTHER = "richer other"
CONTROL = "control"


@dataclass(frozen=True, slots=True)
class Change:
    """What a producer yields for some payments, changed by `gold` (a card's own "This
    Stronghold produces 1 less Gold when paying for ...", or another card's "When one of your
    Forests is paying for ..."): `producers` are the producers changed (empty: the card
    itself). `clause` None: for any payment; `condition`: only while it holds."""

    clause: Clause | None
    gold: int
    producers: tuple[Kind, ...] = ()
    condition: Condition | None = None


_BOW = r"(?::bow:\s*:|Bow this card\s*:)\s*"
_HONOR = r"(?:,? and (?P<sign>lose|gain) (?P<honor>\d+) Honor)?"
_ONLY = rf"(?:,? (?:which|that) (?:may|can|must) only (?:pay for|be used for) {_THAT})?"
_OPTION = re.compile(
    rf"^{_BOW}When paying for (?P<what>.+?), produce (?P<gold>\d+) Gold{_ONLY}{_HONOR}\.?$"
)
# ":bow:: Produce 2 Gold, or 3 Gold when paying for a Nonhuman." (the first amount is the
# card's production, `rules.engine.abilities`).
_OR_WHEN = re.compile(
    rf"^{_BOW}Produce \d+ Gold, or (?P<gold>\d+) Gold (?:when|if) (?:you are )?paying for "
    rf"(?P<what>.+?){_ONLY}\.?$"
)
# ":bow:: Produce 2 Gold, or 3 Gold if you control a Magistrate."
_OR_IF_CONTROL = re.compile(
    rf"^{_BOW}Produce \d+ Gold, or (?P<gold>\d+) Gold if you control (?:an?|any) "
    r"(?P<what>[\w' -]+?)\.?$"
)
# ":bow:: Produce 3 Gold, plus 1 Gold if you control one or more Ports, plus 1 Gold if you
# control one or more Markets."
_PLUS_IF_PART = re.compile(
    r", plus (\d+) Gold if you control (?:one or more |any |an? )((?:other )?[\w' -]+?)(?=,|\.?$)"
)
_PLUS_IF = re.compile(
    rf"^{_BOW}Produce (?P<gold>\d+) Gold(?P<plus>(?:{_PLUS_IF_PART.pattern})+)\.?$"
)
# ":bow:: Produce 2 Gold which can only pay for a single Nonhuman."
_SINGLE = re.compile(
    rf"^{_BOW}Produce (?P<gold>\d+) Gold,? (?:which|that) (?:can|may) only pay for "
    r"(?:a single |an? )(?P<what>.+?)\.?$"
)
# ":bow:: Lose 1 Honor and produce 3 Gold." (production read by `rules.engine.abilities`
# starts with "Produce").
# ":bow:: Produce an amount of Gold equal to the number of bowed Personalities you control,
# plus 2.", "... equal to the number of Forests in play plus the number of Silk Works in play."
_EQUAL = re.compile(
    rf"^{_BOW}Produce (?:an amount of |an amout of )?Gold equal to the number of "
    r"(?P<counts>.+?)(?:, (?P<sign>plus|minus) (?P<k>\d+))?(?:,? and lose (?P<honor>\d+) "
    r"Honor)?\.?$"
)
# ":bow:: Produce 2 Gold, plus 1 Gold for each Iron Mine in play." (the 2 Gold alone is read
# by `rules.engine.abilities`).
_PLUS_EACH = re.compile(
    rf"^{_BOW}Produce (?P<gold>\d+) Gold,? plus (?P<each>\d+) (?:additional )?Gold for each "
    r"(?P<your>of your )?(?P<what>.+?)\.?$"
)
_LOSE_AND_PRODUCE = re.compile(
    rf"^{_BOW}Lose (?P<honor>\d+) Honor and produce (?P<gold>\d+) Gold\.?$"
)
_DESTROY = re.compile(
    rf"^{_BOW}Destroy this (?:Holding|card) to produce (?P<gold>\d+) Gold{_HONOR}\.?$"
)
# A bow that lowers the cost of one payment: ":bow:: When paying for a Follower, it enters
# play for 3 less Gold", "Repeatable Reaction, :bow:: When paying for a Samurai, give him -4
# Gold Cost until he enters play."
_REDUCE = re.compile(
    rf"^(?:(?:Repeatable )?Reaction, )?{_BOW}When paying (?:for|to Recruit|to Equip) "
    r"(?P<what>.+?), (?:(?:it|he|she) (?:enters play|costs) (?:for |paying )?(?P<n>\d+) less "
    r"Gold|(?:it|he|she) enters play for (?P<zero>0) Gold"
    r"|give (?:him|her|it) -(?P<n2>\d+) Gold Cost(?: until (?:he|she|it) (?:enters play|is "
    r"paid))?"
    r"|lower (?:its|the card's) Gold Cost by (?P<n3>\d+) until it is paid)"
    rf"{_HONOR}\.?$"
)
# "Reaction: When paying a Gold cost, bow Washi: Produce 2 Gold.", "Reaction: When paying
# for a Spell, bow this card: Produce 3 Gold."
_REACTION = re.compile(
    r"^Reaction: When paying (?:a Gold cost|for (?P<what>.+?)), bow (?P<who>this card|this "
    r"Personality|this Shugenja|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?): Produce (?P<gold>\d+) Gold"
    rf"{_ONLY}\.?$",
    re.IGNORECASE,
)


# What a bow that lets a card enter play "for 0 Gold" lowers its cost by: more than any cost.
ENTIRE = 1000


# "Courtesy: When this Holding produces Gold, you may give it +1GP (this turn) and lose 2
# Honor." (Slave Pits), "Before this Holding bows to produce Gold, you may give it +2GP; if
# you did, destroy it after it bows." (Outlying Farms): another way to bow it, for more.
COURTESY_REMINDER = re.compile(r"^\(Courtesy traits do not take effect if you went first\.\)$")
_MORE = re.compile(
    r"^(?P<courtesy>Courtesy: )?(?:When this Holding produces Gold|Before this Holding bows to "
    r"produce Gold), you may give it \+(?P<gold>\d+) ?GP(?: \(this turn\))?"
    r"(?:,? and (?P<sign>lose|gain) (?P<honor>\d+) Honor|(?P<destroy>; if you did, destroy it "
    r"after it bows))?\.?(?: \(Courtesy traits do not take effect if you went first\.\))?$"
)


def _honor(match: re.Match[str]) -> int:
    if "honor" not in match.re.groupindex or not match["honor"]:
        return 0
    return int(match["honor"]) * (1 if match["sign"] == "gain" else -1)


def read_option(line: str, defn: CardDef) -> Option | None:
    """Another way to bow the card `defn` for some payments, read from its line."""
    if (match := _OPTION.match(line)) or (match := _OR_WHEN.match(line)):
        what, _, control = match["what"].partition(", if you control ")
        clause = read_clause(what)
        controlled = read_kinds(control) if control else ()
        if clause is None or controlled is None:
            return None
        return Option(clause, int(match["gold"]), _honor(match), control=controlled)
    if match := _SINGLE.match(line):
        clause = read_clause(match["what"])
        if clause is None:
            return None
        return Option(clause, int(match["gold"]))
    if match := _EQUAL.match(line):
        counts = [read_count(part) for part in match["counts"].split(" plus the number of ")]
        if any(c is None for c in counts):
            return None
        constant = int(match["k"]) * (-1 if match["sign"] == "minus" else 1) if match["k"] else 0
        honor = -int(match["honor"]) if match["honor"] else 0
        return Option(None, constant, honor, counts=tuple(c for c in counts if c is not None))
    if match := _PLUS_EACH.match(line):
        # "for each of your Ancestors": those you control.
        what = f"{match['what']} you control" if match["your"] else match["what"]
        count = read_count(what)
        if count is None:
            return None
        return Option(None, int(match["gold"]), counts=(replace(count, each=int(match["each"])),))
    if match := _PLUS_IF.match(line):
        counts = []
        for each, what in _PLUS_IF_PART.findall(match["plus"]):
            count = read_count(f"{what} you control")
            if count is None:
                return None
            counts.append(replace(count, each=int(each), most=1))
        return Option(None, int(match["gold"]), counts=tuple(counts))
    if match := _OR_IF_CONTROL.match(line):
        controlled = read_kinds(match["what"])
        if controlled is None:
            return None
        return Option(None, int(match["gold"]), control=controlled)
    if match := _LOSE_AND_PRODUCE.match(line):
        return Option(None, int(match["gold"]), -int(match["honor"]))
    if match := _DESTROY.match(line):
        return Option(None, int(match["gold"]), _honor(match), destroy=True)
    if match := _MORE.match(line):
        return Option(
            None,
            int(match["gold"]),
            _honor(match),
            destroy=bool(match["destroy"]),
            plus=True,
            courtesy=bool(match["courtesy"]),
        )
    if match := _REDUCE.match(line):
        clause = read_clause(match["what"])
        if clause is None:
            return None
        # "He enters play for 0 Gold": the whole cost is lowered (such a Holding is not
        # Gold-producing, «Глоссарий» (Glossary): Gold-producing Holding).
        amount = ENTIRE if match["zero"] else int(match["n"] or match["n2"] or match["n3"])
        return Option(clause, amount, _honor(match), reduce=True)
    if (match := _REACTION.match(line)) and _bows_itself(match["who"], defn):
        clause = read_clause(match["what"]) if match["what"] else None
        if match["what"] and clause is None:
            return None
        return Option(clause, int(match["gold"]))
    return None


# "This Holding has +1GP when paying for a single Holding only." (Deep Harbor), "... when it
# pays for a single attachment only" (one producer pays one cost only, «Стоимость и эффекты»).
_HAS_GP = re.compile(
    r"^This (?:Holding|card) has \+(?P<n>\d+) ?GP when (?:paying|it pays) (?:for|to Recruit|"
    r"to Equip|to Recruit or Equip) a single (?P<what>.+?) only\.?$"
)
# A Gold Production changed while something holds, whatever the payment: "This Holding has
# -1GP while your Stronghold's Gold Production is 4 or greater.", "This Holding has +1GP when
# it is not your turn.", "This Holding has +1GP if you control one or more Ports and +1GP if
# you control one or more other Markets."
_GP_PART = r"(?P<sign>[+-])(?P<n>\d+) ?GP (?:when|while|if) (?P<cond>.+?)"
_GP_WHILE = re.compile(rf"^This (?:Holding|card) has {_GP_PART}\.?$")
_GP_WHILE_TWO = re.compile(
    rf"^This (?:Holding|card) has {_GP_PART} and " + _GP_PART.replace("?P<", "?P<b_") + r"\.?$"
)
_CONDITIONS = (
    (
        re.compile(r"^your Stronghold's Gold Production is (?P<n>\d+) or (?:greater|higher|more)$"),
        STRONGHOLD_AT_LEAST,
    ),
    (re.compile(r"^it is not your turn$"), NOT_YOUR_TURN),
    (re.compile(r"^your Wind is (?P<name>[A-Z].*)$"), WIND),
    (re.compile(r"^you control (?::favor:|the Imperial Favor)$"), FAVOR),
    (
        re.compile(r"^another player's Stronghold has (?:a )?higher Gold Production than yours$"),
        RICHER_OTHER,
    ),
    (re.compile(r"^you control (?:one or more |any |an? )(?P<what>.+)$"), CONTROL),
)


def read_condition(text: str) -> Condition | None:
    """ "your Stronghold's Gold Production is 4 or greater", "it is not your turn", "your Wind
    is Kano's Alliance", "you control :favor:", "you control one or more other Markets"."""
    for pattern, what in _CONDITIONS:
        match = pattern.match(text.strip())
        if match is None:
            continue
        if what == STRONGHOLD_AT_LEAST:
            return Condition(what, int(match["n"]))
        if what == WIND:
            return Condition(what, name=match["name"])
        if what == CONTROL:
            count = read_count(f"{match['what']} you control")
            return None if count is None else Condition(what, count=count)
        return Condition(what)
    return None


def read_gp_changes(sentence: str) -> tuple[Change, ...] | None:
    """The conditional changes a "This Holding has +1GP while ..." sentence makes."""
    if match := _GP_WHILE_TWO.match(sentence):
        parts = [(match["sign"], match["n"], match["cond"])]
        parts.append((match["b_sign"], match["b_n"], match["b_cond"]))
    elif match := _GP_WHILE.match(sentence):
        parts = [(match["sign"], match["n"], match["cond"])]
    else:
        return None
    found: list[Change] = []
    for sign, amount, text in parts:
        condition = read_condition(text)
        if condition is None:
            return None
        found.append(Change(None, int(amount) * (-1 if sign == "-" else 1), condition=condition))
    return tuple(found)


_OWN_CHANGE = re.compile(
    r"^(?:This (?:Stronghold|card|Holding) produces (?P<n>\d+) (?P<dir>less|more|additional) "
    r"Gold when paying for (?P<what>.+?)|When paying for (?P<what2>.+?), this (?:card|Stronghold|"
    r"Holding) produces (?P<n2>\d+) (?P<dir2>less|more|additional) Gold(?: which may only pay for "
    rf"{_THAT})?)\.?$"
)
_OTHERS_CHANGE = re.compile(
    r"^When one of your (?P<producers>.+?) (?:is paying for|pays for) (?P<what>.+?), it produces "
    rf"(?P<n>\d+) (?P<dir>less|more|additional) Gold(?: which may only pay for {_THAT})?\.?$"
)


def _bows_itself(who: str, defn: CardDef) -> bool:
    """ "bow this card", or the Personality's own name ("bow Washi"); on an attachment "this
    Personality" would be its host."""
    if who.lower() == "this card":
        return True
    if defn.type != PERSONALITY:
        return False
    return who.lower() in ("this personality", "this shugenja") or _own_name(who, defn)


def _signed(amount: str, direction: str) -> int:
    return -int(amount) if direction == "less" else int(amount)


def read_change(sentence: str) -> Change | None:
    if match := _HAS_GP.match(sentence):
        clause = read_clause(match["what"])
        return Change(clause, int(match["n"])) if clause is not None else None
    if match := _OWN_CHANGE.match(sentence):
        what = match["what"] or match["what2"]
        amount = match["n"] or match["n2"]
        clause = read_clause(what)
        if clause is None:
            return None
        return Change(clause, _signed(amount, match["dir"] or match["dir2"]))
    if match := _OTHERS_CHANGE.match(sentence):
        clause = read_clause(match["what"])
        producers = read_kinds(match["producers"])
        if clause is None or producers is None:
            return None
        return Change(clause, _signed(match["n"], match["dir"]), producers)
    return None


# -- Gold costs -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CostChange:
    """A Gold cost changed by `gold` (negative: less). `own`: the card's own cost (its
    `clause` says whether the card or its abilities), else the cost of the purchases its
    `clause` names, for the player who controls the changing card. `clans`: only for a
    player of one of these Clans; `person`: only attaching to such a Personality;
    `minimum`: a reduction stops there; `wind`: only for a player showing this Wind;
    `control`: only for a player who controls such a card; `host`: the cost of what
    attaches to the card's Personality (the card itself, or the one it is attached to);
    `per`: `gold` for each such card the player controls;
    `alone`: no other card's effect reduces the card's cost ("but its Gold Cost will not be
    otherwise reduced")."""

    gold: int
    clause: Clause
    own: bool = False
    clans: tuple[str, ...] = ()
    person: tuple[Kind, ...] = ()
    minimum: int = 0
    wind: str = ""
    control: tuple[Kind, ...] = ()
    host: bool = False
    alone: bool = False
    per: tuple[Kind, ...] = ()
    # The cost is `set_to` while the board is so (`payment.BOARD`: "units_here:Cavalry,
    # Infantry" — both kinds of unit of the player's at the current battlefield).
    board: str = ""
    set_to: int = 0
    # "This Holding's cost will not be increased or decreased.": no other card changes it.
    fixed: bool = False
    # Only while this condition of `rules.engine.effects_scripted.CONDITIONS` holds for the
    # player ("if you are the Defender", "if any other player is Mantis Clan").
    when: str = ""

    def applies(self, purchase: Purchase, clans: tuple[str, ...] | list[str], wind: str) -> bool:
        if self.clans and not any(clan in clans for clan in self.clans):
            return False
        if self.wind and not winds.named(wind, self.wind):
            return False
        if self.own:
            return purchase.action == self.clause.action
        return self.clause.applies(purchase)


def controls(defns: list[CardDef], kinds: tuple[Kind, ...]) -> bool:
    """Whether one of the cards a player controls (`defns`) is of one of these kinds."""
    return any(k.matches(d) for d in defns for k in kinds)


_PLAYER = r"an? (?P<clans>[A-Z][\w' ]+?)(?: Clan)? player"
_CLANS_OF = re.compile(r"\s+Clan\b|\s*,\s*|\s+or\s+")
_OWN_COST = re.compile(
    r"^(?:This (?:Holding|card|Personality|Follower|Item|Spell) |(?P<who>[A-Z][\w'-]*(?: "
    r"[A-Z][\w'-]*)?) )?[Ee]nters play (?:paying |for )?(?P<n>\d+) less Gold"
    r"(?: for each (?P<per>[\w' ,-]+?) you control)?"
    rf"(?: if you (?:are {_PLAYER}|control (?P<control>an? .+?)))?"
    r"(?P<alone>, but its Gold [Cc]ost will not be otherwise reduced)?\.?$",
)
# "This card has -1 Gold Cost for each Courtier you control.", "This card's ability costs one
# less Gold for each Courtier you control.", "This Follower has -1 Gold Cost for each Holding
# you control, to a minimum of 1."
_PER_COST = re.compile(
    r"^This (?:card|Follower|Holding|Personality|Item|Spell)(?P<ability>'s ability)? "
    r"(?:has -(?P<n>\d+) Gold Cost|costs (?P<n2>\d+|one) less Gold) for each "
    r"(?P<per>[\w' ,-]+?) you control(?:, to a minimum of (?P<min>\d+))?\.?$"
)
# "Crane Clan and Scorpion Clan players Equip this Follower for 2 less Gold."
_CLAN_EQUIP = re.compile(
    r"^(?P<clans>[A-Z][\w' ]+?) players (?:Equip|Recruit) this (?:Follower|Item|card|Holding|"
    r"Personality) for (?P<n>\d+) less Gold\.?$"
)
# "H-tach'ch's Gold Cost will not be reduced by cards' effects.", "This Spell's Gold cost may
# not be reduced or ignored."
_NOT_REDUCED = re.compile(
    r"^(?:This (?:card|Spell|Item|Follower|Holding|Personality)|(?P<who>[A-Z][\w'-]*(?: "
    r"[A-Z][\w'-]*)?))'s? (?:Gold )?[Cc]ost (?:will not be reduced(?: by cards' effects)?|may not "
    r"be reduced or ignored|will not be (?P<fixed>increased or decreased))\.?$"
)
# What attaches to a Personality costs less: "Tsuru attaches Followers for 1 less Gold.",
# "Yasuyo Equips Unique Weapons for 1 less Gold, to a minimum of 1.", "This Personality
# attaches Items paying 2 less Gold, to a minimum of 1.", "When paying for a Follower or Item
# Equipping to this Personality, it enters play for 2 less Gold."
_HOST_COST = re.compile(
    r"^(?:(?P<who>This Personality|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?) (?:attaches|Equips) "
    r"(?P<what>.+?) (?:paying |for )(?P<n>\d+) less Gold|When paying for (?P<what2>.+?) "
    r"Equipping to this Personality, it enters play for (?P<n2>\d+) less Gold)"
    r"(?:, to a minimum of (?P<min>\d+))?\.?$"
)
_ABILITY_COST = re.compile(
    r"^This card's (?:ability costs|abilities cost) (?P<n>\d+) less Gold (?:if you are "
    r"an? (?P<clans>[A-Z][\w' ]+?)(?: Clan)? player|for (?P<clans2>[A-Z][\w' ]+?)(?: Clan)? "
    r"players)\.?$"
)
_ATTACH_COST = re.compile(
    r"^Attaches to (?P<who>an? .+?) (?:paying|for) (?P<n>\d+) less Gold"
    r"(?:, to a minimum of (?P<min>\d+))?\.?$"
)
_ENTER_COST = re.compile(
    r"^(?:Your )?(?P<what>.+?) enter play for you (?:paying |for )?(?P<n>\d+) (?P<dir>less|more) "
    r"Gold(?:, to a minimum of (?P<min>\d+))?\.?$"
)
_WIND_COST = re.compile(
    r"^(?P<who>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?) has -(?P<n>\d+) Gold Cost if your Wind is "
    r"(?P<wind>[A-Z].*?)\.?$"
)
# The card's own cost, less under a condition about its player: "This Holding enters play for
# :g1: less if your Wind is The Kanpeki Dynasty.", "You may Recruit Yuna for :g1: less if your
# Wind is Kano's Alliance.", "You may Recruit Konzetsu for :g2: less if you have no Wind.",
# "Ujirou enters play for 2 less Gold if any other player is Mantis Clan.", "... for 4 less
# Gold if you are the Defender."
_WHEN_COST = re.compile(
    r"^(?:This (?:Holding|card|Personality|Follower) enters play|(?P<who>[A-Z][\w'-]*(?: "
    r"[A-Z][\w'-]*)?) enters play|You may Recruit (?:this (?:Holding|Personality|card)|"
    r"(?P<who2>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?))) for (?::g(?P<g>\d+):|(?P<n>\d+)) less"
    r"(?: Gold)? if (?:your Wind is (?P<wind>[A-Za-z][\w' ,-]*?)|you have (?P<none>no) Wind|"
    r"any other player is (?P<other>[A-Z][\w'-]*)(?: Clan)?|you are the (?P<side>Attacker|"
    r"Defender))\.?$"
)
# "Spells you own in and out of play have -2 Gold Cost, to a minimum of 1.", "Your Ninja
# cards in and out of play have -2 Gold Cost." (not "All Jade cards ...": every player's).
_HAVE_COST = re.compile(
    r"^(?:Your (?P<your>.+?)|(?P<what>.+?) you own) in and out of play have (?P<sign>[-+])"
    r"(?P<n>\d+) Gold Cost(?:,? to a minimum of (?P<min>\d+))?\.?$"
)


# "This ability's Gold cost is 0 if you control both a Cavalry unit and an Infantry unit at
# this battlefield." (Versatile Army)
_SET_COST = re.compile(
    r"^This (?:ability|action)'s Gold cost is (?P<n>\d+) if you control both an? "
    r"(?P<a>Cavalry|Infantry) unit and an? (?P<b>Cavalry|Infantry) unit at (?:this|the current) "
    r"battlefield\.?$"
)


def _clans(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in _CLANS_OF.split(text) if part.strip())


def _plural_kinds(text: str) -> tuple[Kind, ...] | None:
    """ "Your Magistrate Personalities and Magistrate Followers": "and" joins descriptions."""
    return read_kinds(re.sub(r"\s+and\s+", " or ", text))


def _own_name(name: str, defn: CardDef) -> bool:
    """A card naming itself: its title, or a word of it ("Tadenori" on Akodo Tadenori)."""
    return name in (defn.title, defn.personality_name) or (
        " " not in name and name in defn.title.replace(",", " ").split()
    )


def _singular(text: str) -> str:
    """ "Followers" -> "Follower", "Unique Weapons" -> "Unique Weapon" (the last word)."""
    return text[:-1] if text.endswith("s") and not text.endswith("ss") else text


def read_cost(sentence: str, defn: CardDef) -> CostChange | None:
    from rules.engine import free_attach

    if (free := free_attach.read(sentence, defn)) is not None:
        return free
    if (match := _SET_COST.match(sentence)) and match["a"] != match["b"]:
        board = f"units_here:{match['a']},{match['b']}"
        return CostChange(0, Clause((), True), own=True, board=board, set_to=int(match["n"]))
    if (match := _WIND_COST.match(sentence)) and _own_name(match["who"], defn):
        return CostChange(-int(match["n"]), Clause((), False), own=True, wind=match["wind"])
    if (match := _WHEN_COST.match(sentence)) and (
        (who := match["who"] or match["who2"]) is None or _own_name(who, defn)
    ):
        amount = -int(match["g"] or match["n"])
        if match["wind"] or match["none"]:
            wind = match["wind"] or winds.NO_WIND
            return CostChange(amount, Clause((), False), own=True, wind=wind)
        when = f"other_clan:{match['other']}" if match["other"] else match["side"].lower()
        return CostChange(amount, Clause((), False), own=True, when=when)
    if (match := _OWN_COST.match(sentence)) and (
        match["who"] is None or _own_name(match["who"], defn)
    ):
        control: tuple[Kind, ...] = ()
        if match["control"]:
            found = read_kinds(match["control"])
            if found is None:
                return None
            control = found
        per: tuple[Kind, ...] = ()
        if match["per"]:
            found = _plural_kinds(match["per"])
            if found is None:
                return None
            per = found
        return CostChange(
            -int(match["n"]),
            Clause((), False),
            own=True,
            clans=_clans(match["clans"]) if match["clans"] else (),
            control=control,
            alone=bool(match["alone"]),
            per=per,
        )
    if match := _CLAN_EQUIP.match(sentence):
        clans = _clans(re.sub(r"\s+and\s+", " or ", match["clans"]))
        return CostChange(-int(match["n"]), Clause((), False), own=True, clans=clans)
    if (match := _NOT_REDUCED.match(sentence)) and (
        match["who"] is None or _own_name(match["who"], defn)
    ):
        return CostChange(0, Clause((), False), own=True, alone=True, fixed=bool(match["fixed"]))
    if (match := _HOST_COST.match(sentence)) and (
        match["who"] in (None, "This Personality") or _own_name(match["who"], defn)
    ):
        what = match["what"] or match["what2"]
        kinds = read_kinds(_singular(what) if match["what"] else what)
        if kinds is None:
            return None
        minimum = int(match["min"]) if match["min"] else 0
        amount = int(match["n"] or match["n2"])
        return CostChange(-amount, Clause(kinds, False), host=True, minimum=minimum)
    if match := _ABILITY_COST.match(sentence):
        clans = _clans(match["clans"] or match["clans2"])
        return CostChange(-int(match["n"]), Clause((), True), own=True, clans=clans)
    if match := _ATTACH_COST.match(sentence):
        person = read_kinds(match["who"])
        if person is None:
            return None
        minimum = int(match["min"]) if match["min"] else 0
        return CostChange(
            -int(match["n"]), Clause((), False), own=True, person=person, minimum=minimum
        )
    if match := _ENTER_COST.match(sentence):
        kinds = _plural_kinds(match["what"])
        if kinds is None:
            return None
        minimum = int(match["min"]) if match["min"] else 0
        return CostChange(_signed(match["n"], match["dir"]), Clause(kinds, False), minimum=minimum)
    if match := _PER_COST.match(sentence):
        per = _plural_kinds(match["per"])
        if per is None:
            return None
        amount = 1 if match["n2"] == "one" else int(match["n"] or match["n2"])
        # A Strategy's Gold cost is paid as its action's.
        action = bool(match["ability"]) or defn.type == STRATEGY
        minimum = int(match["min"]) if match["min"] else 0
        return CostChange(-amount, Clause((), action), own=True, per=per, minimum=minimum)
    if match := _HAVE_COST.match(sentence):
        kinds = _plural_kinds(match["what"] or match["your"])
        if kinds is None:
            return None
        gold = int(match["n"]) * (-1 if match["sign"] == "-" else 1)
        minimum = int(match["min"]) if match["min"] else 0
        return CostChange(gold, Clause(kinds, False), minimum=minimum)
    return None


def apply(cost: int, changes: list[CostChange]) -> int:
    """The cost after the changes: increases first, then each reduction down to its
    minimum (a reduction never raises a cost already below its minimum), never below 0."""
    for change in changes:
        if change.gold > 0:
            cost += change.gold
    for change in changes:
        if change.gold < 0:
            cost = max(cost + change.gold, min(cost, change.minimum))
    return max(0, cost)


# -- per card -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Record:
    """What a card's text says about Gold beyond plain production: its own conditional
    bows (`options`), changes to what it produces (`changes`) or to what the player's other
    producers produce (`others`), changes to its own cost (`costs`) and to the costs of what
    its controller pays for (`continuous`) or for what attaches to its Personality
    (`hosted`)."""

    options: tuple[Option, ...] = ()
    changes: tuple[Change, ...] = ()
    others: tuple[Change, ...] = ()
    costs: tuple[CostChange, ...] = ()
    continuous: tuple[CostChange, ...] = ()
    hosted: tuple[CostChange, ...] = ()

    @property
    def alone(self) -> bool:
        """No other card's effect reduces this card's cost."""
        return any(c.alone for c in self.costs)

    @property
    def produces(self) -> bool:
        """Whether it changes what a producer yields for some payments."""
        return bool(self.options or self.changes or self.others)


NOTHING = Record()


def combined(first: Record, second: Record) -> Record:
    """Both records' texts, as if printed on one card (a Stronghold and its Sensei)."""
    return Record(
        first.options + second.options,
        first.changes + second.changes,
        first.others + second.others,
        first.costs + second.costs,
        first.continuous + second.continuous,
        first.hosted + second.hosted,
    )


def _sentences(line: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=\.)\s+", line) if s.strip()]


def _read(defn: CardDef) -> Record:
    from rules.engine.traits import parse_trait

    options: list[Option] = []
    changes: list[Change] = []
    others: list[Change] = []
    costs: list[CostChange] = []
    continuous: list[CostChange] = []
    hosted: list[CostChange] = []
    for raw in defn.text_plain.splitlines():
        line = raw.strip()
        option = read_option(line, defn)
        if option is not None:
            options.append(option)
            continue
        for sentence in _sentences(line):
            change = read_change(sentence)
            if change is not None:
                (others if change.producers else changes).append(change)
                continue
            conditional = read_gp_changes(sentence)
            if conditional is not None:
                changes.extend(conditional)
                continue
            if parse_trait(sentence, defn) is not None:
                continue
            cost = read_cost(sentence, defn)
            if cost is not None:
                (costs if cost.own else hosted if cost.host else continuous).append(cost)
    if not (options or changes or others or costs or continuous or hosted):
        return NOTHING
    return Record(
        tuple(options),
        tuple(changes),
        tuple(others),
        tuple(costs),
        tuple(continuous),
        tuple(hosted),
    )


_CACHE: dict[int, tuple[CardDef, Record]] = {}


def record(defn: CardDef) -> Record:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        found = _CACHE[id(defn)] = (defn, _read(defn))
    return found[1]


# What `rules.engine.abilities` carries out of a production line by itself: "Produce 2
# Gold", "..., or 3 Gold if you are a Crab Clan player", "... and lose 1 Honor".
_PLAIN = re.compile(
    r"^(?:(?::bow:\s*:?|Bow this card\s*:)\s*)?Produce \d+ Gold(?:,? or \d+ Gold if you are an? "
    r"[A-Za-z' ]+? (?:Clan )?player)?(?:,? and (?:lose|gain) \d+ Honor)?\.?$",
    re.IGNORECASE,
)


def production_read(line: str, defn: CardDef) -> bool:
    """Whether a production line ("Produce 2 Gold, or 3 Gold if ...") is carried out whole:
    plain production, or what it adds read here."""
    return _PLAIN.match(line) is not None or read_option(line, defn) is not None


def reads(text: str, defn: CardDef) -> bool:
    """Whether `text` (a line, or a sentence of a trait) is one this module carries out."""
    if read_option(text, defn) is not None or read_change(text) is not None:
        return True
    if read_gp_changes(text) is not None:
        return True
    if COURTESY_REMINDER.match(text) and "Courtesy: " in defn.text_plain:
        # The reminder of a Courtesy line read here.
        return any(
            line.startswith("Courtesy: ") and read_option(line, defn) is not None
            for line in defn.text_plain.splitlines()
        )
    from rules.engine.traits import parse_trait

    return parse_trait(text, defn) is None and read_cost(text, defn) is not None
