"""Precision and recall of the jaxthink-typing mypy plugin on a held-out corpus.

The judge is JAX itself: every program in the corpus folder
(`benchmarks/corpora/programs/first-corpus/` unless `--corpus DIR` names another; the
corpora are listed in `benchmarks/corpora/README.md`) is run in a fresh interpreter, and
the exception it raises (qualified class name, and the innermost line of the traceback
inside that program) is the ground truth. The plugin is then run once over the whole
corpus through `python -m mypy`, and each `jax-*` report is scored against it.

    python benchmarks/accuracy.py                 # truth (cached) + plugin + scores
    python benchmarks/accuracy.py --truth-only    # print what JAX does with each file
    python benchmarks/accuracy.py --only 'grad*' --json /tmp/accuracy.json
    python benchmarks/accuracy.py --corpus benchmarks/corpora/programs/first-blind
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import fnmatch
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
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

REPO_ROOT: Final = Path(__file__).resolve().parent.parent
CORPUS_DIR: Final = REPO_ROOT / "benchmarks" / "corpora" / "programs" / "first-corpus"
TRUTH_CACHE_NAME: Final = ".truth.json"
MYPY_CACHE_DIR: Final = Path(tempfile.gettempdir()) / "jaxthink-accuracy-mypy-cache"
RUN_TIMEOUT_S: Final = 60
PLUGIN: Final = "jaxthink_typing.mypy_plugin"

_FRAME_RE: Final = re.compile(r'^  File "(?P<path>.+)", line (?P<line>\d+)(?:, in .*)?$')
_EXC_RE: Final = re.compile(r"^(?P<name>[A-Za-z_][\w.]*)(?::|$)")
_REPORT_RE: Final = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+)(?::\d+)?: error: (?P<msg>.*?)(?:  \[(?P<code>[\w-]+)\])?$"
)


# --------------------------------------------------------------------------- truth


@dataclasses.dataclass(frozen=True)
class Truth:
    """What JAX did with one corpus file."""

    outcome: str  # "runs", "raises", "timeout" or "crash"
    exception: str | None = None  # qualified class name, builtins without prefix
    line: int | None = None  # innermost traceback line inside the file
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
        frame = _FRAME_RE.match(text)
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


def run_file(path: Path) -> Truth:
    env = dict(os.environ)
    env["JAX_TRACEBACK_FILTERING"] = "off"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        proc = subprocess.run(
            [sys.executable, str(path)],
            cwd=path.parent,
            env=env,
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Truth(outcome="timeout")
    if proc.returncode == 0:
        return Truth(outcome="runs")
    exception, line, message = parse_traceback(proc.stderr, path)
    if exception is None:
        tail = proc.stderr.strip().splitlines()[-1:] or [f"exit status {proc.returncode}"]
        return Truth(outcome="crash", line=line, message=tail[0])
    return Truth(outcome="raises", exception=exception, line=line, message=message)


def _environment() -> dict[str, str]:
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


def load_truth(files: Sequence[Path], jobs: int, corpus: Path) -> dict[Path, Truth]:
    """Truth for every file, reusing `.truth.json` entries whose content hash matches.

    The cache lives in the corpus folder, next to a `.gitignore` that keeps it out of git.
    """
    env = _environment()
    cache = corpus / TRUTH_CACHE_NAME
    cached: dict[str, dict[str, Any]] = {}
    if cache.exists():
        try:
            data = json.loads(cache.read_text())
            if data.get("environment") == env:
                cached = dict(data.get("files", {}))
        except (OSError, ValueError):
            cached = {}
    keys = {path: content_key(path) for path in files}
    result: dict[Path, Truth] = {}
    todo = []
    for path in files:
        entry = cached.get(keys[path])
        if entry is not None:
            result[path] = Truth.from_json(entry)
        else:
            todo.append(path)
    if todo:
        print(f"running {len(todo)} corpus file(s) under JAX ...", file=sys.stderr)
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for path, truth in zip(todo, pool.map(run_file, todo), strict=True):
                result[path] = truth
                cached[keys[path]] = truth.to_json()
        live = {content_key(path) for path in corpus_files(corpus, None)}
        kept = {key: value for key, value in cached.items() if key in live}
        cache.write_text(
            json.dumps({"environment": env, "files": kept}, indent=1, sort_keys=True) + "\n"
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


def run_plugin(files: Sequence[Path]) -> tuple[list[Report], int]:
    """Run mypy once over `files`; return the `jax-*` reports and the count of other errors."""
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
            str(MYPY_CACHE_DIR),
            *(os.path.relpath(path, REPO_ROOT) for path in files),
        ]
        proc = subprocess.run(cmd, cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    output = proc.stdout + proc.stderr
    if proc.returncode not in (0, 1) or "Error importing plugin" in output:
        raise PluginError(output.strip() or f"mypy exited with status {proc.returncode}")
    by_real = {os.path.realpath(path): path for path in files}
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
        path = by_real.get(os.path.realpath(REPO_ROOT / match.group("path")))
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


# JAX raises a leak where the leaked value is used; the plugin reports where it is stored.
LEAK_EXCEPTION: Final = "jax.errors.UnexpectedTracerError"


def score(
    truth: dict[Path, Truth], reports: Sequence[Report], raises: dict[str, tuple[str, ...]]
) -> Score:
    result = Score()
    hit: set[Path] = set()
    for report in reports:
        t = truth[report.path]
        if t.outcome != "raises":
            result.false_positives.append((report, f"the file {t.outcome}"))
            continue
        leak = report.code == "jax-tracer-leak" and t.exception == LEAK_EXCEPTION
        if report.line != t.line and not leak:
            result.false_positives.append((report, f"JAX raises at line {t.line}, not here"))
            continue
        predicted = raises.get(report.code)
        if predicted is not None and t.exception not in predicted:
            why = f"JAX raises {t.exception}, the code predicts {', '.join(predicted)}"
            result.false_positives.append((report, why))
            continue
        result.true_positives.append(report)
        hit.add(report.path)
    for path, t in truth.items():
        if t.outcome == "raises":
            (result.detected if path in hit else result.misses).append(path)
    return result


# --------------------------------------------------------------------------- output


def _rel(path: Path) -> str:
    return os.path.relpath(path, REPO_ROOT)


def _source_line(path: Path, line: int | None) -> str:
    if line is None:
        return ""
    lines = path.read_text().splitlines()
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def print_truth(truth: dict[Path, Truth]) -> None:
    for path, t in sorted(truth.items()):
        if t.outcome == "raises":
            where = f"{t.exception} at line {t.line}: {_source_line(path, t.line)}"
            print(f"{_rel(path)}: raises {where}")
        else:
            print(f"{_rel(path)}: {t.outcome}" + (f" ({t.message})" if t.message else ""))
    print()
    print_truth_counts(truth)


def print_truth_counts(truth: dict[Path, Truth]) -> None:
    outcomes = Counter(t.outcome for t in truth.values())
    classes = Counter(t.exception for t in truth.values() if t.outcome == "raises")
    print(f"files: {len(truth)}  runs: {outcomes['runs']}  raises: {outcomes['raises']}", end="")
    for other in ("timeout", "crash"):
        if outcomes[other]:
            print(f"  {other}: {outcomes[other]}", end="")
    print()
    for name, count in classes.most_common():
        print(f"  {count:4d}  {name}")


def print_score(truth: dict[Path, Truth], result: Score, others: int) -> None:
    if result.misses:
        print("missed (JAX raises, no matching report):")
        for path in sorted(result.misses):
            t = truth[path]
            print(f"  {_rel(path)}:{t.line}: {t.exception}: {_source_line(path, t.line)}")
        print()
    if result.false_positives:
        print("false positives:")
        for report, why in sorted(result.false_positives, key=lambda r: (r[0].path, r[0].line)):
            print(f"  {_rel(report.path)}:{report.line}: [{report.code}] {why}")
            print(f"      {_source_line(report.path, report.line)}")
        print()
    raising = len(result.detected) + len(result.misses)
    n_tp, n_fp = len(result.true_positives), len(result.false_positives)
    print(f"files: {len(truth)} ({raising} raise, {len(truth) - raising} do not)")
    print(f"reports: {n_tp + n_fp}  true positives: {n_tp}  false positives: {n_fp}")
    print(f"raising files detected: {len(result.detected)}  missed: {len(result.misses)}")
    missed_by_class = Counter(truth[path].exception for path in result.misses)
    total_by_class = Counter(t.exception for t in truth.values() if t.outcome == "raises")
    for name, total in total_by_class.most_common():
        print(f"  {name}: missed {missed_by_class[name]} of {total}")
    if others:
        print(f"other mypy errors (not jax-*): {others}")
    print(f"precision: {_pct(result.precision)}  recall: {_pct(result.recall)}")


def to_json(
    truth: dict[Path, Truth], reports: Sequence[Report] | None, result: Score | None
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "environment": _environment(),
        "truth": {_rel(path): t.to_json() for path, t in sorted(truth.items())},
    }
    if reports is not None and result is not None:
        data["reports"] = [
            {"path": _rel(r.path), "line": r.line, "code": r.code, "message": r.message}
            for r in reports
        ]
        data["false_positives"] = [
            {"path": _rel(r.path), "line": r.line, "code": r.code, "why": why}
            for r, why in result.false_positives
        ]
        data["missed"] = [_rel(path) for path in sorted(result.misses)]
        data["counts"] = {
            "files": len(truth),
            "raising": len(result.detected) + len(result.misses),
            "true_positives": len(result.true_positives),
            "false_positives": len(result.false_positives),
            "detected": len(result.detected),
            "missed": len(result.misses),
        }
        data["precision"] = result.precision
        data["recall"] = result.recall
    return data


# --------------------------------------------------------------------------- main


def _matches(path: Path, pattern: str) -> bool:
    return any(fnmatch.fnmatch(name, pattern) for name in (path.name, path.stem)) or (
        pattern in path.name
    )


def corpus_files(corpus: Path, pattern: str | None) -> list[Path]:
    files = sorted(p for p in corpus.glob("*.py") if p.name != "__init__.py")
    if pattern is not None:
        files = [p for p in files if _matches(p, pattern)]
    return files


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--corpus",
        metavar="DIR",
        type=Path,
        default=CORPUS_DIR,
        help=f"folder of programs to score (default: {_rel(CORPUS_DIR)})",
    )
    parser.add_argument("--only", metavar="PATTERN", help="glob or substring of file names")
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
    files = corpus_files(corpus, args.only)
    if not files:
        where = f"matching {args.only!r} " if args.only else ""
        print(f"no corpus files {where}in {args.corpus}", file=sys.stderr)
        return 2
    truth = load_truth(files, max(1, args.jobs), corpus)

    if args.truth_only:
        print_truth(truth)
        if args.json:
            args.json.write_text(json.dumps(to_json(truth, None, None), indent=1) + "\n")
        return 0

    unscored = [p for p, t in truth.items() if t.outcome in ("timeout", "crash")]
    for path in unscored:
        print(f"warning: {_rel(path)} {truth[path].outcome}ed; left out of the scores")
    scored = {p: t for p, t in truth.items() if p not in unscored}

    try:
        reports, others = run_plugin(files)
    except PluginError as err:
        print(f"mypy could not run with the plugin {PLUGIN}:\n{err}", file=sys.stderr)
        return 2
    reports = [r for r in reports if r.path in scored]
    result = score(scored, reports, predicted_raises())
    print_score(scored, result, others)
    if args.json:
        args.json.write_text(json.dumps(to_json(scored, reports, result), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
