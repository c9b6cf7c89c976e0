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
    ("gold_holding_in_opening", "Chance of a gold Holding in the first four Provinces"),
)


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
    rows = [
        {"figure": key, "label": label, "first": a[key], "second": b[key]}
        | {"difference": _difference(a[key], b[key])}
        for key, label in SCALARS
    ]
    for turn in a["win_rate_by"]:
        if turn in b["win_rate_by"]:
            rows.append(
                {
                    "figure": f"win_rate_by.{turn}",
                    "label": f"Won by turn {turn}",
                    "first": a["win_rate_by"][turn],
                    "second": b["win_rate_by"][turn],
                    "difference": _difference(a["win_rate_by"][turn], b["win_rate_by"][turn]),
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
