"""Sounds for moving, dropping and scoring pieces on a board."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from .mixdown import Mixer
from .synth import (
    Signal,
    add,
    bandpass,
    count,
    decay,
    envelope,
    highpass,
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
from .voices import bell, note_run, thump, tick


def piece_move(rng: Random) -> Signal:
    n = count(0.035)
    tone = multiply(square(2000.0, n, 0.5), decay(n, 0.006, 0.0005))
    return add(scale(tone, 0.6), tick(rng, 0.02, 3500.0, q=1.0, tau=0.002))


def piece_rotate(rng: Random) -> Signal:
    n = count(0.11)
    sweep = slide(500.0, 1100.0, count(0.07))
    blipped = multiply(square(sweep, n, 0.25), decay(n, 0.04, 0.002))
    swish = bandpass(noise(n, rng), slide(2000.0, 5000.0, n), 1.2)
    swell = envelope(n, [(0.0, 0.0), (0.04, 1.0), (0.11, 0.0)])
    return add(scale(blipped, 0.6), multiply(swish, swell))


def piece_drop(rng: Random) -> Signal:
    total = 0.38
    n = count(total)
    whoosh = bandpass(noise(n, rng), slide(3200.0, 300.0, n), 1.2)
    swell = envelope(n, [(0.0, 0.0), (0.12, 1.0), (total, 0.0)])
    fall = lowpass(square(slide(900.0, 140.0, n), n, 0.5), 2500.0)
    fade = envelope(n, [(0.0, 0.0), (0.01, 1.0), (total, 0.0)])
    return add(multiply(whoosh, swell), scale(multiply(fall, fade), 0.2))


def piece_land(rng: Random) -> Signal:
    mixer = Mixer()
    mixer.add(thump(rng, 130.0, 45.0, 0.28, 0.08))
    knock = count(0.03)
    mixer.add(multiply(triangle(220.0, knock), decay(knock, 0.008)), 0, 0.4)
    return mixer.render()


def set_aside(rng: Random) -> Signal:
    """Paper sliding across the table: a swelling band of hiss with a few crinkles."""
    total = 0.32
    n = count(total)
    hiss = bandpass(noise(n, rng), slide(1500.0, 4500.0, n), 0.8)
    swell = envelope(n, [(0.0, 0.0), (0.12, 1.0), (total, 0.0)])
    mixer = Mixer()
    mixer.add(multiply(hiss, swell))
    mixer.add(multiply(highpass(noise(n, rng), 6000.0), swell), 0, 0.2)
    for _ in range(5):
        mixer.add_at(tick(rng, 0.012, rng.uniform(3000.0, 6000.0)), rng.uniform(0.04, 0.26), 0.5)
    return mixer.render()[:n]


def row_complete(rng: Random) -> Signal:
    mixer = Mixer()
    for index, name in enumerate(("E6", "B6", "E7")):
        mixer.add_at(bell(hz(name), 0.5, tau=0.18), index * 0.07, 1.0 - 0.15 * index)
    sparkle = note_run([("E5", 0.035), ("G#5", 0.035), ("B5", 0.035), ("E6", 0.05)], duty=0.125)
    mixer.add(sparkle, 0, 0.3)
    return mixer.render()


def score_tick(rng: Random) -> Signal:
    return note_run([("D6", 0.02), ("A6", 0.035)], duty=0.5, tau=0.02, tail=0.02)


def minus(rng: Random) -> Signal:
    total = 0.22
    n = count(total)
    fall = slide(330.0, 110.0, count(0.12))
    tone = add(triangle(fall, n), scale(sine(fall, n), 0.6))
    body = multiply(tone, decay(n, 0.07, 0.002))
    dull = multiply(lowpass(noise(n, rng), 400.0, poles=2), decay(n, 0.02, 0.001))
    return add(body, scale(dull, 1.5))


EFFECTS: dict[str, tuple[Callable[[Random], Signal], float]] = {
    "piece_move": (piece_move, -8.0),
    "piece_rotate": (piece_rotate, -6.0),
    "piece_drop": (piece_drop, -4.0),
    "piece_land": (piece_land, -3.0),
    "set_aside": (set_aside, -5.0),
    "row_complete": (row_complete, -3.0),
    "score_tick": (score_tick, -10.0),
    "minus": (minus, -4.0),
}
