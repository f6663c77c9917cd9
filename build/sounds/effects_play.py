"""Scoring moments, jingles and the two character sounds (shout, splash)."""

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
    echo,
    envelope,
    highpass,
    hz,
    lowpass,
    multiply,
    noise,
    saw,
    scale,
    sine,
    slide,
    square,
    vibrato,
)
from .voices import blip, chord_stab, cymbal, held_note, note_run


def _wah(name: str, seconds: float, droop: float, sob: bool) -> Signal:
    """One muted-trombone 'wah': the filter opens and closes while the pitch sags."""
    n = count(seconds)
    start = hz(name)
    freqs = slide(start, start * 2.0 ** (-droop / 12.0), n)
    if sob:
        freqs = vibrato(freqs, n, rate=5.0, depth=0.4, delay=0.1)
    tone = add(saw(freqs, n), scale(square(freqs, n, 0.5), 0.5))
    cutoff = envelope(n, [(0.0, 250.0), (0.06, 2000.0), (seconds, 350.0)])
    gain = envelope(n, [(0.0, 0.0), (0.015, 1.0), (seconds * 0.75, 0.8), (seconds, 0.0)])
    # a resonant peak riding on the sweep is what makes it talk: "wah"
    voiced = add(lowpass(tone, cutoff, poles=2), scale(bandpass(tone, cutoff, 4.0), 0.8))
    return multiply(voiced, gain)


def bust(rng: Random) -> Signal:
    mixer = Mixer()
    at = 0.0
    for name, seconds, droop in (("G4", 0.16, 0.3), ("F#4", 0.16, 0.3), ("F4", 0.16, 0.3)):
        mixer.add_at(_wah(name, seconds, droop, sob=False), at)
        at += seconds + 0.015
    mixer.add_at(_wah("E4", 0.48, 1.2, sob=True), at)
    return mixer.render()


def bonus(rng: Random) -> Signal:
    notes = [("C6", 0.035), ("E6", 0.035), ("G6", 0.035), ("C7", 0.035), ("E7", 0.06)]
    sparkle = echo(note_run(notes, duty=0.125, tau=0.035, tail=0.04), 0.075, 0.45, repeats=3)
    mixer = Mixer()
    mixer.add(sparkle)
    for _ in range(6):  # glints scattered over the echoes
        glint = blip(rng.uniform(3000.0, 5000.0), 0.03, "sine", tau=0.008)
        mixer.add_at(glint, rng.uniform(0.03, 0.4), 0.35)
    return mixer.render()


def doubled(rng: Random) -> Signal:
    run = ("G4", "C5", "E5", "G5", "C6", "E6")
    mixer = Mixer()
    step = 0.05
    for index, name in enumerate(run):
        mixer.add_at(blip(hz(name), 0.09, "square", 0.25, tau=0.05), index * step)
        mixer.add_at(blip(hz(name) / 2, 0.09, "square", 0.5, tau=0.05), index * step, 0.5)
    at = len(run) * step
    for name, level in (("C6", 0.8), ("E6", 0.6), ("G6", 0.6), ("C5", 0.5)):
        mixer.add_at(held_note(hz(name), 0.5, "square", 0.25, release=0.25), at, level)
    mixer.add_at(cymbal(rng, 0.5, tau=0.18), at, 0.5)
    return mixer.render()


def win(rng: Random) -> Signal:
    """A short victory tune; an eighth note is 0.1 s."""
    beat = 0.1
    lead = ("C5", "E5", "G5", "C6", None, "A5", "B5", "C6", "D6")
    under = ("G4", "C5", "E5", "G5", None, "F5", "G5", "A5", "B5")
    mixer = Mixer()
    for index, (top, low) in enumerate(zip(lead, under, strict=True)):
        if top is None or low is None:
            continue
        length = beat * (2 if index == 3 else 1)
        mixer.add_at(blip(hz(top), length + 0.04, "square", 0.25, tau=0.09), index * beat)
        mixer.add_at(blip(hz(low), length + 0.04, "square", 0.125, tau=0.09), index * beat, 0.4)
    end = 9 * beat
    mixer.add_at(held_note(hz("E6"), 0.6, "square", 0.25, release=0.3), end)
    mixer.add_at(held_note(hz("C6"), 0.6, "square", 0.125, release=0.3, wobble=0.0), end, 0.45)
    mixer.add_at(held_note(hz("G5"), 0.6, "triangle", release=0.3, wobble=0.0), end, 0.5)
    for name, at, length in (
        ("C3", 0.0, 0.25),
        ("G3", 0.25, 0.25),
        ("F3", 0.5, 0.2),
        ("G3", 0.7, 0.2),
        ("C3", 0.9, 0.6),
    ):
        mixer.add_at(blip(hz(name), length, "triangle", tau=0.25), at, 0.9)
    mixer.add_at(cymbal(rng, 0.6, tau=0.2), end, 0.35)
    return mixer.render()


def round_end(rng: Random) -> Signal:
    mixer = Mixer()
    for chord, bass, at, length in (
        (("F4", "A4", "C5"), "F2", 0.0, 0.14),
        (("G4", "B4", "D5"), "G2", 0.15, 0.14),
        (("E4", "G4", "C5", "E5"), "C3", 0.3, 0.45),
    ):
        tau = 0.06 if length < 0.2 else 0.16
        mixer.add_at(chord_stab(chord, length, 0.25, tau), at)
        mixer.add_at(blip(hz(bass), length, "triangle", tau=tau * 1.5), at, 0.9)
    return mixer.render()


