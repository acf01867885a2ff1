"""What the plugin costs on a generated multi-module project: cold, warm, and warm after a
body-only edit of one module, plugin over plain mypy.

    python benchmarks/speed/overhead_generated.py                     # 200 modules, one repetition
    python benchmarks/speed/overhead_generated.py --modules 50 --repeat 3 --json /tmp/gen.json

A measurement script, not a test: it asserts nothing about the figures. The project
(`genproj`, under `<workdir>/src/generated`) holds `--modules` modules in chains of
`--chain` modules: each module imports the one before it in its chain, and its functions
call that module's (a jitted `step` calls helpers that call helpers across modules), in
correct JAX code. For each configuration (plain mypy, the plugin) and repetition: a cold
run from an empty cache, a warm run with nothing changed, then a warm run after a
body-only edit of the middle module of the first chain (its interface does not change,
so plain mypy rechecks only that module); the edit is undone afterwards (each repetition
starts cold). The cost of the edit should not grow with the modules that do not depend
on the edited one: compare `--modules 50` with `--modules 200`. The venv, config files
and mypy runs are those of `overhead.py` (`bench_common.py`).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench_common

from bench_common import (
    BenchError,
    MypyRun,
    Target,
    add_common_arguments,
    ensure_venv,
    installed_versions,
    log,
    run_mypy,
    write_config,
)

PACKAGE = "genproj"
MODES = ("plain", "plugin")
PHASES = ("cold", "warm", "edit")

MODULE = '''\
"""Generated module {index}: chain {chain}, link {link}."""

import jax
import jax.numpy as jnp
import numpy as np
{imports}

SCALE_{index} = {scale}


def scale_{index}(x, factor):
    y = x * factor + SCALE_{index}
    return {scale_call}


def rows_{index}(x):
    n = x.shape[0]
    return jnp.reshape(x, (n, -1))


def mask_{index}(x, threshold=0.5):
    keep = jnp.where(x > threshold, x, 0.0)
    return keep / (1.0 + jnp.abs(keep))


def norm_{index}(x, axis=-1):
    total = jnp.sum(x * x, axis=axis, keepdims=True)
    return x / jnp.sqrt(total + 1e-6)


@jax.jit
def step_{index}(x):
    y = scale_{index}(x, 2.0)
    z = rows_{index}(mask_{index}(y))
    return norm_{index}(z){step_call}


def loop_{index}(x, steps):
    for _ in range(steps):
        x = step_{index}(x)
    return float(np.asarray(x).sum())
'''
# The body-only edit: one more line in a helper's body (its signature is unchanged).
EDIT_FROM = "    y = x * factor + SCALE_{index}\n"
EDIT_TO = "    y = x * factor + SCALE_{index}\n    y = jnp.tanh(y) + y\n"


def module_text(index: int, chain_length: int) -> str:
    chain, link = divmod(index, chain_length)
    previous = index - 1 if link > 0 else None
    imports = "" if previous is None else f"\nfrom {PACKAGE} import m{previous:04d} as prev\n"
    scale_call = "y" if previous is None else f"prev.scale_{previous}(y, factor)"
    step_call = "" if previous is None else f" + prev.step_{previous}(x)"
    return MODULE.format(
        index=index,
        chain=chain,
        link=link,
        imports=imports,
        scale=(index % 7) + 1,
        scale_call=scale_call,
        step_call=step_call,
    )


def generate(home: Path, modules: int, chain_length: int) -> tuple[Path, str]:
    """Write the project under `home`; return the module to edit and the edit's old text."""
    if home.exists():
        shutil.rmtree(home)
    package = home / PACKAGE
    package.mkdir(parents=True)
    (package / "__init__.py").write_text('"""A generated JAX project."""\n')
    for index in range(modules):
        (package / f"m{index:04d}.py").write_text(module_text(index, chain_length))
    edited = min(chain_length, modules) // 2
    return package / f"m{edited:04d}.py", EDIT_FROM.format(index=edited)


