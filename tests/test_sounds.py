"""The shipped sounds: present, well-formed, audible, unclipped, and reproducible."""

from __future__ import annotations

import importlib.util
import itertools
import sys
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOUNDS_DIR = ROOT / "assets" / "sounds"
SCRIPT = ROOT / "build" / "make_sounds.py"

# name: (shortest, longest) acceptable length in seconds
EXPECTED: dict[str, tuple[float, float]] = {
    "ui_move": (0.02, 0.12),
    "ui_confirm": (0.08, 0.4),
    "ui_back": (0.08, 0.4),
    "ui_join": (0.15, 0.5),
    "ui_leave": (0.15, 0.5),
    "ui_error": (0.1, 0.5),
    "ui_tick": (0.02, 0.15),
    "ui_go": (0.2, 0.9),
    "dice_roll": (0.45, 0.8),
    "dice_settle": (0.05, 0.3),
    "dice_place": (0.08, 0.4),
    "dice_select": (0.03, 0.15),
    "bust": (0.4, 1.3),
    "bonus": (0.25, 0.8),
    "doubled": (0.4, 1.2),
    "win": (1.2, 2.0),
    "round_end": (0.3, 1.0),
    "piece_move": (0.02, 0.08),
    "piece_rotate": (0.05, 0.2),
    "piece_drop": (0.2, 0.6),
    "piece_land": (0.1, 0.5),
    "set_aside": (0.15, 0.5),
    "row_complete": (0.3, 1.0),
    "score_tick": (0.03, 0.15),
    "minus": (0.1, 0.4),
    "shout": (0.25, 0.7),
    "splash": (0.3, 0.9),
    "fanfare": (1.0, 1.6),
    "music_menu": (16.0, 24.0),
    "music_game": (16.0, 24.0),
}
LOOPS = ("music_menu", "music_game")
EFFECTS = tuple(name for name in EXPECTED if name not in LOOPS)

FULL_SCALE = 32767
AUDIBLE_PEAK = FULL_SCALE // 10  # -20 dBFS
MAX_BYTES = 3 * 1024 * 1024


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def make_sounds() -> ModuleType:
    return _load_script()


@dataclass(frozen=True)
class WavFormat:
    channels: int
    sample_width: int
    rate: int
    frames: int
    compression: str


def _read(path: Path) -> tuple[WavFormat, array]:
    with wave.open(str(path), "rb") as source:
        found = WavFormat(
            source.getnchannels(),
            source.getsampwidth(),
            source.getframerate(),
            source.getnframes(),
            source.getcomptype(),
        )
        samples = array("h", source.readframes(found.frames))
    if sys.byteorder == "big":
        samples.byteswap()
    return found, samples


def test_the_generator_knows_exactly_the_expected_sounds(make_sounds: ModuleType) -> None:
    assert set(make_sounds.ALL_NAMES) == set(EXPECTED)
    assert set(make_sounds.LOOP_NAMES) == set(LOOPS)


def test_no_stray_wav_files_are_shipped() -> None:
    shipped = {path.stem for path in SOUNDS_DIR.glob("*.wav")}
    assert shipped == set(EXPECTED)


def test_readme_describes_every_file_and_names_the_generator() -> None:
    readme = (SOUNDS_DIR / "README.md").read_text(encoding="utf-8")
    assert "build/make_sounds.py" in readme
    for name in EXPECTED:
        assert f"`{name}.wav`" in readme


@pytest.mark.parametrize("name", list(EXPECTED))
def test_file_is_an_audible_unclipped_16_bit_mono_wav_of_the_right_length(name: str) -> None:
    found, samples = _read(SOUNDS_DIR / f"{name}.wav")
    assert found.channels == 1
    assert found.sample_width == 2
    assert found.rate == 22050
    assert found.compression == "NONE"
    seconds = found.frames / found.rate
    shortest, longest = EXPECTED[name]
    assert shortest <= seconds <= longest
    peak = max(abs(s) for s in samples)
    assert AUDIBLE_PEAK < peak < FULL_SCALE
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5
    assert rms > FULL_SCALE / 200  # not a lone blip in a silent file


