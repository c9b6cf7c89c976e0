"""Card text into ability records, phrasing by phrasing.

`compile_body` reads the effect of one action (the text after its colon) sentence by
sentence. Each sentence must be read whole by one of the phrasings in
`rules.engine.phrasings`; a single sentence none can read leaves the whole action to the
player (never half-run). A phrase naming "a target ..." adds a target, chosen when the
action is announced; "him", "it", "his unit" refer to the last target named.
"""

import re
from dataclasses import dataclass

from rules.engine import cost_conditions, performing, self_costs, spell_costs, units
from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, CardDef
from rules.engine.effects import HOST, MOMENT, PAIRED, SELF, Effect
from rules.engine.phrasings import PHRASINGS, load

MAX_TARGETS = 2
# An effect whose operation starts so awaits a later sentence to complete it (a search's
# "Put it in your hand"); an action left with one is not read.
PENDING = "pending:"


@dataclass(frozen=True, slots=True)
class Compiled:
    """An action's targets and effects; `bows_self` when its text makes bowing the card a
    cost ("bow this card to ..."), `bows_host` when the cost bows the Personality it is
    attached to ("bow this Shugenja to ..." on a Spell), `repeatable` for "Any number of
    times per turn", `limit` "battle", "game" or "turn" for "Once per battle, ...", `bows`
    the targets its cost bows and `performer` the target performing it (-1: none; see
    `rules.engine.performing`)."""

    targets: tuple[tg.Target, ...]
    effects: tuple[Effect, ...]
    bows_self: bool = False
    repeatable: bool = False
    bows_host: bool = False
    limit: str = ""
    bows: tuple[int, ...] = ()
    performer: int = -1
    # How many uses the limit allows ("Twice per turn, ...": 2).
    times: int = 1


# Reminder text in parentheses restates a rule ("(Tireless actions may be taken even while
# bowed.)"); a lowercase aside qualifies the effect ("(at this Fortification's Province)")
# and must be read with it, except "(this turn)", every bonus's default duration.
_REMINDER = re.compile(r"\s*\((?:[A-Z][^()]*|this turn)\)\s*")
_REPEATABLE = re.compile(r"^Any number of times per turn, ", re.IGNORECASE)
_LIMIT = re.compile(r"^Once per (?P<per>battle|game|turn)(?: per card)?[,:] ", re.IGNORECASE)
_TIMES = re.compile(
    r"^(?P<times>Twice|Three times) per (?P<per>battle|game|turn)[,:] ", re.IGNORECASE
)
_COUNTS = {"twice": 2, "three times": 3}
# "bow this Shugenja and target an enemy Follower: Bow it." / "Bow this card to draw a card."
_BOW_COST = re.compile(
    r"^bow (?P<who>this [\w-]+|[A-Z][\w'-]*)(?: and (?P<target>target .+?))?: (?P<rest>.+)$",
    re.IGNORECASE,
)
_BOW_TO = re.compile(r"^bow (?P<who>this [\w-]+|[A-Z][\w'-]*) to (?P<rest>.+)$", re.IGNORECASE)
# "Bow and destroy this card and target an enemy Follower: Destroy it." — read as "Bow this
# card and target an enemy Follower: Destroy this card. Destroy it." (the card is destroyed
# first, as "Destroy this card: ..." is).
_BOW_DESTROY = re.compile(
    r"^bow and destroy (?P<what>this [\w-]+)(?P<target> and target [^:]+?)?"
    r"(?:: | to )(?P<rest>.+)$",
    re.IGNORECASE,
)
_SELF_WORDS = ("this card", "this personality", "this follower", "this holding", "this item")
_SELF_WORDS += ("this spell", "this shugenja", "this courtier", "this samurai")
_SELF_WORDS += ("this region",)
_HOST_WORDS = frozenset({"this personality", "this shugenja", "this courtier", "this samurai"})
_PRONOUNS = frozenset({"him", "it", "her", "them", "the target", "that personality"})


def sentences(body: str) -> list[str]:
    text = _REMINDER.sub(" ", body).strip()
    return [s.strip().rstrip(".").strip() for s in re.split(r"(?<=\.)\s+", text) if s.strip()]


