"""Two simulations side by side: each figure of both, and the difference (second minus
first), so a player sees whether a change to a deck helped."""

from typing import Any

from simulations.models import SimulationJob

# Figures compared one number against one number.
SCALARS = (
    ("wins", "Games won"),
    ("losses", "Games lost"),
    ("median_win_turn", "Median turn of victory"),
    ("p90_win_turn", "Turn by which 90% are won"),
    ("honor_victories", "Honor victories"),
    ("three_personalities_median_turn", "Median turn with three Personalities in play"),
    ("gold_holding_in_opening", "Chance of a gold Holding in the first four Provinces (%)"),
)
# Figures that are shares of the games: compared in percent.
SHARES = frozenset({"gold_holding_in_opening"})


def _percent(share: float) -> float:
    return round(share * 100, 1)


def _difference(first: Any, second: Any) -> Any:
    if isinstance(first, int | float) and isinstance(second, int | float):
        return round(second - first, 4)
    return None


def _list_difference(first: list, second: list) -> list:
    return [round(b - a, 3) for a, b in zip(first, second, strict=False)]


def same_games(first: SimulationJob, second: SimulationJob) -> bool:
    """Whether both played the same seeds against the same opposition for as long."""
    return (
        first.seed == second.seed
        and first.games == second.games
        and first.turns == second.turns
        and first.goldfish == second.goldfish
        and (not first.goldfish or first.goldfish_strength == second.goldfish_strength)
    )


def comparison(first: SimulationJob, second: SimulationJob) -> dict[str, Any] | None:
    """The differences of two finished simulations; None until both are done."""
    a, b = first.results, second.results
    if a is None or b is None:
        return None
    pairs = [(key, label, a[key], b[key], key in SHARES) for key, label in SCALARS] + [
        (f"win_rate_by.{turn}", f"Won by turn {turn} (%)", share, b["win_rate_by"][turn], True)
        for turn, share in a["win_rate_by"].items()
        if turn in b["win_rate_by"]
    ]
    rows = []
    for key, label, one, other, share in pairs:
        if share:
            one, other = _percent(one), _percent(other)
        rows.append(
            {
                "figure": key,
                "label": label,
                "first": one,
                "second": other,
                "difference": _difference(one, other),
            }
        )
    per_turn = {
        name: _list_difference(values, b["per_turn"][name])
        for name, values in a["per_turn"].items()
    }
    wins_by_turn = {
        turn: b["wins_by_turn"].get(turn, 0) - count for turn, count in a["wins_by_turn"].items()
    }
    cards_a = {card["key"]: card for card in a["cards"]}
    cards = []
    for card in b["cards"]:
        other = cards_a.get(card["key"])
        if other is not None:
            cards.append(
                {
                    "title": card["title"],
                    "seen_by_5": _difference(other["seen_by_5"], card["seen_by_5"]),
                    "stuck": _difference(other["stuck"], card["stuck"]),
                }
            )
    return {
        "same_games": same_games(first, second),
        "figures": rows,
        "wins_by_turn": wins_by_turn,
        "per_turn": per_turn,
        "cards": cards,
    }
