"""Kata (`rules.engine.effects_zones`, `rules.engine.equip_paid`), with examples from the pool:

- "Discard all your other Kata in play with different titles." (Unchecked Fury): the
  player's other Kata in play, save those titled as this one
- "If this card is in play, <sentence>" on a Kata whose other action puts it into play: its
  abilities are used only there (`cardplay.hand_problem`), so the sentence is read alone
- "Equip a Spell to your target unbowed, opposed Shugenja." with a cost of any amount of
  Gold: the Spell is paid with the amount (`equip_paid`)
"""

import re
from typing import TYPE_CHECKING

from rules.engine import targets as tg
from rules.engine.effects import PLAYER, Effect, builds
from rules.engine.equip_paid import EQUIP_PAID, can_equip
from rules.engine.events import APPLY, Event
from rules.engine.phrasings import phrasing
from rules.engine.state import Card, State
from rules.engine.variable_cost import STAR

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

DISCARD_OTHER_TITLES = "discard_other_titles"


@builds(DISCARD_OTHER_TITLES, player=True)
def _others_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    player = state.players[seat]
    return [
        {"event": "discard_in_play", "card": iid, "by": seat}
        for iid in list(player.home)
        if iid != source.iid
        and state.cards[iid].controller == seat
        and state.cards[iid].defn.has_keyword(effect.what)
        and state.cards[iid].defn.title != source.defn.title
    ]


_ = APPLY


@phrasing(r"^Discard all your other Kata in play with different titles$")
def discard_other_titles(reader: "Reader", match: re.Match[str]) -> bool:
    return reader.add(DISCARD_OTHER_TITLES, PLAYER, what="Kata")


@phrasing(r"^If this card is in play, (?P<rest>.+)$")
def if_in_play(reader: "Reader", match: re.Match[str]) -> bool:
    text = reader.defn.text_plain
    if not reader.defn.has_keyword("Kata") or "Put this Kata into play" not in text:
        return False
    rest = match["rest"]
    return reader.sentence(rest[0].upper() + rest[1:])


@phrasing(r"^Equip a (?P<kind>Spell) to (?P<obj>your target .+)$")
def equip_paid(reader: "Reader", match: re.Match[str]) -> bool:
    if STAR not in reader.defn.text_plain:
        return False
    phrase = match["obj"].replace("unbowed, opposed", "unbowed opposed")
    target = tg.parse_target(phrase)
    if target is None:
        return False
    before = len(reader.targets)
    on = reader.obj(phrase)
    if on is None or on != before:
        return False
    found = reader.targets[on]
    reader.targets[on] = tg.Target(
        **{
            **{f: getattr(found, f) for f in found.__dataclass_fields__},
            "conditions": (*found.conditions, can_equip(match["kind"])),
            "text": match["obj"],
        }
    )
    return reader.add(EQUIP_PAID, on, what=match["kind"])
