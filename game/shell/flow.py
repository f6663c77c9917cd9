"""Moving between screens by name (``go``; the map is ``screens``), fades, and the match
lifecycle. Screens import this module, never each other, and it imports no screen."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game import catalog
from game.core.savefile import UNUSABLE_SAVE, check_resume, check_same_seats
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchResult, MatchSetup, Participant
from game.engine import journal
from game.engine.scenes import Scene
from game.engine.transitions import Fade
from game.shell import autosave, quick_play
from game.shell.evening.store import on_match_finished
from game.shell.match.hints import Hints

log = logging.getLogger(__name__)

DEMO_BLINK_FRAMES = 40  # the DEMO badge on a CPU show blinks at this period
DEMO_MARGIN = 32  # … sits at the left edge of the TV's safe area …
DEMO_CENTRE_Y = 334  # … on the prompt bar's line (FOOTER_Y)
DEMO_HEIGHT = 20
STACK_CHANGES = {"push": "push", "replace": "replace", "clear": "clear_to"}  # go's ``how``


def fade_to(app, change: Callable[[], None]) -> None:
    """Fade out, run ``change`` on the stack, fade in. Ignored while a fade runs."""
    if isinstance(app.scenes.top, Fade):
        return
    app.scenes.push(Fade(change))


def go(app, name: str, *args, how: str = "push", fade: bool = False, **kwargs) -> Scene:
    """Show the screen called ``name`` (``App.screens``, the map in ``shell.screens``), built
    from ``args`` and ``kwargs``: pushed over the top (``how="push"``), in the top's place
    (``"replace"``) or alone on the stack (``"clear"``); ``fade``: through black."""
    change = getattr(app.scenes, STACK_CHANGES[how])  # a wrong ``how`` fails here, not at black
    scene = app.screens[name](*args, **kwargs)
    if fade:
        fade_to(app, lambda: change(scene))
    else:
        change(scene)
    return scene


def title(app) -> None:
    app.input.unbind_all()
    go(app, "title", how="clear", fade=True)


def game_select(app, game_id: str | None = None, table: tuple = ()) -> None:
    """The game select screen, its cursor on ``game_id`` (the game just learned or left);
    ``table`` (``shell.table``): who sits down again at the chosen game's lobby."""
    ids = [info.id for info in catalog.GAMES]
    selected = ids.index(game_id) if game_id in ids else 0
    go(app, "select", selected, table, how="clear", fade=True)


def create_match_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> Scene:
    return catalog.game_by_id(setup.game_id).screen().create_scene(setup, saved, extra)


def show_people(app, setup: MatchSetup) -> None:
    """Seats are named after the people holding them (``seat_options``) from now on."""
    app.seat_people = {seat: p.id for seat, p in app.people.seated(setup).items()}


def start_match(
    app,
    setup: MatchSetup,
    saved: dict | None = None,
    extra: dict | None = None,
    replace: bool = False,
    teach: tuple[int, ...] = (),
) -> None:
    """Swap everything for the game's scene (built while the screen is black). A new match
    that would take a saved one's place asks first (``replace``: asked already). ``teach``:
    seats new to the game, who get first-round hints."""
    if saved is None and not replace and not setup.attract:
        waiting = autosave.load_match()
        if waiting is not None:
            again = lambda: start_match(app, setup, replace=True, teach=teach)  # noqa: E731
            go(app, "replace_save", waiting[0].game_id, again)
            return

    def change() -> None:
        show_people(app, setup)
        scene = create_match_scene(setup, saved, extra)
        if teach:
            scene.hints = Hints(frozenset(teach))
        app.scenes.clear_to(scene)

    quick_play.remember(setup)  # the title's Quick Play offers exactly this again
    app.audio.music("music_game")
    fade_to(app, change)


def seat_device(app, device: str, seat: int) -> Participant | None:
    """The one way a device takes a seat for a match: only while it is still plugged in.

    A pad pulled out before Play binds nothing, so its seat stays free: the match asks for a
    player at once and any device can take the seat (a gone pad holding it would block the
    match for good, with no prompt). Returns the person now holding the seat, or None.
    """
    if not app.input.is_connected(device):
        log.info("%s left before the match: seat %d waits for a player", device, seat)
        return None
    app.input.bind(device, seat)
    return Participant(app.input.join(device), seat)


