"""The engine compiled with mypyc against the pure engine: the same reports, and the time.

    python benchmarks/speed/compiled.py                          # examples/, two rounds
    python benchmarks/speed/compiled.py --cwd /path/to/src --rounds 3 -p mypackage
    python benchmarks/speed/compiled.py --python /venv/bin/python --cwd src/flax -p flax

Builds the package as an opted-in wheel build does (`JAXTHINK_TYPING_COMPILE=1`: setup.py
compiles `jaxthink_typing/analysis/` with mypyc; it needs a C compiler and Python's
headers) into a scratch folder (`pip install --target`), and prints how long that took.
Then it runs mypy cold without the plugin, with the plugin from this repository (the pure
engine) and with the plugin from that folder, in turn, and exits 1 if the two plugins'
reports differ (or if no compiled engine was built). It prints CPU seconds of whole runs
and each plugin's ratio to plain mypy: what the compiled engine saves, against the build's
wait. `--python` is the interpreter mypy runs under (one that can import the checked
package's dependencies); the build uses it too.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench_common

from bench_common import REPO_ROOT as REPO
from bench_common import clean_env


def _compile(python: str, scratch: Path) -> Path:
    """The package built as an opted-in wheel build makes it (setup.py, the engine
    compiled), installed into a folder of `scratch`; that folder."""
    source = scratch / "source"
    for folder in ("jaxthink_typing", "stubs"):
        shutil.copytree(
            REPO / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__", "*.so")
        )
    for name in ("setup.py", "pyproject.toml", "README.md", "MANIFEST.in", "LICENSE"):
        shutil.copy(REPO / name, source / name)
    built = scratch / "built"
    install = [python, "-m", "pip", "install", "--verbose", "--no-deps"]
    started = time.monotonic()
    done = subprocess.run(
        [*install, "--target", str(built), str(source)],
        env={**clean_env(), "JAXTHINK_TYPING_COMPILE": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    print(f"build: {time.monotonic() - started:.0f} s (wall)", flush=True)
    engine = built / "jaxthink_typing" / "analysis" / "interpreter"
    if done.returncode != 0 or not list(engine.glob("frame.*.so")):
        raise SystemExit(
            f"no compiled engine was built:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )
    return built


def _run(
    python: str, root: Path | None, cwd: Path, targets: list[str], work: Path
) -> tuple[float, list[str]]:
    """A cold mypy run with the plugin importable from `root` (no plugin when None): CPU
    seconds, and the lines that carry a jax-* code or a note of the plugin."""
    work.mkdir(exist_ok=True)
    config = work / "mypy.ini"
    plugin = "" if root is None else "plugins = jaxthink_typing.mypy_plugin\n"
    config.write_text("[mypy]\n" + plugin, encoding="utf-8")
    cache = work / "cache"
    shutil.rmtree(cache, ignore_errors=True)
    env = clean_env()
    if root is not None:
        env["PYTHONPATH"] = str(root)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    mypy = [python, "-P", "-m", "mypy", "--config-file", str(config)]
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
    parser.add_argument("--python", default=sys.executable, help="the interpreter to use")
    args, targets = parser.parse_known_args(argv)
    targets = targets or ["examples/"]
    scratch = Path(tempfile.mkdtemp(prefix="jaxthink-compiled-"))
    try:
        built = _compile(args.python, scratch)
        times: dict[str, list[float]] = {"plain": [], "pure": [], "compiled": []}
        reports: dict[str, list[str]] = {}
        for _ in range(args.rounds):
            for name, root in (("plain", None), ("pure", REPO), ("compiled", built)):
                cpu, lines = _run(args.python, root, Path(args.cwd), targets, scratch / "work")
                times[name].append(cpu)
                reports.setdefault(name, lines)
                if lines != reports[name]:
                    print(f"{name}: the reports changed between rounds")
                    return 1
        plain = statistics.median(times["plain"])
        for name, found in times.items():
            median = statistics.median(found)
            print(
                f"{name:9s} CPU median {median:.2f} s (ratio to plain {median / plain:.3f}), "
                f"fastest {min(found):.2f} s"
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
