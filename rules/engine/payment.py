"""Paying Gold costs («Стоимость и эффекты»).

Gold exists only to pay a cost: bow gold producers (the Stronghold and cards with a
"Produce N Gold" ability) when a cost is paid. One producer pays one cost only, several may
be bowed together, and whatever they produce beyond the cost is lost. A payment names the
producers; `cheapest` finds the one the built-in lists offer (least Gold wasted, then fewest
cards bowed).
"""

from rules.engine.abilities import gold_ability
from rules.engine.effects_scripted import silenced
from rules.engine.errors import IllegalAction
from rules.engine.ops import bow, change_honor
from rules.engine.state import State, in_play_ids


def producers(state: State, seat: int) -> dict[int, int]:
    """Unbowed gold producers `seat` controls, id -> Gold each would produce now."""
    player = state.players[seat]
    cards = state.cards
    clans = player.clans
    out: dict[int, int] = {}
    stronghold = player.stronghold
    if stronghold is not None and player.stronghold_gold > 0 and not cards[stronghold].bowed:
        out[stronghold] = player.stronghold_gold
    for iid in in_play_ids(state, player):
        card = cards[iid]
        if card.bowed or card.controller != seat or silenced(card):
            continue
        ability = gold_ability(card.defn)
        if ability is not None:
            gold = ability.gold_for(clans)
            if gold > 0:
                out[iid] = gold
    return out


def cheapest(available: dict[int, int], cost: int) -> tuple[int, ...] | None:
    """The payment wasting the least Gold, then bowing the fewest cards, then naming the
    lowest ids; None if the producers cannot reach the cost."""
    if cost <= 0:
        return ()
    if sum(available.values()) < cost:
        return None
    best: dict[int, tuple[int, ...]] = {0: ()}
    for iid in sorted(available, key=lambda i: (-available[i], i)):
        gold = available[iid]
        for total, chosen in list(best.items()):
            if total >= cost:
                continue
            reached = total + gold
            candidate = tuple(sorted((*chosen, iid)))
            known = best.get(reached)
            if known is None or (len(candidate), candidate) < (len(known), known):
                best[reached] = candidate
    total = min(t for t in best if t >= cost)
    return best[total]


# The cheapest payments found, by the producers available and the cost: a player's
# producers change only when one bows, straightens or enters play, so the same question
# comes back decision after decision (and game after game).
_KNOWN: dict[tuple[tuple[tuple[int, int], ...], int], tuple[int, ...] | None] = {}
_KNOWN_KEPT = 4096


class Payments:
    """The cheapest payment per cost for one player, computed once per list of actions (the
    producers are looked up only when something costs Gold)."""

    __slots__ = ("_available", "_cache", "_key", "seat", "state")

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._available: dict[int, int] | None = None
        self._key: tuple[tuple[int, int], ...] = ()
        self._cache: dict[int, tuple[int, ...] | None] = {}

    @property
    def available(self) -> dict[int, int]:
        if self._available is None:
            self._available = producers(self.state, self.seat)
            self._key = tuple(self._available.items())
        return self._available

    def for_cost(self, cost: int) -> tuple[int, ...] | None:
        if cost <= 0:
            return ()
        if cost in self._cache:
            return self._cache[cost]
        available = self.available
        key = (self._key, cost)
        if key in _KNOWN:
            found = _KNOWN[key]
        else:
            if len(_KNOWN) >= _KNOWN_KEPT:
                _KNOWN.clear()
            found = _KNOWN[key] = cheapest(available, cost)
        self._cache[cost] = found
        return found


def check(state: State, seat: int, pay: tuple[int, ...], cost: int, what: str) -> None:
    available = producers(state, seat)
    if len(set(pay)) != len(pay):
        raise IllegalAction(f"the payment for {what} names a producer twice")
    gold = 0
    for iid in pay:
        if iid not in available:
            name = state.cards[iid].defn.title if iid in state.cards else f"card {iid}"
            raise IllegalAction(
                f"{name} cannot produce Gold for you now (bowed, not yours, or no producer)"
            )
        gold += available[iid]
    if gold < cost:
        raise IllegalAction(f"{what} costs {cost} Gold; the payment produces only {gold}")


def pay(state: State, seat: int, pay: tuple[int, ...], cost: int, what: str) -> None:
    """Bow the producers (after `check`); the excess is lost to the Emperor's treasury."""
    if not pay:
        return
    available = producers(state, seat)
    player = state.players[seat]
    gold = 0
    for iid in pay:
        card = state.cards[iid]
        gold += available[iid]
        bow(card)
        if iid != player.stronghold:
            ability = gold_ability(card.defn)
            if ability is not None and ability.honor:
                change_honor(state, player, ability.honor)
                verb = "gains" if ability.honor > 0 else "loses"
                state.note(f"{player.name} {verb} {abs(ability.honor)} Honor ({card.defn.title})")
    lost = gold - cost
    state.note(
        f"{player.name} bows {', '.join(state.cards[i].defn.title for i in pay)} for "
        f"{gold} Gold" + (f" ({lost} lost)" if lost > 0 else "")
    )
