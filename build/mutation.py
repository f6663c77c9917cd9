"""Mutation testing of the rules core, every game's logic and CPU, input, storage and net.

    .venv/bin/python build/mutation.py                        # every package, then the table
    .venv/bin/python build/mutation.py --package fits         # one package (repeat the flag)
    .venv/bin/python build/mutation.py --sample 10 --seed 1   # a fixed sample of each package
    .venv/bin/python build/mutation.py --report               # the last results, no run
    .venv/bin/python build/mutation.py --survivors            # ... and every surviving mutant

Each package runs mutmut (the dev extra) on its own: its source files are mutated and each
mutant is tested by the package's own focused test files only (never golden frames or
end-to-end runs), so a fault has to be caught near where it is. mutmut runs, per mutant, the
tests that called the mutated function; every survivor is then tried once more against all
of the package's focused tests in a fresh pytest (see ``confirm``).

The shared settings live in ``[tool.mutmut]`` of pyproject.toml; PACKAGES below narrows them
to one package. A package works in ``mutants/<package>/`` (ignored by git): links to game/,
tests/ and assets/ and a pyproject.toml of its own, so mutmut's cache is per package. A
second run re-tests changed functions, new mutants and the mutants that got away last time
(against the tests as they are now); ``--fresh`` starts a package from scratch.

See a mutant with ``cd mutants/<package> && ../../.venv/bin/mutmut show <name>``.
Equivalent mutants (no behaviour can tell them apart) are marked in the source with
``# pragma: no mutate`` and a reason.

The score is caught / (mutants - skipped), caught being killed + timeout; a mutant no test
reaches counts as not caught. Linux and macOS only (mutmut forks its workers).
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import json
import os
import random
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: mutmut brings `toml` there
    import toml as tomllib

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "mutants"


@dataclass(frozen=True)
class Package:
    sources: tuple[str, ...]  # only_mutate globs, from the checkout's root
    tests: tuple[str, ...]  # its focused test files


def _game(name: str) -> Package:
    return Package(
        sources=(f"game/{name}/logic/*", f"game/{name}/cpu/*"),
        tests=tuple(
            sorted(
                f"tests/{p.name}"
                for p in ROOT.glob(f"tests/test_{name}_*.py")
                if p.stem.rsplit("_", 1)[-1] not in _NOT_FOCUSED
            )
        ),
    )


# The games' screen, scene, staging, coach (a screen) and tutorial tests draw and run scenes.
_NOT_FOCUSED = {"scene", "parts", "staging", "coach", "tutorial"}

PACKAGES: dict[str, Package] = {
    "core": Package(
        sources=("game/core/*",),
        tests=tuple(sorted(f"tests/{p.name}" for p in ROOT.glob("tests/test_core_*.py"))),
    ),
    "fits": _game("fits"),
    "fiese15": _game("fiese15"),
    "fischkopp": _game("fischkopp"),
    "wuerfelblitz": _game("wuerfelblitz"),
    "input": Package(
        sources=("game/engine/input/*",),
        tests=(
            "tests/test_bindings_property.py",
            "tests/test_input.py",
            "tests/test_seat_binding.py",
            "tests/test_pad_families.py",
            "tests/test_pad_glyph_override.py",
            "tests/test_remap.py",
        ),
    ),
    "storage": Package(sources=("game/engine/storage.py",), tests=("tests/test_storage.py",)),
    "net": Package(
        sources=("game/engine/net/*",),
        tests=(
            "tests/test_phone_protocol.py",
            "tests/test_phone_limits.py",
            "tests/test_phone_server.py",
            "tests/test_phone_takeover.py",  # hands and tokens, against a real server
        ),
    ),
}

CAUGHT = {"killed", "timeout"}
CONFIRMED = "survivors-retested.json"
# mutmut's exit codes per mutant (mutmut.stats.status_by_exit_code); anything else: suspicious.
STATUS = {
    1: "killed",
    3: "killed",
    0: "survived",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
    36: "timeout",
    24: "timeout",
    -24: "timeout",
    152: "timeout",
    255: "timeout",
    2: "interrupted",
    -11: "segfault",
    -9: "segfault",
    37: "type check",
}


class RunFailed(RuntimeError):
    """mutmut stopped before testing mutants (say, a test failed without any mutant)."""


def status(exit_code: int | None) -> str:
    return "not checked" if exit_code is None else STATUS.get(exit_code, "suspicious")


def shared_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]


def mutated_files(package: Package, config: dict) -> list[Path]:
    """The package's source files that mutmut mutates, relative to the checkout."""
    skip = config["mutmut"].get("do_not_mutate", [])
    files = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if any(fnmatch.fnmatch(rel, g) for g in package.sources) and not any(
            fnmatch.fnmatch(rel, g) for g in skip
        ):
            files.append(Path(rel))
    return files


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"no TOML for {value!r}")


