"""Precision and recall of the jaxthink-typing mypy plugin on multi-module JAX projects.

A project is a package `<corpus>/<name>/` (an `__init__.py`, a few modules and a
`__main__.py`). The judge is JAX itself: each project is run as `python -m <name>` from the
corpus folder, and the exception it raises (qualified class name, and the innermost
traceback frame inside the project: its file and line) is the ground truth. The plugin is
then run once over all the packages through `python -m mypy`, and each `jax-*` report is
scored against its project's truth.

    python benchmarks/accuracy_projects.py                 # truth (cached) + plugin + scores
    python benchmarks/accuracy_projects.py --truth-only    # what JAX does with each project
    python benchmarks/accuracy_projects.py --only 'flax*' --json /tmp/projects.json
    python benchmarks/accuracy_projects.py --corpus benchmarks/corpora/projects/other-layouts

The truth, mypy configuration and matching rules are `accuracy.py`'s; what differs is the
unit (a project, not a file) and one extra way to match a report: a report anywhere in the
project whose message names the raise location as `<basename>:<line>` (a report shown at a
call in the caller's module that points into the helper) counts as well.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import fnmatch
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent))

from accuracy import (
    _FRAME_RE,
    _REPORT_RE,
    LEAK_EXCEPTION,
    MYPY_CACHE_DIR,
    PLUGIN,
    RUN_TIMEOUT_S,
    TRUTH_CACHE_NAME,
    PluginError,
    Report,
    Score,
    Truth,
    _environment,
    _pct,
    content_key,
    parse_traceback,
    predicted_raises,
)
from bench_common import REPO_ROOT

CORPUS_DIR: Final = REPO_ROOT / "benchmarks" / "corpora" / "projects" / "helpers-in-other-modules"
PROJECTS_MYPY_CACHE_DIR: Final = MYPY_CACHE_DIR.parent / "jaxthink-accuracy-projects-mypy-cache"


# --------------------------------------------------------------------------- projects


def project_dirs(corpus: Path, pattern: str | None) -> list[Path]:
    """Every package under `corpus` that can run as `python -m NAME`."""
    found = sorted(
        p
        for p in corpus.iterdir()
        if p.is_dir() and (p / "__init__.py").is_file() and (p / "__main__.py").is_file()
    )
    if pattern is not None:
        found = [p for p in found if fnmatch.fnmatch(p.name, pattern) or pattern in p.name]
    return found


def project_files(project: Path) -> list[Path]:
    return sorted(p for p in project.rglob("*.py") if "__pycache__" not in p.parts)


def project_key(project: Path) -> str:
    """A hash of the project's Python files (names and contents)."""
    digest = hashlib.sha256()
    for path in project_files(project):
        digest.update(path.relative_to(project).as_posix().encode() + b"\0")
        digest.update(content_key(path).encode() + b"\0")
    return digest.hexdigest()


# --------------------------------------------------------------------------- truth


@dataclasses.dataclass(frozen=True)
class ProjectTruth(Truth):
    """What JAX did with one project; `file` is the raise file relative to the corpus."""

    file: str | None = None

    @staticmethod
    def from_json(data: dict[str, Any]) -> ProjectTruth:
        base = Truth.from_json(data)
        return ProjectTruth(**dataclasses.asdict(base), file=data.get("file"))


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def innermost_project_frame(
    stderr: str, project: Path, cwd: Path
) -> tuple[Path | None, int | None]:
    """The last `File ..., line N` of the final traceback whose file lies in `project`."""
    lines = stderr.splitlines()
    starts = [i for i, text in enumerate(lines) if text == "Traceback (most recent call last):"]
    if not starts:
        return None, None
    root = Path(os.path.realpath(project))
    found: tuple[Path | None, int | None] = (None, None)
    for text in lines[starts[-1] + 1 :]:
        frame = _FRAME_RE.match(text)
        if frame is None:
            continue
        try:
            path = Path(os.path.realpath(cwd / frame.group("path")))
        except (OSError, ValueError):
            continue
        if _inside(path, root):
            found = (path, int(frame.group("line")))
    return found