def check_setup(setup: MatchSetup) -> None:
    """A saved setup fits its game in this version: seats and options as the catalog has
    them (a hand edit or another version may hold anything)."""
    catalog.game_by_id(setup.game_id).check_setup(setup)


def resume_autosave(app) -> bool:
    """Continue the saved match; False (after telling the player) if it cannot be resumed."""
    saved = autosave.load_match()
    if saved is None:
        return False
    setup, state, extra = saved
    try:
        check_setup(setup)
        scene = create_match_scene(setup, state, extra)  # checks the save before the fade
        rules = scene.match
        # The rules' clock where a game keeps one (Fischkopp, Würfelblitz); else none.
        rules_frame = getattr(rules, "frame", 0)
        check_resume(len(setup.seats), rules.seat_count, scene.match_frame, rules_frame)
        if hasattr(rules, "seats"):  # Fits and Fiese 15 keep who plays in the rules too
            check_same_seats(setup.seats, rules.seats)
    except UNUSABLE_SAVE as err:
        log.warning("the autosave cannot be resumed: %s: %s", type(err).__name__, err)
        autosave.keep_aside(f"{type(err).__name__}: {err}")
        return False
    # Seats come back as they were; humans press confirm on any device to take their seat.
    app.input.unbind_all()
    app.audio.music("music_game")
    show_people(app, setup)
    fade_to(app, lambda: app.scenes.clear_to(scene))
    return True


def saved_match_of(game_id: str | None) -> bool:
    """A saved match of ``game_id`` waits under Continue (one left for its lesson, say)."""
    saved = autosave.load_match()
    return saved is not None and saved[0].game_id == game_id


def back_to_saved_match(app, game_id: str | None) -> bool:
    """Continue the saved match of ``game_id``; False when there is none (or it is broken)."""
    return saved_match_of(game_id) and resume_autosave(app)


def finish_match(app, result: MatchResult) -> None:
    if result.setup.attract:  # the show is over; a player's real save stays untouched
        title(app)
        return
    # One change on the disk, whatever moment a kill lands: the people's stats and the
    # evening's record together, the autosave gone last (``journal``).
    with journal.together():
        app.people.record(result)  # stats follow the people who held the seats
        evening = on_match_finished(result)  # None unless it was the running evening's match
        autosave.clear()
    show_people(app, result.setup)
    app.audio.music("music_menu")
    go(app, "results", result, evening, how="clear", fade=True)


def attract(app) -> None:
    """CPUs play a random game on the title screen until anyone presses anything."""
    games = catalog.playable_games()
    if not games:
        return
    info = app.rng.choice(games)
    count = max(info.min_seats, min(info.max_seats, 3))
    seats = tuple(Seat(i, SeatKind.CPU, "hard") for i in range(count))
    options = {spec.key: app.rng.choice(spec.choices)[0] for spec in info.options}
    setup = MatchSetup(info.id, seats, options, app.rng.randrange(1 << 30), attract=True)
    show_people(app, setup)
    fade_to(app, lambda: app.scenes.push(create_match_scene(setup)))


def draw_demo_label(app, canvas) -> None:
    """A CPU show on the title says DEMO: a badge in the prompt bar's free left corner (the
    match kit's own prompt says how to leave), so it covers nothing of the game."""
    top = app.scenes.top
    if not getattr(top, "attract", False) or not getattr(top, "is_match", False):
        return
    from game.engine import palette as pal
    from game.engine.widgets import panel

    text = app.text
    label = app.t("attract.demo")
    rect = pygame.Rect(DEMO_MARGIN, 0, text.size(label, "title")[0] + 14, DEMO_HEIGHT)
    rect.centery = DEMO_CENTRE_Y
    lit = (app.frame // DEMO_BLINK_FRAMES) % 2 == 0
    panel(canvas, rect, pal.WINE, pal.YELLOW if lit else pal.PINK)
    text.draw(canvas, label, rect.center, "title", pal.YELLOW if lit else pal.SNOW, "center")
