""" "Who plays next?" between two games of an evening: the seats of the next game, where a
seated person or CPU can leave (after a yes), a free device steps in (picking who they are)
and a CPU is added. Any device drives the cursor, as on a menu; the device that confirms
"step in" is the one that takes the seat, so a second pad, the other keyboard half or a
phone steps in with its own press. Back returns to the evening's table.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.core.seats import CPU_LEVELS
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.evening import seating
from game.shell.evening.looks import entrant_look, entrant_name
from game.shell.evening.model import Evening
from game.shell.evening.seats_view import SeatRow, SeatsView, draw_seats
from game.shell.menu import MenuItem, MenuScene

STEP_IN, ADD_CPU = 0, 1  # the action rows after the seats
VEIL_ALPHA = 170


class EveningSeatsScene(Scene):
    def __init__(self, evening: Evening, on_change=None) -> None:
        """``on_change`` hears of every change (the table takes the new people along)."""
        super().__init__()
        self.evening = evening
        self.on_change = on_change
        self.selected = 0
        self.level = "normal"  # of the next CPU added

    @property
    def seats(self) -> int:
        return len(self.evening.seating)

    @property
    def action(self) -> int | None:
        """The action row under the cursor (None: a seat)."""
        return self.selected - self.seats if self.selected >= self.seats else None

    # ----- input ------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        rows = self.seats + 2
        if event.action in (Action.UP, Action.DOWN):
            self.selected = (self.selected + (-1 if event.action is Action.UP else 1)) % rows
            self.app.audio.play("ui_move")
        elif event.action in (Action.LEFT, Action.RIGHT) and self.action == ADD_CPU:
            step = -1 if event.action is Action.LEFT else 1
            self.level = CPU_LEVELS[(CPU_LEVELS.index(self.level) + step) % len(CPU_LEVELS)]
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif event.action is Action.CONFIRM:
            self.activate(event.device)
        elif event.action in (Action.BACK, Action.PAUSE):
            self.app.audio.play("ui_back")
            self.app.scenes.pop()

    def activate(self, device: str) -> None:
        if self.action is None:
            key = self.evening.seating[self.selected]
            self.app.audio.play("ui_confirm")
            name = entrant_name(self.app, self.evening.entrant(key))
            self.app.scenes.push(LeaveConfirmScene(name, lambda: self.leave(key)))
        elif self.action == STEP_IN:
            self.ask_who(device)
        elif seating.add_cpu(self.evening, self.level) is not None:
            self.app.audio.play("ui_join")
            self._changed()
        else:
            self._refuse("evening.seats.full")

    def ask_who(self, device: str) -> None:
        """The device's own "who are you?"; its answer takes the next seat."""
        if self.app.input.seat_of.get(device) is not None:
            self._refuse("evening.seats.has_seat")
            return
        if not seating.can_add(self.evening, returning=True):
            self._refuse("evening.seats.full")
            return

        def chosen(person) -> None:
            pid = person.id if person is not None else None
            if seating.step_in(self.app, self.evening, device, pid) is None:
                self._refuse("evening.seats.full")
                return
            self.app.audio.play("ui_join")
            self.selected = self.seats + STEP_IN
            self._changed()

        self.app.audio.play("ui_confirm")
        taken = seating.seated_people(self.evening)
        flow.go(self.app, "who_are_you", device, chosen, taken)

    def leave(self, key: str) -> None:
        seating.leave(self.app, self.evening, key)
        self.app.audio.play("ui_leave")
        self.selected = min(self.selected, self.seats + 1)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _refuse(self, key: str) -> None:
        self.app.audio.play("ui_error")
        self.app.toast(self.app.t(key))

    # ----- drawing ----------------------------------------------------------------------------
    def view(self) -> SeatsView:
        t, evening = self.app.t, self.evening
        rows = []
        for key in evening.seating:
            entrant = evening.entrant(key)
            avatar, colour = entrant_look(self.app, entrant)
            points = t.decimal(float(entrant.points))
            rows.append(SeatRow(entrant_name(self.app, entrant), avatar, colour, points))
        low, high = seating.seat_range(evening)
        game = catalog.game_by_id(evening.current_game).title if not evening.over else ""
        level = t(f"level.{self.level}")
        actions = [t("evening.seats.step_in"), t("evening.seats.add_cpu", level=level)]
        full = set() if seating.can_add(evening) else {STEP_IN, ADD_CPU}
        return SeatsView(
            t("evening.seats.title"),
            t("evening.seats.next", game=game, min=low, max=high),
            t("evening.points"),
            rows,
            actions,
            self.selected,
            full,
            self.hint() if self.app.scenes.top is self else "",  # a question over it explains
            [("move", t("prompt.choose")), ("confirm", t("prompt.ok")), ("back", t("prompt.back"))],
        )

    def hint(self) -> str:
        t = self.app.t
        if self.action is None:
            return t("evening.seats.hint_leave")
        if self.action == STEP_IN:
            return t("evening.seats.hint_step_in")
        return t("evening.seats.hint_cpu")

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        draw_seats(canvas, self.app.text, self.view(), self.frame)


class LeaveConfirmScene(MenuScene):
    """ "Anna leaves the evening?": stay (preselected) or leave; back means stay."""

    transparent = True
    panel_width = 300

    def __init__(self, name: str, on_leave) -> None:
        super().__init__()
        self.name = name
        self.on_leave = on_leave

    def heading(self) -> str:
        return self.app.t("evening.seats.leave_ask", name=self.name)

    def hint(self) -> str:
        return self.app.t("evening.seats.leave_hint")

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(lambda: t("evening.seats.stay"), self.back),
            MenuItem(lambda: t("evening.seats.leave_yes"), self._leave),
        ]

    def _leave(self) -> None:
        self.app.scenes.pop()
        self.on_leave()

    def draw_background(self, canvas: pygame.Surface) -> None:
        veil = pygame.Surface(canvas.get_size())
        veil.fill(pal.INK)
        veil.set_alpha(VEIL_ALPHA)
        canvas.blit(veil, (0, 0))
