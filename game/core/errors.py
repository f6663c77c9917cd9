"""Errors the rules raise."""


class IllegalAction(ValueError):
    """An action the rules do not allow right now.

    Raised before anything changes, so the state is exactly as it was.
    """
