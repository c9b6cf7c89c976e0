"""Tokens with a name ("Give a +1F/+1C Training token to a target Personality with no printed
abilities and no Training tokens.", The Topaz Dojo), and what targets say of printed text.

- NAMED_TOKEN: `amount` tokens of `force`/`chi` (`effects.TOKEN`), each marked as a `what`
  token on the card while it stays in play (a "mark" modifier, `ops`), so that "no Training
  tokens" can be asked.
- Target conditions: "no_token:<name>" (the card has no token of that name),
  NO_PRINTED_ABILITIES (its printed text has no ability: nothing but reminder text in
  parentheses, which restates a keyword's rule; «Способности и надписи» (Abilities and
  Keywords): keywords are not abilities).
"""

import re

from rules.engine import effects
from rules.engine import targets as tg
from rules.engine.cards import CardDef
from rules.engine.effects import TOKEN, Effect, builds
from rules.engine.events import APPLY, Event
from rules.engine.state import Card, State

NAMED_TOKEN = "named_token"
NO_PRINTED_ABILITIES = "no_printed_abilities"
_MARK = "token:"
_REMINDER = re.compile(r"\([^()]*\)")


def marked(card: Card, name: str) -> int:
    """How many `name` tokens the card carries."""
    key = _MARK + name
    return sum(mod[2] for mod in card.mods if mod[0] == "mark" and mod[1] == key)


def no_token(name: str) -> tuple[str, str, int]:
    """A target condition: no `name` token on the card."""
    key = f"no_token:{name}"
    tg.CONDITIONS.setdefault(key, lambda state, card: not marked(card, name))
    return key, "is", 0


_PRINTED: dict[int, tuple[CardDef, bool]] = {}


def printed_abilities(defn: CardDef) -> bool:
    found = _PRINTED.get(id(defn))
    if found is None or found[0] is not defn:
        found = _PRINTED[id(defn)] = (defn, bool(_REMINDER.sub("", defn.text_plain).strip()))
    return found[1]


tg.CONDITIONS[NO_PRINTED_ABILITIES] = lambda state, card: not printed_abilities(card.defn)


@builds(NAMED_TOKEN)
def _named_token_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    token = effects.BUILDERS[TOKEN](
        state, seat, source, Effect(TOKEN, effect.on, effect.force, effect.chi, effect.amount), card
    )
    return [
        *token,
        {
            "event": NAMED_TOKEN,
            "card": card.iid,
            "what": effect.what,
            "count": max(1, effect.amount),
            "by": seat,
        },
    ]


def _named_token(state: State, event: Event) -> None:
    card = state.cards[event["card"]]
    if card.in_play:
        card.mods.append(["mark", _MARK + event["what"], event["count"], "play"])


APPLY[NAMED_TOKEN] = _named_token
