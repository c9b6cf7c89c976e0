"""Card text into ability records, phrasing by phrasing.

`compile_body` reads the effect of one action (the text after its colon) sentence by
sentence. Each sentence must match one of the phrasings below whole; a single sentence it
cannot read leaves the whole action to the player (never half-run). A phrase naming "a
target ..." adds a target, chosen when the action is announced; "him", "it", "his unit"
refer to the last target named.

Phrasings (with examples from the pool):
- Bow / Straighten / Destroy / Dishonor / Rehonor <target or this card>
  ("Battle: Bow a target enemy Follower.", "Destroy this Holding.")
- Straighten <target>'s unit / his unit ("Open: Straighten a target Personality's unit.")
- Move home <target> / Move <target> home, "Bow his unit as he moves."
- Give <target or this card> +2F / -3F / +1F/+1C / a +1F token / two +1F tokens
- Target <target>. (names a target that later sentences call "him")
- Draw a card / Draw two cards; Gain 2 Honor / Lose 1 Honor
- Give this Province +2 Strength; Take the Imperial Favor
"""

import re
from dataclasses import dataclass

from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, CardDef
from rules.engine.effects import (
    BONUS,
    BOW,
    BOW_UNIT,
    DESTROY,
    DISHONOR,
    DRAW,
    FAVOR,
    HONOR,
    HOST,
    MOVE_HOME,
    PLAYER,
    REHONOR,
    SELF,
    STRAIGHTEN,
    STRAIGHTEN_UNIT,
    STRENGTH,
    TOKEN,
    Effect,
)

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
MAX_TARGETS = 2


@dataclass(frozen=True, slots=True)
class Compiled:
    """An action's targets and effects; `bows_self` when its text makes bowing the card a
    cost ("bow this card to ..."), `bows_host` when the cost bows the Personality it is
    attached to ("bow this Shugenja to ..." on a Spell), `repeatable` for "Any number of
    times per turn"."""

    targets: tuple[tg.Target, ...]
    effects: tuple[Effect, ...]
    bows_self: bool = False
    repeatable: bool = False
    bows_host: bool = False


_REMINDER = re.compile(r"\s*\([^()]*\)\s*")
_REPEATABLE = re.compile(r"^Any number of times per turn, ", re.IGNORECASE)
# "bow this Shugenja and target an enemy Follower: Bow it." / "Bow this card to draw a card."
_BOW_COST = re.compile(
    r"^bow (?P<who>this [\w-]+|[A-Z][\w'-]*)(?: and (?P<target>target .+?))?: (?P<rest>.+)$",
    re.IGNORECASE,
)
_BOW_TO = re.compile(r"^bow (?P<who>this [\w-]+|[A-Z][\w'-]*) to (?P<rest>.+)$", re.IGNORECASE)
_VERB = re.compile(r"^(?P<verb>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<obj>.+)$")
_UNIT = re.compile(r"^(?P<obj>.+?)(?:'s|s') unit$|^(?:his|its|their) unit$")
_MOVE_HOME = re.compile(r"^Move (?:home (?P<a>.+)|(?P<b>.+) home)$")
_AS_HE_MOVES = re.compile(
    r"^(?P<verb>Bow|Straighten) (?:his unit|him|them|their units?) as (?:he|they) moves?$"
)
_STATS = r"(?P<force>[+-]\d+)F(?:/(?P<chi>[+-]\d+)C)?|(?P<chi_only>[+-]\d+)C"
_GIVE = re.compile(rf"^Give (?P<obj>.+?) (?:{_STATS})$")
_GIVE_TOKEN = re.compile(
    rf"^Give (?P<obj>.+?) (?P<count>an?|one|two|three|four) (?:{_STATS})(?: [A-Z][\w'-]*)? "
    r"tokens?$"
)
_GIVE_TOKEN_TO = re.compile(
    rf"^Give (?P<count>an?|one|two|three|four) (?:{_STATS})(?: [A-Z][\w'-]*)? tokens? to "
    r"(?P<obj>.+)$"
)
_DRAW = re.compile(r"^Draw (?P<n>a|one|two|three|\d+) cards?$")
_HONOR = re.compile(r"^(?P<verb>Gain|Lose) (?P<n>\d+) Honor$")
_TARGET = re.compile(r"^Target (?P<obj>.+)$")
_FAVOR = re.compile(r"^Take the Imperial Favor$")
_TARGET_THEN = re.compile(r"^Target (?P<obj>[^:]+): (?P<rest>.+)$")
_STRENGTH = re.compile(r"^Give this Province (?P<n>[+-]\d+) (?:Province )?Strength$", re.I)
_SELF_WORDS = ("this card", "this personality", "this follower", "this holding", "this item")
_SELF_WORDS += ("this spell", "this shugenja", "this courtier", "this samurai")
_HOST_WORDS = frozenset({"this personality", "this shugenja", "this courtier", "this samurai"})
_PRONOUNS = frozenset({"him", "it", "her", "them", "the target", "that personality"})


def _stats(match: re.Match[str]) -> tuple[int, int]:
    if match["chi_only"]:
        return 0, int(match["chi_only"])
    return int(match["force"]), int(match["chi"] or 0)


def sentences(body: str) -> list[str]:
    text = _REMINDER.sub(" ", body).strip()
    return [s.strip().rstrip(".").strip() for s in re.split(r"(?<=\.)\s+", text) if s.strip()]


