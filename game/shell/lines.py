"""Turn the rules' words (i18n keys + values, see ``core.setup.Line``) into text to read."""

from __future__ import annotations

from game.core.setup import Award, Line


def say(app, line: Line) -> str:
    """The translated text of ``line``, with seats and participants named."""
    values = {}
    for name, value in line.values.items():
        if name == "seat":
            values[name] = app.seat_name(value)
        elif name == "participant":
            values[name] = app.participant_name(value)
        elif name.endswith("_key"):
            values[name[: -len("_key")]] = app.t(value)
        elif isinstance(value, (str, float)):
            values[name] = app.t.decimal(value)
        else:
            values[name] = value
    return app.t(line.key, **values)


def say_award(app, award: Award) -> str:
    if award.participant is not None:
        # Award texts name their holder as {seat}: a spectator reads as one too.
        name = app.participant_name(award.participant)
        return app.t(award.key, seat=name, value=app.t.decimal(award.value))
    return say(app, Line(award.key, {"seat": award.seat, "value": award.value}))
