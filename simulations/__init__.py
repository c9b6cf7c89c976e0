"""Deck simulations: many seeded games of one deck with the engine's aggressive policy.

`simulations.figures` plays the games and computes the figures (plain Python, no Django);
the rest of the app stores simulation jobs and runs them in chunks on Celery workers."""
