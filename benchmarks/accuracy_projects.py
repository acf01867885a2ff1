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

The truth, mypy configuration and matching rules are `accuracy.py`'s (shared in
`scoring.py`); what differs is the unit (a project, not a file) and one extra way to match
a report: a report anywhere in the project whose message names the raise location as
`<basename>:<line>` (a report shown at a call in the caller's module that points into the
helper) counts as well. A project with several independent mistakes comes with rewrites
`<name>_fix1`, `<name>_fix2`, ... that fix them one by one: a report at the place where
rewrite k raises (the same file, the line that reads the same) is a true positive too,
since JAX raises there once the earlier mistakes are fixed (recall still counts the first).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import hashlib
import os
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scoring
from scoring import Report, Score, Truth

PLURAL: Final = "projects"  # the unit: one package, run as `python -m NAME`
CORPUS_DIR: Final = scoring.CORPORA / "projects" / "helpers-in-other-modules"
PROJECTS_MYPY_CACHE_DIR: Final = (
    scoring.MYPY_CACHE_DIR.parent / "jaxthink-accuracy-projects-mypy-cache"
)


# --------------------------------------------------------------------------- projects


def units(corpus: Path, pattern: str | None) -> list[Path]:
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


def unit_key(project: Path) -> str:
    """A hash of the project's Python files (names and contents)."""
    digest = hashlib.sha256()
    for path in project_files(project):
        digest.update(path.relative_to(project).as_posix().encode() + b"\0")
        digest.update(scoring.content_key(path).encode() + b"\0")
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


def decode(data: dict[str, Any]) -> ProjectTruth:
    return ProjectTruth.from_json(data)


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
        frame = scoring.FRAME_RE.match(text)
        if frame is None:
            continue
        try:
            path = Path(os.path.realpath(cwd / frame.group("path")))
        except (OSError, ValueError):
            continue
        if _inside(path, root):
            found = (path, int(frame.group("line")))
    return found


def run_unit(project: Path) -> ProjectTruth:
    """What JAX does with one project: `python -m NAME` from the corpus folder."""
    corpus = project.parent
    proc = scoring.run_under_jax(["-m", project.name], corpus)
    if proc is None:
        return ProjectTruth(outcome="timeout")
    if proc.returncode == 0:
        return ProjectTruth(outcome="runs")
    # The exception's class and message as accuracy.py reads them (the path is unused).
    exception, _, message = scoring.parse_traceback(proc.stderr, project / "__main__.py")
    path, line = innermost_project_frame(proc.stderr, project, corpus)
    file = None if path is None else os.path.relpath(path, os.path.realpath(corpus))
    if exception is None:
        return ProjectTruth(outcome="crash", line=line, message=scoring.crash_tail(proc), file=file)
    return ProjectTruth(
        outcome="raises", exception=exception, line=line, message=message, file=file
    )


# --------------------------------------------------------------------------- plugin


def project_of(path: Path, projects: Sequence[Path]) -> Path | None:
    for project in projects:
        if _inside(path, Path(os.path.realpath(project))):
            return project
    return None


def plugin_reports(
    corpus: Path, projects: Sequence[Path], scored: Mapping[Path, ProjectTruth]
) -> tuple[list[Report], int]:
    """One mypy run over the package folders, from the corpus folder (so `import NAME`
    resolves to the packages); the reports inside scored projects."""
    reports, others = scoring.run_plugin(
        [project.name for project in projects],
        corpus,
        PROJECTS_MYPY_CACHE_DIR,
        lambda name: Path(os.path.realpath(corpus / name)),
    )
    return [r for r in reports if project_of(r.path, list(scored)) is not None], others


# --------------------------------------------------------------------------- scoring


def names_location(message: str, file: str, line: int) -> bool:
    """Whether `message` names `<basename of file>:<line>` (not `:<line>0`, not `xfile`)."""
    name = re.escape(os.path.basename(file))
    return re.search(rf"(?<![\w.]){name}:{line}(?!\d)", message) is not None


def score(corpus: Path, truth: Mapping[Path, ProjectTruth], reports: Sequence[Report]) -> Score:
    """accuracy.py's matching, per project: a report is a true positive at the raise file and
    line, or anywhere in the project when its message names `<basename>:<line>` of the raise
    (and, as in accuracy.py, a leak report anywhere when JAX raises the leak), with a code
    predicting the raised class."""
    raises = scoring.predicted_raises()
    by_project: dict[Path, list[Report]] = {}
    for report in reports:
        project = project_of(report.path, list(truth))
        if project is not None:
            by_project.setdefault(project, []).append(report)
    result = Score()
    hit: set[Path] = set()
    for project, t in truth.items():
        # The raise itself, then each later mistake a rewrite `<name>_fix<k>` proves.
        places = [(t, t.file, t.line), *later_mistakes(corpus, project, truth)]
        for report in by_project.get(project, []):
            judged = [(k, place) for k, place in enumerate(places) if _at(report, corpus, place)]
            k, (truth_k, file, line) = judged[0] if judged else (0, places[0])
            where = f"{file}:{line}"
            if (
                result.judge(
                    report, truth_k, placed=bool(judged), unit="project", where=where, raises=raises
                )
                and k == 0
            ):
                hit.add(project)
        if t.outcome == "raises":
            (result.detected if project in hit else result.misses).append(project)
    return result


