"""What the jaxthink-typing plugin costs: mypy's wall time, CPU time and peak RSS with and
without it, cold and warm cache, on the libraries of `bench_common.LIBRARIES`, jax's own
source (the pinned jax, 617 files: the largest codebase) and `examples/`.

    python benchmarks/speed/overhead.py                        # everything, one repetition
    python benchmarks/speed/overhead.py --only equinox --only examples --repeat 3
    python benchmarks/speed/overhead.py --workdir /tmp/jt --json /tmp/overhead.json

A measurement script, not a test: it asserts nothing about the figures. The two
configurations differ only in the config file's `plugins` line; the command line is the
same. For each target, a *cold* run in each configuration starts from an empty cache
folder; then `--warm-runs` (default 5) *warm* runs of each reuse those caches, the two
configurations alternating (a warm run takes a fifth of a second: one of each, a cold run
apart, mostly measured the machine's drift). The ratios (plugin / plain) compare medians
within one invocation of this script; with `--repeat N` the order of the two
configurations alternates between repetitions, and a further table compares the fastest
run's CPU time, the least disturbed on a busy machine. CPU time (user +
sys) and peak RSS come from `os.wait4` on each mypy process. The venv and the library
sources are set up as in `libraries.py` (shared code in `bench_common.py`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench_common

from bench_common import (
    LIBRARIES,
    BenchError,
    Diagnostic,
    MypyRun,
    Target,
    add_common_arguments,
    ensure_venv,
    examples_target,
    installed_versions,
    library_target,
    log,
    plugin_digest,
    run_mypy,
    select,
    write_config,
)

MODES = ("plain", "plugin")
PHASES = ("cold", "warm")


@dataclasses.dataclass
class Series:
    """Every run of one target in one mode and phase."""

    runs: list[MypyRun] = dataclasses.field(default_factory=list)

    @property
    def wall(self) -> float:
        return statistics.median(r.wall_s for r in self.runs)

    @property
    def cpu(self) -> float:
        return statistics.median(r.cpu_s for r in self.runs)

    @property
    def cpu_min(self) -> float:
        """The least disturbed run's CPU time (on a busy machine, the others carry noise)."""
        return min(r.cpu_s for r in self.runs)

    @property
    def rss_mib(self) -> float:
        return statistics.median(r.max_rss_kib for r in self.runs) / 1024


@dataclasses.dataclass
class Measured:
    target: Target
    lines: int
    series: dict[tuple[str, str], Series]
    notes: list[str]


def count_lines(target: Target) -> int:
    if target.name == "examples":
        files = list((target.root / "examples").rglob("*.py"))
    else:
        files = list((target.root / target.name).rglob("*.py"))
    return sum(len(path.read_bytes().splitlines()) for path in files)


def _key(d: Diagnostic) -> tuple[str, int, int, str, str, str]:
    return (d.file, d.line, d.column, d.code, d.severity, d.message)


def _differences(a: MypyRun, b: MypyRun, *, jax: bool = True) -> list[str]:
    """Reports in one run and not the other (all, or only the non jax-* ones)."""

    def keys(run: MypyRun) -> Counter[tuple[str, int, int, str, str, str]]:
        return Counter(_key(d) for d in run.diagnostics if jax or not d.code.startswith("jax-"))

    only_a, only_b = keys(a) - keys(b), keys(b) - keys(a)
    out = [f"- {k[0]}:{k[1]}: [{k[3]}] {k[5]}" for k in sorted(only_a)]
    return out + [f"+ {k[0]}:{k[1]}: [{k[3]}] {k[5]}" for k in sorted(only_b)]


def _shown(lines: list[str], limit: int = 6) -> str:
    more = f"\n      ... {len(lines) - limit} more" if len(lines) > limit else ""
    return "".join(f"\n      {line[:200]}" for line in lines[:limit]) + more