def measure_mode(
    python: Path,
    target: Target,
    config: Path,
    cache: Path,
    edited: Path,
    old: str,
    extra: Sequence[str],
) -> dict[str, MypyRun]:
    runs = {"cold": run_mypy(python, target, config, cache, fresh=True, extra=extra)}
    runs["warm"] = run_mypy(python, target, config, cache, fresh=False, extra=extra)
    original = edited.read_text()
    index = int(edited.stem[1:])
    edited.write_text(original.replace(old, EDIT_TO.format(index=index), 1))
    try:
        runs["edit"] = run_mypy(python, target, config, cache, fresh=False, extra=extra)
    finally:
        edited.write_text(original)
    return runs


def _median(runs: list[MypyRun], attribute: str) -> float:
    return statistics.median(float(getattr(r, attribute)) for r in runs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--modules", type=int, default=200, help="modules (default 200)")
    parser.add_argument("--chain", type=int, default=10, help="modules per import chain")
    parser.add_argument("--repeat", type=int, default=1, help="repetitions (medians)")
    add_common_arguments(parser)
    args = parser.parse_args(argv)
    if args.modules < 1 or args.chain < 1 or args.repeat < 1:
        parser.error("--modules, --chain and --repeat must be at least 1")
    workdir = Path(args.workdir).resolve()
    try:
        repo = Path(args.repo).resolve()
        python = ensure_venv(workdir, repo, args.install)
        versions = installed_versions(python, repo)
        configs = {mode: write_config(workdir, plugin=mode == "plugin") for mode in MODES}
        home = workdir / "src" / "generated"
        edited, old = generate(home, args.modules, args.chain)
        target = Target("generated", home, ("-p", PACKAGE), home)
        series: dict[tuple[str, str], list[MypyRun]] = {(m, p): [] for m in MODES for p in PHASES}
        for rep in range(args.repeat):
            for mode in MODES if rep % 2 == 0 else tuple(reversed(MODES)):
                cache = workdir / "cache" / f"generated-{mode}"
                runs = measure_mode(
                    python, target, configs[mode], cache, edited, old, args.mypy_flag
                )
                for phase, run in runs.items():
                    if run.crashed:
                        raise BenchError(f"mypy failed ({mode} {phase}): {run.other_output}")
                    series[(mode, phase)].append(run)
                log(
                    f"  {mode} #{rep + 1}: "
                    + ", ".join(f"{p} {r.wall_s:.2f} s" for p, r in runs.items())
                    + f", {len(runs['cold'].jax_reports)} jax-* report(s)"
                )
    except BenchError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2

    print("versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()))
    print(f"generated: {args.modules} modules, chains of {args.chain}; edited {edited.name}")
    print(f"repetitions: {args.repeat}; ratio = plugin / plain (medians)")
    head = f"{'phase':6} | {'plain s':>8} {'plugin s':>8} {'ratio':>6} | {'cpu ratio':>9}"
    print(head)
    print("-" * len(head))
    data: dict[str, Any] = {"versions": versions, "modules": args.modules, "phases": {}}
    for phase in PHASES:
        plain, plugin = series[("plain", phase)], series[("plugin", phase)]
        wall = (_median(plain, "wall_s"), _median(plugin, "wall_s"))
        cpu = (_median(plain, "cpu_s"), _median(plugin, "cpu_s"))
        print(
            f"{phase:6} | {wall[0]:>8.2f} {wall[1]:>8.2f} {wall[1] / wall[0]:>6.2f} | "
            f"{cpu[1] / cpu[0]:>9.2f}"
        )
        data["phases"][phase] = {
            mode: {
                "wall_s": [round(r.wall_s, 3) for r in runs],
                "cpu_s": [round(r.cpu_s, 3) for r in runs],
                "jax_reports": [len(r.jax_reports) for r in runs],
            }
            for mode, runs in (("plain", plain), ("plugin", plugin))
        }
    if args.json:
        args.json.write_text(json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