def prepare(name: str, package: Package, config: dict, fresh: bool) -> Path:
    """The package's work folder: links to game/, tests/ and assets/ and a pyproject.toml of
    its own."""
    work = WORK / name
    if fresh and work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)
    for link in ("game", "tests", "assets"):
        if (ROOT / link).is_dir() and not (work / link).is_symlink():
            (work / link).symlink_to(ROOT / link, target_is_directory=True)
    mutmut = dict(config["mutmut"])
    mutmut["only_mutate"] = list(package.sources)
    mutmut["pytest_add_cli_args_test_selection"] = list(package.tests)
    tables = {"tool.mutmut": mutmut, "tool.pytest.ini_options": config["pytest"]["ini_options"]}
    text = "# Written by build/mutation.py for one package; edit pyproject.toml instead.\n"
    for table, values in tables.items():
        text += f"\n[{table}]\n"
        text += "".join(f"{key} = {_toml_value(v)}\n" for key, v in values.items())
    target = work / "pyproject.toml"
    if not target.exists() or target.read_text("utf-8") != text:
        target.write_text(text, "utf-8")
    return work


def results(work: Path, files: list[Path], confirmed: bool = True) -> dict[str, int | None]:
    """Exit code per mutant name from mutmut's .meta files (None: not checked yet), with the
    survivors that the package's other focused tests killed (see ``confirm``)."""
    codes: dict[str, int | None] = {}
    for rel in files:
        meta = work / "mutants" / f"{rel}.meta"
        if meta.exists():
            codes.update(json.loads(meta.read_text("utf-8"))["exit_code_by_key"])
    if confirmed and (work / CONFIRMED).exists():
        verdicts = json.loads((work / CONFIRMED).read_text("utf-8"))
        codes.update({n: c for n, c in verdicts.items() if codes.get(n) == 0})
    return codes


def all_mutant_names(files: list[Path], work: Path) -> list[str]:
    """Every mutant mutmut makes of these files, named as mutmut names them."""
    # mutmut's own generator (the one `mutmut run` uses), so the names match; it reads the
    # pragma patterns from the package's configuration in the work folder.
    from mutmut.mutation.file_mutation import mutate_file_contents
    from mutmut.utils.format_utils import get_mutant_name

    names = []
    cwd = Path.cwd()
    os.chdir(work)
    try:
        for rel in files:
            mutated = mutate_file_contents(str(rel), (ROOT / rel).read_text("utf-8"))
            names += [get_mutant_name(rel, n) for n in mutated.mutant_names]
    finally:
        os.chdir(cwd)
    return sorted(names)


