"""What an action with a cost of any amount of Gold (":gstar:", `rules.engine.variable_cost`)
does with "the amount paid" (with examples from the pool):

- "Ranged Attack with strength equal to the amount you paid minus two." (Deliberations): a
  Ranged Attack at an enemy Follower or Personality without Followers («Атака с расстояния»)
  of that strength (never below 0)
- "Destroy a target enemy Follower or Weapon with Force less than or equal to the amount of
  Gold paid plus 2" (Suffer the Consequences), "Destroy a target attachment with Gold Cost
  less than or equal to the amount of Gold paid, plus 3 if you control a Yojimbo" (Provoked
  Violence), "Move home a target Personality with Chi less than or equal to the amount paid"
  (Persuasive Tactics): the target's stat compared with the amount, when targets are chosen
  (as the action is announced, «Выбор цели» — after the player says how much he pays)
- "Destroy a target attachment with Gold Cost less than or equal to the amount paid, or the
  amount paid plus three if the target is an Item" (Your True Nature)
- "Target an attachment with Gold Cost equal to or lower than the amount paid." (Unsettling
  Gathering)
- "Transfer it to any player's target Personality (this may change control of the
  attachment)": the attachment targeted moves to that Personality, if he may take it; its
  controller becomes his («Солдаты, предметы, заклинания и предки»)

Read only on a card whose text has such a cost.
"""

import re
from typing import TYPE_CHECKING

from rules.engine import effects as fx
from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.cards import ATTACHMENT_TYPES, ITEM, PERSONALITY
from rules.engine.continuous import has_keyword
from rules.engine.effects import Effect, builds
from rules.engine.effects_battle import RANGED_ATTACK, RANGED_SHIELD
from rules.engine.effects_choice import TRANSFER
from rules.engine.events import Event
from rules.engine.phrasings import number, phrasing
from rules.engine.state import Card, State
from rules.engine.variable_cost import STAR, paid

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

# A Ranged Attack whose strength is the amount paid plus `amount` (negative: minus).
PAID_RANGED = "paid_ranged"

_RANGED_TARGET = "a target enemy Follower or Personality without Followers"
_AMOUNT = r"the amount (?:of Gold )?(?:you )?paid"
_OFFSET = r"(?: (?P<sign>minus|plus) (?P<n>\w+))?"


def _star(reader: "Reader") -> bool:
    return STAR in reader.defn.text_plain


def _offset(match: re.Match[str]) -> int | None:
    if not match["n"]:
        return 0
    try:
        n = number(match["n"])
    except KeyError:
        return None
    return -n if match["sign"] == "minus" else n


@builds(PAID_RANGED)
def _paid_ranged_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [
        {
            "event": RANGED_ATTACK,
            "card": card.iid,
            "strength": max(0, paid() + effect.amount),
            "source": source.iid,
            "by": seat,
        }
    ]


@phrasing(rf"^(?:[Mm]ake a )?Ranged Attack with strength equal to {_AMOUNT}{_OFFSET}$")
def paid_ranged(reader: "Reader", match: re.Match[str]) -> bool:
    offset = _offset(match)
    if not _star(reader) or offset is None:
        return False
    on = reader.obj(_RANGED_TARGET)
    if on is None:
        return False
    target = reader.targets[on]
    reader.targets[on] = tg.Target(
        **{
            **{f: getattr(target, f) for f in target.__dataclass_fields__},
            "conditions": (*target.conditions, RANGED_SHIELD),
        }
    )
    return reader.add(PAID_RANGED, on, amount=offset)


_STATS = {"force": "force", "chi": "chi", "gold cost": "cost"}


def _value(state: State, card: Card, stat: str) -> int:
    if stat == "force":
        return stats.force(state, card)
    if stat == "chi":
        return stats.chi(state, card)
    return card.defn.cost


def _controls(state: State, seat: int, keyword: str) -> bool:
    from rules.engine.state import in_play_ids

    player = state.players[seat]
    return any(
        state.cards[iid].controller == seat
        and state.cards[iid].defn.type == PERSONALITY
        and has_keyword(state, state.cards[iid], keyword)
        for iid in in_play_ids(state, player)
    )


def _condition(stat: str, offset: int, control: str) -> tuple[str, str, int]:
    """A target condition: the target's `stat` at most the amount paid plus `offset`, plus 3
    more if the acting player controls a `control` Personality."""
    name = f"paid:{stat}:{offset}:{control}"
    if name not in tg.SOURCE_CONDITIONS:

        def holds(state: State, card: Card, source: Card) -> bool:
            most = paid() + offset
            if control and _controls(state, source.controller, control):
                most += 3
            return _value(state, card, stat) <= most

        tg.SOURCE_CONDITIONS[name] = holds
    return name, "is", 0