class _Reader:
    """Reads one action's sentences, collecting targets and effects."""

    def __init__(self, defn: CardDef) -> None:
        self.defn = defn
        self.targets: list[tg.Target] = []
        self.effects: list[Effect] = []
        self.last: int | None = None
        # A card names itself by any word of its name ("Give Sarasa +2F", "Bow Akagi").
        name = re.split(r"[,•]", defn.personality_name or defn.title)[0]
        self.names = {word.lower() for word in name.split() if word[:1].isupper()}

    def obj(self, phrase: str) -> int | None:
        """The index of what a phrase names: a new target, the last one, or the card."""
        lower = phrase.strip().lower()
        if lower in _PRONOUNS:
            return self.last
        if lower in _SELF_WORDS or lower in self.names:
            # On an attachment, "this Personality" ("this Shugenja") is the one it is on.
            if lower in _HOST_WORDS and self.defn.type in ATTACHMENT_TYPES:
                return HOST
            return SELF
        if "target" not in lower.split():
            return None
        target = tg.parse_target(phrase)
        if target is None or len(self.targets) >= MAX_TARGETS:
            return None
        self.targets.append(target)
        self.last = len(self.targets) - 1
        return self.last

    def add(self, op: str, on: int | None, **values: int) -> bool:
        if on is None:
            return False
        self.effects.append(Effect(op, on, **values))
        return True

    def sentence(self, text: str) -> bool:
        if match := _DRAW.match(text):
            n = match["n"]
            return self.add(DRAW, PLAYER, amount=int(n) if n.isdigit() else NUMBERS[n])
        if match := _HONOR.match(text):
            amount = int(match["n"]) * (1 if match["verb"] == "Gain" else -1)
            return self.add(HONOR, PLAYER, amount=amount)
        if _FAVOR.match(text):
            return self.add(FAVOR, PLAYER)
        if match := _STRENGTH.match(text):
            return self.add(STRENGTH, PLAYER, amount=int(match["n"]))
        if match := _AS_HE_MOVES.match(text):
            if not self.effects or self.effects[-1].op != MOVE_HOME:
                return False
            op = BOW_UNIT if match["verb"] == "Bow" else STRAIGHTEN_UNIT
            return self.add(op, self.effects[-1].on)
        if match := _MOVE_HOME.match(text):
            return self.add(MOVE_HOME, self.obj(match["a"] or match["b"]))
        if match := _GIVE_TOKEN.match(text) or _GIVE_TOKEN_TO.match(text):
            force, chi = _stats(match)
            count = NUMBERS[match["count"]]
            return self.add(TOKEN, self.obj(match["obj"]), force=force, chi=chi, amount=count)
        if match := _GIVE.match(text):
            force, chi = _stats(match)
            return self.add(BONUS, self.obj(match["obj"]), force=force, chi=chi)
        if match := _VERB.match(text):
            verb = match["verb"]
            unit = _UNIT.match(match["obj"])
            if unit and verb in ("Bow", "Straighten"):
                on = self.obj(unit["obj"]) if unit["obj"] else self.last
                return self.add(BOW_UNIT if verb == "Bow" else STRAIGHTEN_UNIT, on)
            ops = {"Bow": BOW, "Straighten": STRAIGHTEN, "Destroy": DESTROY}
            ops |= {"Dishonor": DISHONOR, "Rehonor": REHONOR}
            return self.add(ops[verb], self.obj(match["obj"]))
        if match := _TARGET_THEN.match(text):
            before = len(self.targets)
            named = self.obj(f"target {match['obj']}") is not None and len(self.targets) > before
            rest = match["rest"]
            return named and self.sentence(rest[0].upper() + rest[1:])
        if match := _TARGET.match(text):
            before = len(self.targets)
            return self.obj(f"target {match['obj']}") is not None and len(self.targets) > before
        return False


def strip_costs(defn: CardDef, body: str) -> tuple[str, str, bool] | None:
    """An action's effect once "Any number of times per turn" and bowing the card itself
    are taken off, with what bows ("self", "host" or "") and whether it repeats (None when
    that part names something else); for a keyword effect such as "Bow Akagi: Ranged 2
    Attack"."""
    reader = _Reader(defn)
    found = _costs(reader, body.strip())
    return found if found is not None and not reader.targets else None


def _costs(reader: _Reader, body: str) -> tuple[str, str, bool] | None:
    """Strip what the text says before its effect: "Any number of times per turn," and
    bowing the card itself as a cost (with the target it names there)."""
    repeatable = bool(_REPEATABLE.match(body))
    body = _REPEATABLE.sub("", body, count=1)
    bows = ""
    for pattern in (_BOW_COST, _BOW_TO):
        match = pattern.match(body)
        if match is None:
            continue
        who = reader.obj(match["who"])
        if who not in (SELF, HOST):
            return None
        bows = "host" if who == HOST else "self"
        rest = match["rest"]
        if pattern is _BOW_TO:
            rest = rest[0].upper() + rest[1:]
        elif match["target"]:
            before = len(reader.targets)
            reader.obj(match["target"])
            if len(reader.targets) == before:
                return None
        body = rest
        break
    return body, bows, repeatable


def compile_body(defn: CardDef, body: str) -> Compiled | None:
    """The targets and effects of an action's text, or None unless every sentence is read."""
    reader = _Reader(defn)
    stripped = _costs(reader, body.strip())
    if stripped is None:
        return None
    body, bows, repeatable = stripped
    parts = sentences(body)
    if not parts:
        return None
    for text in parts:
        if not reader.sentence(text):
            return None
    if not reader.effects:
        return None
    used = {effect.on for effect in reader.effects}
    if any(index not in used for index in range(len(reader.targets))):
        return None
    return Compiled(
        tuple(reader.targets),
        tuple(reader.effects),
        bows_self=bows == "self",
        repeatable=repeatable,
        bows_host=bows == "host",
    )