def run_mutmut(work: Path, names: list[str], jobs: int) -> None:
    command = [
        sys.executable,
        "-c",
        "import sys; from mutmut.__main__ import cli; sys.exit(cli())",
        "run",
        "--max-children",
        str(jobs),
        *names,
    ]
    # mutmut draws a spinner for a terminal; its whole output goes to a log file instead.
    log = work / "mutmut.log"
    with log.open("a", encoding="utf-8") as out:
        done = subprocess.run(command, cwd=work, stdout=out, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        lines = log.read_text("utf-8", errors="replace").replace("\r", "\n").splitlines()
        tail = "\n".join(line for line in lines[-40:] if "\u280b" not in line)
        raise RunFailed(f"mutmut failed in {work} (exit {done.returncode}); end of {log}:\n{tail}")


def sample(name: str, files: list[Path], work: Path, args: argparse.Namespace) -> list[str]:
    """The same mutants for the same ``--sample`` and ``--seed`` while the code stays put."""
    names = all_mutant_names(files, work)
    return random.Random(f"{args.seed}:{name}").sample(names, min(args.sample, len(names)))


def run_package(name: str, args: argparse.Namespace, config: dict) -> tuple[dict, float]:
    package = PACKAGES[name]
    files = mutated_files(package, config)
    work = prepare(name, package, config, args.fresh)
    started = time.monotonic()
    (work / "mutmut.log").unlink(missing_ok=True)
    print(f"{name}: {len(files)} files against {' '.join(package.tests)}", flush=True)
    if args.sample:
        picked = sample(name, files, work, args)
        run_mutmut(work, sorted(picked), args.jobs)
        (work / CONFIRMED).unlink(missing_ok=True)
        survivors = [n for n in picked if results(work, files).get(n) == 0]
        confirm(work, package, survivors, args.jobs)
        codes = results(work, files)
        return {n: codes.get(n) for n in picked}, time.monotonic() - started
    # mutmut keeps a cached verdict until the function changes; the mutants that got away last
    # time are named again so they meet the tests as they are now.
    before = results(work, files, confirmed=False)
    (work / CONFIRMED).unlink(missing_ok=True)
    got_away = sorted(n for n, code in before.items() if code is not None and code not in (1, 3))
    run_mutmut(work, [], args.jobs)
    if got_away:
        now = results(work, files)
        again = [n for n in got_away if n in now and now[n] is not None and now[n] not in (1, 3)]
        if again:
            print(f"   re-testing {len(again)} mutants that got away last time", flush=True)
            run_mutmut(work, again, args.jobs)
    survivors = sorted(n for n, code in results(work, files).items() if code == 0)
    if survivors:
        print(f"   trying {len(survivors)} survivors against all the focused tests", flush=True)
        confirm(work, package, survivors, args.jobs)
    return results(work, files), time.monotonic() - started


def import_time_functions(files: list[Path], root: Path = ROOT) -> set[str]:
    """mutmut's names (``game.fits.logic.boards.x__values``) of the plain functions that run
    while the package's modules are imported: those their top-level statements call (their
    own or imported from another of ``files``), and the functions those call in turn."""
    modules: dict[str, tuple[dict[str, ast.FunctionDef], dict[str, tuple[str, str]], list]] = {}
    for rel in files:
        tree = ast.parse((root / rel).read_text("utf-8"))
        defined = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        imported = {
            alias.asname or alias.name: (node.module, alias.name)
            for node in tree.body
            if isinstance(node, ast.ImportFrom) and node.module
            for alias in node.names
        }
        # Statements run on import: the module's own and those in its classes' bodies.
        classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
        top = [n for n in tree.body if not isinstance(n, (ast.FunctionDef, ast.ClassDef))]
        top += [n for c in classes for n in c.body if not isinstance(n, ast.FunctionDef)]
        modules[rel.with_suffix("").as_posix().replace("/", ".")] = (defined, imported, top)

    def called(module: str, nodes: list) -> set[tuple[str, str]]:
        defined, imported, _ = modules[module]
        found = set()
        for node in nodes:
            for call in ast.walk(node):
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)):
                    continue
                name = call.func.id
                if name in defined:
                    found.add((module, name))
                elif name in imported and imported[name][0] in modules:
                    found.add(imported[name])
        return found

    todo = set().union(*(called(m, top) for m, (_, _, top) in modules.items()))
    seen: set[tuple[str, str]] = set()
    while todo:
        module, name = todo.pop()
        defined = modules[module][0]
        if (module, name) in seen or name not in defined:
            continue
        seen.add((module, name))
        todo |= called(module, [defined[name]])
    return {f"{module}.x_{name}" for module, name in seen}


