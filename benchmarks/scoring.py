"""What `accuracy.py` and `accuracy_projects.py` share: truth, the plugin's reports, scores.

A corpus is a folder of *units*: single-file programs (`accuracy.py`) or project packages
(`accuracy_projects.py`). For both, the judge is JAX itself: each unit runs in a fresh
interpreter, and the exception it raises is the truth (cached in the corpus folder's
`.truth.json`, git-ignored). The plugin runs once over the corpus through `python -m mypy`,
and each `jax-*` report is scored against its unit's truth. The module that scores one kind
of corpus (a `Kind`) says how it lists, runs, scores and prints its units; `main` is its
command line, `measure` runs one corpus and returns what it found (for `scores.py`, which
runs every corpus).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import hashlib
import importlib.metadata
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final, Protocol

REPO_ROOT: Final = Path(__file__).resolve().parent.parent
CORPORA: Final = REPO_ROOT / "benchmarks" / "corpora"
TRUTH_CACHE_NAME: Final = ".truth.json"
MYPY_CACHE_DIR: Final = Path(tempfile.gettempdir()) / "jaxthink-accuracy-mypy-cache"
RUN_TIMEOUT_S: Final = 60
PLUGIN: Final = "jaxthink_typing.mypy_plugin"

FRAME_RE: Final = re.compile(r'^  File "(?P<path>.+)", line (?P<line>\d+)(?:, in .*)?$')
_EXC_RE: Final = re.compile(r"^(?P<name>[A-Za-z_][\w.]*)(?::|$)")
_REPORT_RE: Final = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+)(?::\d+)?: error: (?P<msg>.*?)(?:  \[(?P<code>[\w-]+)\])?$"
)

# JAX raises a leak where the leaked value is used; the plugin reports where it is stored.
LEAK_EXCEPTION: Final = "jax.errors.UnexpectedTracerError"


# --------------------------------------------------------------------------- truth


@dataclasses.dataclass(frozen=True)
class Truth:
    """What JAX did with one unit (a corpus file, or a project)."""

    outcome: str  # "runs", "raises", "timeout" or "crash"
    exception: str | None = None  # qualified class name, builtins without prefix
    line: int | None = None  # innermost traceback line inside the unit
    message: str | None = None  # first line of the exception message

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> Truth:
        return Truth(
            outcome=str(data["outcome"]),
            exception=data.get("exception"),
            line=data.get("line"),
            message=data.get("message"),
        )


def _same_path(a: str, b: Path) -> bool:
    try:
        return os.path.realpath(a) == os.path.realpath(b)
    except (OSError, ValueError):
        return False


def parse_traceback(stderr: str, path: Path) -> tuple[str | None, int | None, str | None]:
    """Return (exception class, innermost line in `path`, first message line).

    Only the last traceback block counts: with chained exceptions Python prints the
    causes first and the exception that ended the program last.
    """
    lines = stderr.splitlines()
    starts = [i for i, text in enumerate(lines) if text == "Traceback (most recent call last):"]
    if not starts:
        return None, None, None
    file_line: int | None = None
    for i in range(starts[-1] + 1, len(lines)):
        text = lines[i]
        frame = FRAME_RE.match(text)
        if frame:
            if _same_path(frame.group("path"), path):
                file_line = int(frame.group("line"))
            continue
        if text[:1].isspace() or not text:
            continue
        match = _EXC_RE.match(text)
        if match is None:
            return None, file_line, text
        message = text[match.end() :].strip()
        return match.group("name"), file_line, message or None
    return None, file_line, None


def run_under_jax(command: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str] | None:
    """Run `command` in a fresh interpreter with JAX's traceback filtering off; None when it
    runs past `RUN_TIMEOUT_S`."""
    env = dict(os.environ)
    env["JAX_TRACEBACK_FILTERING"] = "off"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        return subprocess.run(
            [sys.executable, *command],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None


def crash_tail(proc: subprocess.CompletedProcess[str]) -> str:
    """The last line a run that raised no Python exception printed."""
    return (proc.stderr.strip().splitlines()[-1:] or [f"exit status {proc.returncode}"])[0]


def environment() -> dict[str, str]:
    versions = {}
    for dist in ("jax", "jaxlib", "numpy"):
        try:
            versions[dist] = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            versions[dist] = "missing"
    versions["python"] = platform.python_version()
    return versions


def content_key(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_truth(
    units: Sequence[Path],
    jobs: int,
    corpus: Path,
    kind: Kind,
) -> dict[Path, Truth]:
    """Truth for every unit, reusing `.truth.json` entries whose content hash matches.

    The cache lives in the corpus folder, next to a `.gitignore` that keeps it out of git;
    it is dropped when the Python, jax, jaxlib or numpy version changes.
    """
    env = environment()
    cache = corpus / TRUTH_CACHE_NAME
    section = kind.PLURAL
    cached: dict[str, dict[str, Any]] = {}
    if cache.exists():
        try:
            data = json.loads(cache.read_text())
            if data.get("environment") == env:
                cached = dict(data.get(section, {}))
        except (OSError, ValueError):
            cached = {}
    keys = {unit: kind.unit_key(unit) for unit in units}
    result: dict[Path, Truth] = {}
    todo = []
    for unit in units:
        entry = cached.get(keys[unit])
        if entry is not None:
            result[unit] = kind.decode(entry)
        else:
            todo.append(unit)
    if todo:
        print(f"running {len(todo)} {kind.PLURAL} of {corpus.name} under JAX ...", file=sys.stderr)
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for unit, truth in zip(todo, pool.map(kind.run_unit, todo), strict=True):
                result[unit] = truth
                cached[keys[unit]] = truth.to_json()
        live = {kind.unit_key(unit) for unit in kind.units(corpus, None)}
        kept = {key: value for key, value in cached.items() if key in live}
        cache.write_text(
            json.dumps({"environment": env, section: kept}, indent=1, sort_keys=True) + "\n"
        )
        ignore = corpus / ".gitignore"
        if not ignore.exists():
            ignore.write_text(TRUTH_CACHE_NAME + "\n")
    return result


# --------------------------------------------------------------------------- plugin


@dataclasses.dataclass(frozen=True)
class Report:
    path: Path
    line: int
    code: str
    message: str


class PluginError(Exception):
    """mypy could not run with the plugin."""


def run_plugin(
    targets: Sequence[str], cwd: Path, cache_dir: Path, locate: Callable[[str], Path | None]
) -> tuple[list[Report], int]:
    """One `python -m mypy` over `targets` from `cwd`, with the plugin and default settings
    otherwise (the repository on `PYTHONPATH` for the plugin); the `jax-*` reports (each
    file named by mypy mapped by `locate`, left out where it gives None) and the count of
    other errors."""
    with tempfile.TemporaryDirectory(prefix="jaxthink-accuracy-") as tmp:
        config = Path(tmp) / "mypy.ini"
        config.write_text(f"[mypy]\nplugins = {PLUGIN}\n")
        cmd = [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(config),
            "--no-error-summary",
            "--show-error-codes",
            "--hide-error-context",
            "--no-pretty",
            "--no-color-output",
            "--cache-dir",
            str(cache_dir),
            *targets,
        ]
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(REPO_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
        )
        proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    output = proc.stdout + proc.stderr
    if proc.returncode not in (0, 1) or "Error importing plugin" in output:
        raise PluginError(output.strip() or f"mypy exited with status {proc.returncode}")
    reports: list[Report] = []
    seen: set[tuple[Path, int, str]] = set()
    others = 0
    for text in proc.stdout.splitlines():
        match = _REPORT_RE.match(text)
        if match is None:
            continue
        code = match.group("code") or ""
        if not code.startswith("jax-"):
            others += 1
            continue
        path = locate(match.group("path"))
        if path is None:
            continue
        key = (path, int(match.group("line")), code)
        if key in seen:
            continue
        seen.add(key)
        reports.append(Report(path, key[1], code, match.group("msg")))
    return reports, others


# --------------------------------------------------------------------------- scoring


def predicted_raises() -> dict[str, tuple[str, ...]]:
    from jaxthink_typing.codes import BY_NAME

    return {name: tuple(code.raises) for name, code in BY_NAME.items()}


@dataclasses.dataclass
class Score:
    true_positives: list[Report] = dataclasses.field(default_factory=list)
    false_positives: list[tuple[Report, str]] = dataclasses.field(default_factory=list)
    misses: list[Path] = dataclasses.field(default_factory=list)
    detected: list[Path] = dataclasses.field(default_factory=list)

    @property
    def precision(self) -> float | None:
        total = len(self.true_positives) + len(self.false_positives)
        return len(self.true_positives) / total if total else None

    @property
    def recall(self) -> float | None:
        total = len(self.detected) + len(self.misses)
        return len(self.detected) / total if total else None

    def judge(
        self,
        report: Report,
        truth: Truth,
        *,
        placed: bool,
        unit: str,
        where: str,
        raises: Mapping[str, tuple[str, ...]],
    ) -> bool:
        """Count one report on a `unit` ("file", "project") whose truth is `truth`: a true
        positive when the unit raises, the report is `placed` at the raise (or is a leak
        report on a leak: JAX raises a leak where the leaked value is used, the plugin
        reports where it is stored) and its code predicts the raised class (a code missing
        from `raises` predicts any). `where` names the raise in the false positive's why."""
        if truth.outcome != "raises":
            self.false_positives.append((report, f"the {unit} {truth.outcome}"))
            return False
        leak = report.code == "jax-tracer-leak" and truth.exception == LEAK_EXCEPTION
        if not (placed or leak):
            self.false_positives.append((report, f"JAX raises at {where}, not here"))
            return False
        predicted = raises.get(report.code)
        if predicted is not None and truth.exception not in predicted:
            why = f"JAX raises {truth.exception}, the code predicts {', '.join(predicted)}"
            self.false_positives.append((report, why))
            return False
        self.true_positives.append(report)
        return True


