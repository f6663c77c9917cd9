"""The two music loops: a tiny step sequencer, its instruments and the scores.

Scores are written as text, one token per grid step: a note name starts a note, '-' holds
it, '.' is a rest and '|' only marks bars for the reader. Every part is rendered as a loop
(tails fold back onto the start), so the files repeat without a seam.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random

from .mixdown import Mixer
from .synth import (
    SAMPLE_RATE,
    Signal,
    add,
    adsr,
    count,
    decay,
    highpass,
    lowpass,
    midi_to_hz,
    multiply,
    noise,
    note_to_midi,
    scale,
    sine,
    slide,
    square,
    triangle,
    vibrato,
)

STEPS_PER_BAR = 16  # the grid is sixteenth notes in 4/4

Note = tuple[int, int, int]  # (first step, length in steps, MIDI note)
Instrument = Callable[[float, int], Signal]  # (frequency, gate in samples) -> sound


@dataclass(frozen=True)
class Groove:
    bpm: float
    bars: int

    @property
    def step_samples(self) -> float:
        return SAMPLE_RATE * 60.0 / self.bpm / 4

    @property
    def steps(self) -> int:
        return self.bars * STEPS_PER_BAR

    @property
    def length(self) -> int:
        return self.at(self.steps)

    def at(self, step: int) -> int:
        # rounded per step, so no drift builds up over the loop
        return round(step * self.step_samples)


def parse_notes(text: str, token_steps: int, expected_steps: int) -> list[Note]:
    notes: list[list[int]] = []
    holding = False
    step = 0
    for token in text.replace("|", " ").split():
        if token == "-":
            if holding:
                notes[-1][1] += token_steps
        elif token == ".":
            holding = False
        else:
            notes.append([step, token_steps, note_to_midi(token)])
            holding = True
        step += token_steps
    if step != expected_steps:
        raise ValueError(f"part fills {step} steps, the loop has {expected_steps}")
    return [(start, length, midi) for start, length, midi in notes]


def parse_hits(text: str, expected_steps: int) -> list[tuple[int, str]]:
    tokens = text.replace("|", " ").split()
    if len(tokens) != expected_steps:
        raise ValueError(f"drum part fills {len(tokens)} steps, the loop has {expected_steps}")
    return [(step, token) for step, token in enumerate(tokens) if token != "."]


_CHORD_SHAPES = {"": (0, 4, 7), "m": (0, 3, 7)}


def chord_tones(symbol: str, lowest: int) -> list[int]:
    """Root, third, fifth and octave of a chord like 'Am', rooted at or above ``lowest``."""
    letters = 2 if symbol[1:2] in ("#", "b") else 1
    root_name, quality = symbol[:letters], symbol[letters:]
    root = note_to_midi(f"{root_name}0")
    while root < lowest:
        root += 12
    return [root + interval for interval in _CHORD_SHAPES[quality]] + [root + 12]


def broken_chords(
    chords: Sequence[str], lowest: int, order: Sequence[int], every: int
) -> list[Note]:
    """Arpeggiate each bar's chord through ``order`` (indices into root/3rd/5th/octave)."""
    notes: list[Note] = []
    for bar, symbol in enumerate(chords):
        tones = chord_tones(symbol, lowest)
        for index, pick in enumerate(order):
            notes.append((bar * STEPS_PER_BAR + index * every, every, tones[pick]))
    return notes


def octave_pulse(chords: Sequence[str], lowest: int) -> list[Note]:
    """Staccato eighths jumping between root and octave: the driving game bass."""
    notes: list[Note] = []
    for bar, symbol in enumerate(chords):
        root = chord_tones(symbol, lowest)[0]
        for eighth in range(8):
            notes.append((bar * STEPS_PER_BAR + eighth * 2, 1, root + 12 * (eighth % 2)))
    return notes


# --- instruments ----------------------------------------------------------------------------


def lead(duty: float, cutoff: float) -> Instrument:
    def play(freq: float, gate: int) -> Signal:
        n = gate + count(0.06)
        freqs = vibrato(freq, n, rate=5.5, depth=0.15, delay=0.18)
        tone = lowpass(square(freqs, n, duty), cutoff)
        return multiply(tone, adsr(n, 0.006, 0.12, 0.55, 0.06))

    return play


def bass(freq: float, gate: int) -> Signal:
    n = gate + count(0.03)
    return multiply(triangle(freq, n), adsr(n, 0.004, 0.06, 0.8, 0.03))


def pluck(freq: float, gate: int) -> Signal:
    n = gate + count(0.08)
    return multiply(square(freq, n, 0.125), decay(n, 0.05, 0.003))


def drum_kit(rng: Random) -> dict[str, Callable[[], Signal]]:
    """Noise and triangle drums; every hit draws fresh noise from the song's own generator."""

    def hat(length: float, tau: float) -> Signal:
        n = count(length)
        # the high-pass leaves little of the noise's energy, hence the make-up gain
        sizzle = highpass(noise(n, rng, rate=16000.0), 7000.0)
        return multiply(sizzle, scale(decay(n, tau, 0.001), 3.0))

    def kick() -> Signal:
        n = count(0.18)
        body = multiply(sine(slide(150.0, 45.0, count(0.09)), n), decay(n, 0.07, 0.001))
        return add(body, scale(multiply(triangle(90.0, n), decay(n, 0.01, 0.0005)), 0.3))

    def snare() -> Signal:
        n = count(0.15)
        rattle = multiply(highpass(noise(n, rng), 1200.0), decay(n, 0.045, 0.001))
        body = multiply(triangle(slide(200.0, 150.0, n), n), decay(n, 0.03, 0.001))
        return add(rattle, scale(body, 0.6))

    return {
        "x": lambda: scale(hat(0.05, 0.015), 0.6),
        "X": lambda: hat(0.07, 0.022),
        "o": lambda: hat(0.2, 0.06),
        "k": kick,
        "s": snare,
    }


# --- rendering ------------------------------------------------------------------------------


def render_part(groove: Groove, notes: Sequence[Note], instrument: Instrument) -> Signal:
    mixer = Mixer()
    for start, length, midi in notes:
        gate = groove.at(start + length) - groove.at(start)
        mixer.add(instrument(midi_to_hz(midi), gate), groove.at(start % groove.steps))
    return mixer.render_loop(groove.length)


def render_drums(
    groove: Groove, lines: Sequence[str], kit: dict[str, Callable[[], Signal]]
) -> Signal:
    mixer = Mixer()
    for line in lines:
        for step, token in parse_hits(line, groove.steps):
            mixer.add(kit[token](), groove.at(step))
    return mixer.render_loop(groove.length)


def mix_parts(parts: Sequence[tuple[Signal, float]]) -> Signal:
    return add(*(scale(signal, level) for signal, level in parts))