class Reader:
    """Reads one action's sentences, collecting targets and effects; `in_duel` when the
    text is about a duel under way, whose winner and loser it may name."""

    in_duel = False
    # The uses a limit allows, set by `_costs` ("Twice per turn, ...": 2).
    times = 1

    def __init__(self, defn: CardDef, moment: bool = False) -> None:
        self.defn = defn
        self.targets: list[tg.Target] = []
        self.effects: list[Effect] = []
        # Before any target, "him" is the card of the moment a trigger answers, if any.
        self.last: int | None = MOMENT if moment else None
        # The target performing the action, and the targets its cost bows.
        self.performer: int | None = None
        self.cost_bows: list[int] = []
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
            return performing.named(self, lower)
        target = tg.parse_target(phrase)
        if target is None or len(self.targets) >= MAX_TARGETS:
            return None
        if tg.relative(target):
            target = performing.compared(self, target)
            if target is None:
                return None
        self.targets.append(target)
        self.last = len(self.targets) - 1
        if self.performer is None and "performing" in target.states:
            self.performer = self.last
        return self.last

    def add(self, op: str, on: int | None, **values: int | str) -> bool:
        if on is None:
            return False
        self.effects.append(Effect(op, on, **values))
        return True

    def new_target(self, phrase: str) -> bool:
        """Name a new target ("Target your Personality."); False unless one was added."""
        before = len(self.targets)
        return self.obj(phrase) is not None and len(self.targets) > before

    def sentence(self, text: str) -> bool:
        """Read one sentence with the first phrasing that reads it whole."""
        for pattern, handler in PHRASINGS:
            match = pattern.match(text)
            if match is None:
                continue
            # Copies: a handler may change what was read before (a challenge made refusable,
            # a choice given its other way) and still fail.
            mark = (self.targets[:], self.effects[:], self.last, self.performer)
            if handler(self, match):
                return True
            self.targets[:], self.effects[:] = mark[0], mark[1]
            self.last, self.performer = mark[2], mark[3]
        return False


def strip_costs(defn: CardDef, body: str) -> tuple[str, str, bool, str] | None:
    """An action's effect once "Any number of times per turn", "Once per battle" and bowing
    the card itself are taken off, with what bows ("self", "host" or ""), whether it repeats
    and its limit ("battle", "game", "turn" or "") (None when
    that part names something else); for a keyword effect such as "Bow Akagi: Ranged 2
    Attack"."""
    reader = Reader(defn)
    found = _costs(reader, body.strip())
    # A keyword's attack is counted once per battle (`rules.engine.keywords`): a line that
    # allows more uses is not read as one.
    return found if found is not None and not reader.targets and reader.times == 1 else None


def _costs(reader: Reader, body: str) -> tuple[str, str, bool, str] | None:
    """Strip what the text says before its effect: "Any number of times per turn,", "Once
    per battle," and bowing the card itself as a cost (with the target it names there)."""
    repeatable = bool(_REPEATABLE.match(body))
    body = _REPEATABLE.sub("", body, count=1)
    limit = ""
    if match := _LIMIT.match(body) or _TIMES.match(body):
        limit = match["per"].lower()
        if "times" in match.groupdict():
            reader.times = _COUNTS[match["times"].lower()]
        rest = body[match.end() :]
        body = rest[:1].upper() + rest[1:]
    if match := _BOW_DESTROY.match(body):
        rest = match["rest"][0].upper() + match["rest"][1:]
        body = f"Bow {match['what']}{match['target'] or ''}: Destroy {match['what']}. {rest}"
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
    else:
        body = performing.strip(reader, body)
    return body, bows, repeatable, limit


def compile_body(
    defn: CardDef, body: str, moment: bool = False, reader: Reader | None = None
) -> Compiled | None:
    """The targets and effects of an action's text, or None unless every sentence is read;
    with `moment`, the effect of a trigger about a card, which "him" names before any
    target; `reader`, one that names more (a Focus Effect's duelists, `rules.engine.focus`)."""
    reader = reader if reader is not None else Reader(defn, moment)
    body = cost_conditions.strip(reader, self_costs.reorder(body.strip()))
    stripped = _costs(reader, spell_costs.strip(reader, body))
    if stripped is None:
        return None
    body, bows, repeatable, limit = stripped
    parts = sentences(body)
    if not parts:
        return None
    for text in parts:
        if not reader.sentence(text):
            return None
    # An effect under a condition awaits completion as well (`When.then`).
    pending = (getattr(e, "then", e).op.startswith(PENDING) for e in reader.effects)
    if not reader.effects or any(e.op.startswith(PENDING) for e in reader.effects) or any(pending):
        return None
    used = {effect.on for effect in reader.effects}
    # The performer's part is to perform it.
    if reader.performer is not None:
        used.add(reader.performer)
    used |= {effect.amount for effect in reader.effects if effect.op in PAIRED}
    if any(index not in used for index in range(len(reader.targets))):
        return None
    # Optional targets come last (`targets.Target.optional`).
    flags = [t.optional for t in reader.targets]
    if flags != sorted(flags):
        return None
    performing.settle(reader, body)
    if not units.settle(reader):
        return None
    return Compiled(
        tuple(reader.targets),
        tuple(reader.effects),
        bows_self=bows == "self",
        repeatable=repeatable,
        bows_host=bows == "host",
        limit=limit,
        bows=tuple(reader.cost_bows),
        performer=-1 if reader.performer is None else reader.performer,
        times=reader.times,
    )


load()
