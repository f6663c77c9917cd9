"""Regenerate every sound effect and music loop in ``assets/sounds/``.

    python build/make_sounds.py            # everything
    python build/make_sounds.py bust win   # just these

Standard library only; seeded, so every run writes byte-identical files.
"""

from __future__ import annotations

import math
import sys
import time
import wave
from array import array
from collections.abc import Iterable
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
SOUNDS_DIR = BUILD_DIR.parent / "assets" / "sounds"

# The recipes live beside this script in build/sounds/; make them importable however the
# script is started (directly, or loaded by path from a test).
if str(BUILD_DIR) not in sys.path:
    sys.path.insert(0, str(BUILD_DIR))

from sounds.catalog import RECIPES  # noqa: E402
from sounds.mixdown import write_wav  # noqa: E402

ALL_NAMES: tuple[str, ...] = tuple(RECIPES)
LOOP_NAMES: tuple[str, ...] = tuple(name for name, recipe in RECIPES.items() if recipe.is_loop)


def generate(out_dir: Path | str = SOUNDS_DIR, names: Iterable[str] | None = None) -> list[Path]:
    """Render the named sounds (all by default) as ``<name>.wav`` into ``out_dir``."""
    wanted = list(ALL_NAMES if names is None else names)
    unknown = [name for name in wanted if name not in RECIPES]
    if unknown:
        raise KeyError(f"unknown sounds: {', '.join(unknown)}")
    folder = Path(out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in wanted:
        path = folder / f"{name}.wav"
        write_wav(path, RECIPES[name].render())
        written.append(path)
    return written


def measure(path: Path) -> tuple[float, float, float]:
    """Duration in seconds, peak and RMS level in dBFS of a 16-bit mono WAV."""
    with wave.open(str(path), "rb") as source:
        rate = source.getframerate()
        samples = array("h", source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    if not samples:
        return 0.0, -math.inf, -math.inf
    top = max(abs(s) for s in samples) / 32767
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32767
    return len(samples) / rate, _dbfs(top), _dbfs(rms)


def _dbfs(level: float) -> float:
    return 20.0 * math.log10(level) if level > 0 else -math.inf


def main(argv: list[str]) -> int:
    started = time.perf_counter()
    paths = generate(SOUNDS_DIR, argv or None)
    elapsed = time.perf_counter() - started
    print(f"{'name':<14} {'seconds':>8} {'peak dBFS':>10} {'RMS dBFS':>9} {'KiB':>6}")
    for path in paths:
        seconds, peak_db, rms_db = measure(path)
        size = path.stat().st_size / 1024
        print(f"{path.stem:<14} {seconds:8.3f} {peak_db:10.1f} {rms_db:9.1f} {size:6.0f}")
    total = sum(path.stat().st_size for path in SOUNDS_DIR.glob("*.wav")) / 1024 / 1024
    print(f"{len(paths)} files written in {elapsed:.1f} s; assets/sounds holds {total:.2f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
