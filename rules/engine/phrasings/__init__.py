"""The phrasings the compiler reads, one module per family of sentences.

A phrasing is a pattern over one sentence of an action's effect (its final period taken
off) and a handler that adds targets and effects to the reader (`rules.engine.compiler`)
and says whether it read the sentence. Every phrasing whose pattern matches is tried in
the order registered; a handler that answers False leaves the reader as it found it, and
the next is tried. Modules: `core` (bow, straighten, destroy, move home, Force and Chi
bonuses, tokens, draw, Honor, the Imperial Favor, Province strength, naming a target);
`battle` (duels and what becomes of their loser and winner, a target's controller's Honor,
additional actions); `zones` (discard, search, a discard pile, putting into play, returning,
taking control); `bonuses` (a larger bonus for a trait, a bonus to every card a
description fits at the battlefield, "who must be unbowed if he is yours"); `movement`
(moving to the current battlefield); `events` (what an Event does as it is revealed);
`performing` (what the performer of an action does); `durations` (how long an
effect lasts: "until the battle ends", "permanently"); `duels` (the player's own gain and
another clause, duel lines); `rings` (playing a Ring, discarding one's hand).
"""

import re
from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.engine.compiler import Reader

Handler = Callable[["Reader", re.Match[str]], bool]

PHRASINGS: list[tuple[re.Pattern[str], Handler]] = []
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def phrasing(pattern: str, flags: int = 0) -> Callable[[Handler], Handler]:
    compiled = re.compile(pattern, flags)

    def register(handler: Handler) -> Handler:
        PHRASINGS.append((compiled, handler))
        return handler

    return register


def number(word: str) -> int:
    """ "two" or "2" as 2."""
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


_MODULES = (
    "core",
    "battle",
    "zones",
    "conditions",
    "bonuses",
    "movement",
    "events",
    "performing",
    "durations",
    "mobility",
    "duels",
    "rings",
    "attacks",
    "honor",
    "turn_end",
    "created",
    "dead",
    "terrains",
    "holdings",
    "favor_choice",
    "draw_or_discard",
    "unit_keywords",
    "stronghold_cost",
    "personality_units",
    "counts",
    "named_conditions",
    "shorthand",
    "switches",
    "personal_honor",
    "measured_bonuses",
    "wording",
    "seppuku",
    "army",
    "reordered",
    "followers",
    "control_counts",
    "fewest",
    "one_or_two",
    "trait_groups",
    "target_units",
    "alternatives",
    "conjunctions",
    "lost_keywords",
    "own_measures",
    "set_stats",
    "battlefield_province",
    "chosen",
    "group_bonuses",
    "played",
    "adjacent",
    "family_honor",
    "delayed",
    "own_army",
    "no_end_draw",
    "honor_moment",
    "no_attack_turn",
    "if_you_did",
    "target_parts",
    "move_all",
    "permanent_strength",
    "conditional_costs",
    "everywhere_bonuses",
    "duel_stats",
    "paid",
    "next_time",
    "kata",
    "here_conditions",
    "province_targets",
    "keyword_losses",
)


def load() -> None:
    for name in _MODULES:
        import_module(f"rules.engine.phrasings.{name}")
