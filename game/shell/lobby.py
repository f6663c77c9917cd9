"""The lobby: devices join into seats, any joined player adds CPU seats and starts.

Confirm on a free device joins it into the next empty slot; back (Esc on a keyboard) on a
joined device leaves, and with nobody joined goes back to game select. Seats stay numbered
without gaps: whoever leaves, the seats after close up. Each joined device moves its own
cursor (drawn in its seat's colour) over its own card, the free seats, the CPUs and the
start button, never over another person's card: confirm on an empty slot adds a CPU, on a
CPU slot steps its level (normal → hard → easy → removed). A seat is called after its device
("Phone 1") until "who are you?" is answered for it.
In games where the whole room plays along (Fischkopp), a free device pressing shout sits
down on the spectator bench; back stands up again. Phone controllers are on unless the
settings say off: a QR code and an address with a room code show from the first second, and
each phone that opens it is one more device here, exactly like a pad. X (rotate) on any
controller or keyboard half, joined or not, turns them off or on (never on a phone: it
would cut itself off). After *Change game* the last match's table (``shell.table``) is
seated again as the lobby opens.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.catalog import GameInfo
from game.core.seats import CPU_LEVELS, Seat, SeatKind
from game.core.setup import Participant
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.bindings import PAD
from game.engine.net.cues import PLAY, WAIT, Cue
from game.engine.net.events import is_phone
from game.engine.scenes import Scene
from game.shell import flow, lobby_cursors
from game.shell.evening import flow as evening_flow
from game.shell.lobby_view import draw_lobby
from game.shell.phone_cues import join_cue
from game.shell.table import Slot, fitted

# A CPU added to a slot starts here; confirm steps through the rest, then removes it.
CPU_LEVEL_CYCLE = ("normal", "hard", "easy")


class LobbyScene(Scene):
    large_text = True  # the seats' names, the hints and the subtitle are body text

    def __init__(
        self,
        game: GameInfo,
        evening_games: list[str] | None = None,
        table: tuple[Slot, ...] = (),
        evening_short: bool = False,
    ) -> None:
        """``evening_games``: a game night of these games (joined once for all of them),
        ``evening_short``: in their short forms; ``table``: who sat at the last match
        (*Change game*), seated again at once."""
        super().__init__()
        self.game = game
        self.table = table
        self.evening_games = evening_games
        self.evening_short = evening_short
        seats = game.max_seats
        if evening_games:
            seats = evening_flow.seat_limit(evening_games)
        self.slots: list[Slot | None] = [None] * seats
        # One cursor per joined device: 0..max_seats-1 a slot, max_seats the start button.
        self.cursors: dict[str, int] = {}
        self.active: str | None = None  # the device that moved or pressed last (the hint)
        self.join_frames: dict[int, int] = {}
        self.asking: list[str] = []  # joined while another device picked: asked next
        self.answering: str | None = None  # the device "Who are you?" asks now

    def enter(self) -> None:
        self.app.input.unbind_all()
        table, self.table = self.table, ()  # once: coming back from the options keeps slots
        for slot in fitted(table, len(self.slots)):
            if slot.is_cpu:
                self.add_cpu(level=slot.level)
            elif self.app.input.is_connected(slot.device) and self.join(slot.device) is not None:
                self.slots[self.slot_of(slot.device)].person = slot.person
        if table:
            self._name_seats()
            for i, slot in self.filled:
                if not slot.is_cpu:
                    self._dress(slot.device, i)
            for device in self.cursors:  # the same table again: one press starts
                self.cursors[device] = len(self.slots)

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

    @property
    def focus(self) -> int:
        """The cursor of whoever pressed last (the hint under the slots explains it)."""
        if self.active in self.cursors:
            return self.cursors[self.active]
        return next(iter(self.cursors.values()), 0)

    @property
    def first_free(self) -> int | None:
        return next((i for i, s in enumerate(self.slots) if s is None), None)

    def slot_of(self, device: str) -> int | None:
        return next((i for i, s in self.filled if s.device == device), None)

    @property
    def bench(self) -> list[str]:
        """Devices of the spectators, in the order they sat down."""
        return [d for d in self.app.input.devices() if self.app.input.is_spectator(d)]

    # ----- actions ----------------------------------------------------------------------------
    def join(self, device: str, asked: bool = False) -> int | None:
        """``device`` takes the next free seat; its cursor waits on the slot after it.
        ``asked``: who holds it is asked next, and the seat goes by the device's name
        meanwhile (a phone never shows "P3" first)."""
        index = self.first_free
        if index is None:
            self.app.audio.play("ui_error")
            return None
        self.slots[index] = Slot(device=device)
        self.app.input.bind(device, index)
        self.join_frames[index] = self.frame
        if asked:
            self.app.unnamed_seats[index] = device
        self._dress(device, index)
        self.cursors[device] = lobby_cursors.parking(self.slots)
        lobby_cursors.keep_off_others(self.slots, self.cursors)
        self.active = device
        self.app.audio.play("ui_join")
        return index

    def _dress(self, device: str, seat: int | None) -> None:
        """A phone shows the colour and symbol of the seat it holds (none off a seat)."""
        if seat is None:
            self.app.phones.set_look(device, None, None, "")
        else:
            colour, symbol = pal.seat_colour(seat), pal.seat_symbol(seat)
            self.app.phones.set_look(device, colour, symbol, self.app.seat_name(seat))

    def phone_cue(self, device: str, verbs):
        """A phone with no seat yet reads how to join; one on the bench, that it is there
        (back stands up); a seated one, the lobby's footer but "Phones": a phone would cut
        itself and every other phone off with it (its X rests, and is refused)."""
        t = self.app.t
        if self.app.input.is_spectator(device):
            return Cue(WAIT, t("phone.on_bench"), (("back", t("lobby.leave")),))
        if self.slot_of(device) is None:
            return join_cue(t, self.first_free is not None, self.game.spectators)
        return Cue(PLAY, verbs=tuple((a, w) for a, w in verbs or () if a != "rotate"))

    def leave(self, device: str) -> None:
        index = self.slot_of(device)
        if index is not None:
            self.slots[index] = None
            self.app.input.leave(device)
            self.cursors.pop(device, None)
            self._dress(device, None)
            self.app.audio.play("ui_leave")
            self._close_gaps()

    def add_cpu(self, index: int | None = None, level: str = CPU_LEVEL_CYCLE[0]) -> int | None:
        """A CPU in the next free seat (seats never have gaps); None when the table is full."""
        index = self.first_free
        if index is None:
            self.app.audio.play("ui_error")
            return None
        self.slots[index] = Slot(level=level if level in CPU_LEVELS else CPU_LEVEL_CYCLE[0])
        self.join_frames[index] = self.frame
        self.app.audio.play("ui_join")
        return index

    def step_cpu(self, index: int) -> None:
        """normal → hard → easy → removed: every level is one or two presses away."""
        slot = self.slots[index]
        cycle = CPU_LEVEL_CYCLE
        position = cycle.index(slot.level) if slot.level in cycle else -1
        if position + 1 < len(cycle):
            slot.level = cycle[position + 1]
            self.app.audio.play("ui_move")
        else:
            self.slots[index] = None
            self.app.audio.play("ui_leave")
            self._close_gaps()

    def _close_gaps(self) -> None:
        """Seats after an empty one move up, so seat numbers never skip (P1, P2, P3 …)."""
        filled = self.filled
        if all(i == k for k, (i, _) in enumerate(filled)):
            return
        moved = {old: new for new, (old, _) in enumerate(filled)}
        self.slots = [slot for _, slot in filled] + [None] * (len(self.slots) - len(filled))
        self.join_frames = {moved[o]: f for o, f in self.join_frames.items() if o in moved}
        for device in [d for d in self.app.input.seat_of]:
            self.app.input.unbind(device)
        for i, slot in self.filled:
            if not slot.is_cpu and flow.seat_device(self.app, slot.device, i) is not None:
                self._dress(slot.device, i)
        self.cursors = {d: min(c, len(self.slots)) for d, c in self.cursors.items()}
        lobby_cursors.keep_off_others(self.slots, self.cursors)
        self._name_seats()

    def start(self) -> None:
        if not self.can_start():
            self.app.audio.play("ui_error")
            self.app.toast(
                self.app.t("lobby.need", min=self.game.min_seats, max=self.game.max_seats)
            )
            return
        self.app.audio.play("ui_confirm")
        if self.evening_games:
            evening_flow.begin(self.app, self.evening_games, self, self.evening_short)
            return
        people = tuple(slot.person for _, slot in self.filled)
        flow.go(self.app, "options", self.game, self.seats(), self.bind_for_match, people=people)

    def ask_who(self, device: str) -> None:
        """ "Who are you?" for the device's seat: a known person, a new one or a guest.
        While another device is answering, this one is asked next."""
        mine = self.slot_of(device)
        if mine is None:
            return
        if self.app.scenes.top is not self:
            if device not in self.asking:
                self.asking.append(device)
            self._name_seats()  # asked next: the seat goes by the device's name meanwhile
            return
        taken = {s.person for i, s in self.filled if s.person and i != mine}

        def chosen(person) -> None:
            self.answering = None
            index = self.slot_of(device)
            if index is not None:
                self.slots[index].person = person.id if person is not None else None
                self._name_seats()  # before dressing: the phone shows the person's name
                self._dress(device, index)
                self._tell_clash(index)

        flow.go(self.app, "who_are_you", device, chosen, taken, on_other=self._meanwhile)
        self.answering = device
        self._name_seats()

    def _tell_clash(self, index: int) -> None:
        """A person whose colour someone seated earlier wears plays in the nearest free one,
        and is told so."""
        wanted = self.app.seat_clashes.get(index)
        if wanted is None:
            return
        t = self.app.t
        given = t(f"colour.{pal.seat_look(index)}")
        name = self.app.seat_name(index)
        self.app.toast(
            t("people.colour_taken", name=name, colour=given, taken=t(f"colour.{wanted}"))
        )

    def _meanwhile(self, event: InputEvent) -> None:
        """While someone picks or types a name, a device without a seat still joins (and is
        asked next) or sits on the bench, and a seated one can leave; else the seated wait."""
        keyboard_esc = event.action is Action.PAUSE and not event.device.startswith(PAD)
        leaving = event.action is Action.BACK or keyboard_esc
        if self.slot_of(event.device) is None or leaving:
            self.handle(event)

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
            person = None if slot.is_cpu else flow.seat_device(self.app, slot.device, number)
            if person is not None:
                self._dress(slot.device, number)  # seats are numbered anew for the match
                people.append(person)
        for device in bench:
            people.append(Participant(self.app.input.join_as_spectator(device)))
        return tuple(people)

    # ----- input ------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action = event.action
        if action is Action.PAUSE and not event.device.startswith(PAD):
            action = Action.BACK  # Esc on a keyboard means back, as on every screen
        mine = self.slot_of(event.device)
        if self.app.input.is_spectator(event.device):
            if action is Action.BACK and not event.repeat:
                self.app.input.leave(event.device)
                self.app.audio.play("ui_leave")
            return
        if mine is None:
            if action is Action.CONFIRM and not event.repeat:
                # Every join asks once; with nobody to pick yet, "guest" waits under the
                # cursor, so a couch that does not care is one press from its seat.
                if self.join(event.device, asked=True) is not None:
                    self.ask_who(event.device)
            elif action is Action.FLIP and self.game.spectators and not event.repeat:
                self.app.input.join_as_spectator(event.device)
                self.app.audio.play("ui_join")
            elif action is Action.BACK and self.humans == 0 and not event.repeat:
                self.app.audio.play("ui_back")
                if self.evening_games:
                    self.app.scenes.pop()  # back to the game night's choice, as chosen
                else:
                    flow.game_select(self.app, self.game.id)
            elif action in (Action.ROTATE_LEFT, Action.ROTATE_RIGHT) and not event.repeat:
                # Phones on or off before anyone sits down (the footer says so from the first
                # second); not by a phone, the way in it came by, nor while someone answers
                # "who are you?" on one.
                if is_phone(event.device) or self.app.scenes.top is not self:
                    self.app.audio.play("ui_error")
                else:
                    self.toggle_phones()
            return
        self.active = event.device
        if action in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN):
            self._move_cursor(event.device, action)
        elif event.repeat:
            return
        elif action is Action.BACK:
            self.leave(event.device)
        elif action is Action.PAUSE:
            self.start()
        elif action is Action.ROTATE_LEFT or action is Action.ROTATE_RIGHT:
            if is_phone(event.device):
                self.app.audio.play("ui_error")  # not the way in it came by
            else:
                self.toggle_phones()
        elif action is Action.FLIP:
            self.ask_who(event.device)
        elif action is Action.CONFIRM:
            self._activate(self.cursors.get(event.device, 0))

    def toggle_phones(self) -> None:
        """Phone controllers on or off (remembered in the settings)."""
        self.app.audio.play("ui_confirm")
        self.app.apply_settings(replace(self.app.settings, phones=not self.app.phones.running))

    def _move_cursor(self, device: str, action: Action) -> None:
        cursor = self.cursors.get(device, 0)
        self.cursors[device] = lobby_cursors.moved(self.slots, device, cursor, action)
        self.app.audio.play("ui_move")

    def _activate(self, cursor: int) -> None:
        if cursor >= len(self.slots):
            self.start()
            return
        slot = self.slots[cursor]
        if slot is None:
            self.add_cpu()
        elif slot.is_cpu:
            self.step_cpu(cursor)
        else:
            self.app.audio.play("ui_error")

    def resume(self) -> None:
        # Back from the options screen: the lobby's own seat numbers apply again.
        bench = self.bench
        self.app.input.unbind_all()
        for i, slot in self.filled:
            if not slot.is_cpu:  # a pad pulled out meanwhile: its slot frees in update()
                flow.seat_device(self.app, slot.device, i)
        for device in bench:
            self.app.input.join_as_spectator(device)

    def _name_seats(self) -> None:
        """Seats are named after the people holding them (seat numbers close up on a leave);
        a seat whose device is asked who holds it, or will be, goes by the device's name
        until the answer ("Phone 1" on the card, on the question and on the phone alike)."""
        self.app.seat_people = {i: s.person for i, s in self.filled if s.person}
        asked = set(self.asking)
        if self.answering is not None and self.app.scenes.top is not self:
            asked.add(self.answering)
        self.app.unnamed_seats = {
            i: s.device for i, s in self.filled if s.device in asked and not s.person
        }

    def update(self) -> None:
        if self.app.scenes.top is self:
            self.answering = None  # nobody is being asked now (a guest said so, or left)
        self._name_seats()
        while self.asking and self.app.scenes.top is self:  # the next one who joined meanwhile
            self.ask_who(self.asking.pop(0))
        # A pad pulled out in the lobby frees its slot; one that comes back takes a seat again.
        gone = False
        for i, slot in self.filled:
            if not slot.is_cpu and not self.app.input.is_connected(slot.device):
                self.slots[i] = None
                self.cursors.pop(slot.device, None)
                gone = True
        if gone:
            self._close_gaps()
        for device in list(self.app.input.seat_of):
            index = self.first_free
            if self.slot_of(device) is None and index is not None:
                self.slots[index] = Slot(device=device)
                self.app.input.bind(device, index)
                self.join_frames[index] = self.frame
                self.cursors.setdefault(device, index)
                lobby_cursors.keep_off_others(self.slots, self.cursors)

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        draw_lobby(self, canvas)
