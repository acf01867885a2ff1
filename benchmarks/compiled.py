"""The engine compiled with mypyc against the pure engine: the same reports, and the time.

    python benchmarks/compiled.py                          # examples/, two rounds
    python benchmarks/compiled.py --cwd /path/to/src --rounds 3 -p mypackage

Copies `jaxthink_typing/` to a scratch folder and compiles `jaxthink_typing/analysis/`
there with mypyc (about 2 minutes on 2 cores; it needs a C compiler and Python's headers),
then runs mypy cold with the plugin from that copy and from this repository, in turn. It
exits 1 if their reports differ; the CPU seconds it prints are of whole runs. Wheels ship
the engine compiled the same way (setup.py); this compares the two on any code without an
install.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_common import REPO_ROOT as REPO
from bench_common import clean_env


def _compile(scratch: Path) -> None:
    shutil.copytree(
        REPO / "jaxthink_typing",
        scratch / "jaxthink_typing",
        ignore=shutil.ignore_patterns("__pycache__", "*.so"),
    )
    # No config: the repository's names this plugin, which the build would load.
    command = [sys.executable, "-m", "mypyc", "--config-file", os.devnull]
    done = subprocess.run(
        [*command, "jaxthink_typing/analysis/"],
        cwd=scratch,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not list((scratch / "jaxthink_typing").rglob("*.so")):
        raise SystemExit(f"mypyc failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")


def _run(root: Path, cwd: Path, targets: list[str], work: Path) -> tuple[float, list[str]]:
    """A cold mypy run with the plugin importable from `root`: CPU seconds, and the
    lines that carry a jax-* code or a note of the plugin."""
    work.mkdir(exist_ok=True)
    config = work / "mypy.ini"
    config.write_text("[mypy]\nplugins = jaxthink_typing.mypy_plugin\n", encoding="utf-8")
    cache = work / "cache"
    shutil.rmtree(cache, ignore_errors=True)
    env = clean_env()
    env["PYTHONPATH"] = str(root)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    mypy = [sys.executable, "-P", "-m", "mypy", "--config-file", str(config)]
    done = subprocess.run(
        [*mypy, "--cache-dir", str(cache), *targets],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    lines = [
        line
        for line in done.stdout.splitlines()
        if "[jax-" in line or "jaxthink-typing" in line or "Traceback" in line
    ]
    return cpu, sorted(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cwd", default=str(REPO), help="folder to run mypy in")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each engine")
    args, targets = parser.parse_known_args(argv)
    targets = targets or ["examples/"]
    scratch = Path(tempfile.mkdtemp(prefix="jaxthink-compiled-"))
    try:
        _compile(scratch)
        times: dict[str, list[float]] = {"pure": [], "compiled": []}
        reports: dict[str, list[str]] = {}
        for _ in range(args.rounds):
            for name, root in (("pure", REPO), ("compiled", scratch)):
                cpu, lines = _run(root, Path(args.cwd), targets, scratch / "work")
                times[name].append(cpu)
                reports.setdefault(name, lines)
                if lines != reports[name]:
                    print(f"{name}: the reports changed between rounds")
                    return 1
        for name, found in times.items():
            print(
                f"{name:9s} CPU median {statistics.median(found):.2f} s, fastest {min(found):.2f} s"
            )
        pure, compiled = reports["pure"], reports["compiled"]
        print(f"report lines: pure {len(pure)}, compiled {len(compiled)}")
        if pure != compiled:
            for line in sorted(set(pure) ^ set(compiled))[:20]:
                print(("pure only: " if line in pure else "compiled only: ") + line)
            return 1
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
