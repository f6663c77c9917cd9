"""Menu and dice sounds."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from .mixdown import Mixer
from .synth import (
    Signal,
    add,
    count,
    decay,
    hz,
    lowpass,
    multiply,
    noise,
    scale,
    sine,
    slide,
    square,
    triangle,
)
from .voices import blip, held_note, note_run, tick, wood_knock

# --- menus ----------------------------------------------------------------------------------


def ui_move(rng: Random) -> Signal:
    n = count(0.045)
    return multiply(square(slide(1250.0, 1400.0, n), n, 0.25), decay(n, 0.012, 0.001))


def ui_confirm(rng: Random) -> Signal:
    return note_run([("C6", 0.055), ("G6", 0.09)], duty=0.5, tau=0.045, tail=0.05)


def ui_back(rng: Random) -> Signal:
    sound = note_run([("G5", 0.06), ("C5", 0.09)], duty=0.5, tau=0.05, tail=0.05)
    return lowpass(sound, 3500.0)


def ui_join(rng: Random) -> Signal:
    notes = [("C5", 0.045), ("E5", 0.045), ("G5", 0.045), ("C6", 0.1)]
    return note_run(notes, duty=0.25, tau=0.05, tail=0.08)


def ui_leave(rng: Random) -> Signal:
    notes = [("C6", 0.045), ("G5", 0.045), ("E5", 0.045), ("C5", 0.1)]
    return lowpass(note_run(notes, duty=0.5, tau=0.05, tail=0.08), 4000.0)


def ui_error(rng: Random) -> Signal:
    n = count(0.26)
    rough = add(square(98.0, n, 0.5), square(103.5, n, 0.3), scale(square(49.0, n, 0.5), 0.5))
    shaped = multiply(lowpass(rough, 1400.0), decay(n, 0.12, 0.004))
    return shaped


def ui_tick(rng: Random) -> Signal:
    n = count(0.06)
    tone = multiply(add(sine(1760.0, n), scale(square(880.0, n, 0.5), 0.3)), decay(n, 0.012))
    return add(tone, scale(tick(rng, 0.01, 4000.0), 0.8))


def ui_go(rng: Random) -> Signal:
    mixer = Mixer()
    mixer.add(blip(hz("G5"), 0.08, "square", 0.25, tau=0.04))
    ring = add(
        held_note(hz("C6"), 0.5, "square", 0.25, release=0.3, wobble=0.15),
        scale(held_note(hz("G6"), 0.5, "triangle", release=0.3, wobble=0.0), 0.8),
        scale(held_note(hz("C5"), 0.5, "triangle", release=0.3, wobble=0.0), 0.8),
    )
    mixer.add_at(ring, 0.07)
    return mixer.render()


# --- dice -----------------------------------------------------------------------------------


def dice_roll(rng: Random) -> Signal:
    """Several dice tumbling: knocks at random spacing that thin out as the dice slow down."""
    mixer = Mixer()
    length = 0.62
    mixer.add([0.0] * count(length))
    at = 0.0
    while True:
        progress = at / length
        for _ in range(rng.choice((1, 1, 2))):  # sometimes two dice hit almost together
            jitter = rng.uniform(0.0, 0.006)
            strength = rng.uniform(0.45, 1.0) * (1.0 - 0.55 * progress)
            knock = wood_knock(rng, rng.uniform(650.0, 1250.0), strength, length=0.06)
            mixer.add_at(knock, at + jitter)
        at += rng.uniform(0.018, 0.045) + 0.07 * progress * progress
        if at > length - 0.07:
            break
    n = count(0.45)  # the dull rumble of dice sliding over the table underneath
    rumble = multiply(lowpass(noise(n, rng), 350.0, poles=2), decay(n, 0.18, 0.02))
    mixer.add(rumble, 0, 1.5)
    return mixer.render()[: count(length)]


def dice_settle(rng: Random) -> Signal:
    mixer = Mixer()
    mixer.add(wood_knock(rng, 540.0, 1.0, length=0.12))
    mixer.add_at(wood_knock(rng, 560.0, 0.35, length=0.08), 0.035)
    return mixer.render()


def dice_place(rng: Random) -> Signal:
    mixer = Mixer()
    n = count(0.04)
    soft = multiply(lowpass(noise(n, rng), 2500.0), decay(n, 0.004, 0.0005))
    mixer.add(add(soft, scale(multiply(sine(900.0, n), decay(n, 0.008)), 0.7)))
    rise = count(0.11)
    up = multiply(square(slide(660.0, 1320.0, count(0.07)), rise, 0.25), decay(rise, 0.04))
    mixer.add_at(up, 0.03, 0.6)
    return mixer.render()


def dice_select(rng: Random) -> Signal:
    n = count(0.07)
    tone = add(square(hz("A5"), n, 0.125), scale(triangle(hz("A6"), n), 0.6))
    return multiply(tone, decay(n, 0.025))


EFFECTS: dict[str, tuple[Callable[[Random], Signal], float]] = {
    # name: (recipe, peak level in dBFS); tiny blips sit lower so they never shout over play
    "ui_move": (ui_move, -8.0),
    "ui_confirm": (ui_confirm, -6.0),
    "ui_back": (ui_back, -7.0),
    "ui_join": (ui_join, -5.0),
    "ui_leave": (ui_leave, -7.0),
    "ui_error": (ui_error, -4.0),
    "ui_tick": (ui_tick, -6.0),
    "ui_go": (ui_go, -3.0),
    "dice_roll": (dice_roll, -3.0),
    "dice_settle": (dice_settle, -3.0),
    "dice_place": (dice_place, -5.0),
    "dice_select": (dice_select, -7.0),
}
