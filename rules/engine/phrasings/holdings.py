"""Gold Production phrasings («Бонусы и штрафы» (Bonuses and Penalties): a value changed
by cards, for the turn unless the card says how long):

- Give one or two target Gold-producing Holdings +1 Gold Production each ("Expanding the
  Gardens"): a target and a second, optional one
- Give your target Farm Holding +2GP ("Millet Farm"), Give his target Holding -2GP
  ("Contested Market"), Give a target non-Stronghold Port +2 Gold Production ("Sailors")

A Holding's Gold Production changed this way changes every way it produces Gold
(`rules.engine.payment`); «Глоссарий» (Glossary): a Gold-producing Holding is one
that can produce Gold (`payment.gold_producing`).
"""

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rules.engine import ops
from rules.engine import targets as tg
from rules.engine.cards import HOLDING
from rules.engine.effects import LASTING, PLAYER, SELF, Effect, builds, lasting_text
from rules.engine.events import APPLY, Event
from rules.engine.payment import GOLD_PRODUCTION
from rules.engine.phrasings import phrasing
from rules.engine.state import Card, State

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

# `amount`: the change to the card's Gold Production.
GIVE_GOLD_PRODUCTION = "give_gold_production"
LASTING.add(GIVE_GOLD_PRODUCTION)


@builds(GIVE_GOLD_PRODUCTION)
def _gold_production_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    event = {"event": GIVE_GOLD_PRODUCTION, "card": card.iid, "amount": effect.amount}
    return [event | {"lasts": lasts, "by": seat}]


