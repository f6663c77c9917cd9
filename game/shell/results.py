"""Results: standings, awards and stats, then rematch, change game or quit."""

from __future__ import annotations

import dataclasses

import pygame

from game import catalog
from game.core.setup import MatchResult
from game.engine import motion
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.particles import Particles
from game.engine.tween import ease_out_back
from game.engine.widgets import more_marks, panel, prompt_bar, pulse, seat_badge
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.calm import CalmConfirm
from game.shell.evening import flow as evening_flow
from game.shell.lines import say, say_award
from game.shell.menu import SAFE_WIDTH, MenuItem, MenuScene
from game.shell.table import table_of

BANNER_TOP = 40  # the winner banner sits under the heading …
TABLE_TOP = 76  # … the standings under the banner (room for the winner's crown) …
MENU_Y = 300  # … and the choices in one row under both, at most this low (the footer)
MENU_GAP = 40  # between the choices of that row …
MIN_MENU_GAP = 22  # … closed up to this when the row is long (room for the arrow)
CHOICES_WIDTH = 560  # the row's room: the safe area, less the chosen one's arrow
ROW_PITCH = 22  # one seat's row in the standings
TABLE = (36, 296)  # the standings' left and width
SIDE = (342, 266)  # the side panel's left and width: its text stays in the safe area
LARGE_TABLE = (36, 330)  # with Large text: room for a name left of the game's columns
LARGE_SIDE = (376, 232)
SIDE_BOTTOM = MENU_Y - 13  # the side panel never reaches the choices
LINE_PITCH = 17  # wrapped lines of one award or stat
ENTRY_GAP = 2  # between awards and stats
BANNER_IN_FRAMES = 24  # the banner pops in, then the crown glints
SIDE_MIN_HEIGHT = 40  # the side panel shrinks to its lines, never below this