def _brass(name: str, seconds: float, held: bool) -> Signal:
    """A bright chip 'trumpet': saw plus pulse, the filter flaring on the attack."""
    n = count(seconds)
    freq = hz(name)
    freqs = vibrato(freq, n, rate=6.0, depth=0.2, delay=0.12) if held else freq
    tone = add(saw(freqs, n), scale(square(freqs, n, 0.5), 0.6))
    cutoff = envelope(n, [(0.0, 800.0), (0.02, 5000.0), (0.1, 2500.0)])
    tail = 0.3 if held else 0.03
    gain = envelope(
        n, [(0.0, 0.0), (0.008, 1.0), (0.06, 0.8), (seconds - tail, 0.7), (seconds, 0.0)]
    )
    return multiply(lowpass(tone, cutoff, poles=2), gain)


def fanfare(rng: Random) -> Signal:
    mixer = Mixer()
    phrase = (("C5", 0.07), ("D5", 0.07), ("E5", 0.07), ("G5", 0.16), ("F5", 0.08), ("A5", 0.16))
    at = 0.0
    for name, seconds in phrase:
        mixer.add_at(_brass(name, seconds, held=False), at)
        at += seconds
    for name, level in (("C6", 1.0), ("G5", 0.6), ("E5", 0.6)):
        mixer.add_at(_brass(name, 0.62, held=True), at, level)
    for name, when, seconds in (("C3", 0.0, 0.21), ("F3", 0.37, 0.24), ("C3", at, 0.62)):
        mixer.add_at(blip(hz(name), seconds, "triangle", tau=0.3), when, 1.2)
    for index in range(7):  # snare roll into the first long note
        hit = count(0.03)
        snare = multiply(highpass(noise(hit, rng), 1500.0), decay(hit, 0.01, 0.001))
        mixer.add_at(snare, index * 0.03, 0.15 + 0.06 * index)
    mixer.add_at(cymbal(rng, 0.62, tau=0.2), at, 0.3)
    return mixer.render()


def shout(rng: Random) -> Signal:
    """A cartoon 'hey!': breathy 'h', then a buzzy voice through moving vowel formants
    that glide from 'e' towards 'i', with the pitch rising like an exclamation."""
    total = 0.42
    n = count(total)
    pitch = envelope(n, [(0.0, 240.0), (0.12, 330.0), (0.3, 350.0), (total, 290.0)])
    pitch = vibrato(pitch, n, rate=7.0, depth=0.3, delay=0.12)
    source = add(saw(pitch, n), scale(square(pitch, n, 0.15), 0.6))
    first = envelope(n, [(0.0, 620.0), (0.2, 560.0), (0.34, 330.0), (total, 300.0)])
    second = envelope(n, [(0.0, 1800.0), (0.2, 1950.0), (0.34, 2300.0), (total, 2350.0)])
    third = envelope(n, [(0.0, 2600.0), (total, 3000.0)])
    voiced = add(
        bandpass(source, first, 6.0),
        scale(bandpass(source, second, 9.0), 0.7),
        scale(bandpass(source, third, 12.0), 0.35),
    )
    voice_gain = envelope(n, [(0.0, 0.0), (0.045, 0.0), (0.085, 1.0), (0.3, 0.9), (total, 0.0)])
    breath = noise(n, rng)
    breathy = add(bandpass(breath, second, 2.5), scale(bandpass(breath, first, 2.0), 0.6))
    breath_gain = envelope(n, [(0.0, 0.0), (0.02, 0.25), (0.06, 0.2), (0.1, 0.0)])
    return add(multiply(voiced, voice_gain), multiply(breathy, breath_gain))


def splash(rng: Random) -> Signal:
    total = 0.6
    n = count(total)
    mixer = Mixer()
    wash = lowpass(noise(n, rng), slide(7000.0, 700.0, n), poles=2)
    mixer.add(multiply(wash, decay(n, 0.14, 0.004)))
    fizz = highpass(noise(n, rng), 3000.0)
    mixer.add(multiply(fizz, envelope(n, [(0.0, 0.0), (0.03, 0.4), (total, 0.0)])), 0, 0.6)
    plop = count(0.06)
    mixer.add(multiply(sine(slide(320.0, 110.0, plop), plop), decay(plop, 0.03)), 0, 0.8)
    for _ in range(7):  # droplets falling back into the water
        drop = count(0.03)
        chirp = multiply(
            sine(slide(rng.uniform(500.0, 800.0), 1700.0, drop), drop), decay(drop, 0.01)
        )
        mixer.add_at(chirp, rng.uniform(0.06, 0.48), rng.uniform(0.2, 0.45))
    return mixer.render()[:n]


EFFECTS: dict[str, tuple[Callable[[Random], Signal], float]] = {
    "bust": (bust, -7.0),
    "bonus": (bonus, -3.0),
    "doubled": (doubled, -3.0),
    "win": (win, -3.0),
    "round_end": (round_end, -3.0),
    "shout": (shout, -3.0),
    "splash": (splash, -3.0),
    "fanfare": (fanfare, -3.0),
}
