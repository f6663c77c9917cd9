"""The shout on record (``fischkopp.logic.shout_log``): windows, presses, early and late
shouts, misses and the loudest, from the rules' events; and rebuilt from recorded moves."""

from __future__ import annotations

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup, Participant
from game.fischkopp.logic.events import (
    EarlyShout,
    LateShout,
    Shouted,
    ShoutPenalty,
    ShoutWindowClosed,
    ShoutWindowOpened,
    TurnStarted,
)
from game.fischkopp.logic.shout_log import (
    EARLY,
    LATE,
    LEAD_FRAMES,
    SHOUT,
    Mark,
    ShoutLog,
    log_of,
    more_time,
)


def test_a_window_keeps_its_presses_the_early_ones_just_before_it_and_the_misses():
    log = ShoutLog()
    log.observe([TurnStarted(1, 0), EarlyShout(2, 100, True), ShoutPenalty(2, "early", 1)])
    log.observe([EarlyShout(0, 500, True), ShoutPenalty(0, "early", 1)])
    opened = 500 + LEAD_FRAMES
    log.observe([ShoutWindowOpened(opened, opened + 600), Shouted(1, opened + 30, 1)])
    log.observe([Shouted(1, opened + 40, 2), Shouted(2, opened + 45, 1)])
    log.observe([ShoutPenalty(0, "missed", 2), ShoutWindowClosed(opened + 600, (1,), (0, 2, 1))])
    log.observe([LateShout(0, opened + 610, True)])
    [window] = log.windows
    assert window.seat == 1 and window.closed and window.loudest == (1,)
    assert window.marks[0] == Mark(0, 500, EARLY, True), "the early press just before it"
    assert [m.kind for m in window.marks[1:]] == [SHOUT, SHOUT, SHOUT, LATE]
    assert window.missed == [0]
    assert window.penalties() == [(0, "early", 500), (0, "missed", None)]
    assert log.stray == [Mark(2, 100, EARLY, True)], "long before any window: on its own"


def test_the_window_at_a_frame_lingers_after_it_closed_then_goes():
    log = ShoutLog()
    log.observe([ShoutWindowOpened(1000, 1600), ShoutWindowClosed(1600, (), (0, 0))])
    assert log.window_at(999) is log.windows[0], "early presses may come just before"
    assert log.window_at(1000 - LEAD_FRAMES - 1) is None
    assert log.window_at(1700, linger=180) is log.windows[0]
    assert log.window_at(1780, linger=180) is None


def test_more_time_is_a_persons_and_never_a_cpus():
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU))
    setup = MatchSetup("fischkopp", seats, {}, 1, seat_options=({"more_time": 5}, {"more_time": 5}))
    assert more_time(setup) == (300, 0)


def test_a_replay_rebuilds_the_log_the_rules_kept():
    """Moves played into the rules from the seed: the log's penalties are the rules' own."""
    from game.core.rng import make_rng
    from game.fischkopp.logic.actions import Cover, Roll, Shout
    from game.fischkopp.logic.rules import FischkoppMatch, Phase
    from game.shell.replay.log import plain

    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.HUMAN))
    setup = MatchSetup("fischkopp", seats, {}, 12, participants=(Participant(0, None),))
    match = FischkoppMatch.new(2, 1, make_rng(12), more_time(setup))
    moves, frame = [], 0
    while not match.is_over and frame < 200_000:
        frame += 30
        if match.window_open:
            for voice in range(match.voice_count - 1):  # the spectator never shouts: missed
                action = Shout(voice, frame + voice)
                moves.append((action.frame, 0, plain(action)))
                match.apply(action)
            frame += 700
            continue
        if frame % 900 == 0:  # now and then someone shouts too early
            action = Shout(1, frame)
            moves.append((frame, 0, plain(action)))
            match.apply(action)
            continue
        seat = match.current_seat
        action = (
            Roll(seat, frame) if match.phase is Phase.ROLL else Cover(seat, match.choices[0], frame)
        )
        moves.append((frame, 0, plain(action)))
        match.apply(action)
    log = log_of(setup, moves)
    assert log.windows, "this seed has a Fischkopp"
    counted = [0] * match.voice_count
    for window in log.windows:
        for voice, _reason, _frame in window.penalties():
            counted[voice] += 1
    for mark in log.stray:
        counted[mark.voice] += mark.penalised
    assert counted == match.shouts.penalties
    assert all(2 in w.missed for w in log.windows if w.closed)


def test_a_move_the_rules_refuse_ends_the_log_there():
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.HUMAN))
    setup = MatchSetup("fischkopp", seats, {}, 12)
    moves = [(10, 0, ["Cover", {"seat": 0, "field": 99, "frame": 10}])]
    assert log_of(setup, moves).windows == []
    assert log_of(setup, [(10, 0, ["Teleport", {}])]).windows == []


def test_the_timeline_keeps_every_note_inside_its_panel_in_every_language(make_app):
    """A lane with a time and two early presses: its notes widen their column (the axis
    gives way) and stay inside the panel; the time is not coloured as a penalty."""
    import pygame

    from game.engine import palette as pal
    from game.engine.i18n import LANGUAGES
    from game.fischkopp.screen.timeline import Lane, TimelineView, draw_timeline, height_of

    app = make_app()
    for lang in LANGUAGES:
        app.t.set_language(lang)
        t = app.t
        notes = (
            (t("fischkopp.timeline.at", s="+3,2"), False),
            (t("fischkopp.timeline.early", s="−2,8"), True),
            (t("fischkopp.timeline.early", s="−1,0"), True),
        )
        lanes = (
            Lane("Mia", 0, ((-168, "early"), (192, "in")), notes),
            Lane("P2", 1, ((84, "in"),), ((t("fischkopp.timeline.missed"), True),)),
        )
        view = TimelineView("Window 3/6", -180, 660, 600, lanes, " s", "Loudest: P2")
        rect = pygame.Rect(32, 48, 576, height_of(view, app.text.pitch(16)))
        drawn = []
        draw = app.text.draw

        def spy(
            canvas,
            words,
            pos,
            style="body",
            colour=pal.SNOW,
            anchor="topleft",
            draw=draw,
            drawn=drawn,
        ):
            box = draw(canvas, words, pos, style, colour, anchor)
            drawn.append((words, colour, box))
            return box

        app.text.draw = spy
        try:
            draw_timeline(pygame.Surface((640, 360)), app.text, view, rect)
        finally:
            app.text.draw = draw
        outside = [(w, b) for w, _, b in drawn if w and not rect.contains(b)]
        assert not outside, (lang, outside)
        ink = {words: colour for words, colour, _ in drawn}
        assert ink[notes[0][0]] == pal.CLOUD and ink[notes[1][0]] == pal.RED, lang
