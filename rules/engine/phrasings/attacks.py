"""A card's own Ranged Attack among other sentences, and what follows from it (with examples
from the pool):

- Ranged 3 Attack / :ranged: 3 on a Personality, a Follower or an attachment (its
  Personality shoots): "Battle, :bow:: Ranged 3 Attack. Move Mukami home.", "Battle: Move
  Rekai to the current battlefield. Ranged 3 Attack." (`effects_attacks.RANGED_BY`)
- If this destroys (destroyed, did not destroy) a card / a Phoenix Clan Personality / an
  enemy Personality / its target, <sentence>; <sentence> if this destroyed ...; If this
  targeted a Personality, <sentence>; <sentence> if the target was Shadowlands
- <sentence> if it is still in play ("Bow the target if it is still in play"); "the Ranged
  Attack's target" for "the target"
- You may <sentence> ("you may move Banished home"): the player chooses as it resolves
- Melee 3 Attack / :melee: 3, Fear 2 / :fear: 2 among other sentences (a card's own, or a
  Strategy's): `effects_attacks.MELEE_BY`, `FEAR_BY`
- Ranged Attack / Melee Attack / Fear with strength equal to his Chi, to this Personality's
  Personal Honor, to Zaiburo's Force minus 1, to the Force of your target unbowed Kensai
- If he is a Yojimbo, and you control a Courtier or Shugenja, after each card bows from the
  Fear, destroy it; Fear that is a copy of a Fear effect on a card in your army; If he moved
  and is a Yojimbo, make a Fear effect with strength equal to the highest Chi among all
  Courtiers and Shugenja you control
- Give a Melee or Ranged Attack +2 strength / one of the action's Fear effects +1 strength;
  If the action has any :fear:, those effects destroy cards after they bow them (bare
  Interrupts to the action's announcement, `abilities._attack_interrupt`)
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import effects as fx
from rules.engine.cards import ATTACHMENT_TYPES, FOLLOWER, PERSONALITY, SPELL, STRATEGY
from rules.engine.compiler import PENDING
from rules.engine.effects import HOST, PLAYER, SELF, Effect
from rules.engine.effects_attacks import (
    AFTER_SHOT,
    BOOST,
    COPY_FEAR,
    FEAR_BY,
    MELEE_BY,
    MOVES,
    RANGED_BY,
    RANGED_STAT,
    AfterShot,
    Boost,
    Strike,
)
from rules.engine.effects_battle import RANGED_ATTACK, RANGED_SHIELD
from rules.engine.effects_choice import EITHER, EITHER_PLAYER, Either
from rules.engine.effects_measured import MEASURED_RANGED, Measured
from rules.engine.effects_scripted import TO_BATTLE, When
from rules.engine.phrasings import number, phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

# «Атака с расстояния должна иметь в качестве цели одну карту противника»: an enemy
# Follower, or an enemy Personality without Followers, in the battle.
_RANGED_TARGET = "a target enemy Follower or Personality without Followers"
# The attacks what follows may speak of ("If this destroyed a card"); Fear too may be only one.
_SHOTS = (RANGED_BY, RANGED_ATTACK, MEASURED_RANGED, MELEE_BY, RANGED_STAT)
_ONE_ONLY = (*_SHOTS, FEAR_BY, COPY_FEAR)


def _shot_target(reader: "Reader") -> int:
    on = reader.obj(_RANGED_TARGET)
    if on is None:
        return -100
    target = reader.targets[on]
    reader.targets[on] = replace(target, conditions=(*target.conditions, RANGED_SHIELD))
    return on


def _moves_self(effect: Effect) -> bool:
    if isinstance(effect, When):
        return _moves_self(effect.then)
    return effect.op == TO_BATTLE and effect.on in (SELF, HOST)


@phrasing(r"^(?:[Mm]ake an? )?(?:Ranged (?P<n>\d+) Attack|:ranged: ?(?P<m>\d+))$")
def own_ranged(reader: "Reader", match: re.Match[str]) -> bool:
    """The card (or its Personality) shoots. Its action's cost bows it only if the text says
    so (the header's :bow:, "Bow Isas:"); an effect before the attack may bring it to the
    battle."""
    defn = reader.defn
    if defn.type not in (PERSONALITY, FOLLOWER, *ATTACHMENT_TYPES) or defn.type == SPELL:
        return False
    if reader.performer is not None:
        # "Bow your performing Personality or Follower: Ranged 5 Attack": the performer
        # shoots, not this card; not read.
        return False
    if any(effect.op in _ONE_ONLY for effect in reader.effects):
        # A second attack ("you may make a second consecutive Ranged 4 Attack") is not read.
        return False
    on = _shot_target(reader)
    if on < 0:
        return False
    moves = MOVES if any(_moves_self(effect) for effect in reader.effects) else ""
    return reader.add(RANGED_BY, on, amount=int(match["n"] or match["m"]), what=moves)


def _strike(reader: "Reader", op: str, base: int, stat: str = "", measured: int = SELF) -> bool:
    """A Melee Attack at an enemy Follower or Personality without Followers, or Fear
    against an enemy unit, by the card (or its Personality) in the battle, or by a
    Strategy."""
    defn = reader.defn
    if defn.type not in (PERSONALITY, FOLLOWER, STRATEGY, *ATTACHMENT_TYPES):
        return False
    # A card's own attack is its own (or its Personality's), not a performer's; a
    # Strategy's is made as its fixed Ranged Attacks are (`battle.ranged`).
    if reader.performer is not None and defn.type != STRATEGY:
        return False
    if any(e.op in _ONE_ONLY for e in reader.effects):
        return False
    # «Ужас»: «выберите в качестве цели другой отряд в этой же битве».
    if op == RANGED_STAT:
        on = _shot_target(reader)
        on = None if on < 0 else on
    else:
        on = reader.obj(_RANGED_TARGET if op == MELEE_BY else "a target enemy Personality")
    if on is None:
        return False
    moves = MOVES if any(_moves_self(effect) for effect in reader.effects) else ""
    reader.effects.append(Strike(op, on, amount=measured, base=base, stat=stat, what=moves))
    return True


@phrasing(r"^(?:[Mm]ake an? )?(?:Melee (?P<n>\d+) Attack|:melee: ?(?P<m>\d+))$")
def own_melee(reader: "Reader", match: re.Match[str]) -> bool:
    return _strike(reader, MELEE_BY, int(match["n"] or match["m"]))


@phrasing(r"^(?:[Mm]ake |[Cc]reate )?(?:Fear (?P<n>\d+)|:fear: ?(?P<m>\d+))$")
def own_fear(reader: "Reader", match: re.Match[str]) -> bool:
    return _strike(reader, FEAR_BY, int(match["n"] or match["m"]))


_MINUS = r"(?: (?P<sign>plus|minus) (?P<k>one|two|three|four|five|\d+))?"


_STAT = r"(?:Chi|Force|Personal Honor)"


@phrasing(
    r"^(?:[Mm]ake |[Cc]reate )?(?:an? )?(?P<kind>Ranged Attack|:ranged:|Melee Attack|:melee:|"
    r"Fear|:fear:)(?: effect)? (?:with (?:a )?strength )?equal to (?:(?P<who>his|her|its|their|"
    rf"[^,]+?'s) (?P<stat>{_STAT})|the (?P<stat2>{_STAT}) of (?P<who2>[^,]+?)){_MINUS}$"
)
def measured_strike(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Fear with strength equal to his Force", ":fear: with strength equal to your target
    bowed Personality's Force", "Melee Attack equal to his Force minus two", "Ranged Attack
    with strength equal to this Personality's Chi", "Fear equal to the Force of your target
    unbowed Kensai": the stat of that card as the effect resolves."""
    who = match["who"] or match["who2"]
    if who in ("his", "her", "its", "their"):
        measured = reader.last
    else:
        measured = reader.obj(who[:-2] if who.endswith("'s") else who)
    if measured is None or measured == fx.PLAYER:
        return False
    stat = _STATS[(match["stat"] or match["stat2"]).lower()]
    base = number(match["k"]) * (-1 if match["sign"] == "minus" else 1) if match["k"] else 0
    kind = match["kind"].lower()
    if "ranged" not in kind:
        op = FEAR_BY if "fear" in kind else MELEE_BY
        return _strike(reader, op, base, stat, measured)
    if reader.defn.type in (STRATEGY, SPELL):
        # A Strategy's or a Spell's, as its fixed Ranged Attacks are (`battle.ranged`).
        if any(e.op in _ONE_ONLY for e in reader.effects):
            return False
        on = _shot_target(reader)
        if on < 0:
            return False
        reader.effects.append(Measured(MEASURED_RANGED, on, amount=measured, stat=stat, base=base))
        return True
    return _strike(reader, RANGED_STAT, base, stat, measured)


_STATS = {"chi": "chi", "force": "force", "personal honor": "ph"}


_ATTACK = r"(?:this|this attack|(?:this|the) (?:Ranged|Melee) Attack|the attack)"
_DESC = re.compile(
    r"^(?:a card|its target|the target|(?:an? )?(?:enemy )?(?P<words>(?:[A-Z][\w-]*"
    r"(?: Clan)? )*)(?P<kind>Personality|Follower|card)?)$"
)


def _desc(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The kinds and keywords a description of the target names ("a Phoenix Clan
    Personality", "an enemy Personality", "a Nonhuman", "Dragon Clan")."""
    # ":shadowlands:" as the word; "any Shadowlands cards" as "a Shadowlands card".
    text = re.sub(r":([a-z]+):", lambda m: m[1].capitalize(), text.strip())
    if match := re.match(r"^any (.+?) (card|Personalit|Follower)(?:s|ies)$", text):
        text = f"a {match[1]} {match[2]}{'y' if match[2] == 'Personalit' else ''}"
    if not text.endswith(("Personality", "Follower", "card")):
        text += " "  # the keywords alone ("a Nonhuman", "Shadowlands")
    match = _DESC.match(text)
    if match is None:
        return None
    words = tuple(re.findall(r"[A-Z][\w-]*(?: Clan)?", match["words"] or ""))
    kind = match["kind"]
    if kind == "Personality":
        kinds: tuple[str, ...] = (PERSONALITY,)
    elif kind == "Follower":
        kinds = (FOLLOWER,)
    else:
        kinds = ()
    if not text.strip().startswith(("a ", "an ", "its ", "the ")) and not words:
        return None
    return kinds, words


def _last_shot(reader: "Reader") -> int | None:
    for effect in reversed(reader.effects):
        if effect.op in _SHOTS:
            return effect.on
    return None


def _after_shot(reader: "Reader", cond: str, desc: str, rest: str) -> bool:
    shot = _last_shot(reader)
    found = _desc(desc)
    if shot is None or found is None:
        return False
    kinds, words = found
    mark = len(reader.effects)
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added:
        return False
    wrapped: list[Effect] = []
    for effect in added:
        if (
            effect.op.startswith(PENDING)
            or effect.op in fx.REQUIRES
            or effect.op in fx.FROM_HAND
            or effect.op in fx.PAIRED
            or effect.on in fx.LATER
            or effect.op in _SHOTS
        ):
            return False
        if effect.op not in fx.PLAYER_OPS and effect.on not in (SELF, HOST, shot):
            return False
        wrapped.append(
            AfterShot(AFTER_SHOT, shot, cond=cond, kinds=kinds, words=words, then=effect)
        )
    reader.effects[mark:] = wrapped
    return True


_OUTCOMES = {
    "destroys": "destroyed",
    "destroyed": "destroyed",
    "did not destroy": "missed",
    "does not destroy": "missed",
    "targets": "targeted",
    "targeted": "targeted",
}
_OUTCOME = r"(?P<verb>destroys|destroyed|did not destroy|does not destroy|targets|targeted)"


@phrasing(rf"^If {_ATTACK} {_OUTCOME} (?P<desc>[^,]+), (?P<rest>.+)$")
def if_shot(reader: "Reader", match: re.Match[str]) -> bool:
    """ "If this destroys a Phoenix Clan Personality, you may move Banished home": after
    the attack, what it did to its target."""
    return _after_shot(reader, _OUTCOMES[match["verb"]], match["desc"], match["rest"])


@phrasing(rf"^(?P<rest>.+?) if {_ATTACK} {_OUTCOME} (?P<desc>[^,]+)$")
def shot_if(reader: "Reader", match: re.Match[str]) -> bool:
    return _after_shot(reader, _OUTCOMES[match["verb"]], match["desc"], match["rest"])


@phrasing(r"^(?P<rest>.+?) if the target was (?P<desc>[^,]+)$")
def target_was(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Straighten Yashiro if the target was Shadowlands": the attack's target, destroyed
    or not."""
    return _after_shot(reader, "targeted", match["desc"], match["rest"])


@phrasing(r"^(?P<rest>.+?) if (?:it|he|she|they) (?:is|are) still in play$")
def still_in_play(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Bow the target if it is still in play": an effect on a card that has left play
    does nothing («Эффекты карт»), so the sentence is read as it is, on that card."""
    about = reader.last
    mark = len(reader.effects)
    if about is None or not reader.sentence(match["rest"]):
        return False
    return all(effect.on == about for effect in reader.effects[mark:])


@phrasing(r"^(?P<before>.*?)the (?:Ranged Attack|attack)'s target(?P<after>.*)$")
def attack_target(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Bow the Ranged Attack's target": the target of the attack before."""
    if _last_shot(reader) is None:
        return False
    return reader.sentence(f"{match['before']}the target{match['after']}")


@phrasing(r"^You may (?P<rest>[a-z].+)$")
def you_may(reader: "Reader", match: re.Match[str]) -> bool:
    """ "You may move Banished home": done or not, as the player chooses when it comes."""
    rest = match["rest"]
    mark, named = len(reader.effects), len(reader.targets)
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    # A target named inside would be chosen as the action is announced, done or not ("You
    # may target ..." is read as an optional target by `core`).
    if not added or len(reader.targets) > named:
        return False
    cards = set()
    for effect in added:
        if (
            effect.op.startswith(PENDING)
            or effect.op in fx.REQUIRES
            or effect.op in fx.FROM_HAND
            or effect.op in fx.PAIRED
            or effect.on in fx.LATER
            or effect.op in (EITHER, EITHER_PLAYER)
        ):
            return False
        if effect.op not in fx.PLAYER_OPS:
            cards.add(effect.on)
    if len(cards - {SELF, HOST}) > 1:
        return False
    on = next(iter(cards - {SELF, HOST}), next(iter(cards), PLAYER))
    op = EITHER_PLAYER if on == PLAYER else EITHER
    reader.effects[mark:] = [Either(op, on, options=(tuple(added), ()), labels=(rest, "do not"))]
    return True


_AFTER_BOWS = re.compile(
    r"^(?:If (?P<cond>.+?), )?(?:after each card bows from the Fear, destroy it|the Fear "
    r"destroys (?:the )?(?:cards|Followers) after it bows them)$"
)
_EITHER_CONTROL = re.compile(r"^you control an? (?P<a>[A-Z][\w-]*) or (?:an? )?(?P<b>[A-Z][\w-]*)$")


@phrasing(_AFTER_BOWS.pattern)
def fear_destroys(reader: "Reader", match: re.Match[str]) -> bool:
    """ "If he is a Yojimbo, and you control a Courtier or Shugenja (at any location), after
    each card bows from the Fear, destroy it." (Unassailable Defense): the Fear before
    destroys what it bows, if the conditions hold as it resolves; one about a card is about
    the card whose stat the Fear measures."""
    from rules.engine.phrasings.conditions import _condition, named

    last = reader.effects[-1] if reader.effects else None
    if not isinstance(last, Strike) or last.op != FEAR_BY:
        return False
    groups: list[tuple[str, ...]] = []
    text = (match["cond"] or "").replace(" (at any location)", "")
    for part in re.split(r",? and ", text) if text else ():
        if either := _EITHER_CONTROL.fullmatch(part):
            groups.append(tuple(named(f"control:1:{either[w]}") for w in ("a", "b")))
            continue
        found = _condition(part)
        if found is None:
            return False
        name, on_card = found
        if on_card and not last.stat:
            # "he": the Personality whose stat the Fear measures.
            return False
        groups.append((name,))
    reader.effects[-1] = replace(last, kills=True, destroys=tuple(groups))
    return True


@phrasing(
    r"^(?:Make |Create )?(?:Fear|:fear:)(?: effect)? that is a copy of an? (?:Fear|:fear:)"
    r"(?: effect)? on a card in your army$"
)
def copied_fear(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Fear that is a copy of a Fear effect on a card in your army" (Ascendance): of the
    Fear abilities of the cards in the player's army at the battle, one (its strength as
    it would be made at this target), against an enemy unit («Ужас»)."""
    if reader.defn.type not in (STRATEGY, SPELL) or reader.performer is not None:
        return False
    if any(effect.op in _ONE_ONLY for effect in reader.effects):
        return False
    return reader.add(COPY_FEAR, reader.obj("a target enemy Personality"))


@phrasing(
    r"^If (?:he|she) moved and is an? (?P<word>[A-Z][\w-]*), make a Fear effect with strength "
    r"equal to the highest (?P<stat>Chi|Force) among all (?P<a>[A-Z][\w-]*?)s? and "
    r"(?P<b>[A-Z][\w-]*?)s? you control(?: \(at any location\))?$"
)
def fear_if_moved(reader: "Reader", match: re.Match[str]) -> bool:
    """The Greater Threat: "... move your target unbowed Personality at home to the current
    battlefield. If he moved and is a Yojimbo, make a Fear effect with strength equal to the
    highest Chi among all Courtiers and Shugenja you control (at any location)." He was at
    home, so he moved if he is now in the battle."""
    from rules.engine.phrasings.conditions import named
    from rules.engine.targets import AT_HOME

    about = reader.last
    if about is None or about < 0 or reader.targets[about].where != AT_HOME:
        return False
    if not any(_moves(effect, about) for effect in reader.effects):
        return False
    if not _strike(reader, FEAR_BY, 0, measured=about):
        return False
    strike = reader.effects[-1]
    assert isinstance(strike, Strike)
    measure = f"max:{_STATS[match['stat'].lower()]}:{match['a']}|{match['b']}"
    requires = ("here", named(f"keyword:{match['word']}"))
    reader.effects[-1] = replace(strike, measure=measure, requires=requires)
    return True


def _moves(effect: Effect, about: int) -> bool:
    if isinstance(effect, When):
        return _moves(effect.then, about)
    return effect.op == TO_BATTLE and effect.on == about


# "a Melee or Ranged Attack", "one of the action's Fear effects", "a :fear:", "your :ranged:
# from the action"
BOOSTED = (
    r"(?:an?|one of the action's|the action's|your) (?P<kinds>(?:Melee|Ranged|:melee:|:ranged:)"
    r"(?: or (?:Melee|Ranged|:melee:|:ranged:))?(?: Attacks?)?|Fear effects?|:fear:)"
    r"(?: from the action)?"
)


def boosted_kinds(text: str) -> tuple[str, ...]:
    """ "Melee or Ranged Attack" as ("melee", "ranged")."""
    return tuple(dict.fromkeys(re.findall(r"melee|ranged|fear", text.lower())))


@phrasing(rf"^Give {BOOSTED} (?P<n>[+-]\d+) strength$")
def boost(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give a Melee or Ranged Attack +2 strength" (an Interrupt to the action's
    announcement, `abilities`): one of the action's attacks, as it is made."""
    kinds = boosted_kinds(match["kinds"])
    reader.effects.append(Boost(BOOST, fx.PLAYER, amount=int(match["n"]), kinds=kinds))
    return True


@phrasing(
    r"^If the action has any (?::fear:|Fear effects?), those effects destroy cards after they "
    r"bow them$"
)
@phrasing(r"^After any (?:Fear effect|:fear:) from the action bows a card, destroy it$")
@phrasing(r"^The Fear action destroys any cards it bows$")
def fear_kills(reader: "Reader", match: re.Match[str]) -> bool:
    """Okura is Released, Susumu Yanada ("Interrupt, :bow:: The Fear action destroys any
    cards it bows."): each of the action's Fear effects destroys what it bows."""
    reader.effects.append(Boost(BOOST, fx.PLAYER, kinds=("fear",), every=True, kills=True))
    return True