_WEAPON = "follower_or_weapon"
tg.CONDITIONS[_WEAPON] = lambda state, card: (
    card.defn.type != ITEM or has_keyword(state, card, "Weapon")
)

_COMPARED = (
    r"with (?P<stat>Force|Chi|Gold Cost) (?:less than or equal to|equal to or (?:lower|less) "
    rf"than) {_AMOUNT}(?:,? (?P<sign>plus|minus) (?P<n>\w+))?"
    r"(?P<control_text> if you control an? (?P<control>Yojimbo))?"
)


def _bounded(reader: "Reader", before: int, match: re.Match[str]) -> bool:
    """The single target the sentence named is limited by the amount paid."""
    offset = _offset(match)
    if offset is None or len(reader.targets) != before + 1:
        return False
    # ", plus 3 if you control a Yojimbo": the comma sets the condition's part apart.
    comma = ", plus" in match[0] or ", minus" in match[0]
    if (match["control"] and offset != 3) or (comma and not match["control"]):
        return False
    stat = _STATS[match["stat"].lower()]
    extra = 0 if match["control"] else offset
    target = reader.targets[before]
    reader.targets[before] = tg.Target(
        **{
            **{f: getattr(target, f) for f in target.__dataclass_fields__},
            "conditions": (*target.conditions, _condition(stat, extra, match["control"] or "")),
        }
    )
    return True


@phrasing(rf"^(?P<verb>Destroy|Bow|Move home|Dishonor) (?P<target>a target [^,]+?) {_COMPARED}$")
def paid_bounded(reader: "Reader", match: re.Match[str]) -> bool:
    if not _star(reader):
        return False
    before = len(reader.targets)
    target = match["target"]
    weapon = target.endswith(" Follower or Weapon")
    if weapon:
        # "a target enemy Follower or Weapon": a Follower, or an Item that is a Weapon.
        target = target.removesuffix("Weapon") + "Item"
    if not reader.sentence(f"{match['verb']} {target}"):
        return False
    if weapon and len(reader.targets) == before + 1:
        found = reader.targets[before]
        reader.targets[before] = tg.Target(
            **{
                **{f: getattr(found, f) for f in found.__dataclass_fields__},
                "conditions": (*found.conditions, (_WEAPON, "is", 0)),
                "text": match["target"],
            }
        )
    return _bounded(reader, before, match)


def _item_condition(offset: int) -> tuple[str, str, int]:
    """The target's Gold Cost at most the amount paid, or the amount plus `offset` if it is
    an Item."""
    name = f"paid:cost:item:{offset}"
    if name not in tg.SOURCE_CONDITIONS:
        tg.SOURCE_CONDITIONS[name] = lambda state, card, source: (
            card.defn.cost <= paid() + (offset if card.defn.type == ITEM else 0)
        )
    return name, "is", 0


@phrasing(
    rf"^Destroy (?P<target>a target attachment) with Gold Cost less than or equal to {_AMOUNT}, "
    rf"or {_AMOUNT} plus (?P<n>\w+) if the target is an Item$"
)
def paid_or_item(reader: "Reader", match: re.Match[str]) -> bool:
    """ "Destroy a target attachment with Gold Cost less than or equal to the amount paid, or
    the amount paid plus three if the target is an Item" (Your True Nature)."""
    if not _star(reader):
        return False
    try:
        offset = number(match["n"])
    except KeyError:
        return False
    before = len(reader.targets)
    if not reader.sentence(f"Destroy {match['target']}") or len(reader.targets) != before + 1:
        return False
    found = reader.targets[before]
    reader.targets[before] = tg.Target(
        **{
            **{f: getattr(found, f) for f in found.__dataclass_fields__},
            "conditions": (*found.conditions, _item_condition(offset)),
        }
    )
    return True


@phrasing(rf"^Target (?P<target>an? [^,]+?) {_COMPARED}$")
def paid_target(reader: "Reader", match: re.Match[str]) -> bool:
    if not _star(reader):
        return False
    before = len(reader.targets)
    if not reader.new_target(f"a target {match['target'].split(' ', 1)[1]}"):
        return False
    return _bounded(reader, before, match)


@phrasing(
    r"^Transfer (?:it|the attachment) to any player's target Personality"
    r"(?: \(this may change control of the attachment\))?$"
)
def transfer_any(reader: "Reader", match: re.Match[str]) -> bool:
    """The attachment targeted before moves to any player's target Personality."""
    thing = reader.last
    if (
        thing is None
        or thing < 0
        or not set(reader.targets[thing].kinds)
        <= {
            *ATTACHMENT_TYPES,
            "attachment",
        }
    ):
        return False
    before = len(reader.targets)
    if not reader.new_target("a target Personality") or len(reader.targets) != before + 1:
        return False
    return reader.add(TRANSFER, before, amount=thing)


_ = fx
