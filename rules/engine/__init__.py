"""The Gold Edition rules engine: plain Python, driven by actions, deterministic from a seed.

Nothing in this package imports Django; `rules.carddefs` turns catalogue rows into the
`CardDef` values the engine plays with.
"""

from rules.engine.actions import Action, parse_action
from rules.engine.cards import CardDef, Setup
from rules.engine.game import Game, IllegalAction, LogEntry

__all__ = ["Action", "CardDef", "Game", "IllegalAction", "LogEntry", "Setup", "parse_action"]
