"""Small reusable sounds that the effect recipes are assembled from."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from .mixdown import Mixer
from .synth import (
    Curve,
    Signal,
    add,
    bandpass,
    count,
    decay,
    envelope,
    hz,
    lowpass,
    multiply,
    noise,
    oscillator,
    scale,
    sine,
    slide,
    vibrato,
)


def blip(
    freq: Curve,
    seconds: float,
    shape: str = "square",
    duty: float = 0.25,
    tau: float = 0.04,
    attack: float = 0.002,
) -> Signal:
    """One plucked note: fast attack, exponential fall."""
    n = count(seconds)
    return multiply(oscillator(shape, freq, n, duty), decay(n, tau, attack))


def note_run(
    notes: Sequence[tuple[str, float]],
    shape: str = "square",
    duty: float = 0.25,
    tau: float = 0.05,
    tail: float = 0.0,
) -> Signal:
    """Named notes one after another, each retriggered; the last may ring on for ``tail``."""
    mixer = Mixer()
    at = 0
    for index, (name, seconds) in enumerate(notes):
        ring = seconds + (tail if index == len(notes) - 1 else 0.0)
        sound = blip(hz(name), ring, shape, duty, tau)
        mixer.add(sound, at)
        at += count(seconds)
    return mixer.render()


def held_note(
    freq: float,
    seconds: float,
    shape: str = "square",
    duty: float = 0.5,
    attack: float = 0.01,
    release: float = 0.15,
    wobble: float = 0.25,
) -> Signal:
    """A sustained note with a delayed vibrato and a soft release, for jingle endings."""
    n = count(seconds)
    freqs = vibrato(freq, n, rate=6.0, depth=wobble, delay=0.08)
    gain = envelope(
        n,
        [
            (0.0, 0.0),
            (attack, 1.0),
            (attack + 0.06, 0.75),
            (max(seconds - release, 0.1), 0.6),
            (seconds, 0.0),
        ],
    )
    return multiply(oscillator(shape, freqs, n, duty), gain)


def chord_stab(
    names: Sequence[str], seconds: float, duty: float = 0.25, tau: float = 0.12
) -> Signal:
    """Several pulse voices struck together, each slightly quieter than a lone note."""
    voices = [blip(hz(name), seconds, "square", duty, tau) for name in names]
    return scale(add(*voices), 1.0 / len(voices) ** 0.5)


def tick(rng: Random, seconds: float, centre: float, q: float = 1.5, tau: float = 0.003) -> Signal:
    """A short band-limited noise click."""
    n = count(seconds)
    return multiply(bandpass(noise(n, rng), centre, q), decay(n, tau, 0.0005))


def wood_knock(rng: Random, pitch: float, strength: float = 1.0, length: float = 0.09) -> Signal:
    """A hard little object on wood: a noise snap plus two quickly damped body modes."""
    n = count(length)
    snap = tick(rng, length, pitch * 2.6, q=1.2, tau=0.004)
    body = multiply(sine(pitch, n), decay(n, 0.018, 0.0005))
    overtone = multiply(sine(pitch * 2.43, n), decay(n, 0.008, 0.0005))
    return scale(add(scale(snap, 1.6), body, scale(overtone, 0.5)), strength)


def bell(freq: float, seconds: float, tau: float = 0.25) -> Signal:
    """A bright chime: a sine with two inharmonic partials that die away faster."""
    n = count(seconds)
    parts = [
        multiply(sine(freq, n), decay(n, tau, 0.001)),
        scale(multiply(sine(freq * 2.76, n), decay(n, tau * 0.4, 0.001)), 0.45),
        scale(multiply(sine(freq * 5.40, n), decay(n, tau * 0.15, 0.001)), 0.25),
    ]
    return add(*parts)


def thump(rng: Random, start: float, end: float, seconds: float, tau: float) -> Signal:
    """A low falling sine with a muffled noise hit: something heavy landing."""
    n = count(seconds)
    body = multiply(sine(slide(start, end, count(seconds * 0.7)), n), decay(n, tau, 0.001))
    dull = lowpass(noise(n, rng), 500.0, poles=2)
    hit = multiply(dull, decay(n, tau * 0.3, 0.0005))
    return add(body, scale(hit, 2.5))


def cymbal(rng: Random, seconds: float, tau: float = 0.25) -> Signal:
    """Bright metallic noise wash for the end of a fanfare."""
    n = count(seconds)
    hiss = noise(n, rng, rate=15000.0)
    bright = [h - low for h, low in zip(hiss, lowpass(hiss, 4000.0, poles=2), strict=True)]
    return multiply(bright, decay(n, tau, 0.002))
