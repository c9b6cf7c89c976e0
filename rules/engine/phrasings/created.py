"""Phrasings that create a Follower or an Item and attach it (`rules.engine.created`):

- Create a 1F Follower and attach it to your target Personality ("Farmlands")
- Create a 2F Follower and attach it to Makotai ("Akodo Makotai")
- Create and attach a 1F Follower to each ... / Create and attach two, or three if the
  target is a Commander, 1F Elephant • Nonhuman • Cavalry Followers to him ("New Cavalry
  Tactics")
- Create a +1F/+1C Armor Item and attach it to your target Personality ("Armorer")
- Create a 2F/2C/3PH Lion Clan • Samurai • Ancestor • Spirit Personality ("Kitsu Leiko"),
  "... at the current battlefield", "... in your home"
- Create and Equip a 1F Ashigaru Follower to your target Personality ("Colonial Farm");
  Create a 1F Cavalry Follower and Equip it to your target Samurai Personality
"""

import dataclasses
import re
from typing import TYPE_CHECKING

from rules.engine import effects_zones as zones
from rules.engine.cards import ATTACHMENT_TYPES, PERSONALITY
from rules.engine.created import (
    AFTER_BATTLE,
    CREATE_ATTACH,
    CREATE_PERSONALITY,
    FOCUS,
    HERE,
    YOUR_CLAN,
    key_for,
)
from rules.engine.effects import HOST, PLAYER, SELF
from rules.engine.phrasings import number, phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

_N = r"(?:an?|one|two|three|four)"
_COUNT = rf"(?P<n>{_N})(?:, or (?P<more>{_N}) if the target is an? (?P<trait>[A-Z][\w-]*),)?"
# "Elephant • Nonhuman • Cavalry", "Shadowlands • Nonhuman • Spirit • Swamp Spirit".
_WORD = r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
_WORDS = rf"{_WORD}(?: • {_WORD})*"
_WHAT = (
    r"(?:(?P<force>[+-]?\d+)F(?:/(?P<chi>[+-]?\d+)C)?|(?P<chi_only>[+-]\d+)C)"
    rf"(?: (?P<words>{_WORDS}))? (?P<kind>Follower|Item|item)s?"
)


# "Equip" a created card: it attaches (its Gold Cost, none, is not paid).
@phrasing(rf"^Create {_COUNT} {_WHAT},? (?:and )?(?:attach|Equip) (?:it|them) to (?P<obj>.+)$")
@phrasing(rf"^Create and (?:attach|Equip) {_COUNT} {_WHAT} to (?P<obj>.+)$")
def create_and_attach(reader: "Reader", match: re.Match[str]) -> bool:
    kind = match["kind"].capitalize()
    words = tuple(w.strip() for w in (match["words"] or "").split("•") if w.strip())
    force = int(match["force"] or 0)
    chi = int(match["chi"] or match["chi_only"] or 0)
    if kind == "Item" and not words:
        return False
    if kind == "Item" and not (match["force"] or "").startswith(("+", "-")):
        # An Item's Force and Chi are modifiers ("+1F/+1C").
        return False
    if match["obj"] == "each of them":
        # "target one or two of your Personalities. Create and attach ... to each of them".
        pair = _pair(reader)
        if pair is None or match["more"]:
            return False
        what = key_for(kind, force, chi, words)
        return all(
            reader.add(CREATE_ATTACH, on, amount=number(match["n"]), what=what) for on in pair
        )
    on = reader.obj(match["obj"])
    if on is None:
        return False
    if on == SELF and reader.defn.type != PERSONALITY:
        return False
    if on == HOST and reader.defn.type not in ATTACHMENT_TYPES:
        return False
    if on >= 0 and reader.targets[on].kinds != (PERSONALITY,):
        return False
    what = key_for(kind, force, chi, words)
    if match["more"]:
        # "if the target is a Commander": the Personality it is attached to, a target.
        if on < 0:
            return False
        what += f"#{match['trait']}={number(match['more'])}"
    return reader.add(CREATE_ATTACH, on, amount=number(match["n"]), what=what)


