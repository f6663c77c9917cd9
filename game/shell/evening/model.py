"""An evening: the games to play, who plays, the points so far (pure, no pygame).

A match's placings give evening points: first gets as many points as there were players,
each place one fewer; tied seats share the points of the places they cover. Whoever joins
between games starts with the points of the last place; whoever leaves keeps their points
on the table, marked as gone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

MIN_GAMES, MAX_GAMES = 2, 4
MAX_ENTRANTS = 16  # a hostile file's lists are cut to this
KINDS = ("person", "cpu", "guest")
MEASURES = ("busts", "graeten", "call")  # what the evening's awards are made of
BIG = 10**6


def points_for_places(places: list[int]) -> list[float]:
    """Evening points per seat from its place (1 = first); ties share their places' points."""
    count = len(places)
    points = []
    for place in places:
        tied = places.count(place)
        covered = [count - (place - 1 + k) for k in range(tied)]  # points of the places held
        points.append(sum(covered) / tied)
    return points


@dataclass
class Entrant:
    key: str  # a person's id, "cpu:<n>" or "guest:<n>"
    kind: str = "guest"
    level: str = ""  # a CPU's level
    points: float = 0.0
    active: bool = True  # False: left the evening (their points stay on the table)
    played: int = 0  # matches of this evening
    measures: dict[str, list[float]] = field(default_factory=dict)  # name -> [sum, count, best]

    def add_measure(self, name: str, value: float) -> None:
        total, count, best = self.measures.get(name, [0.0, 0, value])
        self.measures[name] = [total + value, count + 1, min(best, value)]

    def to_dict(self) -> dict:
        return {
            "key": self.key,
            "kind": self.kind,
            "level": self.level,
            "points": self.points,
            "active": self.active,
            "played": self.played,
            "measures": {k: list(v) for k, v in self.measures.items()},
        }

    @classmethod
    def from_dict(cls, data: object, notes: list[str] | None = None) -> Entrant | None:
        """An entrant from a file, bounded; values that had to be changed go to ``notes``."""
        bad = _Bad(notes, "entrant")
        if not isinstance(data, dict):
            bad(f"not an entrant: {str(data)[:40]}")
            return None
        key, kind = data.get("key"), data.get("kind")
        if not isinstance(key, str) or not 0 < len(key) <= 24 or kind not in KINDS:
            bad(f"no usable key or kind: {str(key)[:24]} {str(kind)[:12]}")
            return None
        bad = _Bad(notes, f"entrant {key}")
        level = data.get("level")
        if level is not None and not (isinstance(level, str) and len(level) <= 12):
            bad(f"level {str(level)[:20]}")
        measures = {}
        raw = data.get("measures")
        for name in MEASURES:
            value = raw.get(name) if isinstance(raw, dict) else None
            if isinstance(value, list) and len(value) == 3 and all(_number(v) for v in value):
                measures[name] = [_clamp(value[0]), int(_clamp(value[1])), _clamp(value[2])]
                if measures[name] == value and value[1] >= 0:
                    continue
                measures[name][1] = max(0, measures[name][1])
            if value is not None:
                bad(f"measure {name} {str(value)[:40]}")
        points, played = data.get("points"), data.get("played")
        # No place gives fewer than 0 points: a negative, NaN or endless total is bad.
        if points is not None and not (_number(points) and 0 <= points <= BIG):
            bad(f"points {str(points)[:20]}")
        if played is not None and not (_number(played) and 0 <= played <= BIG):
            bad(f"played {str(played)[:20]}")
        return cls(
            key,
            kind,
            level if isinstance(level, str) and len(level) <= 12 else "",
            max(0.0, _clamp(points)) if _number(points) else 0.0,
            data.get("active") is not False,
            max(0, int(_clamp(played))) if _number(played) else 0,
            measures,
        )


