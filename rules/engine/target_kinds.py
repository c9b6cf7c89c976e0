"""Targets described by what they carry or can do (`targets.parse_target`, «Выбор цели»):

- "with no Items or Followers" (Sodegarami): a Personality with neither attached
- "with a Fear ability" (Shahai's Fan): a card with a Fear action printed on it (or a
  Personality with one on an attachment — a Follower's or Item's Fear is the card's own)
- "with one or more Ancestors attached" (Voice of the Shiryo): a Personality with an Ancestor
"""

from rules.engine import targets as tg
from rules.engine.abilities import abilities
from rules.engine.cards import ANCESTOR, FOLLOWER, ITEM
from rules.engine.keywords import FEAR
from rules.engine.state import Card, State

NO_ITEMS_OR_FOLLOWERS = "no_items_or_followers"
FEAR_ABILITY = "fear_ability"
ANCESTORS = "ancestors_attached"


def _bare(state: State, card: Card) -> bool:
    return not any(state.cards[iid].defn.type in (ITEM, FOLLOWER) for iid in card.attachments)


def _fear(state: State, card: Card) -> bool:
    return any(ability.effect == FEAR for ability in abilities(card.defn))


def _ancestors(state: State, card: Card) -> bool:
    return any(state.cards[iid].defn.type == ANCESTOR for iid in card.attachments)


_PARTS = {
    "with no items or followers": NO_ITEMS_OR_FOLLOWERS,
    "without items or followers": NO_ITEMS_OR_FOLLOWERS,
    "with a fear ability": FEAR_ABILITY,
    "with one or more ancestors attached": ANCESTORS,
    "with an ancestor attached": ANCESTORS,
}


def condition(part: str) -> tuple[str, str, int] | None:
    name = _PARTS.get(part.lower())
    return None if name is None else (name, "is", 0)


tg.CONDITIONS[NO_ITEMS_OR_FOLLOWERS] = _bare
tg.CONDITIONS[FEAR_ABILITY] = _fear
tg.CONDITIONS[ANCESTORS] = _ancestors
