"""The words on the Würfelblitz screen: the status line at the top and the prompt bar."""

from __future__ import annotations

from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_DROP,
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_THROW,
)


def status_parts(scene) -> tuple[tuple[int, ...], str]:
    """The status line: the seats it is about (drawn as badge and name) and the words."""
    t = scene.app.t
    stage = scene.stage
    missing = scene.missing_players() if stage in (STAGE_INTRO, STAGE_THROW) else []
    if missing:
        return tuple(missing), t("wuerfelblitz.status.take_seat")
    thrower = (scene.shown_thrower,)
    if stage in (STAGE_INTRO, STAGE_THROW):
        if scene.is_cpu(scene.shown_thrower):
            return thrower, t("wuerfelblitz.status.throw_cpu")
        return thrower, t("wuerfelblitz.status.throw_human")
    if stage in (STAGE_COUNT, STAGE_DROP):
        return (), t("wuerfelblitz.status.ready")
    if stage == STAGE_LIVE:
        twister = scene.match.options.brain_twister
        return (), t("wuerfelblitz.status.live_twister" if twister else "wuerfelblitz.status.live")
    why = scene.match.explanation() if stage == STAGE_EXPLAIN else None
    if why is None:
        return (), ""
    if why.twisted:
        colours = ", ".join(t(f"wuerfelblitz.colour.{c}") for c in why.doubled)
        colours = colours[:1].upper() + colours[1:]  # they open the sentence
        return (), t("wuerfelblitz.status.explain_twister", colours=colours)
    if not why.terms:
        return (), t("wuerfelblitz.status.explain_zero")
    return (), t("wuerfelblitz.status.explain")


def prompt_items(scene) -> tuple[tuple[str, str], ...]:
    """The prompt bar for what can be pressed right now."""
    t = scene.app.t
    if scene.attract:
        return (("confirm", t("wuerfelblitz.prompt.attract")),)
    if scene.tally is not None:
        return (("confirm", t("wuerfelblitz.prompt.continue")),)
    stage = scene.stage
    if stage in (STAGE_INTRO, STAGE_THROW) and scene.missing_players():
        return (("confirm", t("wuerfelblitz.prompt.take_seat")),)
    if stage == STAGE_THROW and not scene.is_cpu(scene.shown_thrower):
        return (
            ("confirm", t("wuerfelblitz.prompt.throw")),
            ("pause", t("wuerfelblitz.prompt.menu")),
        )
    if stage in (STAGE_COUNT, STAGE_DROP, STAGE_LIVE):
        return (("move", t("wuerfelblitz.prompt.dial")), ("confirm", t("wuerfelblitz.prompt.call")))
    if stage == STAGE_EXPLAIN:  # after the winning round no round follows: the results do
        over = scene.match.is_over
        return (
            ("confirm", t("wuerfelblitz.prompt.results" if over else "wuerfelblitz.prompt.next")),
        )
    return ()