@dataclass
class Evening:
    games: list[str]
    entrants: list[Entrant] = field(default_factory=list)
    played: int = 0  # games finished
    seating: list[str] = field(default_factory=list)  # entrant key per seat of the match
    match_seed: int | None = None  # the seed of the evening's running match
    before: list[str] = field(default_factory=list)  # the table's order before the last game
    gained: dict[str, float] = field(default_factory=dict)  # points the last game gave
    short: bool = False  # a short evening: each game's short form (a house rule)

    # ----- queries ----------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.played >= len(self.games)

    @property
    def current_game(self) -> str | None:
        return None if self.over else self.games[self.played]

    def entrant(self, key: str) -> Entrant | None:
        return next((e for e in self.entrants if e.key == key), None)

    @property
    def active(self) -> list[Entrant]:
        return [e for e in self.entrants if e.active]

    def table(self) -> list[Entrant]:
        """Everyone by points (most first); ties keep the order they joined in."""
        return sorted(self.entrants, key=lambda e: -e.points)

    def places(self) -> dict[str, int]:
        """Entrant key -> place on the table (equal points share a place)."""
        table = self.table()
        return {e.key: 1 + sum(1 for o in table if o.points > e.points) for e in table}

    def owns(self, game_id: str, seed: int) -> bool:
        """Whether a finished match is this evening's running one (not a rematch)."""
        return self.current_game == game_id and self.match_seed == seed

    def is_rematch(self, game_id: str) -> bool:
        """Whether a match of ``game_id`` now would replay the game just finished."""
        return (
            self.match_seed is None and self.played > 0 and self.games[self.played - 1] == game_id
        )

    # ----- changes ----------------------------------------------------------------------------
    def join(self, key: str, kind: str, level: str = "") -> Entrant:
        """A late joiner starts with the points of the last place (0 before the first game)."""
        found = self.entrant(key)
        if found is not None:
            found.active = True
            return found
        floor = min((e.points for e in self.active), default=0.0) if self.played else 0.0
        entrant = Entrant(key, kind if kind in KINDS else "guest", level, floor)
        self.entrants.append(entrant)
        return entrant

    def new_key(self, kind: str) -> str:
        """A key no entrant has had this evening: ``cpu:<n>`` or ``guest:<n>``, lowest n."""
        keys = {e.key for e in self.entrants}
        number = next(n for n in range(1, len(keys) + 2) if f"{kind}:{n}" not in keys)
        return f"{kind}:{number}"

    def sit_down(self, key: str, kind: str, level: str = "") -> Entrant:
        """``key`` joins (or comes back) and takes the next seat of the next game."""
        entrant = self.join(key, kind, level)
        if key not in self.seating:
            self.seating.append(key)
        return entrant

    def leave(self, key: str) -> None:
        entrant = self.entrant(key)
        if entrant is not None:
            entrant.active = False
        self.seating = [k for k in self.seating if k != key]

    def record(self, places: list[int], measures: dict[str, tuple] | None = None) -> None:
        """The evening's running match ended with ``places`` per seat (seated as ``seating``)."""
        self.before = [e.key for e in self.table()]
        self.gained = {}
        points = points_for_places(places)
        for seat, key in enumerate(self.seating[: len(places)]):
            entrant = self.entrant(key)
            if entrant is None:
                continue
            entrant.points += points[seat]
            entrant.played += 1
            self.gained[key] = points[seat]
            for name, values in (measures or {}).items():
                value = values[seat] if name in MEASURES and seat < len(values) else None
                if _number(value):
                    entrant.add_measure(name, float(value))
        self.played += 1
        self.match_seed = None

    # ----- the podium's awards ----------------------------------------------------------------
    def awards(self) -> list[tuple[str, str, float]]:
        """(award key, entrant key, value): fastest caller (best call, frames), coolest head
        (fewest busts a match), most Gräten; only where one entrant clearly leads."""
        found = []
        for name, key, pick in (
            ("call", "evening.award.fastest", lambda m: -m[2]),
            ("busts", "evening.award.coolest", lambda m: -m[0] / max(1, m[1])),
            ("graeten", "evening.award.graeten", lambda m: m[0]),
        ):
            have = [(pick(e.measures[name]), e) for e in self.entrants if name in e.measures]
            if not have:
                continue
            best = max(score for score, _ in have)
            leaders = [e for score, e in have if score == best]
            if len(leaders) == 1 and (name != "graeten" or best > 0):
                measure = leaders[0].measures[name]
                value = {"call": measure[2], "busts": measure[0] / max(1, measure[1])}.get(
                    name, measure[0]
                )
                found.append((key, leaders[0].key, value))
        return found

    # ----- saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "games": list(self.games),
            "entrants": [e.to_dict() for e in self.entrants],
            "played": self.played,
            "seating": list(self.seating),
            "match_seed": self.match_seed,
            "before": list(self.before),
            "gained": dict(self.gained),
            "short": self.short,
        }

    @classmethod
    def from_dict(
        cls, data: object, known_games: set[str], notes: list[str] | None = None
    ) -> Evening | None:
        """An evening from a file, bounded; None when it cannot be an evening at all.
        Values that had to be changed (a NaN or negative total, an entrant twice, a seat
        of nobody) are named in ``notes``."""
        if not isinstance(data, dict):
            return None
        games = data.get("games")
        if not isinstance(games, list):
            return None
        bad = _Bad(notes, "evening")
        raw_games = games
        games = [g for g in games[: MAX_GAMES * 8] if isinstance(g, str) and g in known_games]
        games = games[:MAX_GAMES]
        if len(games) < MIN_GAMES:
            return None
        if games != raw_games:
            bad(f"games {str(raw_games)[:60]}")
        entrants: list[Entrant] = []
        raw = data.get("entrants")
        for item in raw[:MAX_ENTRANTS] if isinstance(raw, list) else []:
            entrant = Entrant.from_dict(item, notes)
            if entrant is not None and all(e.key != entrant.key for e in entrants):
                entrants.append(entrant)
            elif entrant is not None:
                bad(f"entrant {entrant.key} twice, the second dropped")
        if isinstance(raw, list) and len(raw) > MAX_ENTRANTS:
            bad(f"more than {MAX_ENTRANTS} entrants")
        if not entrants:
            return None
        keys = {e.key for e in entrants}
        played = data.get("played")
        seed = data.get("match_seed")
        gained = data.get("gained")
        done = min(played, len(games)) if _is_int(played) and played > 0 else 0
        if played is not None and done != played:
            bad(f"played {str(played)[:20]}")
        if seed is not None and not _is_int(seed):
            bad(f"match_seed {str(seed)[:20]}")
        kept_gained = (
            {k: _clamp(v) for k, v in gained.items() if k in keys and _number(v)}
            if isinstance(gained, dict)
            else {}
        )
        if gained is not None and kept_gained != gained:
            bad(f"gained {str(gained)[:60]}")
        short = data.get("short", False)  # an evening from before short ones: full games
        if not isinstance(short, bool):
            bad(f"short {str(short)[:20]}")
        return cls(
            games,
            entrants,
            done,
            _keys(data.get("seating"), keys, _Bad(notes, "evening seating")),
            seed if _is_int(seed) else None,
            _keys(data.get("before"), keys, _Bad(notes, "evening before")),
            kept_gained,
            short is True,
        )

    def drop_unknown_people(self, people: set[str], notes: list[str] | None = None) -> None:
        """Entrants that name a person the people file lacks play on as guests (their
        points, seat and place kept): nobody's stats can go to someone not there."""
        for entrant in [e for e in self.entrants if e.kind == "person" and e.key not in people]:
            old, entrant.kind = entrant.key, "guest"
            entrant.key = self.new_key("guest")
            self.seating = [entrant.key if k == old else k for k in self.seating]
            self.before = [entrant.key if k == old else k for k in self.before]
            if old in self.gained:
                self.gained[entrant.key] = self.gained.pop(old)
            _Bad(notes, f"entrant {old}")(f"no such person in the people file, now {entrant.key}")


class _Bad:
    """Names a cleaned value in ``notes`` (if kept), prefixed with where it was found."""

    def __init__(self, notes: list[str] | None, where: str) -> None:
        self.notes, self.where = notes, where

    def __call__(self, what: str) -> None:
        if self.notes is not None:
            self.notes.append(f"{self.where}: {what}")


def _keys(value: object, known: set[str], bad=None) -> list[str]:
    if not isinstance(value, list):
        if value is not None and bad is not None:
            bad(f"not a list: {str(value)[:40]}")
        return []
    found: list[str] = []
    for k in value[: MAX_ENTRANTS * 8]:
        if isinstance(k, str) and k in known and k not in found:
            found.append(k)
        elif bad is not None:
            bad(f"{str(k)[:24]} (twice or nobody's)")
    if bad is not None and len(value) > MAX_ENTRANTS:
        bad(f"longer than {MAX_ENTRANTS}")
    return found[:MAX_ENTRANTS]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, float) and value == value and abs(value) < 1e300
    )


def _clamp(value: object) -> float:
    return float(max(-BIG, min(BIG, value))) if _number(value) else 0.0
