"""The lobby: devices join into seats, any joined player adds CPU seats and starts.

Confirm on a free device joins it into the next empty slot; back on a joined device leaves.
Joined players move a shared focus over the slots and the start button: confirm on an
empty slot adds a CPU, on a CPU slot steps its level (easy → normal → hard → removed).
In games where the whole room plays along (Fischkopp), a free device pressing shout sits
down on the spectator bench; back stands up again. X (rotate) on a joined device turns
phone controllers on or off: a QR code and an address with a room code appear, and each
phone that opens it is one more device here, exactly like a pad.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.catalog import GameInfo
from game.core.seats import CPU_LEVELS, Seat, SeatKind
from game.core.setup import Participant
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.net.events import is_phone
from game.engine.scenes import Scene
from game.engine.widgets import panel, prompt_bar, pulse, seat_badge
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.phone_panel import draw_phone_panel

FULL_SPAN = 600  # canvas pixels the slots may use
PHONE_SPAN = 440  # … when the phone panel stands beside them
PANEL_TEXT = 150  # the phone panel's captions wrap at this width


@dataclass
class Slot:
    device: str | None = None  # a human's device
    level: str | None = None  # a CPU's level

    @property
    def is_cpu(self) -> bool:
        return self.level is not None


def device_label(t, device: str) -> str:
    if device == KEYBOARD_LEFT:
        return t("device.kb_left")
    if device == KEYBOARD_RIGHT:
        return t("device.kb_right")
    if is_phone(device):
        return t("device.phone", n=device.split(":")[1])
    return t("device.pad", n=device.split(":")[1])


class LobbyScene(Scene):
    def __init__(self, game: GameInfo) -> None:
        super().__init__()
        self.game = game
        self.slots: list[Slot | None] = [None] * game.max_seats
        self.focus = 0  # 0..max_seats-1: a slot; max_seats: the start button
        self.join_frames: dict[int, int] = {}

    def enter(self) -> None:
        self.app.input.unbind_all()

    # ----- queries ----------------------------------------------------------------------------
    @property
    def filled(self) -> list[tuple[int, Slot]]:
        return [(i, s) for i, s in enumerate(self.slots) if s is not None]

    @property
    def humans(self) -> int:
        return sum(1 for _, s in self.filled if not s.is_cpu)

    def can_start(self) -> bool:
        count = len(self.filled)
        return self.humans >= 1 and self.game.min_seats <= count <= self.game.max_seats

    def slot_of(self, device: str) -> int | None:
        return next((i for i, s in self.filled if s.device == device), None)

    @property
    def bench(self) -> list[str]:
        """Devices of the spectators, in the order they sat down."""
        return [d for d in self.app.input.devices() if self.app.input.is_spectator(d)]

    # ----- actions ----------------------------------------------------------------------------
    def join(self, device: str, slot_index: int | None = None) -> int | None:
        free = [i for i, s in enumerate(self.slots) if s is None]
        if not free:
            self.app.audio.play("ui_error")
            return None
        index = slot_index if slot_index in free else free[0]
        self.slots[index] = Slot(device=device)
        self.app.input.bind(device, index)
        self.join_frames[index] = self.frame
        self._dress(device, index)
        self.app.audio.play("ui_join")
        return index

    def _dress(self, device: str, seat: int | None) -> None:
        """A phone shows the colour and symbol of the seat it holds (none off a seat)."""
        if seat is None:
            self.app.phones.set_look(device, None, None, "")
        else:
            colour, symbol = pal.seat_colour(seat), pal.seat_symbol(seat)
            self.app.phones.set_look(device, colour, symbol, self.app.seat_name(seat))

    def leave(self, device: str) -> None:
        index = self.slot_of(device)
        if index is not None:
            self.slots[index] = None
            self.app.input.leave(device)
            self._dress(device, None)
            self.app.audio.play("ui_leave")

    def add_cpu(self, index: int, level: str = "normal") -> None:
        self.slots[index] = Slot(level=level)
        self.join_frames[index] = self.frame
        self.app.audio.play("ui_join")

    def step_cpu(self, index: int) -> None:
        slot = self.slots[index]
        position = CPU_LEVELS.index(slot.level)
        if position + 1 < len(CPU_LEVELS):
            slot.level = CPU_LEVELS[position + 1]
            self.app.audio.play("ui_move")
        else:
            self.slots[index] = None
            self.app.audio.play("ui_leave")

    def start(self) -> None:
        if not self.can_start():
            self.app.audio.play("ui_error")
            self.app.toast(
                self.app.t("lobby.need", min=self.game.min_seats, max=self.game.max_seats)
            )
            return
        from game.shell.game_options import GameOptionsScene

        self.app.audio.play("ui_confirm")
        self.app.scenes.push(GameOptionsScene(self.game, self.seats(), self.bind_for_match))

    def seats(self) -> tuple[Seat, ...]:
        """Seats in slot order, numbered from 0; devices are rebound to the new numbers."""
        seats = []
        for number, (_, slot) in enumerate(self.filled):
            if slot.is_cpu:
                seats.append(Seat(number, SeatKind.CPU, slot.level))
            else:
                seats.append(Seat(number, SeatKind.HUMAN, "normal"))
        return tuple(seats)

    def bind_for_match(self) -> tuple[Participant, ...]:
        """Devices to the match's seat numbers, and the people: seated and on the bench.

        A pad pulled out meanwhile binds nothing, so its seat waits for any device to take it.
        """
        bench = self.bench
        self.app.input.unbind_all()
        people = []
        for number, (_, slot) in enumerate(self.filled):
            if not slot.is_cpu and self.app.input.is_connected(slot.device):
                self.app.input.bind(slot.device, number)
                self._dress(slot.device, number)  # seats are numbered anew for the match
                people.append(Participant(self.app.input.join(slot.device), number))
        for device in bench:
            people.append(Participant(self.app.input.join_as_spectator(device)))
        return tuple(people)

    # ----- input ------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        mine = self.slot_of(event.device)
        if self.app.input.is_spectator(event.device):
            if event.action is Action.BACK and not event.repeat:
                self.app.input.leave(event.device)
                self.app.audio.play("ui_leave")
            return
        if mine is None:
            if event.action is Action.CONFIRM and not event.repeat:
                self.join(event.device)
            elif event.action is Action.FLIP and self.game.spectators and not event.repeat:
                self.app.input.join_as_spectator(event.device)
                self.app.audio.play("ui_join")
            elif event.action is Action.BACK and self.humans == 0 and not event.repeat:
                self.app.audio.play("ui_back")
                flow.game_select(self.app)
            return
        if event.action in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN):
            self._move_focus(event.action)
        elif event.repeat:
            return
        elif event.action is Action.BACK:
            self.leave(event.device)
        elif event.action is Action.PAUSE:
            self.start()
        elif event.action is Action.ROTATE_LEFT or event.action is Action.ROTATE_RIGHT:
            self.toggle_phones()
        elif event.action is Action.CONFIRM:
            self._activate_focus()

    def toggle_phones(self) -> None:
        """Phone controllers on or off (remembered in the settings)."""
        from dataclasses import replace

        self.app.audio.play("ui_confirm")
        self.app.apply_settings(replace(self.app.settings, phones=not self.app.phones.running))

    def _move_focus(self, action: Action) -> None:
        count = len(self.slots)
        if action is Action.DOWN:
            self.focus = count
        elif action is Action.UP and self.focus == count:
            self.focus = min(count - 1, max(0, count // 2))
        elif action in (Action.LEFT, Action.RIGHT) and self.focus < count:
            self.focus = (self.focus + (-1 if action is Action.LEFT else 1)) % count
        self.app.audio.play("ui_move")

    def _activate_focus(self) -> None:
        if self.focus == len(self.slots):
            self.start()
            return
        slot = self.slots[self.focus]
        if slot is None:
            self.add_cpu(self.focus)
        elif slot.is_cpu:
            self.step_cpu(self.focus)
        else:
            self.app.audio.play("ui_error")

    def resume(self) -> None:
        # Back from the options screen: the lobby's own seat numbers apply again.
        bench = self.bench
        self.app.input.unbind_all()
        for i, slot in self.filled:
            if not slot.is_cpu:
                self.app.input.bind(slot.device, i)
        for device in bench:
            self.app.input.join_as_spectator(device)

    def update(self) -> None:
        # A pad pulled out in the lobby frees its slot; one that comes back takes it again.
        for i, slot in self.filled:
            if not slot.is_cpu and not self.app.input.is_connected(slot.device):
                self.slots[i] = None
        for device, seat in self.app.input.seat_of.items():
            if seat < len(self.slots) and self.slots[seat] is None:
                self.slots[seat] = Slot(device=device)
                self.join_frames[seat] = self.frame

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text = self.app.t, self.app.text
        text.draw(canvas, self.game.title, (320, 14), "title", pal.YELLOW, "midtop")
        text.draw(
            canvas,
            t("lobby.subtitle", min=self.game.min_seats, max=self.game.max_seats),
            (320, 36),
            "small",
            pal.CLOUD,
            "midtop",
        )
        count = len(self.slots)
        # With phones on, the QR panel takes the right-hand column and the slots make room.
        span = PHONE_SPAN if self.app.phones.running else FULL_SPAN
        cx = 20 + span // 2
        width = min(84, (span - (count - 1) * 6) // count)
        left = cx - (count * width + (count - 1) * 6) // 2
        for i, slot in enumerate(self.slots):
            rect = pygame.Rect(left + i * (width + 6), 60, width, 170)
            self._draw_slot(canvas, rect, i, slot)
        button = pygame.Rect(0, 0, 180, 30)
        button.center = (cx, 266)
        focused = self.focus == count
        ready = self.can_start()
        panel(
            canvas, button, pal.FOREST if ready else pal.DUSK, pal.YELLOW if focused else pal.SLATE
        )
        text.draw(
            canvas,
            t("lobby.start"),
            button.center,
            "body",
            pal.SNOW if ready else pal.MIST,
            "center",
        )
        if focused:
            pygame.draw.rect(canvas, pal.YELLOW, button.inflate(6, 6), 1, border_radius=6)
        for j, line in enumerate(text.wrap(self._hint(), span, "small")[:2]):
            text.draw(canvas, line, (cx, 290 + j * 12), "small", pal.CLOUD, "midtop")
        if self.app.phones.running:
            phones = sum(1 for d in self.app.input.devices() if is_phone(d))
            caption = f"{t('lobby.phones')}: {phones}"
            lines = [caption, *text.wrap(t("lobby.phones_scan"), PANEL_TEXT, "small")]
            draw_phone_panel(canvas, self.app.phones, text, (626, 60), lines, anchor="topright")
        if self.game.spectators:
            self._draw_bench(canvas)
        elif self.game.realtime:
            note = t("lobby.realtime")
            text.draw(canvas, note, (cx, 238), "small", pal.YELLOW, "midtop")
        if self.humans:
            items = [
                ("move", t("prompt.choose")),
                ("confirm", t("prompt.ok")),
                ("back", t("lobby.leave")),
                ("rotate", t("lobby.phones")),
                ("pause", t("lobby.start")),
            ]
        else:
            items = [("confirm", t("lobby.join")), ("back", t("prompt.back"))]
        prompt_bar(canvas, text, items)

    def _hint(self) -> str:
        t = self.app.t
        if not self.humans:
            return t("lobby.hint_join")
        if self.focus == len(self.slots):
            return (
                t("lobby.hint_start")
                if self.can_start()
                else t("lobby.need", min=self.game.min_seats, max=self.game.max_seats)
            )
        slot = self.slots[self.focus]
        if slot is None:
            return t("lobby.hint_add_cpu")
        if slot.is_cpu:
            return t("lobby.hint_cpu_level")
        return t("lobby.hint_human")

    def _draw_bench(self, canvas: pygame.Surface) -> None:
        """The spectator bench: everyone who plays along without a seat."""
        t, text = self.app.t, self.app.text
        bench = self.bench
        label = t("lobby.bench", n=len(bench)) if bench else t("lobby.bench_empty")
        text.draw(canvas, label, (28, 240), "small", pal.CLOUD, "midleft")
        for k, device in enumerate(bench[:12]):
            participant = self.app.input.participant_of[device]
            x = 36 + text.size(label, "small")[0] + k * 22
            pygame.draw.circle(canvas, pal.darker(pal.SKY, 0.4), (x, 240), 9)
            pygame.draw.circle(canvas, pal.SKY, (x, 240), 9, 1)
            text.draw(canvas, str(participant + 1), (x, 240), "small", pal.SNOW, "center")

    def _draw_slot(
        self, canvas: pygame.Surface, rect: pygame.Rect, i: int, slot: Slot | None
    ) -> None:
        t, text = self.app.t, self.app.text
        focused = self.focus == i and self.humans > 0
        colour = pal.seat_colour(i)
        if slot is None:
            panel(canvas, rect, pal.darker(pal.DUSK, 0.3), pal.YELLOW if focused else pal.SLATE)
            alpha = pulse(self.app.frame + i * 7, 90)
            shade = pal.lighter(pal.SLATE, 0.4 * alpha)
            text.draw(canvas, "+", (rect.centerx, rect.top + 40), "big", shade, "center")
            for j, line in enumerate(text.wrap(t("lobby.empty"), rect.width - 8, "small")):
                text.draw(
                    canvas,
                    line,
                    (rect.centerx, rect.top + 74 + j * 11),
                    "small",
                    pal.MIST,
                    "midtop",
                )
        else:
            pop = min(1.0, (self.frame - self.join_frames.get(i, -99)) / 10)
            grow = int((1 - pop) * 8)
            panel(
                canvas,
                rect.inflate(grow, grow),
                pal.darker(colour, 0.55),
                pal.YELLOW if focused else colour,
            )
            seat_badge(canvas, i, (rect.centerx, rect.top + 34), 28)
            text.draw(
                canvas,
                self.app.seat_name(i),
                (rect.centerx, rect.top + 62),
                "body",
                pal.SNOW,
                "midtop",
            )
            if slot.is_cpu:
                label = t("lobby.cpu")
                sub = t(f"level.{slot.level}")
            else:
                label = t("lobby.human")
                sub = device_label(t, slot.device)
            text.draw(canvas, label, (rect.centerx, rect.top + 90), "small", pal.CLOUD, "midtop")
            for j, line in enumerate(text.wrap(sub, rect.width - 6, "small")[:3]):
                text.draw(
                    canvas,
                    line,
                    (rect.centerx, rect.top + 106 + j * 11),
                    "small",
                    pal.YELLOW if slot.is_cpu else pal.CLOUD,
                    "midtop",
                )
        if focused:
            pygame.draw.rect(canvas, pal.YELLOW, rect.inflate(4, 4), 1, border_radius=6)
