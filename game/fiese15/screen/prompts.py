"""The prompt bar of the Fiese 15 screen: what can be pressed right now, and by whom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.fiese15.screen.action_panel import (
    MODE_DECIDE,
    MODE_IDLE,
    MODE_PLACE,
    MODE_ROLL,
    MODE_SEAT,
)

if TYPE_CHECKING:
    from game.fiese15.screen.scene import Fiese15Scene


def prompt_items(scene: Fiese15Scene) -> tuple[tuple[str, str], ...]:
    """The prompt bar for what can be pressed right now."""
    t = scene.app.t
    if scene.attract:
        return (("confirm", t("fiese15.prompt.attract")),)
    if scene.tally is not None:
        return (("confirm", t("fiese15.prompt.continue")),)
    match = scene.match
    if match.is_over:
        return ()
    if match.seats[match.current_seat].is_cpu:
        return () if scene.turbo else (("confirm", t("fiese15.prompt.faster")),)
    mode = scene.mode
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
