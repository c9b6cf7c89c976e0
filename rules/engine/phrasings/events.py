"""Event phrasings: what an Event in the Dynasty deck does as it is revealed (the text after
"After you reveal cards in your Provinces at the start of your turn, if this Event is
face-up in one of them, ...", `rules.engine.dynasty_events`), with examples from the pool:

- Bow / Destroy / Dishonor / Straighten all <cards> ("Corruption of the Harmonies": "bow all
  Shugenja"; "Plague": "destroy all Followers with 3 or lower Force"): every card in play
  the description fits, none targeted
- Each player gains / loses N Honor [for each <card> he controls] ("Ancestral Reverence":
  "each player gains 2 Honor for each Ancestor he controls"); Each player discards his hand,
  then draws five cards ("New Year's Celebration")
- Choose and destroy <card> ("Brightest Winter": "choose and destroy a Courtier"); Choose
  <card> ("choose one of your Personalities in play"): the Event's owner chooses, as he
  chooses a trait's target
- Choose <card> and <card> ("Test of Stone": "choose your Personality and another player's
  Personality"); Your Personality challenges the other; He challenges <card> ("Selecting
  the Chancellor": "He challenges another Personality"); The winner takes the Imperial
  Favor
- It enters play in your home / Put this Event into play ("Commanding Favor")
- Permanently give <card> +1F/+1C; Permanently give all / each (of) <cards> -2F ("Doom of
  the Crab": "Permanently give all Crab Clan Personalities -2F")
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.cards import EVENT, PERSONALITY
from rules.engine.compiler import MAX_TARGETS
from rules.engine.dynasty_events import (
    DISCARD_HAND,
    EACH_HONOR,
    EACH_PLAYER,
    ENTER_PLAY,
    PERMANENT_BONUS,
    TARGETED_PLAYER,
    WINNER_FAVOR,
    EachHonor,
    EachPlayer,
)
from rules.engine.effects import (
    BOW,
    DESTROY,
    DISHONOR,
    DRAW,
    HONOR,
    PLAYER,
    SELF,
    STRAIGHTEN,
    Effect,
)
from rules.engine.effects_battle import CHALLENGE, CHALLENGES, WINNER
from rules.engine.effects_scripted import EACH, Each
from rules.engine.effects_zones import DISCARD_CHOSEN, DISCARD_RANDOM, DISCARD_TOP
from rules.engine.phrasings import NUMBERS, number, phrasing
from rules.engine.phrasings.battle import _challenge
from rules.engine.phrasings.core import STATS, stats

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_VERBS = {"bow": BOW, "destroy": DESTROY, "dishonor": DISHONOR, "straighten": STRAIGHTEN}
# Plural type nouns `targets.parse_target` reads in the singular only.
_SINGULAR = {
    "Spells": "Spell",
    "Ancestors": "Ancestor",
    "Rings": "Ring",
    "Regions": "Region",
}
_SPLIT = re.compile(r" (?=with |without )")


def _singular(noun: str) -> str:
    if noun in _SINGULAR:
        return _SINGULAR[noun]
    if noun.endswith("ies"):
        return noun[:-3] + "y"
    return noun.removesuffix("s") if noun in ("Followers", "Holdings", "Items") else noun


def group(phrase: str, whose: str = "a target") -> tg.Target | None:
    """The cards a plural description names ("Shugenja", "Followers with 3 or lower Force",
    "Shadowlands cards"), or one card's ("an Ancestor"); None unless every word is read.
    A qualifier is a keyword, a Clan or "non-" one: a hyphenated word ("Honor-producing")
    is a description the engine does not check."""
    parts = _SPLIT.split(phrase.strip(), maxsplit=1)
    words = parts[0].split()
    if not words or any("-" in word.removeprefix("non-") for word in words[:-1]):
        return None
    words[-1] = _singular(words[-1])
    suffix = f" {parts[1]}" if len(parts) > 1 else ""
    target = tg.parse_target(f"{whose} {' '.join(words)}{suffix}")
    if target is None or target.where != tg.HERE:
        return None
    # "in this unit", "with lower Force": compared with a card no group is chosen against.
    if tg.relative(target) or any(name == "unit" for name, _, _ in target.conditions):
        return None
    return target


@phrasing(r"^(?P<verb>Bow|Destroy|Dishonor|Straighten) all (?P<group>.+)$")
def verb_all(reader: "Reader", match: re.Match[str]) -> bool:
    found = group(match["group"])
    if found is None:
        return False
    then = Effect(_VERBS[match["verb"].lower()])
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True


@phrasing(
    r"^Each player (?P<verb>gains|loses) (?P<n>\d+) [Hh]onor"
    r"(?: for each (?P<per>.+?) (?:he|they) controls?)?$"
)
def each_player_honor(reader: "Reader", match: re.Match[str]) -> bool:
    per = None
    if match["per"]:
        phrase = match["per"]
        per = group(re.sub(r"^an? ", "", phrase))
        if per is None:
            return False
    amount = int(match["n"]) * (1 if match["verb"] == "gains" else -1)
    reader.effects.append(EachHonor(EACH_HONOR, PLAYER, amount=amount, per=per))
    return True


_COUNT = rf"(?P<n>\d+|{'|'.join(NUMBERS)})"
_PLAYER_CLAUSES = (
    (re.compile(r"^discards his hand$"), DISCARD_HAND),
    (re.compile(rf"^draws {_COUNT} cards?$"), DRAW),
    (re.compile(r"^(?P<verb>gains|loses) (?P<n>\d+) Honor$"), HONOR),
    (re.compile(rf"^discards {_COUNT} cards?$"), DISCARD_CHOSEN),
    (re.compile(rf"^discards {_COUNT} cards? at random$"), DISCARD_RANDOM),
    (re.compile(r"^discards the top card of (?:his|their) Fate deck$"), DISCARD_TOP),
)


def _player_clauses(rest: str) -> list[Effect] | None:
    """What a player does, clause by clause ("discards his hand, then draws five cards")."""
    found: list[Effect] = []
    for clause in re.split(r",? then |,? and ", rest):
        for pattern, op in _PLAYER_CLAUSES:
            read = pattern.match(clause)
            if read is None:
                continue
            amount = number(read["n"]) if "n" in pattern.groupindex else 0
            if op == HONOR and read["verb"] == "loses":
                amount = -amount
            found.append(Effect(op, PLAYER, amount=amount))
            break
        else:
            return None
    return found


@phrasing(r"^Each player (?P<rest>.+)$")
def each_player(reader: "Reader", match: re.Match[str]) -> bool:
    """Each clause for every player before the next."""
    found = _player_clauses(match["rest"])
    if found is None:
        return False
    reader.effects.extend(EachPlayer(EACH_PLAYER, PLAYER, then=then) for then in found)
    return True


@phrasing(r"^Target another player$")
def target_player(reader: "Reader", match: re.Match[str]) -> bool:
    """The player, a target, is chosen as the action is announced; what he does is said by
    the next sentence ("He gains 2 Honor")."""
    if len(reader.targets) >= MAX_TARGETS:
        return False
    reader.targets.append(tg.Target(side=tg.OTHERS, kinds=(tg.PLAYER_KIND,), text="another player"))
    reader.last = len(reader.targets) - 1
    return True


@phrasing(r"^(?:He|She|That player) (?P<rest>.+)$")
def targeted_player(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.last
    if on is None or on < 0 or reader.targets[on].kinds != (tg.PLAYER_KIND,):
        return False
    found = _player_clauses(match["rest"])
    if found is None:
        return False
    reader.effects.extend(EachPlayer(TARGETED_PLAYER, on, then=then) for then in found)
    return True


def _chosen(reader: "Reader", phrase: str) -> int | None:
    """A card the Event's owner chooses: "a Courtier", "your unbowed Personality", "one of
    your Personalities in play" (every card chosen so is in play)."""
    phrase = phrase.removesuffix(" in play")
    if phrase.startswith("one of your "):
        words = phrase.removeprefix("one of your ").split()
        if not words:
            return None
        words[-1] = _singular(words[-1])
        phrase = "your " + " ".join(words)
    if not re.match(r"^(?:an? |your |another player's )", phrase):
        return None
    if not reader.new_target(f"target {phrase}"):
        return None
    return reader.last


