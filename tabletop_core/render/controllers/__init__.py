"""Controllers several tables share: input turned into what a player is doing with a piece, with
no rules in them (a table asks the game's ``legal_actions`` and ``why_not`` itself).

- :mod:`.carry`: pick up, carry, turn and let go of a piece (:class:`~.carry.Carry`).
- :mod:`.drop`: how hard a piece let go lands (no arcade).
"""
