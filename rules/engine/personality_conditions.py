"""Conditions the hand-written records of Personalities (`rules.engine.scripts`) put an
effect under, checked as the effect resolves («Стоимость и эффекты»), registered in
`effects_scripted.CONDITIONS`; and conditions their targets must meet, compared with the
card whose ability it is (`targets.SOURCE_CONDITIONS`); a Personality given an effect once
per game from the card (Kitsu Juri).
"""

from rules.engine import battlefield as bf
from rules.engine import stats
from rules.engine import targets as tg
from rules.engine.cards import ANCESTOR
from rules.engine.continuous import is_trait
from rules.engine.effects import Effect, builds
from rules.engine.effects_scripted import CONDITIONS
from rules.engine.events import APPLY, Event
from rules.engine.restrictions import has_trait
from rules.engine.state import Card, State


def _attacking_richer(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "If Seishiro is attacking and the Defender has lower Family Honor than you"."""
    attack = state.attack
    if card is None or attack is None or bf.location(state, card) is None:
        return False
    if bf.side_of(state, card.controller) != bf.ATTACKER:
        return False
    return state.players[attack["defender"]].honor < state.players[seat].honor


ATTACKING_RICHER = "attacking_defender_lower_honor"
CONDITIONS[ATTACKING_RICHER] = _attacking_richer


def _on_other_crab(state: State, card: Card, source: Card) -> bool:
    """ "a Follower attached to another of your Crab Clan Personalities" (Hida Kagore)."""
    if card.host is None or card.host == source.iid:
        return False
    host = state.cards[card.host]
    return host.controller == source.controller and has_trait(host.defn, "Crab Clan")


ON_OTHER_CRAB = "on_other_crab"
tg.SOURCE_CONDITIONS[ON_OTHER_CRAB] = _on_other_crab


def _printed_shadowlands_of_non_horde(state: State, card: Card) -> bool:
    """ "a target card with the printed Shadowlands keyword controlled by a non-Shadowlands
    Horde player" (Kuni Rihito): printed, not given; a Shadowlands Horde player is one of
    the Shadowlands faction («Фракционная принадлежность»)."""
    return has_trait(card.defn, "Shadowlands") and (
        "Shadowlands" not in state.players[card.controller].clans
    )


PRINTED_SHADOWLANDS_OF_NON_HORDE = "printed_shadowlands_of_non_horde"
tg.CONDITIONS[PRINTED_SHADOWLANDS_OF_NON_HORDE] = _printed_shadowlands_of_non_horde


# "Once per game per Personality, permanently give +2F/+2C to a target Personality with an
# attached Ancestor or who is opposed" (Kitsu Juri): each Personality once per game from
# the card, remembered for the game (`State.used_game`) as the effect resolves.
_ONCE_EACH = "once_each:"
ONCE_EACH_NOT_YET = "once_each_not_yet"
ONCE_EACH_MARK = "once_each_mark"


def _not_yet(state: State, card: Card, source: Card) -> bool:
    return f"{_ONCE_EACH}{source.iid}:{card.iid}" not in state.used_game


def _ancestor_or_opposed(state: State, card: Card) -> bool:
    if any(state.cards[iid].defn.type == ANCESTOR for iid in card.attachments):
        return True
    return tg._state_ok(state, card.controller, card, "opposed")


ANCESTOR_OR_OPPOSED = "ancestor_or_opposed"
tg.SOURCE_CONDITIONS[ONCE_EACH_NOT_YET] = _not_yet
tg.CONDITIONS[ANCESTOR_OR_OPPOSED] = _ancestor_or_opposed


@builds(ONCE_EACH_MARK)
def _mark_events(
    state: State, seat: int, source: Card, effect: Effect, card: Card | None
) -> list[Event]:
    assert card is not None
    return [{"event": ONCE_EACH_MARK, "card": card.iid, "source": source.iid, "by": seat}]


def _mark(state: State, event: Event) -> None:
    state.used_game.append(f"{_ONCE_EACH}{event['source']}:{event['card']}")


APPLY[ONCE_EACH_MARK] = _mark


def _opposing_cards(state: State, source: Card) -> list[Card]:
    """The enemy Personalities and Followers at the current battlefield, the card being in
    the battle there («Противостоящие»)."""
    if not bf.in_battle(state, source):
        return []
    side = bf.side_of(state, source.controller)
    units = bf.units_at(state, bf.current(state))  # type: ignore[arg-type]
    return [
        card
        for unit in units
        if bf.side_of(state, unit.controller) not in (None, side)
        for card in (unit, *bf.followers(state, unit))
    ]


def _few_shadowlands(state: State, seat: int, source: Card, card: Card | None) -> bool:
    """ "If there are fewer Shadowlands cards opposing Okakura than his Chi"."""
    found = [c for c in _opposing_cards(state, source) if is_trait(state, c, "Shadowlands")]
    return bool(found) and len(found) < stats.chi(state, source)


FEW_SHADOWLANDS = "few_shadowlands_opposing"
CONDITIONS[FEW_SHADOWLANDS] = _few_shadowlands
