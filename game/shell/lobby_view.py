"""Drawing the lobby: seat slots, one cursor per joined device in its seat's colour, the
start button, the spectator bench and the phone panel."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.input.labels import bench_mark, device_label
from game.engine.net.events import is_phone
from game.engine.text import Text
from game.engine.toast import keep_clear
from game.engine.widgets import (
    FOOTER_TOP,
    button_glyph,
    own_glyph,
    panel,
    prompt_bar,
    pulse,
    seat_badge,
    shout_keys,
)
from game.shell.backdrop import backdrop
from game.shell.evening.estimate import evening_minutes
from game.shell.menu import balanced_wrap
from game.shell.phone_panel import draw_phone_panel, join_caption

SAFE_LEFT, SAFE_RIGHT = 32, 608  # the TV's safe area: every text stays between these
FULL_SPAN = SAFE_RIGHT - SAFE_LEFT  # canvas pixels the slots and the rows under them may use
SLOT_GAP = 6
SUBTITLE_Y = 38
SLOT_TOP = 76  # the cursors' name tabs sit above the slots, under the subtitle
SLOT_HEIGHT = 122
ROW_Y = 214  # centre line of the bench (or the realtime note) under the slots …
LARGE_ROW_DROP = 5  # … this much lower in large text, clear of a large card's last line
BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT = 246, 180, 24
HINT_Y = 280  # the hint's lines under the start button
LINE_PITCH = 18  # wrapped body lines: accents and descenders of neighbours never touch
PANEL_TEXT = 150  # the phone panel's captions wrap at this width
PANEL_GAP = 10  # between the phone panel and the rows left of it
PANEL_CAPTION_LINES = 3  # more would lift the panel into the seats: it grows wider instead
PANEL_TEXT_WIDEST = 200
CURSOR_STEP = 3  # several cursors on one slot nest, this many pixels apart
TAB_HEIGHT = 14
TAB_BADGE = 15  # a tab's badge with its margins: a tab without a name is this wide
TAB_PADDING = 18  # a tab's width beside its name: the badge, and a margin after the name


def draw_lobby(lobby, canvas: pygame.Surface) -> None:
    backdrop().draw(canvas, lobby.app.frame)
    t, text = lobby.app.t, lobby.app.text
    text.draw(canvas, lobby.game.title, (320, 20), "title", pal.YELLOW, "midtop")
    if lobby.evening_games:  # a game night starts here: say so, and how long it is
        games, short = lobby.evening_games, lobby.evening_short
        people = len(lobby.filled)
        if people:
            minutes = evening_minutes(games, people, short)
            subtitle = t("evening.lobby", total=len(games), minutes=minutes, people=people)
        else:  # "about 10 min for 1 person" before anyone joined read as a promise
            subtitle = t("evening.lobby_start", total=len(games))
        colour = pal.YELLOW
    else:
        subtitle = t("lobby.subtitle", min=lobby.game.min_seats, max=lobby.game.max_seats)
        colour = pal.CLOUD
    # Large where it leaves the cursors' name tabs over the seats their room.
    tall = SUBTITLE_Y + text.size(subtitle, "body")[1] + text.overhang(subtitle, "body")
    with text.scaled(text.large and tall <= SLOT_TOP - TAB_HEIGHT - 1):
        _draw_fitted(text, canvas, subtitle, FULL_SPAN, (320, SUBTITLE_Y), colour, "midtop")
    count = len(lobby.slots)
    width = min(84, (FULL_SPAN - (count - 1) * SLOT_GAP) // count)
    left = 320 - (count * width + (count - 1) * SLOT_GAP) // 2
    targets = []
    for i, slot in enumerate(lobby.slots):
        rect = pygame.Rect(left + i * (width + SLOT_GAP), SLOT_TOP, width, SLOT_HEIGHT)
        _draw_slot(lobby, canvas, rect, i, slot)
        targets.append(rect)
    # With phones on, the QR panel takes the bottom-right corner and the rows make room.
    # Like the footer it keeps its size: in the large style it rose into the bench row
    # and its own lines ran into each other.
    right = SAFE_RIGHT
    if lobby.app.phones.running:
        phones = sum(1 for d in lobby.app.input.devices() if is_phone(d))
        with text.scaled(False):
            shown = draw_phone_panel(
                canvas,
                lobby.app.phones,
                text,
                (SAFE_RIGHT, FOOTER_TOP - 5),
                _caption_lines(text, join_caption(t, lobby.app.phones, lobby.frame)),
                anchor="bottomright",
                beside=f"{t('lobby.phones')}: {phones}",
                no_network=t("lobby.no_network"),
            )
        if shown.width:
            right = shown.left - PANEL_GAP
            _keep_clear(lobby, shown)  # how to join by phone: never under a toast
    cx, span = (SAFE_LEFT + right) // 2, right - SAFE_LEFT
    button = pygame.Rect(0, BUTTON_TOP, min(BUTTON_WIDTH, span), BUTTON_HEIGHT)
    button.centerx = cx
    targets.append(button)
    ready = lobby.can_start()
    panel(canvas, button, pal.FOREST if ready else pal.DUSK, pal.SLATE)
    colour = pal.SNOW if ready else pal.MIST
    _draw_fitted(text, canvas, t("lobby.start"), button.width - 8, button.center, colour, "center")
    with text.scaled(False):
        _draw_cursors(lobby, canvas, targets, right)
    # Two lines under the button; large ones that would be more, or reach the footer, keep
    # the normal size.
    hint = _hint(lobby)
    with text.scaled(text.large):
        lines = balanced_wrap(text, hint, span)
        large = text.large and len(lines) <= 2
        large = large and HINT_Y + len(lines) * text.pitch(LINE_PITCH) <= FOOTER_TOP - 2
    with text.scaled(large):
        lines = balanced_wrap(text, hint, span)[:2]
        for j, line in enumerate(lines):
            y = HINT_Y + j * text.pitch(LINE_PITCH)
            _keep_clear(lobby, text.draw(canvas, line, (cx, y), "body", pal.CLOUD, "midtop"))
    # The row under the slots spans the safe area, above the phone panel.
    if lobby.game.spectators:
        _draw_bench(lobby, canvas)
    elif lobby.game.realtime:
        row = _draw_fitted(
            text, canvas, t("lobby.realtime"), FULL_SPAN, (320, _row_y(text)), pal.YELLOW, "center"
        )
        _keep_clear(lobby, row)
    if lobby.humans:
        items = [
            ("move", t("prompt.choose")),
            ("confirm", t("prompt.ok")),
            ("back", t("lobby.leave")),
            ("rotate", t("lobby.phones")),
        ]
    else:  # phones on or off from the first second, before anyone joined
        items = [
            ("confirm", t("lobby.join")),
            ("back", t("prompt.back")),
            ("rotate", t("lobby.phones")),
        ]
    prompt_bar(canvas, text, items)


def _caption_lines(text: Text, caption: str) -> list[str]:
    """The phone panel's caption, wrapped to at most three lines where a wider panel can."""
    for width in range(PANEL_TEXT, PANEL_TEXT_WIDEST + 1, 10):
        lines = text.wrap(caption, width, "body")
        if len(lines) <= PANEL_CAPTION_LINES:
            break
    return lines


