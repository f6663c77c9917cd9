"""Turns pygame events into per-device actions, and keeps who holds which device and seat.

Devices: the keyboard's left half, its right half, every gamepad, and remote devices such
as phones. Gamepads go through SDL's game-controller API and are keyed by the
``instance_id`` SDL gives them when added, which stays unique for the session even if the
same pad is plugged in again.

People (``Seating``): a device that joins belongs to a *participant*, who may hold a seat
or sit on the spectator bench. A pad that is pulled out leaves its
participant waiting; the next pad of the same model that comes in gets that participant,
and its seat, back.
"""

from __future__ import annotations

import logging

import pygame

from game.engine.input import keymap
from game.engine.input.actions import REPEAT_DELAY, REPEAT_EVERY, REPEATING, Action
from game.engine.input.bindings import (
    KEYBOARD_LEFT,
    KEYBOARD_RIGHT,
    PAD,
    button_table,
    key_table,
    merged_bindings,
)
from game.engine.input.events import DeviceChange, InputEvent
from game.engine.input.families import XBOX
from game.engine.input.pads import PadSet
from game.engine.input.seating import Seating

log = logging.getLogger(__name__)

AXIS_MAX = 32767
STICK_RELEASE_FRACTION = 0.7  # hysteresis: let go a bit inside the dead zone, no flicker
# Every phone buzz is a network message: one a phone in this many frames, the rest dropped.
BUZZ_GAP = 12


def pad_device(instance_id: int) -> str:
    return f"{PAD}:{instance_id}"