# --------------------------------------------------------------------------- output


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def source_line(path: Path, line: int | None) -> str:
    if line is None:
        return ""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return ""
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def print_outcomes(truth: Mapping[Path, Truth], plural: str) -> None:
    """How many units run, raise, time out or crash, and the raised classes."""
    outcomes = Counter(t.outcome for t in truth.values())
    classes = Counter(t.exception for t in truth.values() if t.outcome == "raises")
    print(f"{plural}: {len(truth)}  runs: {outcomes['runs']}  raises: {outcomes['raises']}", end="")
    for other in ("timeout", "crash"):
        if outcomes[other]:
            print(f"  {other}: {outcomes[other]}", end="")
    print()
    for name, count in classes.most_common():
        print(f"  {count:4d}  {name}")


def print_misses(misses: Iterable[tuple[str, Truth, str]]) -> None:
    """(`file:line` of the raise, truth, its source line) of each raising unit missed."""
    rows = list(misses)
    if rows:
        print("missed (JAX raises, no matching report):")
        for where, t, source in rows:
            print(f"  {where}: {t.exception}: {source}")
        print()


def print_false_positives(result: Score, rel: Callable[[Path], str]) -> None:
    if result.false_positives:
        print("false positives:")
        for report, why in sorted(result.false_positives, key=lambda r: (r[0].path, r[0].line)):
            print(f"  {rel(report.path)}:{report.line}: [{report.code}] {why}")
            print(f"      {source_line(report.path, report.line)}")
            print(f"      {report.message}")
        print()


