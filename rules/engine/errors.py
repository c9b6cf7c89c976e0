"""The one error a player's action raises: it says why the action is not legal now."""


class IllegalAction(ValueError):
    pass
