"""The engine compiled with mypyc against the pure engine: the same reports, and the time.

    python benchmarks/compiled.py                          # examples/, two rounds
    python benchmarks/compiled.py --cwd /path/to/src --rounds 3 -p mypackage

Installs the package into a scratch folder (`pip install --target`), built as any wheel
is: setup.py compiles `jaxthink_typing/analysis/` with mypyc (about 2 minutes on 2 cores;
it needs a C compiler and Python's headers). Then it runs mypy cold with the plugin from
that folder and from this repository, in turn, and exits 1 if their reports differ (or if
no compiled engine was built); the CPU seconds it prints are of whole runs.
"""

from __future__ import annotations

import argparse
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


def _compile(scratch: Path) -> Path:
    """The package built as a wheel build makes it (setup.py, the engine compiled),
    installed into a folder of `scratch`; that folder."""
    source = scratch / "source"
    shutil.copytree(
        REPO / "jaxthink_typing",
        source / "jaxthink_typing",
        ignore=shutil.ignore_patterns("__pycache__", "*.so"),
    )
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(REPO / name, source / name)
    built = scratch / "built"
    install = [sys.executable, "-m", "pip", "install", "--verbose", "--no-deps"]
    done = subprocess.run(
        [*install, "--target", str(built), str(source)],
        env=clean_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    engine = built / "jaxthink_typing" / "analysis" / "interpreter"
    if done.returncode != 0 or not list(engine.glob("frame.*.so")):
        raise SystemExit(
            f"no compiled engine was built:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )
    return built


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
        built = _compile(scratch)
        times: dict[str, list[float]] = {"pure": [], "compiled": []}
        reports: dict[str, list[str]] = {}
        for _ in range(args.rounds):
            for name, root in (("pure", REPO), ("compiled", built)):
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