def print_summary(truth: Mapping[Path, Truth], result: Score, others: int, plural: str) -> None:
    raising = len(result.detected) + len(result.misses)
    n_tp, n_fp = len(result.true_positives), len(result.false_positives)
    print(f"{plural}: {len(truth)} ({raising} raise, {len(truth) - raising} do not)")
    print(f"reports: {n_tp + n_fp}  true positives: {n_tp}  false positives: {n_fp}")
    print(f"raising {plural} detected: {len(result.detected)}  missed: {len(result.misses)}")
    missed_by_class = Counter(truth[unit].exception for unit in result.misses)
    total_by_class = Counter(t.exception for t in truth.values() if t.outcome == "raises")
    for name, total in total_by_class.most_common():
        print(f"  {name}: missed {missed_by_class[name]} of {total}")
    if others:
        print(f"other mypy errors (not jax-*): {others}")
    print(f"precision: {pct(result.precision)}  recall: {pct(result.recall)}")


def results_json(
    truth: Mapping[Path, Truth],
    reports: Sequence[Report] | None,
    result: Score | None,
    plural: str,
    name: Callable[[Path], str],
    rel: Callable[[Path], str],
) -> dict[str, Any]:
    """The environment and truth (each unit under `name(unit)`) and, when scored, the
    reports, false positives, misses, counts, precision and recall (paths as `rel` gives)."""
    data: dict[str, Any] = {
        "environment": environment(),
        "truth": {name(unit): t.to_json() for unit, t in sorted(truth.items())},
    }
    if reports is None or result is None:
        return data
    data["reports"] = [
        {"path": rel(r.path), "line": r.line, "code": r.code, "message": r.message} for r in reports
    ]
    data["false_positives"] = [
        {"path": rel(r.path), "line": r.line, "code": r.code, "why": why}
        for r, why in result.false_positives
    ]
    data["missed"] = [name(unit) for unit in sorted(result.misses)]
    data["counts"] = {
        plural: len(truth),
        "raising": len(result.detected) + len(result.misses),
        "true_positives": len(result.true_positives),
        "false_positives": len(result.false_positives),
        "detected": len(result.detected),
        "missed": len(result.misses),
    }
    data["precision"] = result.precision
    data["recall"] = result.recall
    return data