class InputManager(Seating):
    def __init__(
        self,
        bindings: dict | None = None,
        swap_confirm_back: bool = False,
        dead_zone_percent: int = 35,
    ) -> None:
        super().__init__()
        self.pads = PadSet()
        self._away: dict[int, tuple[str, int | None]] = {}  # left pads: (guid, seat)
        self._guid: dict[str, str] = {}  # pad device -> its model's guid
        self.frame = 0  # the app's frame, stamped on every event
        self._held: dict[str, set[Action]] = {KEYBOARD_LEFT: set(), KEYBOARD_RIGHT: set()}
        self._repeat: dict[tuple[str, Action], int] = {}
        self._stick: dict[str, dict[int, Action | None]] = {}
        self.device_changes: list[DeviceChange] = []
        self._remote: set[str] = set()  # devices fed from outside SDL (phones)
        # The family of the pad that pressed last: prompts meant for everyone show its
        # buttons (usually the one whose turn it is).
        self.active_family = XBOX
        self._last_pad: str | None = None
        # The player's choice per pad model (guid -> family), over what SDL reports: SDL
        # misjudges clones, adapters and pads in a compatibility mode.
        self.family_overrides: dict[str, str] = {}
        self.vibration = True  # the setting: pads rumble and phones buzz on big moments
        self.buzzes: list[tuple[str, int]] = []  # (phone, ms) for the phone link to send
        self._last_buzz: dict[str, int] = {}  # phone -> the frame of its last buzz
        self.dead_zone = dead_zone_percent / 100
        self.configure(bindings or {}, swap_confirm_back)

    # ----- configuration -------------------------------------------------------------------
    def configure(self, bindings: dict, swap_confirm_back: bool) -> None:
        table = merged_bindings(bindings)
        self._keys = {
            KEYBOARD_LEFT: key_table(table[KEYBOARD_LEFT]),
            KEYBOARD_RIGHT: key_table(table[KEYBOARD_RIGHT]),
        }
        self._buttons = button_table(table[PAD], swap_confirm_back)
        self.bindings = table

    # ----- people and seats --------------------------------------------------------------------
    def bind(self, device: str, seat: int) -> None:
        for waiting, (guid, away_seat) in list(self._away.items()):
            if away_seat == seat:  # someone else took the seat of a pad that is away
                self._away[waiting] = (guid, None)
        super().bind(device, seat)

    def unbind_all(self) -> None:
        super().unbind_all()
        self._away.clear()

    def devices(self) -> list[str]:
        pads = (pad_device(i) for i in self.pads.ids())
        return [KEYBOARD_LEFT, KEYBOARD_RIGHT, *pads, *sorted(self._remote)]

    def is_connected(self, device: str) -> bool:
        return device in self._held

    # ----- state queries -----------------------------------------------------------------------
    def held(self, device: str, action: Action) -> bool:
        return action in self._held.get(device, ())

    def seat_held(self, seat: int, action: Action) -> bool:
        device = self.device_of(seat)
        return device is not None and self.held(device, action)

    # ----- event processing --------------------------------------------------------------------
    def process(self, event: pygame.event.Event) -> list[InputEvent]:
        """Actions produced by one pygame event (often none)."""
        kind = event.type
        if kind in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(keymap.event_position(event), kind == pygame.KEYDOWN)
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            action = self._buttons.get(event.button)
            device = pad_device(event.instance_id)
            if action is None or device not in self._held:
                return []
            return self._set(device, action, kind == pygame.CONTROLLERBUTTONDOWN)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(pad_device(event.instance_id), event.axis, event.value)
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._pad_added(event.device_index)
        elif kind == pygame.CONTROLLERDEVICEREMOVED:
            self._pad_removed(event.instance_id)
        return []

    def _key(self, key: int, down: bool) -> list[InputEvent]:
        """A key by its position (scancode): the halves keep their shape on any layout."""
        owners = [d for d in (KEYBOARD_LEFT, KEYBOARD_RIGHT) if key in self._keys[d]]
        if len(owners) == 2:
            # A key bound in both halves (Esc) belongs to one: the right half only when it
            # alone has a seat, so a player on the arrows can pause their own game.
            right_alone = KEYBOARD_RIGHT in self.seat_of and KEYBOARD_LEFT not in self.seat_of
            owners = [KEYBOARD_RIGHT] if right_alone else [KEYBOARD_LEFT]
        events: list[InputEvent] = []
        for device in owners:
            events += self._set(device, self._keys[device][key], down)
        return events

    def _axis(self, device: str, axis: int, value: int) -> list[InputEvent]:
        if axis not in (0, 1) or device not in self._held:  # left stick only
            return []
        stick = self._stick.setdefault(device, {0: None, 1: None})
        fraction = value / AXIS_MAX
        negative, positive = (Action.LEFT, Action.RIGHT) if axis == 0 else (Action.UP, Action.DOWN)
        current = stick[axis]
        threshold = self.dead_zone * (STICK_RELEASE_FRACTION if current else 1.0)
        wanted = negative if fraction <= -threshold else positive if fraction >= threshold else None
        if wanted is current:
            return []
        events: list[InputEvent] = []
        if current is not None:
            events += self._set(device, current, False)
        if wanted is not None:
            events += self._set(device, wanted, True)
        stick[axis] = wanted
        return events

    def _set(self, device: str, action: Action, down: bool) -> list[InputEvent]:
        held = self._held.setdefault(device, set())
        if down == (action in held):
            return []  # e.g. d-pad and stick both pressing the same direction
        if down:
            held.add(action)
            if device.startswith(f"{PAD}:"):
                self._last_pad = device
                self.active_family = self.family_of(device) or XBOX
            if action in REPEATING:
                self._repeat[(device, action)] = 0
        else:
            held.discard(action)
            self._repeat.pop((device, action), None)
        return [self._event(device, action, down, False)]

    def _event(self, device: str, action: Action, down: bool, repeat: bool) -> InputEvent:
        return InputEvent(
            device,
            action,
            down,
            repeat,
            self.seat_of.get(device),
            self.participant_of.get(device),
            self.frame,
        )

    # ----- what a device shows and feels -------------------------------------------------------
    def family_of(self, device: str | None) -> str | None:
        """The button family a device's prompts show: the player's choice for its model,
        else SDL's; None for a keyboard half. Phones show the Xbox letters their on-screen
        buttons carry."""
        if device is None or not device.startswith(f"{PAD}:"):
            return XBOX if device in self._remote else None
        chosen = self.family_overrides.get(self._guid.get(device, ""))
        return chosen or self.sdl_family_of(device)

    def sdl_family_of(self, device: str) -> str:
        """The family SDL reports for a pad (what "Auto" follows)."""
        return self.pads.family(int(device.split(":", 1)[1]))

    def guid_of(self, device: str) -> str:
        """The pad's model (SDL's joystick guid): the same after a restart."""
        return self._guid.get(device, "")

    def set_family_overrides(self, overrides: dict[str, str]) -> None:
        """Families chosen per pad model; shared prompts follow at once if the pad that
        pressed last is one of them."""
        self.family_overrides = dict(overrides)
        if self._last_pad in self._held:
            self.active_family = self.family_of(self._last_pad) or XBOX

    def rumble(self, device: str | None, strength: float = 0.5, ms: int = 180) -> bool:
        """A short rumble on ``device`` if vibration is on: a pad's motors, or a phone's
        buzz (queued in ``buzzes``; a phone's one motor has no strength)."""
        if not self.vibration or device is None:
            return False
        if device in self._remote:
            last = self._last_buzz.get(device)
            if last is not None and 0 <= self.frame - last < BUZZ_GAP:
                return False
            self._last_buzz[device] = self.frame
            self.buzzes.append((device, ms))
            return True
        if not device.startswith(f"{PAD}:"):
            return False
        return self.pads.rumble(int(device.split(":", 1)[1]), strength, ms)

    def rumble_seat(self, seat: int, strength: float = 0.5, ms: int = 180) -> bool:
        return self.rumble(self.device_of(seat), strength, ms)

    def rumble_all(self, strength: float = 0.5, ms: int = 180) -> None:
        for device in self.devices():
            self.rumble(device, strength, ms)

    def update(self) -> list[InputEvent]:
        """Auto-repeat presses for held directions; call once per fixed step."""
        events = []
        for key in list(self._repeat):
            self._repeat[key] += 1
            held_for = self._repeat[key]
            if held_for >= REPEAT_DELAY and (held_for - REPEAT_DELAY) % REPEAT_EVERY == 0:
                device, action = key
                events.append(self._event(device, action, True, True))
        return events

    def release_all(self) -> None:
        """Forget held input (e.g. when the window loses focus and key-ups are lost)."""
        for held in self._held.values():
            held.clear()
        self._repeat.clear()
        for stick in self._stick.values():
            stick[0] = stick[1] = None

    # ----- hot-plug ----------------------------------------------------------------------------
    def _pad_added(self, device_index: int) -> None:
        instance_id, name, guid = self.pads.open(device_index)
        if instance_id is None:
            return
        device = pad_device(instance_id)
        self._held.setdefault(device, set())
        self._guid[device] = guid
        change = self._welcome_back(device, guid) or DeviceChange(device, True, name)
        self.device_changes.append(change)
        log.info("gamepad connected: %s (%s)", name, device)

    def _welcome_back(self, device: str, guid: str) -> DeviceChange | None:
        """Give a returning pad the participant (and seat) its model left behind."""
        for participant, (left_guid, seat) in sorted(self._away.items()):
            if left_guid != guid:
                continue
            del self._away[participant]
            self.participant_of[device] = participant
            if seat is not None and seat not in self.seat_of.values():
                self.seat_of[device] = seat
            else:
                seat = None
            return DeviceChange(device, True, "", participant, seat, returned=True)
        return None

    def _pad_removed(self, instance_id: int) -> None:
        device = pad_device(instance_id)
        self.pads.close(instance_id)
        self._forget_device(device)
        log.info("gamepad disconnected: %s", device)

    def _forget_device(self, device: str) -> None:
        """A device went away: its participant waits for it (remembering seat and bench)."""
        participant = self.participant_of.pop(device, None)
        seat = self.seat_of.pop(device, None)
        if participant is not None:
            self._away[participant] = (self._guid.get(device, device), seat)
        self._held.pop(device, None)
        self._stick.pop(device, None)
        for key in [k for k in self._repeat if k[0] == device]:
            del self._repeat[key]
        self._guid.pop(device, None)
        self._last_buzz.pop(device, None)
        self.device_changes.append(DeviceChange(device, False, participant=participant, seat=seat))

    # ----- devices beyond SDL (phones) -----------------------------------------------------
    def remote_added(self, device: str, name: str = "") -> None:
        """A device outside SDL (e.g. ``phone:<id>``) came; it then acts like a pad."""
        self._remote.add(device)
        self._held.setdefault(device, set())
        self._guid[device] = device  # a phone comes back under its own name
        change = self._welcome_back(device, device) or DeviceChange(device, True, name)
        self.device_changes.append(change)

    def remote_removed(self, device: str) -> None:
        """That device went away, exactly like a pad pulled out."""
        if device in self._remote:
            self._remote.discard(device)
            self._forget_device(device)

    def remote_action(self, device: str, action: Action, down: bool) -> list[InputEvent]:
        """A press or release from a remote device; nothing for an unknown one."""
        if device not in self._remote:
            return []
        return self._set(device, action, down)

    def take_buzzes(self) -> list[tuple[str, int]]:
        buzzes, self.buzzes = self.buzzes, []
        return buzzes

    def take_device_changes(self) -> list[DeviceChange]:
        changes, self.device_changes = self.device_changes, []
        return changes
