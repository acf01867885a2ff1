"""What each part of the plugin costs on a target, cold: plain mypy; the plugin loaded
but inert (no hooks, no marker); its hooks, marker and kept signatures with the engine
stubbed out; the whole plugin. Whole runs, each in a fresh process and cache, taken in
turn; CPU seconds, median and fastest.

    python benchmarks/speed/overhead_parts.py examples/
    python benchmarks/speed/overhead_parts.py --cwd /path/to/src --rounds 5 -p mypackage

There are no timers inside the runs: wrapping mypy's hook queries in Python timers costs
more than the hooks themselves (0.2-0.4 s on `examples/`). Run it in the environment that
has the plugin, on a quiet machine; it prints and asserts nothing (`overhead.py` gives the
ratios of record, `engine_profile.py` the engine's own time).
"""

from __future__ import annotations

import argparse
import os
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

from bench_common import clean_env

VARIANTS = ("plain", "inert", "no-engine", "plugin")


def _child(variant: str, targets: list[str], work: Path) -> None:
    """One cold mypy run of `variant`, in this process; prints its CPU seconds."""
    if variant != "plain":
        from jaxthink_typing import mypy_plugin, reporting

        plugin = mypy_plugin.JaxThinkPlugin
        if variant == "inert":
            plugin.get_function_hook = lambda self, fullname: None  # type: ignore[method-assign]
            plugin.get_method_hook = lambda self, fullname: None  # type: ignore[method-assign]
            plugin.get_additional_deps = lambda self, file: []  # type: ignore[method-assign]
            plugin.get_additional_indirect_deps = lambda self, file: set()  # type: ignore[method-assign]
        elif variant == "no-engine":
            reporting.check_module = lambda *given, **named: []
    from mypy import api

    config = work / "mypy.ini"
    plugins = "" if variant == "plain" else "plugins = jaxthink_typing.mypy_plugin\n"
    config.write_text(f"[mypy]\n{plugins}", encoding="utf-8")
    start = time.process_time()
    api.run([*targets, "--config-file", str(config), "--cache-dir", str(work / "cache")])
    print(f"{time.process_time() - start:.3f}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cwd", default=".", help="folder to run mypy in")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each variant")
    parser.add_argument("--child", choices=VARIANTS, help=argparse.SUPPRESS)
    args, targets = parser.parse_known_args(argv)
    targets = targets or ["examples/"]
    cwd = Path(args.cwd).resolve()
    if args.child is not None:
        os.chdir(cwd)
        work = Path(tempfile.mkdtemp(prefix="jaxthink-parts-"))
        try:
            _child(args.child, targets, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    env = clean_env()
    times: dict[str, list[float]] = {variant: [] for variant in VARIANTS}
    for _ in range(args.rounds):
        for variant in VARIANTS:
            command = [sys.executable, __file__, "--cwd", str(cwd), "--child", variant]
            done = subprocess.run(
                [*command, *targets], env=env, capture_output=True, text=True, check=True
            )
            times[variant].append(float(done.stdout.split()[-1]))
    plain = statistics.median(times["plain"])
    print(f"{'variant':10s} {'median':>8s} {'fastest':>8s} {'vs plain':>9s}")
    for variant, found in times.items():
        median = statistics.median(found)
        print(f"{variant:10s} {median:8.2f} {min(found):8.2f} {median - plain:+9.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
