"""Putting parts together and finishing them: timeline mixing, levels, fades, WAV output."""

from __future__ import annotations

import math
import sys
import wave
from array import array
from pathlib import Path

from .synth import SAMPLE_RATE, Signal, count, scale

FULL_SCALE = 32767


class Mixer:
    """Lays signals on a timeline; grows as parts are added."""

    def __init__(self) -> None:
        self._buffer: Signal = []

    def add(self, signal: Signal, at: int = 0, level: float = 1.0) -> None:
        end = at + len(signal)
        if end > len(self._buffer):
            self._buffer.extend([0.0] * (end - len(self._buffer)))
        buffer = self._buffer
        for i, value in enumerate(signal, start=at):
            buffer[i] += value * level

    def add_at(self, signal: Signal, seconds: float, level: float = 1.0) -> None:
        self.add(signal, round(seconds * SAMPLE_RATE), level)

    def render(self) -> Signal:
        return list(self._buffer)

    def render_loop(self, length: int) -> Signal:
        """Exactly ``length`` samples; whatever rings past the end is folded onto the start,
        so the loop plays on as if the piece had been repeating all along."""
        out = [0.0] * length
        for i, value in enumerate(self._buffer):
            out[i % length] += value
        return out


def soft_clip(signal: Signal, drive: float = 1.0) -> Signal:
    """Round off peaks (tanh) instead of letting them hit the rails."""
    return [math.tanh(s * drive) for s in signal]


def peak(signal: Signal) -> float:
    return max((abs(s) for s in signal), default=0.0)


def db_to_gain(decibels: float) -> float:
    return 10.0 ** (decibels / 20.0)


def normalise(signal: Signal, peak_db: float = -3.0) -> Signal:
    """Scale so the loudest sample sits at ``peak_db`` below full scale."""
    top = peak(signal)
    if top == 0.0:
        return list(signal)
    return scale(signal, db_to_gain(peak_db) / top)


def fade_edges(signal: Signal, fade_in: float = 0.002, fade_out: float = 0.006) -> Signal:
    """Short linear fades so a sound never starts or stops with a click."""
    out = list(signal)
    n = len(out)
    in_n = min(count(fade_in), n)
    out_n = min(count(fade_out), n)
    for i in range(in_n):
        out[i] *= i / in_n
    for i in range(out_n):
        out[n - 1 - i] *= i / out_n
    return out


def to_pcm16(signal: Signal) -> array:
    """16-bit little-endian samples, as WAV files store them."""
    pcm = array("h", (max(-FULL_SCALE, min(FULL_SCALE, round(s * FULL_SCALE))) for s in signal))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm


def write_wav(path: Path, signal: Signal) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(to_pcm16(signal).tobytes())