def confirm(work: Path, package: Package, names: list[str], jobs: int) -> dict[str, int]:
    """Test a survivor against all of the package's focused tests, not only those that called
    the mutated function, where that choice can miss: mutmut picks a mutant's tests by who
    called its function while a test ran, so a function called while modules are imported
    (Fits' board tables) is credited to whichever test ran first. Here every focused test
    gets a go at the survivors of those functions (``import_time_functions``); any other
    survivor already met every test that calls its function, so its verdict stands."""
    early = import_time_functions(mutated_files(package, shared_config()))
    names = [n for n in names if n.rsplit("__mutmut_", 1)[0] in early]
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
    command += ["-p", "no:randomly", "--rootdir=.", *package.tests]

    def run(name: str) -> tuple[str, int]:
        env = dict(os.environ, MUTANT_UNDER_TEST=name)
        try:
            done = subprocess.run(
                command, cwd=work / "mutants", env=env, capture_output=True, timeout=600
            )
        except subprocess.TimeoutExpired:
            return name, 36
        return name, {0: 0, 1: 1}.get(done.returncode, 35)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        verdicts = dict(pool.map(run, names))
    (work / CONFIRMED).write_text(json.dumps(verdicts, indent=1), "utf-8")
    return verdicts


def summarise(codes: dict[str, int | None]) -> dict[str, int]:
    counts = {"mutants": len(codes)}
    for code in codes.values():
        key = status(code)
        counts[key] = counts.get(key, 0) + 1
    return counts


def score(counts: dict[str, int]) -> float:
    tested = counts["mutants"] - counts.get("skipped", 0)
    caught = sum(counts.get(k, 0) for k in CAUGHT)
    return 100.0 * caught / tested if tested else 100.0


def print_table(rows: list[tuple[str, dict[str, int], float | None]]) -> None:
    head = f"{'package':<13}{'mutants':>8}{'killed':>8}{'survived':>9}{'timeout':>8}"
    head += f"{'suspic.':>8}{'no test':>8}{'unchecked':>10}{'score':>8}{'time':>8}"
    print("\n" + head)
    print("-" * len(head))
    total: dict[str, int] = {}
    for name, counts, seconds in rows:
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v
        print(_row(name, counts, seconds))
    if len(rows) > 1:
        print("-" * len(head))
        print(_row("all", total, None))


def _row(name: str, counts: dict[str, int], seconds: float | None) -> str:
    odd = sum(counts.get(k, 0) for k in ("suspicious", "segfault", "interrupted", "type check"))
    line = f"{name:<13}{counts['mutants']:>8}{counts.get('killed', 0):>8}"
    line += f"{counts.get('survived', 0):>9}{counts.get('timeout', 0):>8}{odd:>8}"
    line += f"{counts.get('no tests', 0):>8}{counts.get('not checked', 0):>10}"
    line += f"{score(counts):>7.1f}%"
    line += f"{seconds:>7.0f}s" if seconds is not None else f"{'':>8}"
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", action="append", choices=list(PACKAGES), help="repeatable")
    parser.add_argument("--sample", type=int, default=0, help="test N fixed mutants a package")
    parser.add_argument("--seed", type=int, default=1, help="which fixed sample (with --sample)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="mutmut workers")
    parser.add_argument("--fresh", action="store_true", help="forget earlier results first")
    parser.add_argument("--report", action="store_true", help="print the last results only")
    parser.add_argument("--survivors", action="store_true", help="list every mutant not caught")
    args = parser.parse_args(argv)
    if sys.platform == "win32":
        parser.error("mutmut needs fork(): run this on Linux, macOS or WSL")

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    config = shared_config()
    rows = []
    not_caught = []
    for name in args.package or list(PACKAGES):
        if args.report:
            files = mutated_files(PACKAGES[name], config)
            codes = results(WORK / name, files)
            if args.sample:
                codes = {n: codes.get(n) for n in sample(name, files, WORK / name, args)}
            seconds = None
        else:
            try:
                codes, seconds = run_package(name, args, config)
            except RunFailed as failed:  # the table still shows the other packages
                print(failed, file=sys.stderr)
                name, codes, seconds = f"{name} (failed)", {}, None
        rows.append((name, summarise(codes), seconds))
        not_caught += [(n, status(c)) for n, c in sorted(codes.items()) if status(c) not in CAUGHT]
    if args.survivors:
        print()
        for mutant, verdict in not_caught:
            print(f"{verdict:<12} {mutant}")
    print_table(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
