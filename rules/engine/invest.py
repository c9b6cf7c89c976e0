"""Invest: an effect bought as a card enters play. The keyword is not in the Gold rulebook;
its rule is the reminder text the cards print with it: "Invest :g4:: Give Gojiro two +1F
tokens. (After this card enters play, you may also pay the Invest cost to get the effect,
once.)". The older reminder, "Increase the Gold Cost by the Invest cost to get the effect,
once.", pays it with the card's own cost; the engine offers it as the later reminder reads,
after the card enters play, as a payment of its own (Gold left over from bringing the card
into play is not kept for it).

A card brought into play (a Personality, a Follower, an Item, a Spell, a Holding) with an
Invest line gets a Reaction to its own entering play: its controller may pay the Invest
Gold, through the same payments as any cost (`rules.engine.payment`), for the effect,
compiled as an action's (`rules.engine.compiler`); once, as a Reaction is used once per
occurrence of its moment (`rules.engine.reactions`). A Strategy's Invest is paid as it is
played: not read here, it stays with the player. A cost the text lowers ("Invest :g5:, or
:g3: if ...") is not read either.
"""

import re

from rules.engine.cards import STRATEGY, CardDef
from rules.engine.triggers import ENTERED, REACTION, SELF, Trigger

_INVEST = re.compile(r"^Invest :g(?P<gold>\d+):: (?P<body>.+)$")
# The reminder, in its printed variants.
_REMINDER = re.compile(
    r"\s*\((?:After this card enters play, you may also pay the Invest cost to get the "
    r"effects?, once|Increase the Gold Cost by the Invest cost to get the effect, once|Upon "
    r"being played, permanently increase the Gold Cost by the Invest cost to get the effect)"
    r"\.\)\s*$"
)
TRIGGER = Trigger(ENTERED, REACTION, who=SELF)


def invest_ability(defn: CardDef, line: str, index: int):  # type: ignore[no-untyped-def]
    """The Reaction an Invest line gives its card (an `abilities.Ability`), or None when it
    is not read whole."""
    from rules.engine.abilities import AUTO, Ability, _compiled
    from rules.engine.compiler import compile_body

    match = _INVEST.match(line.strip())
    if match is None or defn.type == STRATEGY:
        return None
    body = _REMINDER.sub("", match["body"]).strip()
    if "(" in body:
        return None
    found = _compiled(compile_body(defn, body))
    if found["effect"] != AUTO or any(
        found.get(key) for key in ("bow", "bow_host", "bow_targets", "repeatable", "limit")
    ):
        return None
    if found.get("performer", -1) >= 0:
        return None
    return Ability(
        timing=REACTION,
        bow=False,
        effect=AUTO,
        text=line,
        index=index,
        timings=(REACTION,),
        body=body,
        gold_cost=int(match["gold"]),
        targets=found["targets"],  # type: ignore[arg-type]
        effects=found["effects"],  # type: ignore[arg-type]
        trigger=TRIGGER,
    )
