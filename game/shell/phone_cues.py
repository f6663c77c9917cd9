"""Every phone learns, once a step, what its buttons do now: the TV's own footer words.

The footer (``widgets.prompt_bar``) is what the TV says each button does; the App keeps the
row drawn last (``App.footer``). The screen on top turns it into one cue per phone
(``Scene.phone_cue``): a menu gives everyone the footer, a match gives the seat on turn the
footer and the others whose turn it is, a lobby tells a phone without a seat how to join.
A cue that starts a phone's turn buzzes it once (through the input layer, so the Vibration
setting and the gap between buzzes hold, and a game's own rumble at that moment is the same
buzz, not a second one). Each phone also wears the seat it holds (``dress``), however it
got there, with the TV's name for it.
"""

from __future__ import annotations

from game.engine import palette as pal
from game.engine.net.cues import JOIN, LETTERS, PLAY, WAIT, Cue

TURN_BUZZ = (0.5, 200)  # strength, ms: a clear nudge, shorter than a Fischkopp alarm


def screen_of(app):
    """The screen the room looks at: the topmost one that is not passing over (a fade)."""
    return next((s for s in reversed(list(app.scenes)) if s.pauses_below), None)


def dress_for_menus(app) -> None:
    """Under any screen but a match (pause, results, options, "who are you?") phones show
    the pad, so a phone moves through every menu like a pad does. A transition passing over
    the stack is looked through, so the phone does not flicker."""
    screen = screen_of(app)
    if screen is not None:
        app.phones.show_menus(not getattr(screen, "is_match", False))


def cue_phones(app) -> None:
    """Send each connected phone its cue for the screen on top (only what changed goes)."""
    phones = app.phones
    if not phones.devices:
        return
    screen = screen_of(app)
    verbs = app.footer
    for device in sorted(phones.devices):
        dress(app, device)
        cue = screen.phone_cue(device, verbs) if screen is not None else None
        if cue is None:
            cue = Cue(PLAY, verbs=verbs or ())
        if phones.set_cue(device, cue):
            app.input.rumble(device, *TURN_BUZZ)


def dress(app, device: str) -> None:
    """A phone wears the seat it holds now, wherever it took it (the lobby, a free seat in
    a match, the table between games): its colour, symbol and the name the TV gives it;
    none off a seat. Sent only when it changes."""
    seat = app.input.seat_of.get(device)
    if seat is None:
        app.phones.set_look(device, None, None, "")
    else:
        colour, symbol = pal.seat_colour(seat), pal.seat_symbol(seat)
        app.phones.set_look(device, colour, symbol, app.seat_name(seat))


def join_cue(t, seat_free: bool, bench: bool) -> Cue:
    """A phone with no seat on a screen that seats people (the lobby): the one press that
    gives it a seat (or a place on the bench), big, and nothing else to get wrong."""
    verbs = []
    if seat_free:
        verbs.append(("confirm", t("lobby.join")))
    if bench:
        verbs.append(("flip", t("phone.watch")))
    if seat_free:
        return Cue(JOIN, t("phone.join_hint", button=LETTERS["confirm"]), tuple(verbs))
    if bench:
        return Cue(JOIN, t("phone.bench", button=LETTERS["flip"]), tuple(verbs))
    return Cue(WAIT, t("phone.table_full"))


def owned_cue(screen, owner: str, device: str) -> Cue | None:
    """A screen only ``owner`` drives (who are you, a name typed): None for the owner (the
    footer is theirs). Another phone reads who it waits for, unless its presses go on to
    the screen below (``on_other``: the lobby, where it may still join) and that one has a
    seat to offer it."""
    if device == owner:
        return None
    app = screen.app
    if getattr(screen, "on_other", None) is not None:
        stack = list(app.scenes)
        below = stack[stack.index(screen) - 1] if screen in stack[1:] else None
        cue = below.phone_cue(device, None) if below is not None else None
        if cue is not None and cue.mode == JOIN:
            return cue
    from game.engine.input.labels import device_label

    seat = app.input.seat_of.get(owner)
    name = app.seat_name(seat) if seat is not None else device_label(app.t, owner)
    return Cue(WAIT, app.t("phone.choosing", name=name))