def run_repetition(
    python: Path,
    target: Target,
    configs: dict[str, Path],
    caches: dict[str, Path],
    order: Sequence[str],
    warm_runs: int,
    extra: Sequence[str],
) -> tuple[dict[str, MypyRun], dict[str, list[MypyRun]]]:
    """A cold run in each mode, then `warm_runs` warm runs of each, alternating modes (the
    two warm series are measured side by side, not a cold run apart)."""
    cold = {
        mode: run_mypy(python, target, configs[mode], caches[mode], fresh=True, extra=extra)
        for mode in order
    }
    warm: dict[str, list[MypyRun]] = {mode: [] for mode in order}
    for k in range(warm_runs):
        for mode in order if k % 2 == 0 else tuple(reversed(order)):
            run = run_mypy(python, target, configs[mode], caches[mode], fresh=False, extra=extra)
            warm[mode].append(run)
    return cold, warm


def measure(
    python: Path,
    workdir: Path,
    target: Target,
    configs: dict[str, Path],
    repeat: int,
    warm_runs: int,
    extra: Sequence[str],
    repo: Path,
) -> Measured:
    series = {(mode, phase): Series() for mode in MODES for phase in PHASES}
    notes: list[str] = []
    caches = {mode: workdir / "cache" / f"overhead-{target.name}-{mode}" for mode in MODES}
    for rep in range(repeat):
        order = MODES if rep % 2 == 0 else tuple(reversed(MODES))
        # Redone (3 tries) when the plugin's source changed meanwhile, which would
        # invalidate the cache and measure a half-edited plugin.
        for attempt in range(3):
            before = plugin_digest(repo)
            cold, warm = run_repetition(python, target, configs, caches, order, warm_runs, extra)
            if plugin_digest(repo) == before:
                break
            notes.append(f"run {rep + 1}: the plugin's source changed during try {attempt + 1}")
            log(f"  the plugin's source changed during run {rep + 1}; again")
        else:
            notes.append(f"run {rep + 1}: kept a measurement during which the plugin changed")
        for mode in order:
            label = f"{mode} run {rep + 1}"
            runs = [("cold", cold[mode]), *(("warm", run) for run in warm[mode])]
            for phase, run in runs:
                if run.crashed:
                    notes.append(
                        f"{label} ({phase}): mypy exited with {run.returncode}: "
                        + run.other_output[-500:]
                    )
                series[(mode, phase)].runs.append(run)
            for k, run in enumerate(warm[mode]):
                diff = _differences(cold[mode], run)
                if diff:
                    notes.append(
                        f"{label}: warm run {k + 1}'s reports differ from the cold" + _shown(diff)
                    )
                    break
            log(
                f"  {target.name} {mode} #{rep + 1}: cold {cold[mode].wall_s:.1f} s, "
                f"warm {statistics.median(r.wall_s for r in warm[mode]):.2f} s "
                f"(median of {len(warm[mode])}), peak RSS {cold[mode].max_rss_kib / 1024:.0f} "
                f"MiB, {len(cold[mode].jax_reports)} jax-* report(s)"
            )
        diff = _differences(cold["plain"], cold["plugin"], jax=False)
        if diff:
            notes.append(
                f"run {rep + 1}: the plugin changed mypy's other (non jax-*) reports "
                f"(- plain only, + with the plugin)" + _shown(diff)
            )
    return Measured(target, count_lines(target), series, notes)


def _ratio(a: float, b: float) -> str:
    return f"{b / a:.2f}" if a > 0 else "n/a"


