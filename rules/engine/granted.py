"""Actions a card is given by another card's effect («Способности и надписи» — Abilities and
Traits; «Стоимость и эффекты» — Costs and Effects: "«Постоянно» — слово, заменяющее
выражение «до конца игры»"):

- "Permanently give him -1F and the ability, "Battle: Bow this Personality and target an
  enemy Shadowlands card: Bow it."" ("Rising Sun Tattoo")
- "Permanently give them -1C and the ability, "Repeatable Battle, :bow:: Ranged 4 Attack.""
  ("Wasp Tattoo")

The given text is kept among the card's modifiers (`Card.mods`: ["ability", <text>, 0,
<lasts>]), so a saved game keeps it and it ends as the effect's duration does, or when the
card leaves play. It is read as if printed on the card (its "this Personality" is he), and
its actions are offered with the card's own, numbered from GIVEN_INDEX on so that a printed
action's number never changes. Only a text the engine reads whole, of actions (no Reaction,
no trait), is given: anything else leaves the giving card's action to the player.
"""

import re
import zlib
from dataclasses import replace

from rules.engine.abilities import MANUAL, Ability, abilities, actions_of
from rules.engine.cards import PERSONALITY, CardDef
from rules.engine.effects import APPLY, LASTING, Effect, builds
from rules.engine.events import Event
from rules.engine.state import Card, State

GIVE_ABILITY = "give_ability"
LASTING.add(GIVE_ABILITY)
# A card's modifier holding an ability given to it.
ABILITY_MOD = "ability"
GIVEN_INDEX = 1000
_TRIGGERED = frozenset({"reaction", "interrupt"})


def readable(text: str) -> bool:
    """Whether `text`, given to a Personality, is actions the engine plays whole."""
    if "\n" in text or '"' in text:
        return False
    probe = CardDef(key="given ability", title="Given Ability", type=PERSONALITY, text_plain=text)
    found = abilities(probe)
    return bool(found) and all(
        a.is_action and a.effect != MANUAL and not _TRIGGERED.intersection(a.timings) for a in found
    )


# By the giving text and the CardDef's identity: the actions given, numbered.
_CACHE: dict[tuple[int, str], tuple[CardDef, tuple[Ability, ...]]] = {}


def _given(defn: CardDef, text: str) -> tuple[Ability, ...]:
    key = (id(defn), text)
    found = _CACHE.get(key)
    if found is None or found[0] is not defn:
        # A number of its own for each text, the same in every game and every replay.
        base = GIVEN_INDEX + (zlib.crc32(text.encode()) % 100_000) * 10
        as_printed = replace(defn, text_plain=text)
        given = tuple(replace(a, index=base + a.index) for a in actions_of(as_printed))
        found = _CACHE[key] = (defn, given)
    return found[1]


def actions(card: Card) -> tuple[Ability, ...]:
    """The card's actions: printed, then given (asked for every card on every decision, so
    a card with no modifiers is answered at once)."""
    printed = actions_of(card.defn)
    if not card.mods:
        return printed
    texts = [mod[1] for mod in card.mods if mod[0] == ABILITY_MOD]
    if not texts:
        return printed
    out = list(printed)
    for text in dict.fromkeys(texts):
        out.extend(_given(card.defn, text))
    return tuple(out)


@builds(GIVE_ABILITY)
def _give_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    from rules.engine import ops

    assert card is not None
    lasts = ops.lasting(effect.lasts, seat)
    return [{"event": GIVE_ABILITY, "card": card.iid, "text": effect.what, "lasts": lasts}]


def _give(state: State, event: Event) -> None:
    from rules.engine.effects_stats import lasting_text

    card = state.cards[event["card"]]
    if not card.in_play:
        return
    lasts = event.get("lasts", "turn")
    card.mods.append([ABILITY_MOD, event["text"], 0, lasts])
    when = lasting_text(state, lasts) or " this turn"
    state.note(f'{card.defn.title} has the ability "{event["text"]}"{when}')


APPLY[GIVE_ABILITY] = _give


_QUOTED = re.compile(r'^"(?P<text>[^"]+?)\.?"$')


def quoted(text: str) -> str | None:
    """The ability a quotation gives, without its quotation marks ("Battle: Bow it.")."""
    match = _QUOTED.match(text.strip())
    return f"{match['text']}." if match else None
