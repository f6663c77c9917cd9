"""A game's options before it starts (edition, variants, per-seat handicaps), then play.

Options for the whole table come first; then each of the game's per-seat options
(``GameInfo.seat_options``, e.g. Würfelblitz balancing) as one row per seat, marked with
the seat's badge and name. Any device drives the menu: up/down choose a row, left/right
(or confirm) change its value, Play starts the match with one option dict per seat. Rows
that do not fit the panel (many people, two per-seat options) scroll with the choice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.catalog import GameInfo, OptionSpec
from game.core.seats import Seat
from game.core.setup import MatchSetup, Participant
from game.engine import palette as pal
from game.engine.widgets import FOOTER_TOP, more_marks, panel, pulse, seat_badge
from game.shell import flow
from game.shell.menu import HINT_WIDTH, LINE_PITCH, MenuItem, MenuScene, balanced_wrap
from game.shell.people.store import PERSON_KEY

ROW = 20  # an option for the whole table
SEAT_ROW = 18  # one seat's value of a per-seat option
HEADING = 22  # the name of a per-seat option above its seat rows
ROWS_TOP = 34  # the first row's top, under the panel's title
PANEL_TOP = 14
ROWS_BOTTOM = 6  # the last row's bottom above the panel's
VALUE_LEFT = 150  # per-seat values start here, right of the seat's badge, name and CPU tag


@dataclass(frozen=True)
class Row:
    spec: OptionSpec | None  # None: the Play row
    seat: int | None = None  # set for a per-seat option


class GameOptionsScene(MenuScene):
    title_key = "options.title"

    def __init__(
        self,
        game: GameInfo,
        seats: tuple[Seat, ...],
        bind_devices: Callable[[], tuple[Participant, ...]] = lambda: (),
        remembered: MatchSetup | None = None,
        people: tuple[str | None, ...] = (),
        start: Callable[[MatchSetup], None] | None = None,
    ) -> None:
        """``remembered`` (Quick Play, a game night) fills in those values and puts the focus
        on Play; ``people`` names the person (id) holding each seat, None for a guest or a
        CPU; ``start`` is what Play does with the setup (a game night records its match
        first), by default start the match."""
        super().__init__()
        self.start = start
        self.game = game
        self.seats = seats
        self.people = people
        self.bind_devices = bind_devices
        self.values = game.default_options()
        self.seat_values = [game.default_seat_options() for _ in seats]
        self.start_on_play = remembered is not None
        if remembered is not None:
            self.values.update(remembered.options)
            for values, stored in zip(self.seat_values, remembered.seat_options):
                values.update(stored)
        self.rows: list[Row] = []

    def enter(self) -> None:
        super().enter()
        if self.start_on_play:
            self.selected = len(self.items) - 1

    def build_items(self) -> list[MenuItem]:
        self.rows = [Row(spec) for spec in self.game.options]
        self.rows += [
            Row(spec, seat.index)
            for spec in self.game.seat_options
            for seat in self.seats
            if not (spec.humans_only and seat.is_cpu)
        ]
        self.rows.append(Row(None))
        return [self._item(row) for row in self.rows]

    def _values_of(self, row: Row) -> dict:
        return self.values if row.seat is None else self.seat_values[row.seat]

    def choice_label(self, row: Row) -> str:
        assert row.spec is not None
        value = self._values_of(row)[row.spec.key]
        return self.app.t(next(key for v, key in row.spec.choices if v == value))

    def _item(self, row: Row) -> MenuItem:
        if row.spec is None:
            return MenuItem(lambda: self.app.t("options.play"), self.play)
        spec, t = row.spec, self.app.t

        def label() -> str:
            who = "" if row.seat is None else f"{self.app.seat_name(row.seat)}  "
            return f"{who}{t(spec.label_key)}:  < {self.choice_label(row)} >"

        def adjust(step: int) -> None:
            values = self._values_of(row)
            choices = [value for value, _ in spec.choices]
            index = choices.index(values[spec.key])
            values[spec.key] = choices[(index + step) % len(choices)]

        return MenuItem(label, adjust=adjust)

    def heading(self) -> str:
        return self.game.title

    def hint(self) -> str:
        spec = self.rows[self.selected].spec if self.rows else None
        if spec is not None:
            return self.app.t(spec.label_key + ".help")
        return self.app.t("options.play_help", game=self.game.title)

    def play(self) -> None:
        people = self.bind_devices()
        setup = MatchSetup(
            self.game.id,
            self.seats,
            dict(self.values),
            self.app.rng.randrange(1 << 31),
            participants=people,
            seat_options=tuple(
                self._with_person(seat, values) for seat, values in enumerate(self.seat_values)
            ),
        )
        if self.start is not None:
            self.start(setup)
        else:
            flow.start_match(self.app, setup)

    def _with_person(self, seat: int, values: dict) -> dict:
        person = self.people[seat] if seat < len(self.people) else None
        return {**values, PERSON_KEY: person} if person else dict(values)

    # ----- drawing: per-seat rows carry the seat's badge ---------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        if not self.game.seat_options:
            super().draw(canvas)
            return
        self.draw_background(canvas)
        text, t = self.app.text, self.app.t
        layout = self._layout()
        pitch = text.pitch
        height = layout[-1][1] + pitch(ROW) + ROWS_BOTTOM
        # Seven seats make a tall panel: it rises so the hint's lines stay above the footer,
        # and what still does not fit (more so in large text) scrolls. The hint keeps every
        # line: a help cut in the middle of a sentence explains nothing.
        hint = balanced_wrap(text, self.hint(), HINT_WIDTH)
        lowest = FOOTER_TOP - 6 - 10 - pitch(LINE_PITCH) * len(hint)
        rect = pygame.Rect(0, 0, 460, min(height, lowest - PANEL_TOP))
        rect.center = (320, 172)
        rect.bottom = min(rect.bottom, lowest)
        rect.top = max(rect.top, PANEL_TOP)
        shift = self._scroll(layout, height - rect.height, rect.height)
        panel(canvas, rect)
        text.draw(canvas, self.heading(), (320, rect.top + 10), "title", pal.YELLOW, "midtop")

        def shown(y: int, size: int) -> bool:
            return y - shift >= ROWS_TOP and y - shift + size <= rect.height - ROWS_BOTTOM

        for spec, y in self._headings():
            if shown(y, pitch(HEADING) - 4):
                label = t(spec.label_key)
                text.draw(canvas, label, (320, rect.top + y - shift), "body", pal.CLOUD, "midtop")
        for i, (row, y) in enumerate(layout):
            if shown(y, pitch(SEAT_ROW) if row.seat is not None else pitch(ROW)):
                self._draw_row(canvas, rect, row, rect.top + y - shift, i == self.selected)
        top, bottom = rect.top + ROWS_TOP, rect.bottom - ROWS_BOTTOM - 2
        more_marks(canvas, rect.right - 24, top, bottom, shift > 0, shift < height - rect.height)
        for i, line in enumerate(hint):
            y = rect.bottom + 10 + i * pitch(LINE_PITCH)
            text.draw(canvas, line, (320, y), "body", pal.CLOUD, "midtop")
        self.draw_prompts(canvas)

    def _scroll(self, layout: list[tuple[Row, int]], spare: int, panel_height: int) -> int:
        """How far the rows move up: no more than it takes to show the chosen row at the
        bottom (its option's heading a few rows above it shows too)."""
        if spare <= 0:
            return 0
        row, y = layout[self.selected]
        bottom = y + self.app.text.pitch(SEAT_ROW if row.seat is not None else ROW)
        return min(spare, max(0, bottom - (panel_height - ROWS_BOTTOM)))

    def _layout(self) -> list[tuple[Row, int]]:
        """Each row with its top, from the panel's top."""
        pitch = self.app.text.pitch
        y, placed, last_spec = ROWS_TOP, [], None
        for row in self.rows:
            if row.seat is not None and row.spec is not last_spec:
                y += pitch(HEADING)
            elif row.spec is None:
                y += 6
            placed.append((row, y))
            last_spec = row.spec if row.seat is not None else None
            y += pitch(SEAT_ROW) if row.seat is not None else pitch(ROW)
        return placed

    def _headings(self) -> list[tuple[OptionSpec, int]]:
        firsts = {}
        for row, y in self._layout():
            if row.seat is not None and row.spec not in firsts:
                firsts[row.spec] = y - self.app.text.pitch(HEADING) + 2
        return list(firsts.items())

    def _draw_row(self, canvas, rect: pygame.Rect, row: Row, y: int, chosen: bool) -> None:
        text, t = self.app.text, self.app.t
        colour = pal.YELLOW if chosen else pal.SNOW
        if row.seat is None:
            label = self.items[self.rows.index(row)].label()
            drawn = text.draw(canvas, label, (320, y), "body", colour, "midtop")
        else:
            cy = y + text.pitch(SEAT_ROW) // 2
            seat_badge(canvas, row.seat, (rect.left + 64, cy), 14)
            name = self.app.seat_name(row.seat)
            # Clear of the badge: a person's avatar carries the seat's disc at its corner.
            text.draw(canvas, name, (rect.left + 80, cy + 1), "body", colour, "midleft")
            if self.seats[row.seat].is_cpu:
                kind = t("lobby.cpu")
                text.draw(canvas, kind, (rect.left + 118, cy + 1), "body", pal.MIST, "midleft")
            # The body font, as the rows for the whole table above (not a larger one).
            value = f"< {self.choice_label(row)} >"
            room = rect.width - VALUE_LEFT - 12
            centre = (rect.left + VALUE_LEFT + room // 2, cy)
            drawn = text.draw(canvas, value, centre, "body", colour, "center")
            drawn.left = rect.left + 54 - 6  # the cursor sits left of the badge
        if chosen:
            bob = int(2 * pulse(self.frame, 40))
            x, cy = drawn.left - 10 - bob, drawn.centery
            pygame.draw.polygon(canvas, pal.YELLOW, [(x, cy - 4), (x + 5, cy), (x, cy + 4)])
