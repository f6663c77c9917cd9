"""Helpers to drive the App through real SDL events: keys posted, virtual pads pressed."""

from __future__ import annotations

import pygame

KEYS = {
    "space": pygame.K_SPACE,
    "enter": pygame.K_RETURN,
    "tab": pygame.K_TAB,
    "rctrl": pygame.K_RCTRL,
    "esc": pygame.K_ESCAPE,
    "w": pygame.K_w,
    "a": pygame.K_a,
    "s": pygame.K_s,
    "d": pygame.K_d,
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "f": pygame.K_f,
    "q": pygame.K_q,
    "e": pygame.K_e,
    "minus": pygame.K_MINUS,
    "backspace": pygame.K_BACKSPACE,
}


def run(app, frames: int = 1) -> None:
    """Step ``frames`` fixed steps, then draw once (so drawing is exercised everywhere)."""
    for _ in range(frames):
        app.step()
    app.draw()


def read(app, limit: int = 600) -> None:
    """Stay on a shared screen until it takes a confirm (``shell.calm``), as people read the
    results or the table before one of them presses on."""
    top = app.scenes.top
    run_until(app, lambda: getattr(top, "takes_confirm", lambda: True)(), limit)


def key(app, name: str, hold_frames: int = 1, settle: int = 2) -> None:
    """Press and release a key, stepping the app in between like a real press."""
    code = KEYS[name]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    run(app, hold_frames)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    run(app, settle)


def button(app, pad, name: str, hold_frames: int = 1, settle: int = 2) -> None:
    """Press and release a button on a virtual pad; SDL turns it into real events."""
    pad.press(name)
    run(app, hold_frames)
    pad.release(name)
    run(app, settle)


def run_until(app, condition, limit: int = 600) -> int:
    """Step until ``condition()`` holds; returns the frames it took (fails past ``limit``)."""
    for frame in range(limit):
        if condition():
            return frame
        app.step()
    raise AssertionError(f"condition not reached in {limit} frames; devices {app.input.devices()}")


def as_guests(app, limit: int = 8) -> int:
    """Answer every "who are you?" the lobby opened (one per join) with "guest", as the
    joining device's one press of confirm would; returns how many were answered."""
    answered = 0
    for _ in range(limit):
        top = app.scenes.top
        if type(top).__name__ != "WhoAreYouScene":
            break
        top.choose("guest")
        run(app, 2)  # the lobby opens the next one asked meanwhile
        answered += 1
    return answered


def past_the_start(app, limit: int = 300) -> None:
    """Until the match itself is on top: a game night's watch-together start in the way is
    skipped as its people would, each seated keyboard half pressing confirm once."""

    def start():
        guide = getattr(app.scenes.top, "tutorial", None)
        return guide if getattr(guide, "watch_together", False) else None

    def arrived() -> bool:
        top = app.scenes.top
        return start() is not None or (getattr(top, "is_match", False) and top.tutorial is None)

    run_until(app, arrived, limit)
    guide = start()
    if guide is None:
        return
    for device in guide.voters:
        if device in ("kb_left", "kb_right"):
            key(app, "space" if device == "kb_left" else "enter")
    if not guide.finished:  # pads or phones hold seats: they agree too
        guide.skipped = guide.finished = True
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), limit)