def run_project(project: Path) -> ProjectTruth:
    corpus = project.parent
    env = dict(os.environ)
    env["JAX_TRACEBACK_FILTERING"] = "off"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        proc = subprocess.run(
            [sys.executable, "-m", project.name],
            cwd=corpus,
            env=env,
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return ProjectTruth(outcome="timeout")
    if proc.returncode == 0:
        return ProjectTruth(outcome="runs")
    # The exception's class and message as accuracy.py reads them (the path is unused).
    exception, _, message = parse_traceback(proc.stderr, project / "__main__.py")
    path, line = innermost_project_frame(proc.stderr, project, corpus)
    file = None if path is None else os.path.relpath(path, os.path.realpath(corpus))
    if exception is None:
        tail = proc.stderr.strip().splitlines()[-1:] or [f"exit status {proc.returncode}"]
        return ProjectTruth(outcome="crash", line=line, message=tail[0], file=file)
    return ProjectTruth(
        outcome="raises", exception=exception, line=line, message=message, file=file
    )


def load_truth(projects: Sequence[Path], jobs: int, corpus: Path) -> dict[Path, ProjectTruth]:
    """Truth for every project, reusing `.truth.json` entries whose content hash matches."""
    env = _environment()
    cache = corpus / TRUTH_CACHE_NAME
    cached: dict[str, dict[str, Any]] = {}
    if cache.exists():
        try:
            data = json.loads(cache.read_text())
            if data.get("environment") == env:
                cached = dict(data.get("projects", {}))
        except (OSError, ValueError):
            cached = {}
    keys = {project: project_key(project) for project in projects}
    result: dict[Path, ProjectTruth] = {}
    todo = []
    for project in projects:
        entry = cached.get(keys[project])
        if entry is not None:
            result[project] = ProjectTruth.from_json(entry)
        else:
            todo.append(project)
    if todo:
        print(f"running {len(todo)} project(s) under JAX ...", file=sys.stderr)
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for project, truth in zip(todo, pool.map(run_project, todo), strict=True):
                result[project] = truth
                cached[keys[project]] = truth.to_json()
        live = {project_key(project) for project in project_dirs(corpus, None)}
        kept = {key: value for key, value in cached.items() if key in live}
        cache.write_text(
            json.dumps({"environment": env, "projects": kept}, indent=1, sort_keys=True) + "\n"
        )
        ignore = corpus / ".gitignore"
        if not ignore.exists():
            ignore.write_text(TRUTH_CACHE_NAME + "\n")
    return result


# --------------------------------------------------------------------------- plugin


def run_plugin(projects: Sequence[Path], corpus: Path) -> tuple[list[Report], int]:
    """One mypy run over the package folders, from the corpus folder (so `import NAME`
    resolves to the packages); the `jax-*` reports and the count of other errors."""
    with tempfile.TemporaryDirectory(prefix="jaxthink-accuracy-projects-") as tmp:
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
            str(PROJECTS_MYPY_CACHE_DIR),
            *(project.name for project in projects),
        ]
        env = dict(os.environ)
        # The plugin is imported from this repository, as accuracy.py's run from its root does.
        env["PYTHONPATH"] = os.pathsep.join(
            [str(REPO_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
        )
        proc = subprocess.run(cmd, cwd=corpus, env=env, capture_output=True, text=True, check=False)
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
        path = Path(os.path.realpath(corpus / match.group("path")))
        key = (path, int(match.group("line")), code)
        if key in seen:
            continue
        seen.add(key)
        reports.append(Report(path, key[1], code, match.group("msg")))
    return reports, others


def project_of(path: Path, projects: Sequence[Path]) -> Path | None:
    for project in projects:
        if _inside(path, Path(os.path.realpath(project))):
            return project
    return None


# --------------------------------------------------------------------------- scoring


def names_location(message: str, file: str, line: int) -> bool:
    """Whether `message` names `<basename of file>:<line>` (not `:<line>0`, not `xfile`)."""
    name = re.escape(os.path.basename(file))
    return re.search(rf"(?<![\w.]){name}:{line}(?!\d)", message) is not None


def score(
    corpus: Path,
    truth: dict[Path, ProjectTruth],
    reports: dict[Path, list[Report]],
    raises: dict[str, tuple[str, ...]],
) -> Score:
    """accuracy.py's matching, per project: a report is a true positive at the raise file and
    line, or anywhere in the project when its message names `<basename>:<line>` of the raise
    (and, as in accuracy.py, a leak report anywhere when JAX raises the leak), with a code
    predicting the raised class."""
    result = Score()
    hit: set[Path] = set()
    for project, t in truth.items():
        raise_path = None if t.file is None else Path(os.path.realpath(corpus / t.file))
        for report in reports.get(project, []):
            if t.outcome != "raises":
                result.false_positives.append((report, f"the project {t.outcome}"))
                continue
            at_raise = report.path == raise_path and report.line == t.line
            named = (
                t.file is not None
                and t.line is not None
                and (names_location(report.message, t.file, t.line))
            )
            leak = report.code == "jax-tracer-leak" and t.exception == LEAK_EXCEPTION
            if not (at_raise or named or leak):
                why = f"JAX raises at {t.file}:{t.line}, not here"
                result.false_positives.append((report, why))
                continue
            predicted = raises.get(report.code)
            if predicted is not None and t.exception not in predicted:
                why = f"JAX raises {t.exception}, the code predicts {', '.join(predicted)}"
                result.false_positives.append((report, why))
                continue
            result.true_positives.append(report)
            hit.add(project)
        if t.outcome == "raises":
            (result.detected if project in hit else result.misses).append(project)
    return result


def outcome(project: Path, t: ProjectTruth, result: Score) -> str:
    """One word for the plugin on one project: hit, miss, clean, or with false reports."""
    n_false = sum(1 for r, _ in result.false_positives if project_of(r.path, [project]))
    word = ("hit" if project in result.detected else "miss") if t.outcome == "raises" else "clean"
    if n_false:
        word += f" + {n_false} false report" + ("s" if n_false > 1 else "")
    return word


# --------------------------------------------------------------------------- output


def _rel(path: Path, corpus: Path) -> str:
    return os.path.relpath(path, os.path.realpath(corpus))


def _source_line(path: Path, line: int | None) -> str:
    if line is None:
        return ""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return ""
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def _describe(t: ProjectTruth, corpus: Path) -> str:
    if t.outcome == "raises":
        source = _source_line(corpus / t.file, t.line) if t.file else ""
        return f"raises {t.exception} at {t.file}:{t.line}: {source}"
    return t.outcome + (f" ({t.message})" if t.message else "")


def print_truth(truth: dict[Path, ProjectTruth], corpus: Path) -> None:
    for project, t in sorted(truth.items()):
        print(f"{project.name}: {_describe(t, corpus)}")
    print()
    outcomes = Counter(t.outcome for t in truth.values())
    classes = Counter(t.exception for t in truth.values() if t.outcome == "raises")
    print(f"projects: {len(truth)}  runs: {outcomes['runs']}  raises: {outcomes['raises']}", end="")
    for other in ("timeout", "crash"):
        if outcomes[other]:
            print(f"  {other}: {outcomes[other]}", end="")
    print()
    for name, count in classes.most_common():
        print(f"  {count:4d}  {name}")


def print_score(corpus: Path, truth: dict[Path, ProjectTruth], result: Score, others: int) -> None:
    print("per project:")
    width = max(len(p.name) for p in truth)
    for project, t in sorted(truth.items()):
        where = f"{t.exception} at {t.file}:{t.line}" if t.outcome == "raises" else t.outcome
        print(f"  {project.name:<{width}}  {outcome(project, t, result):<22} {where}")
    print()
    if result.true_positives:
        print("true positives:")
        for report in sorted(result.true_positives, key=lambda r: (r.path, r.line)):
            print(f"  {_rel(report.path, corpus)}:{report.line}: [{report.code}] {report.message}")
        print()
    if result.misses:
        print("missed (JAX raises, no matching report):")
        for project in sorted(result.misses):
            t = truth[project]
            source = _source_line(corpus / t.file, t.line) if t.file else ""
            print(f"  {t.file}:{t.line}: {t.exception}: {source}")
        print()
    if result.false_positives:
        print("false positives:")
        for report, why in sorted(result.false_positives, key=lambda r: (r[0].path, r[0].line)):
            print(f"  {_rel(report.path, corpus)}:{report.line}: [{report.code}] {why}")
            print(f"      {_source_line(report.path, report.line)}")
            print(f"      {report.message}")
        print()
    raising = len(result.detected) + len(result.misses)
    n_tp, n_fp = len(result.true_positives), len(result.false_positives)
    print(f"projects: {len(truth)} ({raising} raise, {len(truth) - raising} do not)")
    print(f"reports: {n_tp + n_fp}  true positives: {n_tp}  false positives: {n_fp}")
    print(f"raising projects detected: {len(result.detected)}  missed: {len(result.misses)}")
    missed_by_class = Counter(truth[p].exception for p in result.misses)
    total_by_class = Counter(t.exception for t in truth.values() if t.outcome == "raises")
    for name, total in total_by_class.most_common():
        print(f"  {name}: missed {missed_by_class[name]} of {total}")
    if others:
        print(f"other mypy errors (not jax-*): {others}")
    print(f"precision: {_pct(result.precision)}  recall: {_pct(result.recall)}")


def to_json(
    corpus: Path,
    truth: dict[Path, ProjectTruth],
    reports: Sequence[Report] | None,
    result: Score | None,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "environment": _environment(),
        "truth": {p.name: t.to_json() for p, t in sorted(truth.items())},
    }
    if reports is not None and result is not None:
        data["reports"] = [
            {"path": _rel(r.path, corpus), "line": r.line, "code": r.code, "message": r.message}
            for r in reports
        ]
        data["true_positives"] = [
            {"path": _rel(r.path, corpus), "line": r.line, "code": r.code}
            for r in result.true_positives
        ]
        data["false_positives"] = [
            {"path": _rel(r.path, corpus), "line": r.line, "code": r.code, "why": why}
            for r, why in result.false_positives
        ]
        data["missed"] = [p.name for p in sorted(result.misses)]
        data["outcomes"] = {p.name: outcome(p, t, result) for p, t in sorted(truth.items())}
        data["counts"] = {
            "projects": len(truth),
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


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--corpus",
        metavar="DIR",
        type=Path,
        default=CORPUS_DIR,
        help=f"folder of project packages (default: {os.path.relpath(CORPUS_DIR, REPO_ROOT)})",
    )
    parser.add_argument("--only", metavar="PATTERN", help="glob or substring of project names")
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
    projects = project_dirs(corpus, args.only)
    if not projects:
        where = f"matching {args.only!r} " if args.only else ""
        print(f"no projects {where}in {args.corpus}", file=sys.stderr)
        return 2
    truth = load_truth(projects, max(1, args.jobs), corpus)

    if args.truth_only:
        print_truth(truth, corpus)
        if args.json:
            args.json.write_text(json.dumps(to_json(corpus, truth, None, None), indent=1) + "\n")
        return 0

    unscored = [p for p, t in truth.items() if t.outcome in ("timeout", "crash")]
    for project in unscored:
        print(f"warning: {project.name} {truth[project].outcome}ed; left out of the scores")
    scored = {p: t for p, t in truth.items() if p not in unscored}

    try:
        reports, others = run_plugin(projects, corpus)
    except PluginError as err:
        print(f"mypy could not run with the plugin {PLUGIN}:\n{err}", file=sys.stderr)
        return 2
    by_project: dict[Path, list[Report]] = {}
    kept: list[Report] = []
    for report in reports:
        project = project_of(report.path, list(scored))
        if project is not None:
            by_project.setdefault(project, []).append(report)
            kept.append(report)
    result = score(corpus, scored, by_project, predicted_raises())
    print_score(corpus, scored, result, others)
    if args.json:
        args.json.write_text(json.dumps(to_json(corpus, scored, kept, result), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
