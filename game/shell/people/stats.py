"""What a person's matches add up to, per game, and how a finished match is recorded.

Pure data: a ``MatchResult`` names seats; the shell hands in which person held which seat,
so the numbers go to the person, never to the seat they happened to sit in.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.setup import MatchResult

HISTORY = 12  # the last matches kept per game (the stats screen's chart)
MAX_MEASURES = 8
BIG = 10**9  # a hostile file's numbers are clamped to this


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    best: int | None = None  # the best total (lowest where the lowest wins)
    score_sum: int = 0  # for the average total
    history: list[tuple[int, int, int]] = field(default_factory=list)  # (total, place, players)
    measures: dict[str, tuple[float, int]] = field(default_factory=dict)  # name -> (sum, count)

    @property
    def average(self) -> float | None:
        return self.score_sum / self.played if self.played else None

    def measure(self, name: str) -> float | None:
        """The average of a measure over the matches that had it, None when none had."""
        total, count = self.measures.get(name, (0.0, 0))
        return total / count if count else None

    def measure_sum(self, name: str) -> float:
        return self.measures.get(name, (0.0, 0))[0]

    def add(self, total: int, place: int, players: int, lowest_wins: bool) -> None:
        self.played += 1
        self.won += place == 1
        self.score_sum += total
        if self.best is None or (total < self.best if lowest_wins else total > self.best):
            self.best = total
        self.history = [*self.history, (total, place, players)][-HISTORY:]

    def add_measure(self, name: str, value: float, count: int = 1) -> None:
        """``value`` summed over ``count`` events (a match's busts: one; its calls: many)."""
        total, counted = self.measures.get(name, (0.0, 0))
        self.measures[name] = (total + value, counted + count)

    def to_dict(self) -> dict:
        return {
            "played": self.played,
            "won": self.won,
            "best": self.best,
            "score_sum": self.score_sum,
            "history": [list(h) for h in self.history],
            "measures": {k: list(v) for k, v in self.measures.items()},
        }

    @classmethod
    def from_dict(cls, data: object, notes: list[str] | None = None, where: str = "") -> GameStats:
        """Stats from a file, bounded; a value that had to be changed is named in ``notes``."""
        if not isinstance(data, dict):
            return cls()
        bad = _Bad(notes, where)
        history = []
        raw = data.get("history")
        rows = raw if isinstance(raw, list) else []
        if raw is not None and (not isinstance(raw, list) or len(rows) > HISTORY):
            bad("history (too long or not a list)")
        for row in rows[-HISTORY:]:
            if isinstance(row, list) and len(row) == 3 and all(_is_int(v) for v in row):
                history.append((_clamp(row[0]), max(1, _clamp(row[1])), max(1, _clamp(row[2]))))
                if list(history[-1]) == row:
                    continue
            bad(f"history row {str(row)[:40]}")
        measures = {}
        raw = data.get("measures")
        for key, value in list(raw.items())[:MAX_MEASURES] if isinstance(raw, dict) else []:
            if (
                isinstance(key, str)
                and len(key) <= 24
                and isinstance(value, list)
                and len(value) == 2
                and _is_number(value[0])
                and _is_int(value[1])
            ):
                # A sum stays as it was (a fraction too); only the count is a whole number.
                measures[key] = (float(value[0]), max(0, _clamp(value[1])))
            if measures.get(key) != (tuple(value) if isinstance(value, list) else None):
                bad(f"measure {str(key)[:24]!r}")
        best = data.get("best")
        played = max(0, _clamp(data.get("played")))
        won = min(played, max(0, _clamp(data.get("won"))))
        for name, value in (("played", played), ("won", won), ("score_sum", None)):
            raw = data.get(name)
            if raw is not None and not (_is_int(raw) and (value is None or raw == value)):
                bad(f"{name} {str(raw)[:20]}")
        if best is not None and not _is_int(best):
            bad(f"best {str(best)[:20]}")
        return cls(
            played,
            won,
            _clamp(best) if _is_int(best) else None,
            _clamp(data.get("score_sum")),
            history,
            measures,
        )


@dataclass
class Versus:
    """One person's record against another: who placed ahead how often."""

    ahead: int = 0
    behind: int = 0
    level: int = 0

    @property
    def met(self) -> int:
        return self.ahead + self.behind + self.level

    def to_dict(self) -> list[int]:
        return [self.ahead, self.behind, self.level]

    @classmethod
    def from_dict(cls, data: object, notes: list[str] | None = None, where: str = "") -> Versus:
        if isinstance(data, list) and len(data) == 3 and all(_is_int(v) for v in data):
            found = cls(*(max(0, _clamp(v)) for v in data))
            if found.to_dict() != data:
                _Bad(notes, where)(f"counts {data}")
            return found
        _Bad(notes, where)(f"counts {str(data)[:40]}")
        return cls()


class _Bad:
    """Names a cleaned value in ``notes`` (if kept), prefixed with where it was found."""

    def __init__(self, notes: list[str] | None, where: str) -> None:
        self.notes, self.where = notes, where

    def __call__(self, what: str) -> None:
        if self.notes is not None:
            self.notes.append(f"{self.where}: {what}" if self.where else what)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> bool:
    return _is_int(value) or (isinstance(value, float) and value == value and abs(value) < BIG)


def _is_pair(value: object) -> bool:
    return (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and _is_number(value[0])
        and _is_int(value[1])
        and abs(value[1]) < BIG
    )


def _clamp(value: object) -> int:
    if not _is_number(value):
        return 0
    return int(max(-BIG, min(BIG, value)))


def measures_of(result: MatchResult) -> dict[str, tuple]:
    """The per-seat numbers a game reports for people's stats (busts, Gräten, call times)."""
    return {name: tuple(values) for name, values in getattr(result, "measures", ())}


def record_result(people: dict[int, object], result: MatchResult) -> None:
    """Add a finished match to the stats of the people who held its seats.

    ``people`` maps a seat to its ``Person``; seats without one (CPUs, guests) count for
    nobody, but still place ahead of or behind the people.
    """
    game_id = result.setup.game_id
    places = result.places
    players = len(result.totals)
    measures = measures_of(result)
    for seat, person in people.items():
        if not 0 <= seat < players:
            continue
        stats = person.stats_of(game_id)
        stats.add(result.totals[seat], places[seat], players, result.lowest_wins)
        for name, values in measures.items():
            value = values[seat] if seat < len(values) else None
            if _is_number(value):
                stats.add_measure(name, float(value))
            elif _is_pair(value) and value[1] > 0:  # (sum, count) of several in one match
                stats.add_measure(name, float(value[0]), int(value[1]))
        for other_seat, other in people.items():
            if other is person or not 0 <= other_seat < players:
                continue
            record = person.versus.setdefault(other.id, Versus())
            if places[seat] < places[other_seat]:
                record.ahead += 1
            elif places[seat] > places[other_seat]:
                record.behind += 1
            else:
                record.level += 1
