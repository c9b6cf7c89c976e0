"""Sentences of duels and of the player's own gains (with examples from the pool):

- <Gain|Lose N Honor|Draw N cards> and <another clause>: both, in that order ("Gain 2 Honor
  and draw a card", "gain 1 Honor and give the winner +1F" in a Focus Effect,
  `rules.engine.focus`; "Lose 4 Honor and give another player's target Personality -3C").
- You may attach this Item (card) to <him>, ignoring costs: the card joins him with no Gold
  paid, or not, as its player chooses (Sadamune Blade's Focus Effect, after the duel).
- <a card> loses <keyword> ("After this Personality enters a duel, the other Personality in
  the duel loses Duelist": Spiked Tetsubo); "the other Personality in the duel" on a
  Personality or an attachment is the other duelist of the duel it is in
  (`rules.engine.effects_duel`).
- Another player's target Personality may challenge <this Personality>. If he does not,
  <what befalls him>. (Kakita Amiki, Kakita Funaki): the target's controller chooses
  whether he challenges (the card's Personality cannot refuse: he asked for it) or suffers
  the other sentence; "Destroy the duel's loser" after it is the duel's outcome.
- (after a card discarded as the cost) Gain Honor equal to its Focus Value / make a target
  player lose Honor equal to half the Focus Value, rounded up (Shosuro Hotaka, Susumu
  Takada: `rules.engine.effects_discarded`).
- In a Focus Effect: Give this card +1 Focus Value / +2FV; Raise (Increase) this card's Focus
  Value to 4; Set this card's Focus Value to 6 (`rules.engine.focus.FOCUS_VALUE`).
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, PERSONALITY
from rules.engine.compiler import MAX_TARGETS
from rules.engine.continuous import GRANTABLE
from rules.engine.effects import HOST, PLAYER, SELF, Effect
from rules.engine.effects_battle import CHALLENGE
from rules.engine.effects_choice import EITHER, Either
from rules.engine.effects_discarded import DISCARDED_HONOR, DISCARDED_HONOR_OF
from rules.engine.effects_duel import LOSE_KEYWORD, MAY_CHALLENGE, OTHER_DUELIST
from rules.engine.effects_zones import DISCARD_COST
from rules.engine.focus import ATTACH_SELF, FOCUS_VALUE
from rules.engine.phrasings import phrasing

if TYPE_CHECKING:
    from rules.engine.compiler import Reader


@phrasing(
    r"^(?P<first>(?:Gain|Lose) \d+ Honor|Draw (?:a|one|two|three|\d+) cards?),? and "
    r"(?P<second>[a-z].+)$"
)
def own_gain_and(reader: "Reader", match: re.Match[str]) -> bool:
    second = match["second"]
    return reader.sentence(match["first"]) and reader.sentence(second[0].upper() + second[1:])


@phrasing(
    r"^You may attach this (?:Item|card|Weapon|Follower) to (?P<obj>.+?),? ignoring "
    r"(?:all )?(?:Gold )?costs?$"
)
def may_attach_self(reader: "Reader", match: re.Match[str]) -> bool:
    on = reader.obj(match["obj"])
    if on is None:
        return False
    title = reader.defn.title
    attach = (Effect(ATTACH_SELF, on),)
    labels = (f"attach {title}", "leave it")
    reader.effects.append(Either(EITHER, on, options=(attach, ()), labels=labels))
    return True


_OTHER_DUELIST = frozenset({"the other personality in the duel", "the personality facing him"})


def duel_obj(reader: "Reader", phrase: str) -> int | None:
    """What a phrase names, the other duelist included (on a card whose text is about its
    own Personality's duel)."""
    lower = phrase.strip().lower()
    if lower in _OTHER_DUELIST:
        mine = reader.defn.type == PERSONALITY or reader.defn.type in ATTACHMENT_TYPES
        return OTHER_DUELIST if mine else None
    return reader.obj(phrase)


_LOSABLE = "|".join(sorted(GRANTABLE | {"Duelist"}, key=len, reverse=True))


@phrasing(rf"^(?P<obj>.+?) loses (?P<keyword>{_LOSABLE})$")
def loses_keyword(reader: "Reader", match: re.Match[str]) -> bool:
    obj = match["obj"]
    on = duel_obj(reader, obj[0].lower() + obj[1:])
    return reader.add(LOSE_KEYWORD, on, what=match["keyword"])


@phrasing(
    r"^(?P<obj>Another player's target Personality|A target enemy Personality) may challenge "
    r"(?P<me>.+)$"
)
def may_challenge_me(reader: "Reader", match: re.Match[str]) -> bool:
    if reader.defn.type != PERSONALITY or reader.obj(match["me"]) != SELF:
        return False
    obj = match["obj"]
    on = reader.obj(obj[0].lower() + obj[1:])
    if on is None or on < 0:
        return False
    name = reader.defn.personality_name or reader.defn.title
    options = ((Effect(CHALLENGE, SELF, amount=on),), ())
    labels = (f"challenge {name.split(',')[0]}", "do not challenge")
    requires = (MAY_CHALLENGE, "")
    reader.effects.append(
        Either(EITHER, on, options=options, labels=labels, requires=requires, by_controller=True)
    )
    return True


@phrasing(r"^If (?:he|she) does not, (?P<rest>.+)$")
def if_he_does_not(reader: "Reader", match: re.Match[str]) -> bool:
    """What befalls the Personality who did not challenge: the other way of the choice."""
    if not reader.effects:
        return False
    last = reader.effects[-1]
    if not isinstance(last, Either) or len(last.options) != 2 or last.options[1]:
        return False
    if not last.options[0] or last.options[0][0].op != CHALLENGE:
        return False
    mark = len(reader.effects)
    reader.last = last.on
    rest = match["rest"]
    if not reader.sentence(rest[0].upper() + rest[1:]):
        return False
    added = reader.effects[mark:]
    if not added or any(type(e) is not Effect or e.on not in (last.on, SELF, HOST) for e in added):
        return False
    del reader.effects[mark - 1 :]
    reader.effects.append(
        Either(
            EITHER,
            last.on,
            options=(last.options[0], tuple(added)),
            labels=last.labels,
            requires=last.requires,
            by_controller=True,
        )
    )
    return True


_THIS = r"this (?:card|Strategy|Item|Spell|Ring)"


@phrasing(rf"^Give {_THIS} (?P<n>[+-]\d+) ?(?:Focus Value|FV)$")
def focus_value_bonus(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.in_duel and reader.add(FOCUS_VALUE, SELF, amount=int(match["n"]), what="add")


@phrasing(
    rf"^(?P<verb>Raise|Increase|Set) (?:{_THIS}'s Focus Value|the Focus Value of {_THIS}) to "
    r"(?P<n>\d+)$"
)
def focus_value_to(reader: "Reader", match: re.Match[str]) -> bool:
    how = "set" if match["verb"] == "Set" else "raise"
    return reader.in_duel and reader.add(FOCUS_VALUE, SELF, amount=int(match["n"]), what=how)


@phrasing(
    r"^(?:[Mm]ake (?P<obj>an?(?P<other> other)? target player) )?(?P<verb>[Gg]ain|[Ll]ose)s? Honor "
    r"equal to (?:(?P<half>half) )?(?:its|the discarded card's|the) Focus Value"
    r"(?: of the discard(?:ed card)?)?(?P<up>, rounded up)?$"
)
def discarded_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """Only after a card discarded as the action's cost, which "its" names."""
    if not any(e.op == DISCARD_COST for e in reader.effects):
        return False
    if match["half"] and not match["up"]:
        return False
    amount = 1 if match["verb"].lower() == "gain" else -1
    how = "half" if match["half"] else ""
    if match["obj"] is None:
        return reader.add(DISCARDED_HONOR, PLAYER, amount=amount, what=how)
    if len(reader.targets) >= MAX_TARGETS:
        return False
    side = tg.OTHERS if match["other"] else tg.ANY
    reader.targets.append(tg.Target(side=side, kinds=(tg.PLAYER_KIND,), text=match["obj"]))
    reader.last = on = len(reader.targets) - 1
    return reader.add(DISCARDED_HONOR_OF, on, amount=amount, what=how)
