"""The plugin's cost against plain mypy, for a quiet machine: CPU time and peak RSS of each
mypy process (`os.wait4`), cold and warm, the two configurations alternating and their
order flipping every round; medians and the ratio plugin / plain.

    python benchmarks/speed/quiet_ratio.py --target flax=-p,flax --target examples=examples \\
        --rounds 3 --warm 3 --workdir /tmp/quiet

Each `--target NAME=ARGS` is what mypy is given (comma-separated: `-p,flax` or a folder);
`--generated N` adds a project of N modules made by `overhead_generated.py` (target genN),
measured also warm after a body-only edit of one module (`edit`: after the warm runs of
each round, that module's helper gains a line; each configuration runs once on its warm
cache; the edit is undone and both caches made warm again before the next round).
`--null` adds a third configuration, a plugin that registers nothing: the `null CPU`
column (null / plain) is what mypy itself pays for loading any plugin. `--baseline DIR`
adds another: the plugin as a checkout in DIR has it (its `jaxthink_typing/` and `stubs/`,
first on mypy's Python path), so a change is measured against its parent on one machine
(the `base CPU` column: base / plain). `--hooks` adds the plugin with an engine that
reports nothing and is never imported (`hooks CPU`: what the hooks, the marker, the model,
the configuration and the follow records cost by themselves; with no analysis there are
no records, so an edit rechecks only the edited module). Bytecode is written (and made
before the first run) whatever PYTHONDONTWRITEBYTECODE says: an installed plugin has its
bytecode.
Every target runs in its own process, all at once (one core each on a many-core machine),
so a target's figures are not disturbed by the others'. Nothing is installed: mypy, the
plugin and the checked packages must be importable. A measurement, not a test: it asserts
nothing. The figures in benchmarks/README.md name the machine and commit they were taken on.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

CONFIGS = {"plain": "", "plugin": "plugins = jaxthink_typing.mypy_plugin\n"}
# A plugin that registers nothing (`--null`): what mypy pays for loading any plugin.
NULL_PLUGIN = """from mypy.plugin import Plugin


def plugin(version):
    return Plugin
"""


# The plugin with an engine that reports nothing (`--hooks`): what its hooks, marker, model
# and configuration cost by themselves (the engine is not even imported).
HOOKS_PLUGIN = """from jaxthink_typing import mypy_plugin

mypy_plugin._check_module = lambda: (lambda *given, **named: [])
plugin = mypy_plugin.plugin
"""


def _config(folder: Path, name: str) -> Path:
    path = folder / f"{name}.ini"
    if name == "base":
        line = CONFIGS["plugin"]
    elif name in ("null", "hooks"):
        module = folder / f"{name}_plugin.py"
        module.write_text(NULL_PLUGIN if name == "null" else HOOKS_PLUGIN, encoding="utf-8")
        line = f"plugins = {module}\n"
    else:
        line = CONFIGS[name]
    path.write_text(
        "[mypy]\nignore_missing_imports = True\nfollow_imports = silent\n" + line,
        encoding="utf-8",
    )
    return path


def _run(
    args: list[str], config: Path, cache: Path, cwd: Path, base: Path | None = None
) -> tuple[float, float, int]:
    """One mypy process: (CPU seconds, wall seconds, peak RSS in KiB); `base`: a checkout
    whose plugin it loads."""
    command = [sys.executable, "-m", "mypy", "--config-file", str(config)]
    command += ["--cache-dir", str(cache), "--no-error-summary", *args]
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(base)
    )
    _, _, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss


def _env(base: Path | None) -> dict[str, str]:
    """mypy's environment: bytecode written (an installed plugin has it; a machine that
    sets PYTHONDONTWRITEBYTECODE would make each run compile the plugin from source), and
    `base` first on the Python path where given."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if base is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(base), env.get("PYTHONPATH")]))
    return env


def _compile(base: Path | None) -> None:
    """Writes the bytecode of mypy and the plugin before any run is timed."""
    imports = "import mypy.main, jaxthink_typing.mypy_plugin, jaxthink_typing.reporting"
    subprocess.run([sys.executable, "-c", imports], env=_env(base), check=False)


Edit = tuple[Path, str, str]  # the file, its text, the text edited