@phrasing(r"^Target one or two of (?P<whose>your|your other) (?P<noun>Personalities)$")
def one_or_two(reader: "Reader", match: re.Match[str]) -> bool:
    """ "target one or two of your Personalities" («Выбор цели»: each target is chosen as
    the action is announced): a target, and a second of the same kind the player may leave
    unchosen (`targets.Target.optional`); "each of them" names both."""
    phrase = f"{match['whose']} target Personality"
    if not reader.new_target(phrase) or not reader.new_target(phrase):
        return False
    last = len(reader.targets) - 1
    reader.targets[last] = dataclasses.replace(reader.targets[last], optional=True)
    return True


def _pair(reader: "Reader") -> tuple[int, int] | None:
    """The two targets "target one or two of ..." named, the last sentence's."""
    if len(reader.targets) < 2 or reader.last != len(reader.targets) - 1:
        return None
    first, second = reader.targets[-2], reader.targets[-1]
    same = dataclasses.replace(second, optional=False) == first
    if not second.optional or first.optional or not same:
        return None
    return len(reader.targets) - 2, len(reader.targets) - 1


@phrasing(
    rf"^Discard a card to create an? (?P<words>{_WORDS}) Item with a Force Modifier equal to "
    r"the discarded card's Focus Value and attach it to (?P<obj>.+)$"
)
def create_by_focus(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Discard a card to create a Weapon Item with a Force Modifier equal to the discarded
    card's Focus Value and attach it to your target Personality" ("Never Without a
    Weapon"): the discard is the cost («Стоимость и эффекты»), the Item's Force is read as
    it is created."""
    on = reader.obj(match["obj"])
    if on is None or on < 0 or reader.targets[on].kinds != (PERSONALITY,):
        return False
    words = tuple(w.strip() for w in match["words"].split("•"))
    reader.add(zones.DISCARD_COST, PLAYER, amount=1, what="")
    what = key_for("Item", 0, 0, words).replace("|Item|0|", f"|Item|{FOCUS}|")
    return reader.add(CREATE_ATTACH, on, amount=1, what=what)


_WHERE = {
    None: "",
    " in your home": "",
    " at the current battlefield": HERE,
    " at this battlefield": HERE,
    " on your side at the current battlefield": HERE,
    " in your army at this battlefield": HERE,
    " in your army at the current battlefield": HERE,
    " in your current army": HERE,
}
_PLACES = "|".join(re.escape(w) for w in _WHERE if w)


@phrasing(
    rf"^Create (?P<n>{_N}) (?P<force>\d+)F/(?P<chi>\d+)C(?:/(?P<ph>\d+)PH)?"
    rf"(?: (?P<words>{_WORDS}))? Personalit(?:y|ies)(?P<clan> with your Clan [Aa]lignment)?"
    rf"(?P<where>{_PLACES})?$"
)
def create_personality(reader: "Reader", match: re.Match[str]) -> bool:
    """A Personality with the Force, Chi, Personal Honor and keywords given, and nothing else
    printed («Токены»), in his creator's home or army."""
    words = tuple(w.strip() for w in (match["words"] or "").split("•") if w.strip())
    if match["clan"]:
        # The creator's Clan, read as he is created (`created.YOUR_CLAN`).
        words += (YOUR_CLAN,)
    honor = int(match["ph"]) if match["ph"] else 0
    key = key_for("Personality", int(match["force"]), int(match["chi"]), words, honor)
    what = key + _WHERE[match["where"]]
    return reader.add(CREATE_PERSONALITY, PLAYER, amount=number(match["n"]), what=what)


@phrasing(r"^[Rr]emove (?:him|her|it|them) from the game after (?:this|the) battle ends$")
def removed_after_battle(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Create a 2F/2C/2PH Ronin Personality on your side at the current battlefield.
    Remove him from the game after this battle ends." ("Swell the Ranks"): the card just
    created leaves the game as the battle ends (created outside a battle, it stays)."""
    if not reader.effects:
        return False
    last = reader.effects[-1]
    if last.op not in (CREATE_ATTACH, CREATE_PERSONALITY) or last.what.endswith(AFTER_BATTLE):
        return False
    reader.effects[-1] = dataclasses.replace(last, what=last.what + AFTER_BATTLE)
    return True
