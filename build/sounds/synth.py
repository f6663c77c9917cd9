"""Chiptune building blocks: oscillators, envelopes, filters, mixing and WAV output.

A signal is a plain list of floats at ``SAMPLE_RATE``, nominally within -1..1. Anything that
can change over time (a frequency, a filter cutoff) is a ``Curve``: either one number or one
value per sample, which is how slides, arpeggios and filter sweeps are made.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from random import Random

SAMPLE_RATE = 22050

Signal = list[float]
Curve = float | Sequence[float]

_NOTE_OFFSETS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def count(seconds: float) -> int:
    """Number of samples in ``seconds`` (at least one, so every part has a body)."""
    return max(1, round(seconds * SAMPLE_RATE))


def note_to_midi(name: str) -> int:
    """'C4' is middle C (60); any '#' or 'b' follows the letter, then the octave."""
    letter, rest = name[0].upper(), name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + _NOTE_OFFSETS[letter] + shift


def midi_to_hz(midi: float) -> float:
    return 440.0 * 2.0 ** ((midi - 69) / 12)


def hz(name: str) -> float:
    """Frequency of a named note, e.g. ``hz('A4') == 440``."""
    return midi_to_hz(note_to_midi(name))


def per_sample(curve: Curve, n: int) -> Sequence[float]:
    """A curve as at least ``n`` values; a short curve holds its last value."""
    if isinstance(curve, (int, float)):
        return [float(curve)] * n
    if len(curve) >= n:
        return curve
    tail = curve[-1] if len(curve) else 0.0
    return [*curve, *([tail] * (n - len(curve)))]


# --- frequency curves -----------------------------------------------------------------------


def slide(start: float, end: float, n: int) -> Signal:
    """Exponential glide, so the pitch moves evenly to the ear."""
    if n <= 1:
        return [float(end)]
    ratio = end / start
    last = n - 1
    return [start * ratio ** (i / last) for i in range(n)]


def vibrato(curve: Curve, n: int, rate: float, depth: float, delay: float = 0.0) -> Signal:
    """Wobble a frequency curve by ``depth`` semitones, easing in after ``delay`` seconds."""
    base = per_sample(curve, n)
    start = count(delay) if delay > 0 else 0
    ease = count(0.08)
    out = list(base[:n])
    for i in range(start, n):
        amount = depth * min(1.0, (i - start) / ease)
        wobble = math.sin(2.0 * math.pi * rate * (i - start) / SAMPLE_RATE)
        out[i] = base[i] * 2.0 ** (amount * wobble / 12.0)
    return out


# --- oscillators ----------------------------------------------------------------------------


def _polyblep(phase: float, step: float) -> float:
    """Correction near a waveform jump; it tames the harsh aliasing of naive squares/saws."""
    if phase < step:
        t = phase / step
        return t + t - t * t - 1.0
    if phase > 1.0 - step:
        t = (phase - 1.0) / step
        return t * t + t + t + 1.0
    return 0.0


def square(freq: Curve, n: int, duty: float = 0.5) -> Signal:
    """Pulse wave; duty 0.5 is hollow, 0.25 and 0.125 get thinner and brighter."""
    freqs = per_sample(freq, n)
    dc_fix = 1.0 - 2.0 * duty  # a narrow pulse sits off-centre; re-centre it on zero
    out = [0.0] * n
    phase = 0.0
    for i in range(n):
        step = min(max(freqs[i] / SAMPLE_RATE, 1e-9), 0.5)
        value = 1.0 if phase < duty else -1.0
        value += _polyblep(phase, step)
        value -= _polyblep((phase - duty) % 1.0, step)
        out[i] = value + dc_fix
        phase += step
        if phase >= 1.0:
            phase -= 1.0
    return out


def saw(freq: Curve, n: int) -> Signal:
    freqs = per_sample(freq, n)
    out = [0.0] * n
    phase = 0.5  # starts at zero so a note begins without a jump
    for i in range(n):
        step = min(max(freqs[i] / SAMPLE_RATE, 1e-9), 0.5)
        out[i] = 2.0 * phase - 1.0 - _polyblep(phase, step)
        phase += step
        if phase >= 1.0:
            phase -= 1.0
    return out


def triangle(freq: Curve, n: int) -> Signal:
    freqs = per_sample(freq, n)
    out = [0.0] * n
    phase = 0.25  # starts at zero, rising
    for i in range(n):
        out[i] = 1.0 - 4.0 * abs(phase - 0.5)
        phase += freqs[i] / SAMPLE_RATE
        if phase >= 1.0:
            phase -= 1.0
    return out


def sine(freq: Curve, n: int) -> Signal:
    freqs = per_sample(freq, n)
    out = [0.0] * n
    phase = 0.0
    two_pi = 2.0 * math.pi
    for i in range(n):
        out[i] = math.sin(two_pi * phase)
        phase += freqs[i] / SAMPLE_RATE
        if phase >= 1.0:
            phase -= 1.0
    return out


def noise(n: int, rng: Random, rate: Curve | None = None) -> Signal:
    """White noise; with a ``rate`` (Hz) each value is held until the next update, which gives
    the pitched, gritty noise of old sound chips."""
    if rate is None:
        return [rng.uniform(-1.0, 1.0) for _ in range(n)]
    rates = per_sample(rate, n)
    out = [0.0] * n
    value = rng.uniform(-1.0, 1.0)
    clock = 0.0
    for i in range(n):
        clock += rates[i] / SAMPLE_RATE
        if clock >= 1.0:
            clock -= math.floor(clock)
            value = rng.uniform(-1.0, 1.0)
        out[i] = value
    return out


def oscillator(shape: str, freq: Curve, n: int, duty: float = 0.5) -> Signal:
    """Pick a waveform by name: square, triangle, saw or sine."""
    if shape == "square":
        return square(freq, n, duty)
    if shape == "triangle":
        return triangle(freq, n)
    if shape == "saw":
        return saw(freq, n)
    if shape == "sine":
        return sine(freq, n)
    raise ValueError(f"unknown waveform {shape!r}")


# --- envelopes ------------------------------------------------------------------------------


def envelope(n: int, points: Sequence[tuple[float, float]]) -> Signal:
    """Piecewise-linear gain through (seconds, level) points; the last level is held."""
    out = [0.0] * n
    marks = [(count(t) if t > 0 else 0, level) for t, level in points]
    index = 0
    for i in range(n):
        while index + 1 < len(marks) and i >= marks[index + 1][0]:
            index += 1
        start, level = marks[index]
        if index + 1 < len(marks):
            end, next_level = marks[index + 1]
            span = max(1, end - start)
            level += (next_level - level) * (i - start) / span
        out[i] = level
    return out


def adsr(n: int, attack: float, decay: float, sustain: float, release: float) -> Signal:
    """Classic envelope; the release is taken from the end of the ``n`` samples."""
    release_n = min(count(release), n)
    body = envelope(n - release_n, [(0.0, 0.0), (attack, 1.0), (attack + decay, sustain)])
    held = body[-1] if body else 0.0
    return body + [held * (1.0 - (i + 1) / release_n) for i in range(release_n)]


def decay(n: int, time_constant: float, attack: float = 0.002, taper: float = 0.004) -> Signal:
    """Quick attack, then an exponential fall (by 1/e every ``time_constant`` seconds).

    The last ``taper`` seconds ramp down to true zero, so a sound cut off at its end (or by
    the next note) stops without a click."""
    attack_n = count(attack)
    fall = 1.0 / (time_constant * SAMPLE_RATE)
    gains = [(i / attack_n) if i < attack_n else math.exp(-(i - attack_n) * fall) for i in range(n)]
    taper_n = min(count(taper), n)
    for k in range(taper_n):
        gains[n - 1 - k] *= k / taper_n
    return gains


# --- arithmetic -----------------------------------------------------------------------------


def multiply(signal: Signal, gains: Curve) -> Signal:
    factors = per_sample(gains, len(signal))
    return [s * g for s, g in zip(signal, factors, strict=False)]  # factors may run longer


def scale(signal: Signal, gain: float) -> Signal:
    return [s * gain for s in signal]


def add(*signals: Signal) -> Signal:
    """Sum signals that all start together; the result is as long as the longest."""
    out = [0.0] * max(len(s) for s in signals)
    for signal in signals:
        for i, value in enumerate(signal):
            out[i] += value
    return out


# --- filters --------------------------------------------------------------------------------


def lowpass(signal: Signal, cutoff: Curve, poles: int = 1) -> Signal:
    """One-pole low-pass, run ``poles`` times for a steeper slope; cutoff may sweep."""
    cutoffs = per_sample(cutoff, len(signal))
    factors = [
        1.0 - math.exp(-2.0 * math.pi * min(c, SAMPLE_RATE / 2) / SAMPLE_RATE) for c in cutoffs
    ]
    out = signal
    for _ in range(poles):
        state = 0.0
        filtered = [0.0] * len(out)
        for i, value in enumerate(out):
            state += factors[i] * (value - state)
            filtered[i] = state
        out = filtered
    return out


def highpass(signal: Signal, cutoff: Curve) -> Signal:
    """What the one-pole low-pass takes away: keeps the hiss, drops the rumble."""
    return [s - low for s, low in zip(signal, lowpass(signal, cutoff), strict=True)]


def bandpass(signal: Signal, centre: Curve, q: float, block: int = 16) -> Signal:
    """Resonant band-pass (unity gain at the centre); the centre may sweep, so the
    coefficients are refreshed every ``block`` samples, which is plenty for sweeps we hear."""
    centres = per_sample(centre, len(signal))
    out = [0.0] * len(signal)
    x1 = x2 = y1 = y2 = 0.0
    b0 = a1 = a2 = 0.0
    for i, x in enumerate(signal):
        if i % block == 0:
            w0 = 2.0 * math.pi * min(max(centres[i], 20.0), SAMPLE_RATE * 0.45) / SAMPLE_RATE
            alpha = math.sin(w0) / (2.0 * q)
            norm = 1.0 + alpha
            b0, a1, a2 = alpha / norm, -2.0 * math.cos(w0) / norm, (1.0 - alpha) / norm
        y = b0 * (x - x2) - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out[i] = y
    return out


def echo(signal: Signal, delay: float, feedback: float, repeats: int = 3) -> Signal:
    """Feed-forward echo that lengthens the signal so the repeats can ring out."""
    gap = count(delay)
    out = signal + [0.0] * (gap * repeats)
    for k in range(1, repeats + 1):
        level = feedback**k
        offset = gap * k
        for i, value in enumerate(signal):
            out[i + offset] += value * level
    return out


def circular_echo(signal: Signal, delay: float, feedback: float, repeats: int = 3) -> Signal:
    """Echo for a loop: repeats that run past the end come back in at the start."""
    gap = count(delay)
    length = len(signal)
    out = list(signal)
    for k in range(1, repeats + 1):
        level = feedback**k
        offset = gap * k
        for i, value in enumerate(signal):
            out[(i + offset) % length] += value * level
    return out
