"""Warm runs after an edit give a cold run's reports: for every project package of the
given corpora, a first run (the package's modules not in mypy's cache), then each module
edited in turn (a comment appended: mypy checks it again and reads the others from its
cache) and checked warm; the reports must stay the first run's. Any "could not analyse"
note, INTERNAL ERROR or traceback counts too. One cache serves every package (jax and the
libraries are read from it after the first package).

    python benchmarks/edit_sweep.py benchmarks/corpora/projects/helpers-in-other-modules
    python benchmarks/edit_sweep.py --num-workers 2 benchmarks/corpora/projects/other-layouts

A check, not a test (about 2 s a run; the first four project corpora, `projects_a` to
`projects_d` in `benchmarks/corpora/README.md`, take about 260 runs). It
prints each mismatch and a count, and exits 1 if there is any. Run it from the
repository's venv.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

CONFIG = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\n"
BROKEN = ("could not analyse", "INTERNAL ERROR", "Traceback")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="folders of project packages")
    parser.add_argument("--num-workers", type=int, default=0, help="mypy's --num-workers")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="jaxthink-edit-sweep-"))
    config = work / "mypy.ini"
    config.write_text(CONFIG, encoding="utf-8")
    extra = ["--num-workers", str(args.num_workers)] if args.num_workers else []
    cache = work / "cache"
    problems = runs = 0
    try:
        for corpus in args.corpora:
            for project in sorted(p for p in corpus.iterdir() if (p / "__init__.py").exists()):
                home = work / corpus.name / project.name
                shutil.copytree(project, home / project.name)

                def check(cache: Path, home: Path = home, name: str = project.name) -> str:
                    nonlocal runs
                    runs += 1
                    command = [sys.executable, "-m", "mypy", "--config-file", str(config)]
                    command += ["--cache-dir", str(cache), *extra, name]
                    done = subprocess.run(command, cwd=home, capture_output=True, text=True)
                    return done.stdout + done.stderr

                first = check(cache)
                for line in _broken(first):
                    print(f"{corpus.name}/{project.name}, first run: {line}")
                    problems += 1
                for module in sorted((home / project.name).glob("*.py")):
                    text = module.read_text(encoding="utf-8")
                    module.write_text(text + "\n# edited\n", encoding="utf-8")
                    warm = check(cache)
                    module.write_text(text, encoding="utf-8")
                    where = f"{corpus.name}/{project.name}, {module.name} edited"
                    broken = _broken(warm)
                    for line in broken:
                        print(f"{where}: {line}")
                    if _reports(warm) != _reports(first):
                        print(f"{where}: warm {sorted(_reports(warm))}")
                        print(f"{where}: first {sorted(_reports(first))}")
                        problems += 1
                    problems += len(broken)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{runs} mypy runs, {problems} problem(s)")
    return 1 if problems else 0


def _broken(output: str) -> list[str]:
    """The lines saying that mypy or the analysis broke."""
    return [line for line in output.splitlines() if any(b in line for b in BROKEN)]


def _reports(output: str) -> set[str]:
    """The error lines, without the summary."""
    return {line for line in output.splitlines() if ": error:" in line}


if __name__ == "__main__":
    raise SystemExit(main())