@pytest.mark.parametrize("name", EFFECTS)
def test_effects_start_and_end_at_rest_so_they_do_not_click(name: str) -> None:
    _, samples = _read(SOUNDS_DIR / f"{name}.wav")
    assert abs(samples[0]) < 200
    assert abs(samples[-1]) < 200


@pytest.mark.parametrize("name", LOOPS)
def test_music_loops_are_seamless(name: str) -> None:
    _, samples = _read(SOUNDS_DIR / f"{name}.wav")
    seam = abs(samples[-1] - samples[0])
    assert seam < 1000
    # the jump across the loop point is no bigger than the ordinary steps inside the music
    inner_steps = sorted(abs(b - a) for a, b in itertools.pairwise(samples))
    assert seam <= inner_steps[int(len(inner_steps) * 0.9)]
    # and the level just before the loop point matches the level just after it
    window = 2205
    tail = (sum(s * s for s in samples[-window:]) / window) ** 0.5
    head = (sum(s * s for s in samples[:window]) / window) ** 0.5
    assert 0.25 < (tail + 1) / (head + 1) < 4.0


def test_total_size_stays_small() -> None:
    assert sum(path.stat().st_size for path in SOUNDS_DIR.glob("*.wav")) < MAX_BYTES


def test_generator_is_deterministic_and_matches_the_shipped_files(
    make_sounds: ModuleType, tmp_path: Path
) -> None:
    names = ["ui_confirm", "dice_roll", "shout"]
    first = make_sounds.generate(tmp_path / "first", names)
    second = make_sounds.generate(tmp_path / "second", names)
    assert [path.name for path in first] == [f"{name}.wav" for name in names]
    for one, two in zip(first, second, strict=True):
        assert one.read_bytes() == two.read_bytes()
        assert one.read_bytes() == (SOUNDS_DIR / one.name).read_bytes()


def test_generate_rejects_unknown_names(make_sounds: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(KeyError):
        make_sounds.generate(tmp_path, ["no_such_sound"])
    assert not list(tmp_path.glob("*.wav"))


def test_measure_reports_duration_and_levels(make_sounds: ModuleType) -> None:
    seconds, peak_db, rms_db = make_sounds.measure(SOUNDS_DIR / "win.wav")
    assert seconds == pytest.approx(1.5, abs=0.1)
    assert -3.5 < peak_db < -2.5
    assert rms_db < peak_db


def test_note_names_and_sequencer_grid(make_sounds: ModuleType) -> None:
    from sounds.music import Groove, parse_notes
    from sounds.synth import hz, note_to_midi

    assert note_to_midi("C4") == 60
    assert note_to_midi("G#5") == note_to_midi("Ab5") == 80
    assert hz("A4") == pytest.approx(440.0)
    notes = parse_notes("C4 - . E4 | G4 - - -", token_steps=2, expected_steps=16)
    assert notes == [(0, 4, 60), (6, 2, 64), (8, 8, 67)]
    with pytest.raises(ValueError):
        parse_notes("C4 - -", token_steps=1, expected_steps=16)
    groove = Groove(bpm=135, bars=12)
    assert groove.length == 470400  # 48 beats at 135 bpm, exactly 21 1/3 s
    assert groove.at(16) == 16 * 2450  # a sixteenth is exactly 2450 samples


def test_mixer_folds_a_loop_tail_onto_the_start(make_sounds: ModuleType) -> None:
    from sounds.mixdown import Mixer

    mixer = Mixer()
    mixer.add([1.0, 1.0, 1.0], at=3)
    assert mixer.render_loop(4) == [1.0, 1.0, 0.0, 1.0]
    assert mixer.render() == [0.0, 0.0, 0.0, 1.0, 1.0, 1.0]


def test_normalise_and_fades(make_sounds: ModuleType) -> None:
    from sounds.mixdown import db_to_gain, fade_edges, normalise, peak

    loud = normalise([0.1, -0.5, 0.25] * 200, -3.0)
    assert peak(loud) == pytest.approx(db_to_gain(-3.0))
    faded = fade_edges([1.0] * 1000)
    assert faded[0] == 0.0
    assert abs(faded[-1]) < 0.01
    assert faded[500] == 1.0
