"""An evening's lifecycle: who plays, each next match with the same people, recording a
finished match, the table between games and the podium at the end."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from game import catalog
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.shell import flow
from game.shell.evening import store
from game.shell.evening.model import MAX_GAMES, MIN_GAMES, Evening
from game.shell.people.store import PERSON_KEY
from game.shell.tutorial.intro import newcomers, start_with_intro

log = logging.getLogger(__name__)


def seat_limit(games: list[str]) -> int:
    """An evening seats as many as the smallest of its games takes."""
    return min(catalog.game_by_id(g).max_seats for g in games)


def box_picks(rng, chosen: list[str] = (), count: int = 3) -> list[str]:
    """The box fills the evening up to ``count`` games: the picks already made stay, in
    their order, and only the empty places get a game the box chooses."""
    games = [g.id for g in catalog.playable_games()]
    wanted = max(MIN_GAMES, min(count, MAX_GAMES, len(games)))
    kept = [g for g in chosen if g in games][:MAX_GAMES]
    free = [g for g in games if g not in kept]
    return kept + rng.sample(free, max(0, min(wanted - len(kept), len(free))))


def new_evening(
    games: list[str], seats: list[tuple[str, str, str]], short: bool = False
) -> Evening:
    """An evening of ``games`` for ``seats`` as (key, kind, CPU level) in seat order;
    ``short``: each game's short form."""
    evening = Evening(list(games), short=short)
    for key, kind, level in seats:
        evening.join(key, kind, level)
    evening.seating = [key for key, _, _ in seats]
    return evening


def setup_for(evening: Evening, game_id: str, seed: int, participants: tuple = ()) -> MatchSetup:
    """The next match: the evening's seats in order, the game's options for a game night
    (a short evening: the game's short form)."""
    info = catalog.game_by_id(game_id)
    seats, seat_options = [], []
    options = info.evening_defaults(evening.short)
    for index, key in enumerate(evening.seating):
        entrant = evening.entrant(key)
        values = info.default_seat_options()
        if entrant is not None and entrant.kind == "cpu":
            seats.append(Seat(index, SeatKind.CPU, entrant.level or "normal"))
        else:
            seats.append(Seat(index, SeatKind.HUMAN))
            if entrant is not None and entrant.kind == "person":
                values[PERSON_KEY] = key
        seat_options.append(values)
    return MatchSetup(
        game_id,
        tuple(seats),
        options,
        seed,
        participants=tuple(p for p in participants if p.seat is None or p.seat < len(seats)),
        seat_options=tuple(seat_options),
    )


def start_next(app, evening: Evening, participants: tuple = ()) -> None:
    """The evening's next game with the same people: its options first."""
    if evening.current_game is None:
        podium(app, evening)
        return
    ask_options(app, evening, lambda: participants)


def ask_options(app, evening: Evening, bind_devices: Callable[[], tuple]) -> None:
    """The next game's options screen with the evening's seats, the focus on Play (one press
    plays on); Play records the match as the evening's (saved first: a crash keeps it).
    Back returns to where the evening was (its table, or the lobby before the first game)."""
    info = catalog.game_by_id(evening.current_game)
    usual = setup_for(evening, info.id, 0)

    def play(setup: MatchSetup) -> None:
        seats = len(setup.seats)
        people = tuple(p for p in setup.participants if p.seat is None or p.seat < seats)
        evening.match_seed = setup.seed
        store.save(evening)
        setup = replace(setup, participants=people)

        new = tuple(newcomers(app, setup))  # before the match: it counts once played

        def start() -> None:
            flow.start_match(app, setup, teach=new)
            # The match's own line on where the evening is (its screens belong to the game).
            app.toast(app.t("evening.game_of", n=evening.played + 1, total=len(evening.games)))

        # Anyone seated new to the game: it explains itself first, together, in a few beats.
        if not start_with_intro(app, setup, start):
            start()

    people = tuple(values.get(PERSON_KEY) for values in usual.seat_options)
    flow.go(app, "options", info, usual.seats, bind_devices, usual, people, play, fade=True)


def show_table(app, evening: Evening, participants: tuple = ()) -> None:
    app.audio.music("music_menu")
    flow.go(app, "evening_table", evening, participants, how="clear", fade=True)


def podium(app, evening: Evening) -> None:
    """The final table; the evening's file goes when it is confirmed (``PodiumScene``), so
    a crash or a quit on the podium shows it again under Continue."""
    flow.go(app, "podium", evening, how="clear", fade=True)


def resume(app) -> bool:
    """Continue between games: back to the evening's table (False: no evening saved)."""
    evening = store.load({p.id for p in app.people.people})
    if evening is None:
        return False
    if evening.over:
        podium(app, evening)
    else:
        show_table(app, evening)
    return True


def begin(app, games: list[str], lobby, short: bool = False) -> Evening:
    """The lobby's people start the evening (``short``: each game's short form): seats in
    slot order, then game one's options (its Play binds the devices)."""
    seats = []
    for number, (_, slot) in enumerate(lobby.filled):
        if slot.is_cpu:
            seats.append((f"cpu:{number + 1}", "cpu", slot.level))
        elif slot.person:
            seats.append((slot.person, "person", ""))
        else:
            seats.append((f"guest:{number + 1}", "guest", ""))
    evening = new_evening(games, seats, short)
    ask_options(app, evening, lobby.bind_for_match)  # devices take their seats on Play
    return evening
