"""Cards that enter play or attach without paying their Gold cost, as their text or their
Personality's says («Ввод карт в игру», Bringing Cards into Play; «Солдаты, предметы,
заклинания и предки»: attaching pays the card's Gold cost):

- On a Personality: "Attaches The Jade Hand ignoring Gold cost." (Hida Yakamo; two titles
  joined by "and"), "Attaches Crystal Items ignoring Gold cost." (Eshru: Items with the
  keyword), "Taki Equips non-Unique Weapons ignoring Gold cost.", "Attaches Bloodswords
  ignoring Gold cost." (a keyword, plural).
- On a Follower or Item: "Attaches to Hida Tsuru ignoring Gold cost." (the Personality's
  name), "Equips to a Nonhuman Fudo Personality ignoring Gold cost." (traits he has).
- "Jikoji enters play ignoring Gold Cost if you control the Ring of Earth.": recruited
  while its player controls that Ring.

"Ignoring Gold cost": nothing is paid for it (no discount or increase applies to a cost not
paid). Read once per card; asked as the cost is computed (`play.attach_cost`,
`play.recruit_cost`).
"""

import re

from rules.engine import continuous
from rules.engine.cards import ATTACHMENT_TYPES, ITEM, PERSONALITY, CardDef
from rules.engine.state import Card, State, in_play_ids

TAKES = "takes"  # a Personality's: the cards he attaches ignoring Gold cost
TO = "to"  # an attachment's: the Personalities it attaches to ignoring Gold cost
RING = "ring"  # a card's own: it enters play free while its player controls the Ring

_IGNORING = r" ignoring [Gg]old [Cc]ost\.?$"
_TAKES = re.compile(
    r"^(?:(?P<who>[A-Z][\w'-]*) )?(?:[Aa]ttaches|Equips) (?!to )(?P<what>.+?)" + _IGNORING
)
_TO = re.compile(r"^(?:This card )?(?:[Aa]ttaches|Equips) to (?P<what>.+?)" + _IGNORING)
_RING = re.compile(
    r"^(?P<who>[A-Z][\w'-]*) enters play ignoring Gold Cost if you control the "
    r"(?P<ring>Ring of (?:the )?[A-Z]\w+)\.?$"
)
_TYPES = {"Items": ITEM, "Weapons": ITEM, "Armor": ITEM}
_WORD = re.compile(r"^(?P<non>non-)?(?P<kw>[A-Z][\w-]*)$")

# (kind, value): TAKES (title|keyword words), TO (name or traits), RING (the Ring's title).
Rule = tuple[str, tuple[str, ...]]


def _names(defn: CardDef) -> set[str]:
    return set(defn.title.replace(",", " ").split()) | set(defn.personality_name.split())


def _takes(what: str) -> tuple[str, ...] | None:
    """ "The Jade Hand and The Ancestral Sword of Hantei" -> ("title:The Jade Hand", ...);
    "Crystal Items" -> ("kinds:Crystal Item",); "non-Unique Weapons" -> ("kinds:non-Unique
    Weapon",); "Bloodswords" -> ("plural:Bloodswords",)."""
    if '"' in what or " that " in what or " with " in what:
        return None
    out = []
    for part in what.split(" and "):
        words = part.split()
        if len(words) == 2 and words[1] in _TYPES and _WORD.match(words[0]):
            out.append(f"kinds:{words[0]} {words[1]}")
        elif len(words) == 1 and words[0].endswith("s") and _WORD.match(words[0]):
            out.append(f"plural:{words[0]}")
        elif words and all(w[:1].isupper() or w in ("of", "the", "no") for w in words):
            out.append(f"title:{part}")
        else:
            return None
    return tuple(out)


def parse(sentence: str, defn: CardDef) -> Rule | None:
    sentence = sentence.strip()
    if defn.type == PERSONALITY:
        if (match := _RING.match(sentence)) and match["who"] in _names(defn):
            return RING, (match["ring"],)
        match = _TAKES.match(sentence)
        if match and (match["who"] is None or match["who"] in _names(defn)):
            found = _takes(match["what"])
            return (TAKES, found) if found else None
        return None
    if defn.type in ATTACHMENT_TYPES and (match := _TO.match(sentence)):
        what = match["what"]
        if what.startswith(("a ", "an ")):
            words = what.split(" ", 1)[1].removesuffix(" Personality").split()
            if not words or not all(_WORD.match(w) for w in words):
                return None
            # "a Jade Champion" (a keyword of two words), "a Nonhuman Fudo" (each).
            return TO, (f"trait:{' '.join(words)}",)
        if all(w[:1].isupper() for w in what.split()):
            return TO, (f"name:{what}",)
    return None


def reads(sentence: str, defn: CardDef) -> bool:
    return parse(sentence, defn) is not None


_CACHE: dict[int, tuple[CardDef, tuple[Rule, ...]]] = {}


def _rules(defn: CardDef) -> tuple[Rule, ...]:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        read = (parse(s, defn) for s in continuous.sentences(defn.text_plain))
        found = _CACHE[id(defn)] = (defn, tuple(r for r in read if r is not None))
    return found[1]


def _base(defn: CardDef) -> str:
    return (defn.personality_name or defn.title).lower()


def _single(word: str) -> str:
    return word[:-1] if word.endswith("s") else word


def _taken(state: State, card: CardDef, wanted: str) -> bool:
    kind, _, value = wanted.partition(":")
    if kind == "title":
        return _base(card) in (value.lower(), f"the {value.lower()}")
    if kind == "plural":
        return card.has_keyword(_single(value))
    words = value.split()
    traits, noun = words[0], words[1]
    if card.type != _TYPES[noun] or (noun != "Items" and not card.has_keyword(_single(noun))):
        return False
    match = _WORD.match(traits)
    assert match is not None
    return card.has_keyword(match["kw"]) != bool(match["non"])


def _to(state: State, person: Card, wanted: str) -> bool:
    kind, _, value = wanted.partition(":")
    if kind == "name":
        return _base(person.defn) == value.lower() or person.defn.title == value
    return continuous.is_trait(state, person, value)


def attaches_free(state: State, card: CardDef, person: Card) -> bool:
    """Whether `card` attaches to `person` ignoring its Gold cost."""
    for kind, values in _rules(person.defn):
        if kind == TAKES and any(_taken(state, card, v) for v in values):
            return True
    return any(
        kind == TO and all(_to(state, person, v) for v in values) for kind, values in _rules(card)
    )


def enters_free(state: State, seat: int, defn: CardDef) -> bool:
    """Whether `defn` enters play for `seat` ignoring its Gold cost."""
    rules = _rules(defn)
    if not rules:
        return False
    player = state.players[seat]
    for kind, values in rules:
        if kind != RING:
            continue
        ring = values[0].lower()
        for iid in in_play_ids(state, player):
            held = state.cards[iid]
            if held.controller == seat and held.defn.title.lower() in (ring, f"the {ring}"):
                return True
    return False
