"""The evening so far, between games: everyone by points, the points the last game gave,
and who gained or lost places sliding to their new rows. Confirm plays the next game (or
shows the podium after the last); shout (Y) opens "who plays next?" to step in, leave or
add a CPU; back leaves for the title (Continue comes back here)."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import motion
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.engine.tween import ease_out_back
from game.engine.widgets import panel, prompt_bar
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.calm import CalmConfirm
from game.shell.evening import flow as evening_flow
from game.shell.evening import seating
from game.shell.evening.looks import entrant_look, entrant_name
from game.shell.evening.model import Evening
from game.shell.menu import SAFE_WIDTH, balanced_wrap
from game.shell.people.avatars import draw_avatar

TABLE = pygame.Rect(120, 64, 400, 0)  # height from the rows
ROW_PITCH = 26
TIGHT_PITCH = 18  # with many rows (people came and went) they close up …
MAX_ROWS = 10  # … and past this many, those who left with the fewest points are left off
# Large text keeps rows apart at one pitch: the seated (seven at most) all show, and those
# who left with the fewest points make room first.
LARGE_ROW_PITCH = 22
LARGE_ROOMY_ROWS = 5
LARGE_MAX_ROWS = 7
LEGEND_PITCH = 26  # the legend's lines when large text wraps it (accents and commas apart)
SLIDE_FRAMES = 40  # rows slide from their old place to the new one
SLIDE_DELAY = 20
NEXT_Y = 296
LEGEND_GAP = 6  # the points legend under the table's panel …
NEXT_GAP = 12  # … and the next game's line at least this far under it


def points_legend(t, evening: Evening) -> str:
    """One line on what a game's places are worth: first as many points as players, each
    place one fewer (``model.points_for_places``), counted for the next game's seats."""
    players = len(evening.seating) or len(evening.active) or 1
    # No-break spaces: a wrapped legend keeps the list of points on one line.
    points = ",\u00a0".join(str(players - place) for place in range(players))
    return t("evening.legend", n=players, points=points)