@phrasing(r"^Choose and (?P<verb>bow|destroy|dishonor|straighten) (?P<obj>.+)$")
def choose_and(reader: "Reader", match: re.Match[str]) -> bool:
    if reader.defn.type != EVENT:
        return False
    return reader.add(_VERBS[match["verb"]], _chosen(reader, match["obj"]))


@phrasing(r"^Choose (?P<obj>(?:an?|your|one of your|another player's) .+)$")
def choose(reader: "Reader", match: re.Match[str]) -> bool:
    """Choosing names the card later sentences call "him", as "Target ..." does."""
    return reader.defn.type == EVENT and _chosen(reader, match["obj"]) is not None


@phrasing(r"^(?:(?:It|This card) enters play in your home|Put this Event into play)$")
def enters_play(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.defn.type == EVENT and reader.add(ENTER_PLAY, SELF)


@phrasing(r"^Choose (?P<first>.+?) and (?P<second>(?:an?|your|another player's) .+)$")
def choose_two(reader: "Reader", match: re.Match[str]) -> bool:
    if reader.defn.type != EVENT:
        return False
    return _chosen(reader, match["first"]) is not None and (
        _chosen(reader, match["second"]) is not None
    )


@phrasing(r"^(?:He|She) challenges (?P<obj>another player's .+|an?(?:other)? .+)$")
def he_challenges(reader: "Reader", match: re.Match[str]) -> bool:
    """The card chosen last challenges: "He challenges another Personality" (never one of
    his own player's: «Два Ваших командира никогда не могут бросить друг другу вызов»)."""
    obj = match["obj"]
    if obj.startswith("another player's "):
        phrase = "another player's target " + obj.removeprefix("another player's ")
    else:
        phrase = "a target " + re.sub(r"^an?(?:other)? ", "", obj)
    return reader.defn.type == EVENT and _challenge(reader, "him", phrase, False)


@phrasing(r"^Your Personality challenges the other$")
def yours_challenges_the_other(reader: "Reader", match: re.Match[str]) -> bool:
    """Of two cards chosen, his own Personality challenges the other player's."""
    if reader.defn.type != EVENT or len(reader.targets) != 2:
        return False
    if any(effect.op in CHALLENGES for effect in reader.effects):
        return False
    mine, other = reader.targets
    if mine.side != tg.YOURS or other.side != tg.OTHERS:
        return False
    if mine.kinds != (PERSONALITY,) or other.kinds != (PERSONALITY,):
        return False
    return reader.add(CHALLENGE, 1, amount=0)


@phrasing(r"^The (?:duel's )?winner takes the Imperial Favor$")
def winner_takes_favor(reader: "Reader", match: re.Match[str]) -> bool:
    if not reader.in_duel and not any(effect.op in CHALLENGES for effect in reader.effects):
        return False
    return reader.add(WINNER_FAVOR, WINNER)


@phrasing(rf"^Permanently give (?P<obj>.+?) (?:{STATS})$")
def permanent_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    force, chi = stats(match)
    obj = match["obj"]
    each = re.match(r"^(?:all|each)(?: of)? (?P<your>your )?(?P<group>.+)$", obj)
    if each is None:
        return reader.add(PERMANENT_BONUS, reader.obj(obj), force=force, chi=chi)
    found = group(each["group"], "your target" if each["your"] else "a target")
    if found is None:
        return False
    then = Effect(PERMANENT_BONUS, force=force, chi=chi)
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True
