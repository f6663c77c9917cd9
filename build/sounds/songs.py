"""The scores of the menu loop and the game loop."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from .music import (
    STEPS_PER_BAR,
    Groove,
    bass,
    broken_chords,
    drum_kit,
    lead,
    mix_parts,
    octave_pulse,
    parse_notes,
    pluck,
    render_drums,
    render_part,
)
from .synth import SAMPLE_RATE, Signal, circular_echo, note_to_midi

# --- menu: calm, C major, 96 bpm, 8 bars (exactly 20 s) ---------------------------------------

MENU_CHORDS = ("C", "Am", "F", "G", "Em", "F", "Dm", "G")

# eighth notes, one bar per line
MENU_MELODY = """
G4 -  C5 -  E5 -  D5 C5 |
E5 -  -  -  A4 -  C5 -  |
C5 -  A4 -  F4 -  A4 C5 |
D5 -  -  -  B4 -  .  .  |
G4 -  B4 -  E5 -  G5 -  |
A5 -  G5 F5 E5 -  C5 -  |
D5 -  F5 -  A5 -  G5 F5 |
G5 -  F5 -  D5 -  B4 -  |
"""

MENU_BASS = """
C3 - - G2 C3 - G2 - |
A2 - - E2 A2 - E2 - |
F2 - - C3 F3 - C3 - |
G2 - - D3 G3 - D3 - |
E2 - - B2 E3 - B2 - |
F2 - - C3 F3 - C3 - |
D3 - - A2 D3 - A2 - |
G2 - - D3 G3 - B2 - |
"""

# hi-hats on the off-beats, an open one closing every second bar
MENU_HATS_BAR_A = ". . x . . . x . . . x . . . x ."
MENU_HATS_BAR_B = ". . x . . . x . . . x . . . o ."


def menu_loop(rng: Random) -> Signal:
    groove = Groove(bpm=96, bars=len(MENU_CHORDS))
    melody = parse_notes(MENU_MELODY, 2, groove.steps)
    bass_line = parse_notes(MENU_BASS, 2, groove.steps)
    arp = broken_chords(MENU_CHORDS, note_to_midi("E4"), (0, 1, 2, 1, 3, 2, 1, 2), every=2)
    hats = " ".join([MENU_HATS_BAR_A, MENU_HATS_BAR_B] * (groove.bars // 2))

    dotted_eighth = 3 * groove.step_samples / SAMPLE_RATE
    lead_part = render_part(groove, melody, lead(duty=0.5, cutoff=3200.0))
    lead_part = circular_echo(lead_part, dotted_eighth, 0.3, repeats=2)
    arp_part = circular_echo(render_part(groove, arp, pluck), dotted_eighth * 2, 0.35, 2)
    return mix_parts(
        [
            (lead_part, 0.42),
            (render_part(groove, bass_line, bass), 0.55),
            (arp_part, 0.1),
            (render_drums(groove, [hats], drum_kit(rng)), 0.16),
        ]
    )


# --- game: lively, A minor, 135 bpm, 12 bars (21.3 s) ---------------------------------------

GAME_CHORDS = ("Am", "F", "C", "G", "Am", "F", "C", "E", "F", "G", "Am", "E")

# sixteenth notes, one bar per line
GAME_MELODY = """
A4  -  -  C5  | -   -  E5  -  | A5  -  G5 -  | E5  -  C5  -  |
F5  -  -  E5  | -   -  C5  -  | A4  -  -  -  | C5  -  D5  -  |
E5  -  -  G5  | -   -  E5  -  | C5  -  G4 -  | C5  -  E5  -  |
D5  -  -  -   | B4  -  G4  -  | A4  -  B4 -  | D5  -  B4  -  |
A4  -  -  C5  | -   -  E5  -  | A5  -  B5 -  | C6  -  B5  -  |
A5  -  -  G5  | -   -  F5  -  | C5  -  F5 -  | A5  -  G5  -  |
G5  -  -  E5  | -   -  C5  -  | E5  -  G5 -  | C6  -  -   -  |
B5  -  -  -   | G#5 -  E5  -  | B4  -  E5 -  | G#5 -  B5  -  |
C6  -  A5 -   | F5  -  A5  -  | C6  -  -  A5 | -   -  F5  -  |
B5  -  G5 -   | D5  -  G5  -  | B5  -  -  G5 | -   -  D5  -  |
C6  -  B5 -   | A5  -  E5  -  | C5  -  E5 -  | A5  -  -   -  |
G#5 -  -  E5  | -   -  B4  -  | E5  -  D5 -  | B4  -  G#4 -  |
"""

GAME_KICK = "k . . . . . . . k . k . . . . ."
GAME_SNARE = ". . . . s . . . . . . . s . . ."
GAME_SNARE_FILL = ". . . . s . . . s . s s s s s s"
GAME_HATS = "x . X . x . X . x . X . x . X x"


def game_loop(rng: Random) -> Signal:
    groove = Groove(bpm=135, bars=len(GAME_CHORDS))
    melody = parse_notes(GAME_MELODY, 1, groove.steps)
    bass_line = octave_pulse(GAME_CHORDS, note_to_midi("E2"))
    # the sparkling arpeggio joins in the second half of the A part, for a lift
    arp = [
        note
        for note in broken_chords(GAME_CHORDS, note_to_midi("A4"), (0, 1, 2, 3) * 4, every=1)
        if note[0] >= 4 * STEPS_PER_BAR
    ]
    bars = groove.bars
    kick = " ".join([GAME_KICK] * bars)
    snare = " ".join([GAME_SNARE] * (bars - 1) + [GAME_SNARE_FILL])
    hats = " ".join([GAME_HATS] * bars)

    kit = drum_kit(rng)
    dotted_eighth = 3 * groove.step_samples / SAMPLE_RATE
    lead_part = render_part(groove, melody, lead(duty=0.25, cutoff=4500.0))
    lead_part = circular_echo(lead_part, dotted_eighth, 0.25, repeats=2)
    return mix_parts(
        [
            (lead_part, 0.4),
            (render_part(groove, bass_line, bass), 0.6),
            (render_part(groove, arp, pluck), 0.1),
            (render_drums(groove, [kick, snare], kit), 0.3),
            (render_drums(groove, [hats], kit), 0.22),
        ]
    )


MUSIC: dict[str, tuple[Callable[[Random], Signal], float]] = {
    # name: (recipe, peak level in dBFS); the music sits a little under the effects
    "music_menu": (menu_loop, -4.0),
    "music_game": (game_loop, -4.0),
}