class EveningTableScene(Scene):
    large_text = True  # names, legend and next game are body text

    def __init__(self, evening: Evening, participants: tuple = ()) -> None:
        super().__init__()
        self.evening = evening
        self.participants = participants  # the people of the last match, for the next one
        self.calm = CalmConfirm()  # the standings are read before the room moves on

    def takes_confirm(self) -> bool:
        return self.calm.takes(self.frame)

    def handle(self, event: InputEvent) -> None:
        if not event.pressed or event.repeat:
            return
        if event.action is Action.CONFIRM and not self.takes_confirm():
            self.calm.refuse(self.frame)
            self.app.audio.play("ui_error")
        elif event.action is Action.CONFIRM:
            if self.evening.over:
                self.app.audio.play("ui_confirm")
                evening_flow.podium(self.app, self.evening)
            elif not seating.ready(self.evening):
                self.app.audio.play("ui_error")
                low, high = seating.seat_range(self.evening)
                self.app.toast(self.app.t("evening.seats.need", min=low, max=high))
            else:
                self.app.audio.play("ui_confirm")
                evening_flow.start_next(self.app, self.evening, self.participants)
        elif event.action is Action.FLIP and not self.evening.over:
            self.app.audio.play("ui_confirm")
            flow.go(self.app, "evening_seats", self.evening, self._seats_changed)
        elif event.action in (Action.BACK, Action.PAUSE):
            if self.evening.over:  # nothing is left for later: the podium is the way on
                self.app.audio.play("ui_confirm")
                evening_flow.podium(self.app, self.evening)
                return
            self.app.audio.play("ui_back")
            flow.title(self.app)

    def _seats_changed(self) -> None:
        """Someone stepped in or left: the next match takes the people as they are now."""
        self.participants = seating.participants(self.app)

    def rows(self) -> list:
        """The table as drawn: everyone by points, unless too many came and went."""
        table = self.evening.table()
        gone = [e for e in reversed(table) if not e.active]
        most = LARGE_MAX_ROWS if self._large() else MAX_ROWS
        dropped = {e.key for e in gone[: max(0, len(table) - most)]}
        return [e for e in table if e.key not in dropped]

    def _large(self) -> bool:
        return self.app is not None and self.app.text.large

    def pitch(self, count: int) -> int:
        if self._large():  # a few rows keep the roomy pitch
            return ROW_PITCH if count <= LARGE_ROOMY_ROWS else LARGE_ROW_PITCH
        return ROW_PITCH if count <= 7 else TIGHT_PITCH

    def before(self, shown: list) -> list[str]:
        """The drawn rows' order before the last game (for the slide)."""
        keys = {e.key for e in shown}
        return [k for k in self.evening.before if k in keys]

    def row_y(self, key: str, index: int, before: list[str], pitch: int = ROW_PITCH) -> float:
        """Where a row is drawn now: from its place before the last game to its place now."""
        start = before.index(key) if key in before else index
        if motion.calm():  # no slide: the arrows beside the rows say who moved
            start = index
        progress = min(1.0, max(0.0, (self.frame - SLIDE_DELAY) / SLIDE_FRAMES))
        eased = ease_out_back(progress) if start != index else 1.0
        return TABLE.top + 34 + (start + (index - start) * eased) * pitch

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text, evening = self.app.t, self.app.text, self.evening
        text.draw(canvas, t("evening.title"), (320, 20), "title", pal.YELLOW, "midtop")
        after = t("evening.after", n=evening.played, total=len(evening.games))
        text.draw(canvas, after, (320, 40), "body", pal.CLOUD, "midtop")
        table = self.rows()
        places = evening.places()
        pitch = self.pitch(len(table))
        rect = pygame.Rect(TABLE.left, TABLE.top, TABLE.width, 24 + pitch * len(table))
        panel(canvas, rect)
        text.draw(
            canvas,
            t("evening.points"),
            (rect.right - 14, rect.top + 10),
            "body",
            pal.MIST,
            "midright",
        )
        before = self.before(table)
        for index, entrant in sorted(
            enumerate(table),
            key=lambda ie: ie[0] == (before.index(ie[1].key) if ie[1].key in before else ie[0]),
        ):
            y = int(self.row_y(entrant.key, index, before, pitch))
            moved = (before.index(entrant.key) - index) if entrant.key in before else 0
            self._draw_row(canvas, rect, entrant, y, moved, places[entrant.key])
        legend = pygame.Rect(320, rect.bottom, 0, 0)
        for i, line in enumerate(balanced_wrap(text, points_legend(t, evening), SAFE_WIDTH)):
            at = (320, rect.bottom + LEGEND_GAP + i * LEGEND_PITCH)
            legend = text.draw(canvas, line, at, "body", pal.CLOUD, "midtop")
        if not evening.over:
            game = catalog.game_by_id(evening.current_game).title
            label = t("evening.next", game=game)
        else:
            label = t("evening.last_done")
        next_y = max(NEXT_Y, legend.bottom + NEXT_GAP)
        text.draw(canvas, label, (320, next_y), "body", pal.SNOW, "center")
        if evening.over:  # all played: the podium, and no "later"
            prompts = [("confirm", t("evening.to_podium"))]
        else:
            prompts = [("confirm", t("evening.play_next")), ("flip", t("evening.seats.open"))]
            prompts.append(("back", t("evening.later")))
        prompt_bar(canvas, text, prompts)

    def _draw_row(self, canvas, rect, entrant, y: int, moved: int, place: int) -> None:
        t, text, evening = self.app.t, self.app.text, self.evening
        shade = pal.SNOW if entrant.active else pal.MIST
        if place == 1:
            shade = pal.YELLOW
        text.draw(canvas, f"{place}.", (rect.left + 14, y), "body", shade, "midleft")
        avatar, colour = entrant_look(self.app, entrant)
        draw_avatar(canvas, avatar, colour, (rect.left + 52, y), 2)
        name = entrant_name(self.app, entrant)
        if not entrant.active:
            name = t("evening.left", name=name)
        text.draw(canvas, name, (rect.left + 70, y), "body", shade, "midleft")
        if moved and self.frame > SLIDE_DELAY:  # up or down the table since the last game
            up = moved > 0
            ax, cy = rect.left + 36, y
            tip = cy - 4 if up else cy + 4
            base = cy + 3 if up else cy - 3
            points = [(ax - 4, base), (ax + 4, base), (ax, tip)]
            pygame.draw.polygon(canvas, pal.LIME if up else pal.RED, points)
        gained = evening.gained.get(entrant.key)
        if gained is not None:
            label = f"+{t.decimal(float(gained))}"
            ink = pal.legible(pal.LIME, pal.DUSK)
            text.draw(canvas, label, (rect.right - 86, y), "body", ink, "midright")
        points = t.decimal(float(entrant.points))
        text.draw(canvas, points, (rect.right - 14, y), "title", shade, "midright")