# --------------------------------------------------------------------------- kinds


class Kind(Protocol):
    """A kind of corpus is the module that scores it (`accuracy`: a folder of single-file
    programs, `accuracy_projects`: a folder of project packages); it defines these names."""

    @property
    def PLURAL(self) -> str:  # "files" or "projects": the unit, in the counts printed
        ...

    @property
    def CORPUS_DIR(self) -> Path:  # the corpus scored when `--corpus` names none
        ...

    def units(self, corpus: Path, pattern: str | None) -> list[Path]:
        """The units of `corpus`, those matching `pattern` (`--only`) where given."""

    def unit_key(self, unit: Path) -> str:
        """A hash of the unit's sources: the key of its truth in the cache."""

    def run_unit(self, unit: Path) -> Truth:
        """What JAX does with the unit."""

    def decode(self, data: dict[str, Any]) -> Truth:
        """A truth read back from the cache."""

    def plugin_reports(
        self, corpus: Path, units: Sequence[Path], scored: Mapping[Path, Any]
    ) -> tuple[list[Report], int]:
        """The plugin's `jax-*` reports on the scored units, and the count of other errors."""

    def score(self, corpus: Path, truth: Mapping[Path, Any], reports: Sequence[Report]) -> Score:
        """Each report judged against its unit's truth."""

    def rel(self, corpus: Path, path: Path) -> str:
        """A file of the corpus as printed and in the JSON."""

    def name(self, corpus: Path, unit: Path) -> str:
        """A unit as printed and in the JSON."""

    def print_truth(self, corpus: Path, truth: Mapping[Path, Any]) -> None:
        """One line per unit: what JAX does with it."""

    def print_details(self, corpus: Path, truth: Mapping[Path, Any], result: Score) -> None:
        """What is printed of a score before its false positives and counts: the misses."""

    def json_details(
        self, corpus: Path, truth: Mapping[Path, Any], result: Score
    ) -> dict[str, Any]:
        """What the JSON of a score holds besides `results_json`."""


