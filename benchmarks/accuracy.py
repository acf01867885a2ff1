"""Precision and recall of the jaxthink-typing mypy plugin on a held-out corpus.

The judge is JAX itself: every program in the corpus folder
(`benchmarks/corpora/programs/first-corpus/` unless `--corpus DIR` names another; the
corpora are listed in `benchmarks/corpora/README.md`) is run in a fresh interpreter, and
the exception it raises (qualified class name, and the innermost line of the traceback
inside that program) is the ground truth. The plugin is then run once over the whole corpus
through `python -m mypy`, and each `jax-*` report is scored against it. What this shares
with `accuracy_projects.py` (truth cache, mypy run, counts) is in `scoring.py`.

    python benchmarks/accuracy.py                 # truth (cached) + plugin + scores
    python benchmarks/accuracy.py --truth-only    # print what JAX does with each file
    python benchmarks/accuracy.py --only 'grad*' --json /tmp/accuracy.json
    python benchmarks/accuracy.py --corpus benchmarks/corpora/programs/first-blind
    python benchmarks/scores.py                   # every corpus, one table
"""

from __future__ import annotations

import fnmatch
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scoring
from scoring import Report, Score, Truth

PLURAL: Final = "files"  # the unit: one program, run as `python FILE`
CORPUS_DIR: Final = scoring.CORPORA / "programs" / "first-corpus"


def _matches(path: Path, pattern: str) -> bool:
    return any(fnmatch.fnmatch(name, pattern) for name in (path.name, path.stem)) or (
        pattern in path.name
    )


def units(corpus: Path, pattern: str | None) -> list[Path]:
    """The programs of `corpus` (its `*.py` files), those matching `pattern` where given."""
    files = sorted(p for p in corpus.glob("*.py") if p.name != "__init__.py")
    if pattern is not None:
        files = [p for p in files if _matches(p, pattern)]
    return files


def unit_key(path: Path) -> str:
    return scoring.content_key(path)


def decode(data: dict[str, Any]) -> Truth:
    return Truth.from_json(data)


def run_unit(path: Path) -> Truth:
    """What JAX does with one file: `python FILE` from its folder."""
    proc = scoring.run_under_jax([str(path)], path.parent)
    if proc is None:
        return Truth(outcome="timeout")
    if proc.returncode == 0:
        return Truth(outcome="runs")
    exception, line, message = scoring.parse_traceback(proc.stderr, path)
    if exception is None:
        return Truth(outcome="crash", line=line, message=scoring.crash_tail(proc))
    return Truth(outcome="raises", exception=exception, line=line, message=message)


def plugin_reports(
    corpus: Path, files: Sequence[Path], scored: Mapping[Path, Truth]
) -> tuple[list[Report], int]:
    """One mypy run from the repository's root over the files; the reports on scored files."""
    by_real = {os.path.realpath(path): path for path in files}
    reports, others = scoring.run_plugin(
        [os.path.relpath(path, scoring.REPO_ROOT) for path in files],
        scoring.REPO_ROOT,
        scoring.MYPY_CACHE_DIR,
        lambda name: by_real.get(os.path.realpath(scoring.REPO_ROOT / name)),
    )
    return [r for r in reports if r.path in scored], others


def score(corpus: Path, truth: Mapping[Path, Truth], reports: Sequence[Report]) -> Score:
    """A report is a true positive when its file raises at its line with a class its code
    predicts (or it is a leak report and JAX raises the leak); a raising file without one
    is a miss."""
    raises = scoring.predicted_raises()
    result = Score()
    hit: set[Path] = set()
    for report in reports:
        t = truth[report.path]
        placed = report.line == t.line
        where = f"line {t.line}"
        if result.judge(report, t, placed=placed, unit="file", where=where, raises=raises):
            hit.add(report.path)
    for path, t in truth.items():
        if t.outcome == "raises":
            (result.detected if path in hit else result.misses).append(path)
    return result


def rel(corpus: Path, path: Path) -> str:
    """A file as printed and in the JSON: relative to the repository."""
    return os.path.relpath(path, scoring.REPO_ROOT)


name = rel  # a program is named by its path


def print_truth(corpus: Path, truth: Mapping[Path, Truth]) -> None:
    for path, t in sorted(truth.items()):
        if t.outcome == "raises":
            where = f"{t.exception} at line {t.line}: {scoring.source_line(path, t.line)}"
            print(f"{rel(corpus, path)}: raises {where}")
        else:
            print(f"{rel(corpus, path)}: {t.outcome}" + (f" ({t.message})" if t.message else ""))


def print_details(corpus: Path, truth: Mapping[Path, Truth], result: Score) -> None:
    """The raising files missed."""
    scoring.print_misses(
        (f"{rel(corpus, p)}:{truth[p].line}", truth[p], scoring.source_line(p, truth[p].line))
        for p in sorted(result.misses)
    )


def json_details(corpus: Path, truth: Mapping[Path, Truth], result: Score) -> dict[str, Any]:
    return {}


if __name__ == "__main__":
    sys.exit(scoring.main(sys.modules[__name__], __doc__))