def print_tables(results: Sequence[Measured]) -> None:
    head = (
        f"{'target':10} {'lines':>7} | {'cold plain':>10} {'plugin':>8} {'ratio':>6} "
        f"{'cpu ratio':>9} | {'warm plain':>10} {'plugin':>8} {'ratio':>6} {'cpu ratio':>9}"
    )
    print("mypy wall time, seconds (median of the runs); ratio = plugin / plain")
    print(head)
    print("-" * len(head))
    totals = {key: 0.0 for key in ("cp", "cq", "wp", "wq", "ccp", "ccq", "wcp", "wcq")}
    for m in results:
        cp, cq = m.series[("plain", "cold")], m.series[("plugin", "cold")]
        wp, wq = m.series[("plain", "warm")], m.series[("plugin", "warm")]
        for name, value in (
            ("cp", cp.wall),
            ("cq", cq.wall),
            ("wp", wp.wall),
            ("wq", wq.wall),
            ("ccp", cp.cpu),
            ("ccq", cq.cpu),
            ("wcp", wp.cpu),
            ("wcq", wq.cpu),
        ):
            totals[name] += value
        print(
            f"{m.target.name:10} {m.lines:>7} | {cp.wall:>10.2f} {cq.wall:>8.2f} "
            f"{_ratio(cp.wall, cq.wall):>6} {_ratio(cp.cpu, cq.cpu):>9} | "
            f"{wp.wall:>10.2f} {wq.wall:>8.2f} {_ratio(wp.wall, wq.wall):>6} "
            f"{_ratio(wp.cpu, wq.cpu):>9}"
        )
    if len(results) > 1:
        t = totals
        print("-" * len(head))
        print(
            f"{'total':10} {sum(m.lines for m in results):>7} | {t['cp']:>10.2f} "
            f"{t['cq']:>8.2f} {_ratio(t['cp'], t['cq']):>6} {_ratio(t['ccp'], t['ccq']):>9} | "
            f"{t['wp']:>10.2f} {t['wq']:>8.2f} {_ratio(t['wp'], t['wq']):>6} "
            f"{_ratio(t['wcp'], t['wcq']):>9}"
        )
    print()
    _print_fastest(results)
    head = (
        f"{'target':10} | {'cold plain':>10} {'plugin':>8} {'ratio':>6} | "
        f"{'warm plain':>10} {'plugin':>8} {'ratio':>6}"
    )
    print("peak RSS of the mypy process, MiB (median); ratio = plugin / plain")
    print(head)
    print("-" * len(head))
    for m in results:
        cp, cq = m.series[("plain", "cold")], m.series[("plugin", "cold")]
        wp, wq = m.series[("plain", "warm")], m.series[("plugin", "warm")]
        print(
            f"{m.target.name:10} | {cp.rss_mib:>10.0f} {cq.rss_mib:>8.0f} "
            f"{_ratio(cp.rss_mib, cq.rss_mib):>6} | {wp.rss_mib:>10.0f} {wq.rss_mib:>8.0f} "
            f"{_ratio(wp.rss_mib, wq.rss_mib):>6}"
        )
    notes = [(m.target.name, note) for m in results for note in m.notes]
    if notes:
        print()
        print("notes:")
        for name, note in notes:
            print(f"  {name}: {note}")


def _print_fastest(results: Sequence[Measured]) -> None:
    """CPU seconds of the fastest repetition of each series (with --repeat 2 or more)."""
    if all(len(m.series[("plain", "cold")].runs) < 2 for m in results):
        return
    head = f"{'target':10} | {'cold plain':>10} {'plugin':>8} {'ratio':>6} | {'warm ratio':>10}"
    print("mypy CPU time, seconds (fastest of the repetitions); ratio = plugin / plain")
    print(head)
    print("-" * len(head))
    cold_plain = cold_plugin = warm_plain = warm_plugin = 0.0
    for m in results:
        cp, cq = m.series[("plain", "cold")].cpu_min, m.series[("plugin", "cold")].cpu_min
        wp, wq = m.series[("plain", "warm")].cpu_min, m.series[("plugin", "warm")].cpu_min
        cold_plain, cold_plugin = cold_plain + cp, cold_plugin + cq
        warm_plain, warm_plugin = warm_plain + wp, warm_plugin + wq
        print(
            f"{m.target.name:10} | {cp:>10.2f} {cq:>8.2f} {_ratio(cp, cq):>6} | "
            f"{_ratio(wp, wq):>10}"
        )
    if len(results) > 1:
        print("-" * len(head))
        print(
            f"{'total':10} | {cold_plain:>10.2f} {cold_plugin:>8.2f} "
            f"{_ratio(cold_plain, cold_plugin):>6} | {_ratio(warm_plain, warm_plugin):>10}"
        )
    print()


