"""A cost of any amount of Gold (":gstar:" before an action's colon: "Battle, :gstar:: Ranged
Attack with strength equal to the amount you paid minus two.", Deliberations).

«Стоимость и эффекты» (Costs and Effects): a cost is paid when the action is announced, after
its targets are chosen; «Вы можете произвести и потратить больше золота, чем требуется, когда
играете карту» — a player may produce and spend more Gold than a card requires. With such a
cost the player chooses how much to pay: the Gold the producers he bows yield beyond the
action's fixed cost (the card's printed cost and any ":gN:") is "the amount paid". The legal
actions offer one payment per distinct amount his unbowed producers can reach (the one
bowing the fewest cards), so the amount is a parameter of the action; what the effect and
its targets read of it ("with Force less than or equal to the amount of Gold paid plus 2")
is read through `paid()`, set while the action's targets are chosen and its effects built.
"""

from collections.abc import Iterator
from contextlib import contextmanager

from rules.engine import payment
from rules.engine.abilities import Ability
from rules.engine.gold import Purchase
from rules.engine.state import State

STAR = ":gstar:"
# The most amounts offered for one action (the smallest first: the cheapest payments).
MOST = 16

# The amount paid for the action being chosen or carried out (a stack: an action played
# while another resolves has its own).
_PAID: list[int] = [0]


def paid() -> int:
    """The amount paid for the action whose targets or effects are being read."""
    return _PAID[-1]


@contextmanager
def paying(amount: int) -> Iterator[None]:
    _PAID.append(amount)
    try:
        yield
    finally:
        _PAID.pop()


def variable(ability: Ability) -> bool:
    return ability.gold_star


def payments(
    state: State, seat: int, cost: int, purchase: Purchase
) -> list[tuple[tuple[int, ...], int]]:
    """(the producers bowed, the amount paid beyond `cost`) for each distinct amount the
    player's unbowed producers can reach, the fewest cards for each."""
    available = payment.producers(state, seat, purchase)
    best: dict[int, tuple[int, ...]] = {0: ()}
    for iid in sorted(available, key=lambda i: (-available[i], i)):
        gold = available[iid]
        for total, chosen in list(best.items()):
            reached = total + gold
            candidate = tuple(sorted((*chosen, iid)))
            known = best.get(reached)
            if known is None or (len(candidate), candidate) < (len(known), known):
                best[reached] = candidate
    found = [(best[total], total - max(cost, 0)) for total in sorted(best) if total >= cost]
    return found[:MOST]


def amount(state: State, seat: int, pay: tuple[int, ...], cost: int, purchase: Purchase) -> int:
    """The amount a payment pays beyond `cost` (0 if it does not reach it: `payment.check`
    refuses it then)."""
    available = payment.producers(state, seat, purchase)
    return max(0, sum(available.get(iid, 0) for iid in set(pay)) - max(cost, 0))
