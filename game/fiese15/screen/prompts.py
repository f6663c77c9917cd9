"""The prompt bar of the Fiese 15 screen: what can be pressed right now, and by whom."""

from __future__ import annotations

from game.fiese15.screen.action_panel import (
    MODE_DECIDE,
    MODE_IDLE,
    MODE_PLACE,
    MODE_ROLL,
    MODE_SEAT,
)


def prompt_items(
    t, attract: bool, tally: bool, over: bool, cpu_on_turn: bool, turbo: bool, mode: str
) -> tuple[tuple[str, str], ...]:
    """The prompt bar for what can be pressed right now: in a CPU show, under a tally, on
    a CPU's turn (the rules' seat, not the one shown), or in the player's ``mode``."""
    if attract:
        return (("confirm", t("fiese15.prompt.attract")),)
    if tally:
        return (("confirm", t("fiese15.prompt.continue")),)
    if over:
        return ()
    if cpu_on_turn:
        return () if turbo else (("confirm", t("fiese15.prompt.faster")),)
    if mode == MODE_SEAT:
        return (("confirm", t("fiese15.prompt.take_seat")),)
    if mode == MODE_ROLL:
        return (("confirm", t("fiese15.prompt.roll")), ("pause", t("fiese15.prompt.menu")))
    if mode == MODE_PLACE:
        return (
            ("move", t("fiese15.prompt.choose")),
            ("confirm", t("fiese15.prompt.pick")),
            ("flip", t("fiese15.prompt.place")),
            ("rotate", t("fiese15.prompt.all")),
            ("back", t("fiese15.prompt.clear")),
        )
    if mode == MODE_DECIDE:
        return (
            ("move", t("fiese15.prompt.choose")),
            ("confirm", t("fiese15.prompt.roll_again")),
            ("back", t("fiese15.prompt.stop")),
        )
    if mode == MODE_IDLE:
        return (("confirm", t("fiese15.prompt.skip")),)
    return ()