def _keep_clear(lobby, rect: pygame.Rect) -> None:
    """How to join, never under a toast: while the lobby is on top (under "who are you?" a
    toast moved aside would cover the question instead)."""
    if lobby.app.scenes.top is lobby:
        keep_clear(rect)


def _row_y(text) -> int:
    return ROW_Y + (LARGE_ROW_DROP if text.large else 0)


def _draw_fitted(text, canvas, words: str, width: int, pos, colour, anchor: str) -> pygame.Rect:
    """``words`` in the large style where they fit ``width``, else in the normal one: a
    seat card is narrow, and a long word (Beitreten) cannot wrap."""
    with text.scaled(text.large and text.size(words, "body")[0] <= width):
        return text.draw(canvas, words, pos, "body", colour, anchor)


def _draw_cursors(lobby, canvas: pygame.Surface, targets: list[pygame.Rect], right: int) -> None:
    """Each joined device's cursor: a frame in its seat's colour and a tab with the seat's
    badge and the device's name (the symbol reads without colour); cursors on one target
    nest, their tabs stand side by side, over every frame. Tabs keep the normal size: they
    must fit over a card. A name with no room before the next card's tabs (or the start
    button's ``right`` edge) is written short or left out: the badge and the frame still
    say whose cursor it is."""
    text = lobby.app.text
    stacked: dict[int, int] = {}
    tab_x: dict[int, int] = {}
    tabs = []
    cards = len(targets) - 1
    tabbed = sorted(
        {c for d, c in lobby.cursors.items() if c < cards and lobby.slot_of(d) is not None}
    )

    def end(cursor: int) -> int:
        """Where the tabs over target ``cursor`` must stop."""
        if cursor == cards:
            return right
        later = [c for c in tabbed if c > cursor]
        return targets[later[0]].left - 3 if later else SAFE_RIGHT

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
        # The tab says whose hands these are (the device, beside its seat's badge): a seat's
        # name over another seat's card read as that card's name.
        left = tab_x.get(cursor, targets[cursor].left - 1)
        room = end(cursor) - left - TAB_PADDING
        fits = lambda words, room=room: text.size(words, "body")[0] <= room  # noqa: E731
        name = device_label(lobby.app.t, device, fits)
        if text.size(name, "body")[0] > room:
            name = ""
        width = text.size(name, "body")[0] + TAB_PADDING if name else TAB_BADGE
        tab = pygame.Rect(0, 0, width, TAB_HEIGHT)
        bob = int(2 * pulse(lobby.frame + seat * 9, 40))
        tab.bottomleft = (left, rect.top + 1 + bob)
        tab_x[cursor] = tab.right + 2
        tabs.append((tab, seat, name, colour, cursor))
    # Tabs side by side that would pass the safe area's edge move in, the whole row alike.
    for cursor, end in tab_x.items():
        over = end - 2 - SAFE_RIGHT
        for tab, *_, target in tabs:
            if over > 0 and target == cursor:
                tab.x -= over
    for tab, seat, name, colour, _ in tabs:
        panel(canvas, tab, pal.legible(colour, pal.INK), pal.INK, shadow=False)  # ink name
        seat_badge(canvas, seat, (tab.left + 7, tab.centery), 8)
        if name:
            text.draw(
                canvas,
                name,
                (tab.left + TAB_BADGE - 1, tab.centery),
                "body",
                pal.INK,
                "midleft",
                shadow=None,
            )