class ResultsScene(MenuScene):
    title_key = "results.title"

    def __init__(self, result: MatchResult, evening=None) -> None:
        super().__init__()
        self.result = result
        self.evening = evening  # the game night this match belonged to (None: none)
        self.particles = Particles()
        self.side_scroll = 0  # side lines scrolled past (up/down, when they overflow)
        self.calm = CalmConfirm()  # a confirm moves the room on only when meant (``calm``)

    def enter(self) -> None:
        super().enter()
        self.app.audio.play("win")
        self.particles.confetti(
            640, [pal.seat_colour(w) for w in self.result.winners] + [pal.YELLOW, pal.SNOW]
        )

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        watch = [MenuItem(lambda: t("results.watch"), self._watch)] if self.replay() else []
        if watch and catalog.game_by_id(self.result.setup.game_id).timeline:
            watch.append(MenuItem(lambda: t("results.timeline"), self._timeline))
        if self.evening is not None:
            # One way on, the same after every game of the evening: the table (a press),
            # with the match to watch again first if anyone wants (a rematch would count
            # for nothing on the table, so the evening offers none).
            return [
                MenuItem(self._next_label, self._next_game),
                *watch,
                MenuItem(lambda: t("results.quit"), lambda: flow.title(self.app)),
            ]
        return [
            MenuItem(lambda: t("results.rematch"), self._rematch),
            *watch,
            MenuItem(lambda: t("results.change"), self._change_game),
            MenuItem(lambda: t("results.quit"), lambda: flow.title(self.app)),
        ]

    def replay(self):
        """This match's replay (None for a resumed match: it was not recorded whole)."""
        latest = self.app.replays.latest
        return latest if latest is not None and latest.setup == self.result.setup else None

    def _change_game(self) -> None:
        """The next game's lobby seats this table again (the cursor on this game)."""
        setup = self.result.setup
        flow.game_select(self.app, setup.game_id, table_of(self.app, setup))

    def _timeline(self) -> None:
        flow.go(self.app, "timeline", self.replay())

    def _watch(self) -> None:
        flow.go(self.app, "replay", self.replay())

    def _next_label(self) -> str:
        """What really comes next: the next game, or after the last one the final table."""
        done = self.evening is not None and self.evening.over
        return self.app.t("results.evening_final" if done else "results.next")

    def _rematch(self) -> None:
        old = self.result.setup
        setup = dataclasses.replace(old, seed=self.app.rng.randrange(1 << 31))  # same people
        flow.start_match(self.app, setup)

    def _next_game(self) -> None:
        evening_flow.show_table(self.app, self.evening, self.result.setup.participants)

    def back(self) -> None:
        self.app.audio.play("ui_back")
        if self.evening is not None:
            flow.title(self.app)  # the evening waits: Continue comes back to its table
            return
        flow.game_select(self.app)

    def handle(self, event: InputEvent) -> None:
        """The choices stand in a row: left and right move along it, as up and down do;
        while the awards and stats overflow their panel, up and down scroll them. A confirm
        in the first moment is one meant for the match's last panel (people mash it): it is
        answered, not taken as a rematch."""
        if event.pressed and event.action is Action.CONFIRM and not self.takes_confirm():
            self.calm.refuse(self.frame)
            self.app.audio.play("ui_error")
            return
        if event.action in (Action.UP, Action.DOWN):
            last = self._last_scroll_at_size()
            if last:
                if event.pressed:
                    step = -1 if event.action is Action.UP else 1
                    self.side_scroll = max(0, min(last, self.side_scroll + step))
                    self.app.audio.play("ui_move")
                return
        if event.action in (Action.LEFT, Action.RIGHT):
            step = Action.UP if event.action is Action.LEFT else Action.DOWN
            event = dataclasses.replace(event, action=step)
        super().handle(event)

    def takes_confirm(self) -> bool:
        """A confirm chooses once the results have been on screen a moment and nobody is
        mashing it any more (the last refused one is a while back)."""
        return self.calm.takes(self.frame)

    def update(self) -> None:
        self.particles.update()
        if self.frame % 90 == 0 and self.frame < 400:
            self.particles.confetti(
                640, [pal.seat_colour(w) for w in self.result.winners] + [pal.YELLOW], 30
            )

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        self.particles.draw(canvas)  # confetti falls behind the panels: names stay readable
        t, text, result = self.app.t, self.app.text, self.result
        game = catalog.game_by_id(result.setup.game_id)
        text.draw(
            canvas, f"{game.title} — {t('results.title')}", (320, 20), "title", pal.YELLOW, "midtop"
        )
        self._draw_banner(canvas)
        places, order = result.places, result.order
        pitch = text.pitch(ROW_PITCH)
        head = text.pitch(18) if result.columns else 0  # a heading row names extra columns
        left, width = LARGE_TABLE if text.large else TABLE
        table = pygame.Rect(left, TABLE_TOP, width, 10 + head + pitch * len(order))
        panel(canvas, table)
        for k, (key, _values) in enumerate(result.columns):
            x = table.right - 64 - k * text.pitch(44)
            text.draw(canvas, t(key), (x, table.top + 13), "body", pal.MIST, "midright")
        for row, seat in enumerate(order):
            slide = ease_out_back(motion.settled(min(1.0, max(0.0, (self.frame - row * 6) / 18))))
            y = table.top + pitch * 3 // 4 + head + row * pitch
            x = table.left + 12 - int((1 - slide) * 200)
            winner = seat in result.winners
            colour = pal.YELLOW if winner else pal.SNOW
            text.draw(canvas, f"{places[seat]}.", (x, y), "body", colour, "midleft")
            seat_badge(canvas, seat, (x + 34, y), 14)
            who = self.app.seat_name(seat)
            if result.setup.seats[seat].is_cpu and not text.large:  # large: the name alone
                who += f" ({t('level.' + result.setup.seats[seat].level)})"
            text.draw(canvas, who, (x + 48, y), "body", colour, "midleft")
            text.draw(
                canvas, str(result.totals[seat]), (table.right - 14, y), "title", colour, "midright"
            )
            for k, (_key, values) in enumerate(result.columns):
                column_x = table.right - 64 - k * text.pitch(44)
                text.draw(canvas, str(values[seat]), (column_x, y), "body", pal.CLOUD, "midright")
            if winner:
                self._crown(canvas, x + 34, y - 12)
        side = self._draw_side(canvas)
        self._draw_choices(canvas, min(MENU_Y, max(table.bottom, side.bottom) + 28))
        prompt_bar(canvas, text, [("move", t("prompt.choose")), ("confirm", t("prompt.ok"))])

    def side_lines(self) -> list[str]:
        """Title, awards, stats, then how often this game was played and won here."""
        t, result = self.app.t, self.result
        game = catalog.game_by_id(result.setup.game_id)
        lines = [say(self.app, result.title)] if result.title else []
        lines += [say_award(self.app, a) for a in result.awards]
        lines += [say(self.app, line) for line in result.stats]
        played = self.app.people.box.played(result.setup.game_id)
        if played:
            lines.append(t("results.played", game=game.title, n=played))
        # Wins belong to people, not to the seat they sat in this time.
        seated = self.app.people.seated(result.setup)
        for person in (seated[seat] for seat in sorted(seated)):
            won = person.stats_of(result.setup.game_id).won
            if won:
                lines.append(t("results.seat_wins", seat=person.name, n=won))
        return lines

    def _side_layout(self) -> tuple[pygame.Rect, list[tuple[str, bool]]]:
        """The side panel and its wrapped lines, each with whether it ends an entry."""
        text = self.app.text
        left, width = LARGE_SIDE if text.large else SIDE
        pitch = text.pitch(LINE_PITCH)
        wrapped = [text.wrap(line, width - 16, "body") for line in self.side_lines()]
        rows = [(part, k == len(parts) - 1) for parts in wrapped for k, part in enumerate(parts)]
        needed = 12 + sum(pitch * len(parts) + ENTRY_GAP for parts in wrapped)
        height = max(SIDE_MIN_HEIGHT, min(needed, SIDE_BOTTOM - TABLE_TOP)) if rows else 0
        return pygame.Rect(left, TABLE_TOP, width if rows else 0, height), rows

    def _shown(self, side: pygame.Rect, rows: list[tuple[str, bool]], first: int) -> int:
        """How many lines fit in the panel from line ``first`` on."""
        y, pitch, count = side.top + 6, self.app.text.pitch(LINE_PITCH), 0
        for _part, last in rows[first:]:
            if y + pitch > side.bottom - 2:
                break
            count += 1
            y += pitch + (ENTRY_GAP if last else 0)
        return max(1, count)

    def _last_scroll_at_size(self) -> int:
        """``_last_scroll`` with the text at the size the screen draws it."""
        with self.app.text.scaled(self.app.settings.large_text):
            return self._last_scroll()

    def _last_scroll(self) -> int:
        """The furthest the side lines scroll: 0 when they all fit."""
        side, rows = self._side_layout()
        first = 0
        while first + self._shown(side, rows, first) < len(rows):
            first += 1
        return first

    def _draw_side(self, canvas: pygame.Surface) -> pygame.Rect:
        """Awards and stats beside the standings, as tall as its lines need (no empty box);
        whole lines only, those past its edge are there to scroll to."""
        text = self.app.text
        side, rows = self._side_layout()
        if not rows:
            return side
        panel(canvas, side)
        first = min(self.side_scroll, self._last_scroll())
        shown = self._shown(side, rows, first)
        y, pitch = side.top + 6, text.pitch(LINE_PITCH)
        for part, last in rows[first : first + shown]:
            text.draw(canvas, part, (side.left + 8, y), "body", pal.CLOUD)
            y += pitch + (ENTRY_GAP if last else 0)
        more_marks(
            canvas,
            side.right - 10,
            side.top + 4,
            side.bottom - 4,
            first > 0,
            first + shown < len(rows),
        )
        return side

    def _draw_choices(self, canvas: pygame.Surface, y: int) -> None:
        """The choices in one row, the chosen one yellow behind an arrow. A row too wide
        for the safe area (four choices in large German) closes up, then takes the normal
        size: it never runs off the screen."""
        text = self.app.text
        labels = [item.label() for item in self.items]
        for large in (True, False) if text.large else (False,):
            with text.scaled(large):
                widths = [text.size(label, "body")[0] for label in labels]
                gap = min(MENU_GAP, max(MIN_MENU_GAP, (CHOICES_WIDTH - sum(widths)) // 3))
                total = sum(widths) + gap * (len(labels) - 1)
                if total <= CHOICES_WIDTH or not large:
                    self._draw_row(canvas, labels, widths, gap, total, y)
                    return

    def _draw_row(self, canvas, labels: list[str], widths: list[int], gap, total, y) -> None:
        text = self.app.text
        x = 320 - total // 2
        ready = self.takes_confirm()  # until then the choices wait, dimmed
        for i, (label, w) in enumerate(zip(labels, widths)):
            chosen = i == self.selected and ready
            colour = pal.YELLOW if chosen else pal.SNOW if ready else pal.MIST
            rect = text.draw(canvas, label, (x, y), "body", colour, "midleft")
            if chosen:
                bob = int(2 * pulse(self.frame, 40))
                ax, cy = rect.left - 10 - bob, y
                pygame.draw.polygon(canvas, pal.YELLOW, [(ax, cy - 4), (ax + 5, cy), (ax, cy + 4)])
            x += w + gap

    def banner_text(self) -> str:
        """The winner, or who share the win; their count when the names would run off the
        ribbon (four names side by side do not fit the title style)."""
        t, winners = self.app.t, self.result.winners
        names = ", ".join(self.app.seat_name(w) for w in winners)
        if len(winners) == 1:
            return t("results.winner", seat=names)
        label = t("results.tie", seats=names)
        if self._banner_width(label) <= SAFE_WIDTH:
            return label
        if len(winners) == len(self.result.totals):
            return t("results.tie_all", n=len(winners))
        return t("results.tie_count", n=len(winners))

    def _banner_width(self, label: str) -> int:
        return self.app.text.size(label, "title")[0] + 40 + 22 * len(self.result.winners) + 32

    def _draw_banner(self, canvas: pygame.Surface) -> None:
        """The winner moment: a ribbon in the winner's colour pops in with their badge."""
        text, winners = self.app.text, self.result.winners
        if not winners:
            return
        grow = ease_out_back(motion.settled(min(1.0, self.frame / BANNER_IN_FRAMES)))
        label = self.banner_text()
        width = int((text.size(label, "title")[0] + 40 + 22 * len(winners)) * grow)
        if width < 8:
            return
        rect = pygame.Rect(0, BANNER_TOP, width, 26)
        rect.centerx = 320
        colour = pal.seat_colour(winners[0])
        for side in (-1, 1):  # ribbon tails
            tail = rect.centerx + side * (rect.width // 2 + 2)
            points = [(tail, rect.top + 5), (tail + side * 14, rect.top + 5)]
            points += [(tail + side * 8, rect.centery + 3), (tail + side * 14, rect.bottom + 3)]
            points += [(tail, rect.bottom + 3)]
            pygame.draw.polygon(canvas, pal.darker(colour, 0.4), points)
        # The seat's colour, dark enough that the yellow words on it read.
        panel(canvas, rect, pal.legible(pal.darker(colour, 0.25), pal.YELLOW), pal.YELLOW)
        if grow < 0.95:
            return
        x = rect.left + 14
        for seat in winners:
            seat_badge(canvas, seat, (x, rect.centery), 14)
            x += 22
        text.draw(canvas, label, (x + 4, rect.centery + 1), "title", pal.YELLOW, "midleft")
        glint = (self.frame - BANNER_IN_FRAMES) % 120
        if 0 <= glint < 12 and not motion.calm():  # a shine across: decoration
            gx = rect.left + int(rect.width * glint / 12)
            pygame.draw.line(canvas, pal.SNOW, (gx, rect.top + 2), (gx - 6, rect.bottom - 2), 2)

    @staticmethod
    def _crown(canvas: pygame.Surface, x: int, y: int) -> None:
        points = [
            (x - 6, y + 4),
            (x - 6, y - 2),
            (x - 3, y + 1),
            (x, y - 4),
            (x + 3, y + 1),
            (x + 6, y - 2),
            (x + 6, y + 4),
        ]
        pygame.draw.polygon(canvas, pal.YELLOW, points)
        pygame.draw.polygon(canvas, pal.INK, points, 1)
