"""The game's only source of randomness: a seeded generator whose state travels with the game,
so a replay or a restored game shuffles exactly as the original did."""

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def shuffle(self, items: MutableSequence[T]) -> None:
        # `random.shuffle`'s algorithm (CPython 3.11), inlined: Fisher-Yates, each index
        # drawn from `getrandbits` by rejection. The same generator state gives the same
        # order, so games saved before still replay; without a call per card it costs half.
        getrandbits = self._random.getrandbits
        for i in reversed(range(1, len(items))):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            items[i], items[j] = items[j], items[i]

    def randrange(self, stop: int) -> int:
        return self._random.randrange(stop)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._random.randrange(len(items))]

    def state(self) -> list:
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_state(cls, state: list) -> "Rng":
        rng = cls(0)
        version, internal, gauss = state
        rng._random.setstate((version, tuple(internal), gauss))
        return rng