def _hint(lobby) -> str:
    t = lobby.app.t
    if not lobby.humans:
        phones = lobby.app.phones
        if phones.running and not phones.no_network:  # the code to scan shows beside it
            return t("lobby.hint_join_phone")
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
    """The spectator bench: everyone who plays along without a seat, centred under the slots."""
    t, text = lobby.app.t, lobby.app.text
    bench = lobby.bench
    label = t("lobby.bench", n=len(bench)) if bench else t("lobby.bench_empty", shout=shout_keys())
    with text.scaled(text.large and text.size(label, "body")[0] + 8 <= FULL_SPAN):
        _draw_bench_row(lobby, canvas, label, bench)


def _draw_bench_row(lobby, canvas: pygame.Surface, label: str, bench: list[str]) -> None:
    text = lobby.app.text
    label_w = text.size(label, "body")[0]
    shown = bench[: max(0, (FULL_SPAN - label_w - 8) // 22)]
    x = 320 - (label_w + 22 * len(shown)) // 2
    row_y = _row_y(text)
    drawn = text.draw(canvas, label, (x, row_y), "body", pal.CLOUD, "midleft")
    _keep_clear(lobby, drawn.union(drawn.move(22 * len(shown) + 14, 0)))  # and who sat down
    for k, device in enumerate(shown):
        participant = lobby.app.input.participant_of[device]
        bx = x + label_w + 14 + k * 22
        pygame.draw.circle(canvas, pal.darker(pal.SKY, 0.4), (bx, row_y), 9)
        pygame.draw.circle(canvas, pal.SKY, (bx, row_y), 9, 1)
        mark = bench_mark(device, participant)  # a phone: its own number, as on its page
        text.draw(canvas, mark, (bx, row_y), "body", pal.SNOW, "center")


def free_seat(lobby, i: int) -> tuple[list[str], str]:
    """What a press does on free seat ``i``, in the keys that do it, and its words' key.

    A seated device whose cursor is on it adds a CPU with its confirm; elsewhere a free
    seat shows the confirm of each device that would join with it (a pad's always: one can
    be plugged in), never the key of someone already seated."""
    here = [d for d, c in lobby.cursors.items() if c == i and lobby.slot_of(d) is not None]
    if here:
        return list(dict.fromkeys(own_glyph("confirm", d) for d in here)), "lobby.add_cpu"
    devices = lobby.app.input
    free = [d for d in devices.devices() if lobby.slot_of(d) is None]
    free = [d for d in free if not devices.is_spectator(d)]
    return list(dict.fromkeys(own_glyph("confirm", d) for d in (None, *free))), "lobby.join"


def _draw_slot(lobby, canvas: pygame.Surface, rect: pygame.Rect, i: int, slot) -> None:
    t, text = lobby.app.t, lobby.app.text
    colour = pal.seat_colour(i)
    if slot is None:
        # A free seat: "+", the keys that do something there and what they do.
        panel(canvas, rect, pal.darker(pal.DUSK, 0.3), pal.SLATE)
        alpha = pulse(lobby.app.frame + i * 7, 90)
        shade = pal.lighter(pal.MIST, 0.4 * alpha)
        text.draw(canvas, "+", (rect.centerx, rect.top + 24), "big", shade, "center")
        glyphs, label = free_seat(lobby, i)
        lines = text.wrap(t(label), rect.width - 6, "body")[:2]
        wide = any(text.size(line, "body")[0] > rect.width - 6 for line in lines)
        with text.scaled(text.large and not wide and len(lines) == 1):
            lines = text.wrap(t(label), rect.width - 6, "body")[:2]
            for j, glyph in enumerate(glyphs[: 4 - len(lines)]):
                w = button_glyph(None, text, glyph, (0, 0))
                at = (rect.centerx - w // 2, rect.top + 50 + j * 20)
                button_glyph(canvas, text, glyph, at)
            for j, line in enumerate(lines):
                y = rect.top + 106 - (len(lines) - 1 - j) * LINE_PITCH
                text.draw(canvas, line, (rect.centerx, y), "body", pal.MIST, "center")
    else:
        pop = min(1.0, (lobby.frame - lobby.join_frames.get(i, -99)) / 10)
        grow = int((1 - pop) * 8)
        panel(
            canvas,
            rect.inflate(grow, grow),
            pal.darker(colour, 0.55),
            colour,
        )
        seat_badge(canvas, i, (rect.centerx, rect.top + 22), 28)
        room = rect.width - 6
        name, label, sub = _card_words(lobby, i, slot, room)
        with text.scaled(large_cards(lobby, rect.width)):
            _draw_card_text(text, canvas, rect, (name, label, sub), room, slot.is_cpu)


def _card_words(lobby, i: int, slot, room: int) -> tuple[str, str, str]:
    """The card's name, kind and the line under them. A seat still asked who holds it is
    called after its device, as on the question and on a phone's own page: that name once,
    not over the device's name again."""
    t, text = lobby.app.t, lobby.app.text
    if slot.is_cpu:
        return lobby.app.seat_name(i), t("lobby.cpu"), t(f"level.{slot.level}")
    if i in lobby.app.unnamed_seats:

        def fits(words: str) -> bool:  # at the normal size: large cards only if all fit
            with text.scaled(False):
                return text.size(words, "body")[0] <= room

        return device_label(t, slot.device, fits), t("lobby.human"), ""
    return lobby.app.seat_name(i), t("lobby.human"), device_label(t, slot.device)


def large_cards(lobby, width: int) -> bool:
    """The seats' cards are large together or not at all: every card's name, kind and one
    line under them fit its width, and the three lines its height (else, mixed, one card's
    lines would run into the next card's, or into the bench)."""
    text = lobby.app.text
    if not text.large:
        return False
    room = width - 6
    words = [w for i, slot in lobby.filled for w in _card_words(lobby, i, slot, room)]
    tall = 40 + text.pitch(22) + text.pitch(18) + text.size("Ág", "body")[1]
    return tall <= SLOT_HEIGHT - 4 and all(text.size(w, "body")[0] <= room for w in words)


def _draw_card_text(text, canvas, rect: pygame.Rect, words, room: int, cpu: bool) -> None:
    name, label, sub = words
    y = rect.top + 40
    text.draw(canvas, name, (rect.centerx, y), "body", pal.SNOW, "midtop")
    y += text.pitch(22)
    text.draw(canvas, label, (rect.centerx, y), "body", pal.CLOUD, "midtop")
    y += text.pitch(18)
    for line in text.wrap(sub, room, "body")[:2] if sub else ():
        text.draw(
            canvas, line, (rect.centerx, y), "body", pal.YELLOW if cpu else pal.CLOUD, "midtop"
        )
        y += LINE_PITCH