def to_json(
    results: Sequence[Measured],
    versions: dict[str, str],
    repeat: int,
    warm_runs: int,
    extra: Sequence[str],
) -> Any:
    data: dict[str, Any] = {"versions": versions, "repeat": repeat, "warm_runs": warm_runs}
    data["targets"] = {}
    data["mypy_flags"] = list(extra)
    for m in results:
        item: dict[str, Any] = {"lines": m.lines, "notes": m.notes}
        for (mode, phase), s in m.series.items():
            item[f"{mode}_{phase}"] = {
                "wall_s": [round(r.wall_s, 3) for r in s.runs],
                "cpu_s": [round(r.cpu_s, 3) for r in s.runs],
                "max_rss_kib": [r.max_rss_kib for r in s.runs],
                "returncode": [r.returncode for r in s.runs],
                "jax_reports": [len(r.jax_reports) for r in s.runs],
                "other_errors": [
                    sum(1 for d in r.diagnostics if d.severity == "error") - len(r.jax_reports)
                    for r in s.runs
                ],
            }
        for phase in PHASES:
            plain, plugin = m.series[("plain", phase)], m.series[("plugin", phase)]
            item[f"ratio_{phase}"] = {
                "wall": plugin.wall / plain.wall if plain.wall else None,
                "cpu": plugin.cpu / plain.cpu if plain.cpu else None,
                "max_rss": plugin.rss_mib / plain.rss_mib if plain.rss_mib else None,
            }
        data["targets"][m.target.name] = item
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    names = [*LIBRARIES, "jax", "examples"]
    parser.add_argument(
        "--only",
        metavar="NAME",
        action="append",
        help=f"measure only this target (repeatable): {', '.join(names)}",
    )
    parser.add_argument(
        "--repeat", type=int, default=1, help="repetitions per target (medians are compared)"
    )
    parser.add_argument(
        "--warm-runs",
        type=int,
        default=5,
        help="warm runs per mode and repetition, alternating modes (default 5)",
    )
    add_common_arguments(parser)
    args = parser.parse_args(argv)
    if args.repeat < 1 or args.warm_runs < 1:
        parser.error("--repeat and --warm-runs must be at least 1")

    workdir = Path(args.workdir).resolve()
    try:
        chosen = select(names, args.only)
        repo = Path(args.repo).resolve()
        python = ensure_venv(workdir, repo, args.install)
        versions = installed_versions(python, repo)
        configs = {mode: write_config(workdir, plugin=mode == "plugin") for mode in MODES}
        # Uncounted warm-up: jax's sources into the OS file cache (plain mypy on
        # `import jax`), then the plugin once (its bytecode).
        scratch = workdir / "warmup"
        scratch.mkdir(parents=True, exist_ok=True)
        log("warm-up ...")
        for mode, text in (("plain", "import jax\nimport jax.numpy\n"), ("plugin", "x = 1\n")):
            (scratch / f"warmup_{mode}.py").write_text(text)
            warmup = Target("warmup", scratch, (f"warmup_{mode}.py",), scratch)
            cache = workdir / "cache" / f"warmup-{mode}"
            run_mypy(python, warmup, configs[mode], cache, fresh=True, extra=args.mypy_flag)
        results = []
        for name in chosen:
            target = (
                examples_target(workdir)
                if name == "examples"
                else library_target(python, workdir, name)
            )
            log(f"measuring {name} ...")
            results.append(
                measure(
                    python,
                    workdir,
                    target,
                    configs,
                    args.repeat,
                    args.warm_runs,
                    args.mypy_flag,
                    repo,
                )
            )
    except BenchError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2

    print("versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()))
    print(f"repetitions: {args.repeat}, warm runs per repetition: {args.warm_runs}")
    if args.mypy_flag:
        print("extra mypy flags: " + " ".join(args.mypy_flag))
    print()
    print_tables(results)
    if args.json:
        args.json.write_text(
            json.dumps(
                to_json(results, versions, args.repeat, args.warm_runs, args.mypy_flag), indent=1
            )
            + "\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
