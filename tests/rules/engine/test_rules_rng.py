"""The game's seeded generator: a shuffle gives the order Python's own `random.shuffle` gives
for the same seed, so games saved before the engine shuffled by itself replay unchanged."""

import random

import pytest

from rules.engine.rng import Rng


@pytest.mark.parametrize("length", [0, 1, 2, 3, 5, 40, 45, 162])
def test_a_shuffle_matches_pythons_for_the_same_seed(length: int) -> None:
    for seed in range(50):
        ours, theirs = list(range(length)), list(range(length))
        rng, reference = Rng(seed), random.Random(seed)
        rng.shuffle(ours)
        reference.shuffle(theirs)
        assert ours == theirs
        # The generator is left in the same state: what follows is drawn alike.
        assert rng.randrange(1000) == reference.randrange(1000)
