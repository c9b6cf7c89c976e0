"""The Gold Edition rules engine: plain Python, driven by actions, deterministic from a seed.

    game = Game.new([setup_a, setup_b], seed=7)          # or Game.new([setup], 7, goldfish=True)
    seat = game.to_act                                    # whose decision it is (None: over)
    game.legal_actions(seat, manual=False)                # rule actions, cheapest payments
    game.act(seat, parse_action("recruit 3 pay 12 discount"))   # IllegalAction says why not
    Game.replay(game.setups, 7, game.log).to_dict() == game.to_dict()
    game.undo(); game.view(seat); Game.from_dict(game.to_dict())

Modules: `cards` (CardDef, Setup), `state` (card instances, players, zones), `actions`
(frozen actions with a text form), `setup` (set-up and the first player), `phases` (the
turn and the checks after each action), `play` (the rule actions), `payment` (gold),
`stats` (Force, Chi, unit and army totals), `abilities` (ability records, gold production),
`ops` (the vocabulary of game operations), `manual` (manual operations), `game` (the
interface), `policies` (built-in players), `rng` (the seeded generator).

What part 1 leaves to the players (manual operations): the text of cards other than gold
production, Events' effects, Open/Battle/Reaction abilities, Rings' conditions for entering
play; battles (the attack phase declares no attack). Nothing in this package imports Django;
`rules.carddefs` turns catalogue rows and deck lists into CardDefs and Setups.
"""

from rules.engine.actions import Action, parse_action
from rules.engine.cards import CardDef, Setup
from rules.engine.game import Game, IllegalAction, LogEntry

__all__ = ["Action", "CardDef", "Game", "IllegalAction", "LogEntry", "Setup", "parse_action"]
