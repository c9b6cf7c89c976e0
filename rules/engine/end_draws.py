"""Cards drawn at the end of the turn beyond the rulebook's one («Конец хода» — End of the
Turn: the player draws a card, then discards down to his hand size).

- "After this Follower enters play from your hand, you may draw a card when this turn
  ends." ("Ashigaru Spearmen"), "... you may draw an additional card when this turn ends."
  ("Ashigaru Archers"): a triggered trait whose effect (END_DRAW) leaves the player a draw
  he may take as his turn ends; kept among what was done this turn (`State.used`,
  "end_draw:<seat>"), so a saved game keeps it and the turn's end forgets it.
- "Before you draw cards at the end of your turn, draw a card." ("Isawa Shunryu, the
  Infinite Eye"): while the card is in play, its controller draws one more card at the end
  of each of his turns, before the rulebook's draw.
- "You may draw a card when your turn ends." ("Isawa Shunryu, Master of the Void"): the
  same, if he wants it.

The draws a player may take are offered by the End step (`phases.End`) before he discards
down to his hand size: take one (`Option` 1) or pass (no more).
"""

import re

from rules.engine import ops
from rules.engine.cards import CardDef
from rules.engine.effects import APPLY, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, Player, State, in_play_ids

END_DRAW = "end_draw"
_KEY = "end_draw:"

_BEFORE = re.compile(
    r"^Before you draw cards? at the end of your turn, draw (?P<n>a|one|two) cards?\.?$"
)
_WHEN = re.compile(r"^You may draw (?P<n>a|one|two) cards? when your turn ends\.?$")
_COUNTS = {"a": 1, "one": 1, "two": 2}


def reads(sentence: str, defn: CardDef) -> bool:
    """Whether a sentence of a trait is one read here."""
    return bool(_BEFORE.match(sentence) or _WHEN.match(sentence))


# By the CardDef's identity (as `rules.engine.traits` does): (forced, optional) draws.
_CACHE: dict[int, tuple[CardDef, tuple[int, int]]] = {}


def _draws(defn: CardDef) -> tuple[int, int]:
    found = _CACHE.get(id(defn))
    if found is None or found[0] is not defn:
        forced = optional = 0
        for line in defn.text_plain.splitlines():
            for sentence in re.split(r"(?<=\.)\s+", line.strip()):
                if match := _BEFORE.match(sentence):
                    forced += _COUNTS[match["n"]]
                elif match := _WHEN.match(sentence):
                    optional += _COUNTS[match["n"]]
        found = _CACHE[id(defn)] = (defn, (forced, optional))
    return found[1]


def _in_play(state: State, player: Player) -> list[Card]:
    return [state.cards[iid] for iid in in_play_ids(state, player)]


def draw_before(state: State, player: Player) -> None:
    """The cards drawn before the rulebook's draw at the end of the player's turn."""
    for card in _in_play(state, player):
        forced = _draws(card.defn)[0]
        if forced and card.controller == player.seat:
            drawn = sum(1 for _ in range(forced) if ops.draw(state, player) is not None)
            if drawn:
                state.note(f"{player.name} draws {drawn} more ({card.defn.title})")


def optional(state: State, player: Player) -> int:
    """How many cards the player may still draw as his turn ends."""
    traits = sum(
        _draws(card.defn)[1] for card in _in_play(state, player) if card.controller == player.seat
    )
    return traits + state.used.count(f"{_KEY}{player.seat}")


def draw_one(state: State, player: Player) -> None:
    if ops.draw(state, player) is not None:
        state.note(f"{player.name} draws a card as the turn ends")


@builds(END_DRAW, player=True)
def _end_draw_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    return [{"event": END_DRAW, "seat": seat, "count": effect.amount, "by": seat}]


def _end_draw(state: State, event: Event) -> None:
    seat = event["seat"]
    state.used.extend([f"{_KEY}{seat}"] * event["count"])
    count = event["count"]
    cards = "a card" if count == 1 else f"{count} cards"
    state.note(f"{state.players[seat].name} may draw {cards} when this turn ends")


APPLY[END_DRAW] = _end_draw
