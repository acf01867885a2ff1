"""Precision and recall of the `jax-recompile` note on a corpus of eager loops, with JAX's
own count of compilations as the judge.

`accuracy.py` scores what JAX raises; a recompiling loop raises nothing (its program runs),
and the scorer reads only mypy's `error:` lines, so a note is neither a true nor a false
positive there. Here each program runs in a fresh interpreter under the runtime harness's
compilation log (`tests/runtime_harness.py`: an XLA compilation of a function of the
program, with the program's lines on the stack). A program *recompiles* when one function
is compiled `RECOMPILE_LOOP` (3) times or more from one line, the harness's test of a loop
that compiles on each pass. A note is a true positive when a compilation after a
function's first has the note's line on its stack (or the line defines the function), as
the harness checks a `# N: jax-recompile` mark; else a false positive. Recall counts the
recompiling programs with a true positive.

    python benchmarks/recompile_loops.py       # the corpus below
    python benchmarks/recompile_loops.py --corpus DIR
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scoring

CORPUS_DIR: Final = scoring.CORPORA / "programs" / "recompile-loops"
RECOMPILE_LOOP: Final = 3  # as tests/runtime_harness.py
CODE: Final = "jax-recompile"

# Run in a fresh interpreter: the compilations of one program, as JSON.
_COUNT: Final = """
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from tests.runtime_harness import run_captured
path = Path(sys.argv[1]).resolve()
outcome = run_captured(path)
print(json.dumps({
    "raised": repr(outcome.exception) if outcome.exception else None,
    "compilations": [
        {"function": c.function, "defined": c.defined[1] if c.defined else None,
         "stack": [line for file, line in c.stack if file == path]}
        for c in outcome.compilations
    ],
}))
"""


def compilations(path: Path) -> dict[str, Any]:
    """What JAX compiled while `path` ran (see `_COUNT`)."""
    command = ["-c", _COUNT, str(path), str(scoring.REPO_ROOT)]
    proc = scoring.run_under_jax(command, path.parent)
    if proc is None:
        return {"raised": "timeout", "compilations": []}
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        return {"raised": scoring.crash_tail(proc), "compilations": []}
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def notes(files: list[Path]) -> dict[Path, list[int]]:
    """The lines of each file where the plugin notes `jax-recompile` (one mypy run)."""
    config_dir = Path(scoring.MYPY_CACHE_DIR).parent
    config = config_dir / "jaxthink-recompile-loops.ini"
    config.write_text(f"[mypy]\nplugins = {scoring.PLUGIN}\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "mypy", "--config-file", str(config), "--no-error-summary"]
    cmd += ["--no-pretty", "--cache-dir", str(scoring.MYPY_CACHE_DIR)]
    names = {os.path.relpath(path, scoring.REPO_ROOT): path for path in files}
    proc = subprocess.run(
        [*cmd, *names], cwd=scoring.REPO_ROOT, capture_output=True, text=True, check=False
    )
    found: dict[Path, list[int]] = {path: [] for path in files}
    for text in proc.stdout.splitlines():
        if ": note: " not in text or not text.endswith(f"[{CODE}]"):
            continue
        name, line = text.split(":", 2)[:2]
        if name in names:
            found[names[name]].append(int(line))
    return found


def judge(noted: list[int], compiled: list[dict[str, Any]]) -> tuple[bool, int, int, int]:
    """(recompiles, most compilations of one function, true notes, false notes)."""
    by_function: dict[tuple[str, int | None], list[dict[str, Any]]] = {}
    for c in compiled:
        by_function.setdefault((c["function"], c["defined"]), []).append(c)
    most = max((len(cs) for cs in by_function.values()), default=0)
    loops = False
    for cs in by_function.values():
        innermost: dict[int, int] = {}
        for c in cs:
            if c["stack"]:
                innermost[c["stack"][0]] = innermost.get(c["stack"][0], 0) + 1
        loops = loops or any(n >= RECOMPILE_LOOP for n in innermost.values())
    again = [c for cs in by_function.values() for c in cs[1:]]
    true = sum(1 for line in noted if any(_involves(c, line) for c in again))
    return loops, most, true, len(noted) - true


def _involves(compilation: dict[str, Any], line: int) -> bool:
    return line in compilation["stack"] or line == compilation["defined"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS_DIR)
    args = parser.parse_args()
    files = sorted(p.resolve() for p in args.corpus.glob("*.py"))
    noted = notes(files)
    recompiling = detected = true_total = false_total = 0
    for path in files:
        result = compilations(path)
        loops, most, true, false = judge(noted[path], result["compilations"])
        recompiling += loops
        detected += loops and true > 0
        true_total += true
        false_total += false
        raised = f", raised {result['raised']}" if result["raised"] else ""
        print(
            f"{path.name:32} compiled {most} times{raised}; "
            f"{'recompiles' if loops else 'compiles once':13} notes {noted[path]} "
            f"(true {true}, false {false})"
        )
    reports = true_total + false_total
    precision = f"{100 * true_total / reports:.1f}%" if reports else "n/a"
    recall = f"{100 * detected / recompiling:.1f}%" if recompiling else "n/a"
    print(
        f"\n{len(files)} programs, {recompiling} recompiling; {reports} notes, "
        f"{true_total} true, {false_total} false: precision {precision}, "
        f"recall {recall} ({detected} of {recompiling})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