@dataclasses.dataclass(frozen=True)
class Measured:
    """One corpus scored: the truth of its scored units, the reports on them, the score."""

    corpus: Path
    truth: Mapping[Path, Truth]
    reports: list[Report]
    result: Score
    others: int  # mypy errors that are not jax-*
    unscored: list[Path]  # units that timed out or crashed


def _scored(kind: Kind, corpus: Path, units: Sequence[Path], truth: dict[Path, Truth]) -> Measured:
    unscored = [unit for unit, t in truth.items() if t.outcome in ("timeout", "crash")]
    for unit in unscored:
        name = os.path.relpath(unit, REPO_ROOT)
        print(f"warning: {name} {truth[unit].outcome}ed; left out of the scores")
    scored = {unit: t for unit, t in truth.items() if unit not in unscored}
    reports, others = kind.plugin_reports(corpus, units, scored)
    return Measured(corpus, scored, reports, kind.score(corpus, scored, reports), others, unscored)


def measure(kind: Kind, corpus: Path, jobs: int) -> Measured:
    """Score every unit of `corpus` (truth from the cache where it is there)."""
    corpus = Path(os.path.abspath(corpus))
    units = kind.units(corpus, None)
    return _scored(kind, corpus, units, load_truth(units, max(1, jobs), corpus, kind))


def main(kind: Kind, doc: str | None, argv: Sequence[str] | None = None) -> int:
    """The command line of one kind: truth, plugin and scores of one corpus."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0] if doc else None)
    default = os.path.relpath(kind.CORPUS_DIR, REPO_ROOT)
    parser.add_argument(
        "--corpus",
        metavar="DIR",
        type=Path,
        default=kind.CORPUS_DIR,
        help=f"folder of {kind.PLURAL} to score (default: {default})",
    )
    parser.add_argument("--only", metavar="PATTERN", help=f"glob or substring of {kind.PLURAL}")
    parser.add_argument("--json", metavar="OUT", type=Path, help="also write results as JSON")
    parser.add_argument("--truth-only", action="store_true", help="print the truth table only")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 4, help="parallel JAX runs for the truth"
    )
    args = parser.parse_args(argv)

    corpus = Path(os.path.abspath(args.corpus))
    if not corpus.is_dir():
        print(f"no corpus folder {args.corpus}", file=sys.stderr)
        return 2
    units = kind.units(corpus, args.only)
    if not units:
        where = f"matching {args.only!r} " if args.only else ""
        print(f"no {kind.PLURAL} {where}in {args.corpus}", file=sys.stderr)
        return 2
    truth = load_truth(units, max(1, args.jobs), corpus, kind)

    def rel(path: Path) -> str:
        return kind.rel(corpus, path)

    def name(unit: Path) -> str:
        return kind.name(corpus, unit)

    if args.truth_only:
        kind.print_truth(corpus, truth)
        print()
        print_outcomes(truth, kind.PLURAL)
        if args.json:
            data = results_json(truth, None, None, kind.PLURAL, name, rel)
            args.json.write_text(json.dumps(data, indent=1) + "\n")
        return 0

    try:
        found = _scored(kind, corpus, units, truth)
    except PluginError as err:
        print(f"mypy could not run with the plugin {PLUGIN}:\n{err}", file=sys.stderr)
        return 2
    kind.print_details(corpus, found.truth, found.result)
    print_false_positives(found.result, rel)
    print_summary(found.truth, found.result, found.others, kind.PLURAL)
    if args.json:
        data = results_json(found.truth, found.reports, found.result, kind.PLURAL, name, rel)
        data.update(kind.json_details(corpus, found.truth, found.result))
        args.json.write_text(json.dumps(data, indent=1) + "\n")
    return 0
