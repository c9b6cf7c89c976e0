"""The read-only catalogue API: cards, sets, formats and clans (mounted at /api/)."""
