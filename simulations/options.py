"""The limits of a simulation's options, shared by the command, the API and the pages."""

DEFAULT_GAMES = 1_000
MAX_TURNS = 30
MAX_SEED = 2**62
MAX_STRENGTH = 99


def check_options(
    games: int, seed: int, turns: int, goldfish_strength: int, max_games: int | None
) -> None:
    """Raise ValueError naming the option that is out of range."""
    if games < 1 or (max_games is not None and games > max_games):
        most = f" to {max_games:,}" if max_games is not None else " or more"
        raise ValueError(f"the number of games must be 1{most}, not {games}")
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}")
    if not 1 <= turns <= MAX_TURNS:
        raise ValueError(f"the turn limit must be 1 to {MAX_TURNS}, not {turns}")
    if not 0 <= goldfish_strength <= MAX_STRENGTH:
        raise ValueError(
            f"the goldfish's Province strength must be 0 to {MAX_STRENGTH}, not {goldfish_strength}"
        )