def _give_gold_production(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append(["bonus", GOLD_PRODUCTION, event["amount"], lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"{card.defn.title} has {event['amount']:+d} Gold Production{when}")


APPLY[GIVE_GOLD_PRODUCTION] = _give_gold_production

_GP = r"(?P<n>[+-]\d+) ?(?:GP|Gold Production)"
_SELF = frozenset({"this holding", "this card"})
_PRONOUNS = frozenset({"it", "them"})
# Whose cards a group is ("your non-Unique Holdings", "all other players' non-Unique
# Holdings", "All non-Unique Holdings"): the words a target of the same cards begins with.
_WHOSE = (
    ("all other players' ", "another player's target"),
    ("other players' ", "another player's target"),
    ("all your ", "your target"),
    ("your ", "your target"),
    ("all ", "a target"),
)


def _to_group(reader: "Reader", phrase: str, amount: int) -> bool:
    """Each card in play a plural description names, as the action resolves (none
    targeted): "your non-Unique Holdings", "All non-Unique Holdings"."""
    from rules.engine.effects_scripted import EACH, Each
    from rules.engine.phrasings.events import group

    lower = phrase.lower()
    copies = re.match(r"^(?:all )?your copies of (?P<title>[A-Z].+)$", phrase)
    if copies is not None:
        # "all your copies of Jade Works": the player's Holdings of that title.
        found: tg.Target | None = tg.Target(
            side=tg.YOURS,
            kinds=(HOLDING,),
            traits=(tg.TITLE + copies["title"],),
            text=f"your copies of {copies['title']}",
        )
        then = Effect(GIVE_GOLD_PRODUCTION, amount=amount)
        reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
        return True
    for words, whose in _WHOSE:
        if lower.startswith(words):
            found = group(phrase[len(words) :], whose)
            break
    else:
        return False
    if found is None or not _holdings(found):
        return False
    then = Effect(GIVE_GOLD_PRODUCTION, amount=amount)
    reader.effects.append(Each(EACH, PLAYER, group=found, then=then))
    return True


@phrasing(
    r"^(?P<group>(?:All|Your|All your|All other players') .+?) produce (?P<n>\d+) "
    r"(?P<dir>less|more|additional) Gold$"
)
def group_produces(reader: "Reader", match: re.Match[str]) -> bool:
    """ "All non-Unique Holdings produce 1 less Gold" (Trade Embargo): their Gold Production
    changed."""
    amount = int(match["n"]) * (-1 if match["dir"] == "less" else 1)
    return _to_group(reader, match["group"], amount)


@phrasing(rf"^Give {_GP} to (?P<obj>.+?)$")
def gold_production_to(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give +1 Gold Production to all your copies of Jade Works"."""
    obj = match["obj"]
    if "target" in obj.split():
        return False
    return _to_group(reader, obj, int(match["n"]))


@phrasing(rf"^Give (?P<obj>.+?) {_GP}(?P<each> each)?$")
def gold_production(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Give your target Farm Holding +2GP", "Give one or two target Gold-producing
    Holdings +1 Gold Production each"."""
    amount = int(match["n"])
    obj = match["obj"]
    two = re.match(r"^one or two target (?P<what>.+?)s$", obj)
    if two is not None:
        if not match["each"]:
            return False
        phrase = f"a target {two['what']}"
        first = reader.obj(phrase)
        if first is None or first < 0 or not _holdings(reader.targets[first]):
            return False
        second = reader.obj(phrase)
        if second is None or second == first:
            return False
        # The second is the player's choice: "one or two" (distinct cards, `targets`).
        reader.targets[second] = replace(reader.targets[second], optional=True)
        reader.add(GIVE_GOLD_PRODUCTION, first, amount=amount)
        return reader.add(GIVE_GOLD_PRODUCTION, second, amount=amount)
    if match["each"]:
        return False
    if "target" not in obj.split() and obj.lower() not in _SELF | _PRONOUNS:
        return _to_group(reader, obj, amount)
    on = reader.obj(obj)
    if on == SELF:
        # "Give this Holding +1GP".
        return reader.defn.type == HOLDING and reader.add(GIVE_GOLD_PRODUCTION, on, amount=amount)
    if on is None or on < 0 or not _holdings(reader.targets[on]):
        return False
    return reader.add(GIVE_GOLD_PRODUCTION, on, amount=amount)


def _holdings(target: tg.Target) -> bool:
    """Gold Production is a Holding's stat."""
    return target.kinds == (HOLDING,)


@phrasing(
    r"^(?P<cost>Destroy this (?:Holding|card|Follower|Item|Region|Spell|Fortification))"
    r"(?: to |: )(?P<rest>.+)$"
)
def destroy_to(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Destroy this Holding to bow a target Shadowlands card.", "Destroy this Holding: ...":
    the card is destroyed, then the rest is done (as "Destroy this Follower to negate the
    destruction" is read, `phrasings.core`)."""
    rest = match["rest"]
    mark = len(reader.effects)
    if not reader.sentence(match["cost"]) or len(reader.effects) != mark + 1:
        return False
    return reader.sentence(rest[0].upper() + rest[1:])


# "Increase Honor gains from its abilities by 1": kept among the Holding's modifiers; the
# Honor its abilities (and its Gold production) gain is raised by it (`effects`,
# `payment`). `amount`: the increase.
HONOR_GAINS = "honor gains"
MORE_HONOR = "more_honor"
LASTING.add(MORE_HONOR)


@builds(MORE_HONOR)
def _more_honor_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    event = {"event": MORE_HONOR, "card": card.iid, "amount": effect.amount}
    return [event | {"lasts": lasts, "by": seat}]


def _more_honor(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    lasts = event.get("lasts", "turn")
    card.mods.append(["bonus", HONOR_GAINS, event["amount"], lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f"Honor gains from {card.defn.title}'s abilities are {event['amount']} higher{when}")


APPLY[MORE_HONOR] = _more_honor


def honor_gain_bonus(card: Card) -> int:
    """How much more Honor a card's abilities gain now."""
    return sum(mod[2] for mod in card.mods if mod[1] == HONOR_GAINS) if card.mods else 0


@phrasing(
    r"^[Ii]ncrease Honor gains from (?P<obj>its|his|her|this Holding's|this card's) "
    r"abilities by (?P<n>\d+)$"
)
def more_honor(reader: "Reader", match: re.Match[str]) -> bool:
    """ "increase Honor gains from its abilities by 1" (on a Holding)."""
    pronoun = match["obj"] in ("its", "his", "her")
    on = reader.last if pronoun else reader.obj(match["obj"].removesuffix("'s"))
    if on is None or (on >= 0 and not _holdings(reader.targets[on])):
        return False
    if on == SELF and reader.defn.type != HOLDING:
        return False
    return reader.add(MORE_HONOR, on, amount=int(match["n"]))


@phrasing(r"^Either (?P<first>.+?), or (?P<second>[a-z].+)$")
def either(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Either give it +1 Gold Production, or increase Honor gains from its abilities by
    1": the acting player chooses one as the effect resolves; each is on the cards already
    named (no new target)."""
    from rules.engine.effects_choice import EITHER, EITHER_PLAYER, Either

    options = []
    targets = len(reader.targets)
    mark = len(reader.effects)
    for text in (match["first"], match["second"]):
        if not reader.sentence(text[0].upper() + text[1:]) or len(reader.targets) != targets:
            return False
        options.append(tuple(reader.effects[mark:]))
        del reader.effects[mark:]
    ons = {effect.on for option in options for effect in option}
    if len(ons) != 1 or not all(options):
        return False
    (on,) = ons
    labels = (match["first"], match["second"])
    op = EITHER_PLAYER if on == PLAYER else EITHER
    reader.effects.append(Either(op, on, options=tuple(options), labels=labels))
    return True