FIX_SUFFIX = re.compile(r"_fix(\d+)$")


def _at(report: Report, corpus: Path, place: tuple[ProjectTruth, str | None, int | None]) -> bool:
    """Whether `report` sits at `place` (its file and line), or its message names it."""
    _, file, line = place
    if file is None or line is None:
        return False
    at_raise = report.path == Path(os.path.realpath(corpus / file)) and report.line == line
    return at_raise or names_location(report.message, file, line)


def later_mistakes(
    corpus: Path, project: Path, truth: Mapping[Path, ProjectTruth]
) -> list[tuple[ProjectTruth, str | None, int | None]]:
    """The mistakes of `project` that JAX reaches once the earlier ones are fixed: where
    each rewrite `<name>_fix1`, `<name>_fix2`, ... raises, mapped back to the line of
    `project`'s same file that reads the same (a fix above it may have moved it)."""
    match = FIX_SUFFIX.search(project.name)
    base, k = (project.name[: match.start()], int(match.group(1))) if match else (project.name, 0)
    found: list[tuple[ProjectTruth, str | None, int | None]] = []
    while True:
        k += 1
        rewrite = project.with_name(f"{base}_fix{k}")
        t = truth.get(rewrite)
        if t is None:
            return found
        if t.outcome != "raises" or t.file is None or t.line is None:
            continue
        inner = Path(t.file).relative_to(rewrite.name)
        text = scoring.source_line(corpus / t.file, t.line).strip()
        mine = corpus / project.name / inner
        lines = mine.read_text(encoding="utf-8").splitlines() if mine.is_file() else []
        same = [i + 1 for i, line in enumerate(lines) if line.strip() == text]
        if same:
            line = min(same, key=lambda i: abs(i - t.line))
            found.append((t, os.path.relpath(mine, corpus), line))


def outcome(project: Path, t: ProjectTruth, result: Score) -> str:
    """One word for the plugin on one project: hit, miss, clean, or with false reports."""
    n_false = sum(1 for r, _ in result.false_positives if project_of(r.path, [project]))
    word = ("hit" if project in result.detected else "miss") if t.outcome == "raises" else "clean"
    if n_false:
        word += f" + {n_false} false report" + ("s" if n_false > 1 else "")
    return word


# --------------------------------------------------------------------------- output


def rel(corpus: Path, path: Path) -> str:
    """A file as printed and in the JSON: relative to the corpus folder."""
    return os.path.relpath(path, os.path.realpath(corpus))


def name(corpus: Path, project: Path) -> str:
    return project.name


def _raise_source(t: ProjectTruth, corpus: Path) -> str:
    return scoring.source_line(corpus / t.file, t.line) if t.file else ""


def _describe(t: ProjectTruth, corpus: Path) -> str:
    if t.outcome == "raises":
        return f"raises {t.exception} at {t.file}:{t.line}: {_raise_source(t, corpus)}"
    return t.outcome + (f" ({t.message})" if t.message else "")


def print_truth(corpus: Path, truth: Mapping[Path, ProjectTruth]) -> None:
    for project, t in sorted(truth.items()):
        print(f"{project.name}: {_describe(t, corpus)}")


def print_details(corpus: Path, truth: Mapping[Path, ProjectTruth], result: Score) -> None:
    """One line per project (hit, miss or clean), the true positives, the misses."""
    print("per project:")
    width = max(len(p.name) for p in truth)
    for project, t in sorted(truth.items()):
        where = f"{t.exception} at {t.file}:{t.line}" if t.outcome == "raises" else t.outcome
        print(f"  {project.name:<{width}}  {outcome(project, t, result):<22} {where}")
    print()
    if result.true_positives:
        print("true positives:")
        for report in sorted(result.true_positives, key=lambda r: (r.path, r.line)):
            where = f"{rel(corpus, report.path)}:{report.line}"
            print(f"  {where}: [{report.code}] {report.message}")
        print()
    scoring.print_misses(
        (f"{truth[p].file}:{truth[p].line}", truth[p], _raise_source(truth[p], corpus))
        for p in sorted(result.misses)
    )


def json_details(corpus: Path, truth: Mapping[Path, ProjectTruth], result: Score) -> dict[str, Any]:
    """The true positives, and one word per project."""
    return {
        "true_positives": [
            {"path": rel(corpus, r.path), "line": r.line, "code": r.code}
            for r in result.true_positives
        ],
        "outcomes": {p.name: outcome(p, t, result) for p, t in sorted(truth.items())},
    }


if __name__ == "__main__":
    sys.exit(scoring.main(sys.modules[__name__], __doc__))
