"""Drawing the lobby: seat slots, one cursor per joined device in its seat's colour, the
start button, the spectator bench and the phone panel."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.net.events import is_phone
from game.engine.widgets import panel, prompt_bar, pulse, seat_badge
from game.shell.backdrop import backdrop
from game.shell.phone_panel import draw_phone_panel

FULL_SPAN = 576  # canvas pixels the slots may use: the TV's safe area, x 32..608
PHONE_SPAN = 440  # … when the phone panel stands beside them
PANEL_TEXT = 150  # the phone panel's captions wrap at this width
CURSOR_STEP = 3  # several cursors on one slot nest, this many pixels apart


def device_label(t, device: str) -> str:
    if device == KEYBOARD_LEFT:
        return t("device.kb_left")
    if device == KEYBOARD_RIGHT:
        return t("device.kb_right")
    if is_phone(device):
        return t("device.phone", n=device.split(":")[1])
    return t("device.pad", n=device.split(":")[1])


def draw_lobby(lobby, canvas: pygame.Surface) -> None:
    backdrop().draw(canvas, lobby.app.frame)
    t, text = lobby.app.t, lobby.app.text
    text.draw(canvas, lobby.game.title, (320, 18), "title", pal.YELLOW, "midtop")
    text.draw(
        canvas,
        t("lobby.subtitle", min=lobby.game.min_seats, max=lobby.game.max_seats),
        (320, 36),
        "body",
        pal.CLOUD,
        "midtop",
    )
    count = len(lobby.slots)
    # With phones on, the QR panel takes the right-hand column and the slots make room.
    span = PHONE_SPAN if lobby.app.phones.running else FULL_SPAN
    cx = 320 if span == FULL_SPAN else 20 + span // 2
    width = min(84, (span - (count - 1) * 6) // count)
    left = cx - (count * width + (count - 1) * 6) // 2
    targets = []
    for i, slot in enumerate(lobby.slots):
        rect = pygame.Rect(left + i * (width + 6), 60, width, 170)
        _draw_slot(lobby, canvas, rect, i, slot)
        targets.append(rect)
    button = pygame.Rect(0, 0, 180, 30)
    button.center = (cx, 266)
    targets.append(button)
    ready = lobby.can_start()
    panel(canvas, button, pal.FOREST if ready else pal.DUSK, pal.SLATE)
    text.draw(
        canvas,
        t("lobby.start"),
        button.center,
        "body",
        pal.SNOW if ready else pal.MIST,
        "center",
    )
    _draw_cursors(lobby, canvas, targets)
    for j, line in enumerate(text.wrap(_hint(lobby), span, "body")[:2]):
        text.draw(canvas, line, (cx, 290 + j * 12), "body", pal.CLOUD, "midtop")
    if lobby.app.phones.running:
        phones = sum(1 for d in lobby.app.input.devices() if is_phone(d))
        caption = f"{t('lobby.phones')}: {phones}"
        lines = [caption, *text.wrap(t("lobby.phones_scan"), PANEL_TEXT, "body")]
        draw_phone_panel(canvas, lobby.app.phones, text, (626, 60), lines, anchor="topright")
    if lobby.game.spectators:
        _draw_bench(lobby, canvas)
    elif lobby.game.realtime:
        note = t("lobby.realtime")
        text.draw(canvas, note, (cx, 238), "body", pal.YELLOW, "midtop")
    if lobby.humans:
        items = [
            ("move", t("prompt.choose")),
            ("confirm", t("prompt.ok")),
            ("back", t("lobby.leave")),
            ("rotate", t("lobby.phones")),
        ]
    else:
        items = [("confirm", t("lobby.join")), ("back", t("prompt.back"))]
    prompt_bar(canvas, text, items)


def _draw_cursors(lobby, canvas: pygame.Surface, targets: list[pygame.Rect]) -> None:
    """Each joined device's cursor: a frame in its seat's colour and a tab with the seat's
    badge and name (the symbol reads without colour); cursors on one target nest."""
    text = lobby.app.text
    stacked: dict[int, int] = {}
    for device, cursor in sorted(lobby.cursors.items(), key=lambda dc: lobby.slot_of(dc[0]) or 0):
        seat = lobby.slot_of(device)
        if seat is None or cursor >= len(targets):
            continue
        k = stacked.get(cursor, 0)
        stacked[cursor] = k + 1
        grow = 6 + 2 * CURSOR_STEP * k
        rect = targets[cursor].inflate(grow, grow)
        colour = pal.seat_colour(seat)
        pygame.draw.rect(canvas, pal.INK, rect.inflate(2, 2), 1, border_radius=7)
        pygame.draw.rect(canvas, colour, rect, 2, border_radius=6)
        name = lobby.app.seat_name(seat)
        tab = pygame.Rect(0, 0, text.size(name, "body")[0] + 22, 13)
        bob = int(2 * pulse(lobby.frame + seat * 9, 40))
        tab.bottomleft = (rect.left + 2 + k * (tab.width + 2), rect.top + 1 + bob)
        panel(canvas, tab, colour, pal.INK, shadow=False)
        seat_badge(canvas, seat, (tab.left + 7, tab.centery), 8)
        text.draw(
            canvas, name, (tab.left + 15, tab.centery + 1), "body", pal.INK, "midleft", shadow=None
        )


def _hint(lobby) -> str:
    t = lobby.app.t
    if not lobby.humans:
        return t("lobby.hint_join")
    if lobby.focus == len(lobby.slots):
        return (
            t("lobby.hint_start")
            if lobby.can_start()
            else t("lobby.need", min=lobby.game.min_seats, max=lobby.game.max_seats)
        )
    slot = lobby.slots[lobby.focus]
    if slot is None:
        return t("lobby.hint_add_cpu")
    if slot.is_cpu:
        return t("lobby.hint_cpu_level")
    return t("lobby.hint_human")


def _draw_bench(lobby, canvas: pygame.Surface) -> None:
    """The spectator bench: everyone who plays along without a seat."""
    t, text = lobby.app.t, lobby.app.text
    bench = lobby.bench
    label = t("lobby.bench", n=len(bench)) if bench else t("lobby.bench_empty")
    text.draw(canvas, label, (36, 240), "body", pal.CLOUD, "midleft")
    for k, device in enumerate(bench[:12]):
        participant = lobby.app.input.participant_of[device]
        x = 44 + text.size(label, "body")[0] + k * 22
        pygame.draw.circle(canvas, pal.darker(pal.SKY, 0.4), (x, 240), 9)
        pygame.draw.circle(canvas, pal.SKY, (x, 240), 9, 1)
        text.draw(canvas, str(participant + 1), (x, 240), "body", pal.SNOW, "center")


def _draw_slot(lobby, canvas: pygame.Surface, rect: pygame.Rect, i: int, slot) -> None:
    t, text = lobby.app.t, lobby.app.text
    colour = pal.seat_colour(i)
    if slot is None:
        panel(canvas, rect, pal.darker(pal.DUSK, 0.3), pal.SLATE)
        alpha = pulse(lobby.app.frame + i * 7, 90)
        shade = pal.lighter(pal.SLATE, 0.4 * alpha)
        text.draw(canvas, "+", (rect.centerx, rect.top + 40), "big", shade, "center")
        for j, line in enumerate(text.wrap(t("lobby.empty"), rect.width - 8, "body")):
            text.draw(
                canvas,
                line,
                (rect.centerx, rect.top + 74 + j * 11),
                "body",
                pal.MIST,
                "midtop",
            )
    else:
        pop = min(1.0, (lobby.frame - lobby.join_frames.get(i, -99)) / 10)
        grow = int((1 - pop) * 8)
        panel(
            canvas,
            rect.inflate(grow, grow),
            pal.darker(colour, 0.55),
            colour,
        )
        seat_badge(canvas, i, (rect.centerx, rect.top + 34), 28)
        text.draw(
            canvas,
            lobby.app.seat_name(i),
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
        text.draw(canvas, label, (rect.centerx, rect.top + 90), "body", pal.CLOUD, "midtop")
        for j, line in enumerate(text.wrap(sub, rect.width - 6, "body")[:3]):
            text.draw(
                canvas,
                line,
                (rect.centerx, rect.top + 106 + j * 11),
                "body",
                pal.YELLOW if slot.is_cpu else pal.CLOUD,
                "midtop",
            )