def measure(
    name: str,
    args: list[str],
    workdir: Path,
    rounds: int,
    warm: int,
    edit: Edit | None = None,
    null: bool = False,
    baseline: Path | None = None,
    hooks: bool = False,
) -> dict[str, object]:
    """Cold and warm runs of one target in both configurations (and the null plugin's, with
    `null`; the `baseline` checkout's plugin; the plugin without its engine, with `hooks`),
    alternating, and warm runs after `edit`."""
    folder = workdir / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    extra = [c for c, wanted in (("null", null), ("base", baseline), ("hooks", hooks)) if wanted]
    names = [*CONFIGS, *extra]
    configs = {c: _config(folder, c) for c in names}

    def run(c: str) -> tuple[float, float, int]:
        return _run(args, configs[c], folder / f"cache-{c}", cwd, baseline if c == "base" else None)

    phases = ("cold", "warm", "edit") if edit is not None else ("cold", "warm")
    figures: dict[str, dict[str, list[tuple[float, float, int]]]] = {
        c: {phase: [] for phase in phases} for c in names
    }
    cwd = Path.cwd()
    for round_ in range(rounds):
        order = names if round_ % 2 == 0 else list(reversed(names))
        for c in order:
            cache = folder / f"cache-{c}"
            shutil.rmtree(cache, ignore_errors=True)
            figures[c]["cold"].append(run(c))
        for _ in range(warm):
            for c in order:
                figures[c]["warm"].append(run(c))
        if edit is not None:
            path, text, edited = edit
            path.write_text(edited, encoding="utf-8")
            for c in order:
                figures[c]["edit"].append(run(c))
            path.write_text(text, encoding="utf-8")
            for c in order:  # warm again, on the text as it was
                run(c)
    result: dict[str, object] = {"target": name, "phases": list(phases)}
    for phase in phases:
        medians = {
            c: [statistics.median(run[i] for run in figures[c][phase]) for i in range(3)]
            for c in names
        }
        result[phase] = {
            "plain_cpu": medians["plain"][0],
            "plugin_cpu": medians["plugin"][0],
            "cpu_ratio": medians["plugin"][0] / medians["plain"][0],
            "wall_ratio": medians["plugin"][1] / medians["plain"][1],
            "rss_ratio": medians["plugin"][2] / medians["plain"][2],
            "spread_cpu": {
                c: (max(r[0] for r in figures[c][phase]) / min(r[0] for r in figures[c][phase]))
                for c in names
            },
        }
        figures_of = result[phase]
        assert isinstance(figures_of, dict)
        for other in ("null", "base", "hooks"):
            if other in names:
                figures_of[f"{other}_cpu_ratio"] = medians[other][0] / medians["plain"][0]
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", action="append", default=[], help="NAME=ARGS")
    parser.add_argument(
        "--generated",
        type=int,
        action="append",
        default=[],
        metavar="N",
        help="also a generated project of N modules (overhead_generated.py's), target genN",
    )
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--warm", type=int, default=3)
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/jaxthink-quiet"))
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--null", action="store_true", help="also a plugin that registers nothing (mypy's share)"
    )
    parser.add_argument(
        "--baseline", type=Path, metavar="DIR", help="also the plugin of the checkout in DIR"
    )
    parser.add_argument(
        "--hooks", action="store_true", help="also the plugin with an engine that does nothing"
    )
    args = parser.parse_args()
    base = args.baseline.resolve() if args.baseline else None
    Job = tuple[str, list[str], Path, int, int, Edit | None, bool, Path | None, bool]
    jobs: list[Job] = []
    for target in args.target:
        name, _, given = target.partition("=")
        given_args = given.split(",")
        jobs.append(
            (
                name,
                given_args,
                args.workdir,
                args.rounds,
                args.warm,
                None,
                args.null,
                base,
                args.hooks,
            )
        )
    for modules in args.generated:
        from overhead_generated import EDIT_TO, generate

        home = args.workdir / f"generated-{modules}"
        shutil.rmtree(home, ignore_errors=True)
        edited, old = generate(home, modules, 10)
        text = edited.read_text(encoding="utf-8")
        new = text.replace(old, EDIT_TO.format(index=int(edited.stem[1:])))
        edit = (edited, text, new)
        target = [str(home / "genproj")]
        jobs.append(
            (
                f"gen{modules}",
                *(target, args.workdir, args.rounds, args.warm, edit, args.null, base, args.hooks),
            )
        )
    if not jobs:
        parser.error("give a --target or --generated")
    for checkout in (None, base) if base is not None else (None,):
        _compile(checkout)
    with multiprocessing.Pool(len(jobs)) as pool:
        results = pool.starmap(measure, jobs)
    header = ("target", "phase", "plain CPU", "plugin CPU", "CPU", "wall", "RSS", "null CPU")
    print(
        "{:<12} {:<5} {:>10} {:>11} {:>6} {:>6} {:>6} {:>8} {:>8} {:>9}".format(
            *header, "base CPU", "hooks CPU"
        )
    )
    for r in results:
        phases = r["phases"]
        assert isinstance(phases, list)
        for phase in phases:
            f = r[phase]
            assert isinstance(f, dict)
            print(
                f"{r['target']!s:<12} {phase:<5} {f['plain_cpu']:>9.2f}s {f['plugin_cpu']:>10.2f}s "
                f"{f['cpu_ratio']:>6.3f} {f['wall_ratio']:>6.3f} {f['rss_ratio']:>6.3f} "
                f"{f.get('null_cpu_ratio', float('nan')):>8.3f} "
                f"{f.get('base_cpu_ratio', float('nan')):>8.3f} "
                f"{f.get('hooks_cpu_ratio', float('nan')):>9.3f}"
            )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
