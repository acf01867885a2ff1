"""The jaxthink-typing plugin on thirty-one real JAX libraries (optax, equinox, flax, ...).

These libraries are correct, tested code: every `jax-*` report on them is either a false
positive (a bug in the plugin) or a real bug in the library, to be judged by hand.

    python benchmarks/libraries.py                       # all thirty-one libraries
    python benchmarks/libraries.py --only equinox --only diffrax
    python benchmarks/libraries.py --workdir /tmp/jt --json /tmp/libraries.json
    python benchmarks/libraries.py --only brax --plain   # and the errors it adds to mypy's

A venv with pinned versions (see `bench_common.LIBRARIES` and `BASE_PINS`) plus this
repository (editable) is created under `--workdir` on the first run and reused after.
Each library's package is copied out of the venv and checked as a first-party root with
`python -m mypy -p NAME` and a config that only enables the plugin (mypy's defaults
otherwise). With `--plain`, plain mypy (the same config without the plugin line) checks
each library too, and the ordinary (non `jax-*`) errors the plugin adds or removes are
listed. Exit status: 0 when mypy ran on every library, 2 when it could not.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_common import (
    LIBRARIES,
    BenchError,
    MypyRun,
    Target,
    add_common_arguments,
    ensure_venv,
    installed_versions,
    library_target,
    log,
    run_mypy,
    select,
    source_line,
    write_config,
)


@dataclass(frozen=True)
class Checked:
    """One library's run with the plugin, and plain mypy's when asked for."""

    target: Target
    run: MypyRun
    plain: MypyRun | None


def check_library(
    python: Path, workdir: Path, name: str, configs: Sequence[Path], extra: Sequence[str]
) -> Checked:
    """Cold runs: with the plugin (`configs[0]`), then plain mypy (`configs[1]`, if given)."""
    target = library_target(python, workdir, name)
    log(f"mypy -p {name} (with the plugin) ...")
    cache = workdir / "cache" / f"libraries-{name}"
    run = run_mypy(python, target, configs[0], cache, fresh=True, extra=extra)
    log(f"  {name}: {run.wall_s:.1f} s, {len(run.jax_reports)} jax-* report(s)")
    plain = None
    if len(configs) > 1:
        log(f"mypy -p {name} (plain) ...")
        cache = workdir / "cache" / f"libraries-plain-{name}"
        plain = run_mypy(python, target, configs[1], cache, fresh=True, extra=extra)
    return Checked(target, run, plain)


def ordinary_changes(plain: MypyRun, run: MypyRun) -> tuple[list[str], list[str]]:
    """The ordinary (non jax-*) errors only the plugin's run has, and only plain mypy's."""

    def errors(of: MypyRun) -> Counter[tuple[str, int, str, str]]:
        return Counter(
            (d.file, d.line, d.code, d.message)
            for d in of.diagnostics
            if d.severity == "error" and not d.code.startswith("jax-")
        )

    def shown(keys: Counter[tuple[str, int, str, str]]) -> list[str]:
        return [f"{f}:{line}: [{code}] {text}" for f, line, code, text in sorted(keys.elements())]

    return shown(errors(run) - errors(plain)), shown(errors(plain) - errors(run))


def report_rows(target: Target, run: MypyRun) -> list[dict[str, Any]]:
    rows = []
    for d in sorted(run.jax_reports, key=lambda d: (d.file, d.line, d.column, d.code)):
        rows.append(
            {
                "library": target.name,
                "file": d.file,
                "line": d.line,
                "column": d.column,
                "code": d.code,
                "message": d.message,
                "hint": d.hint,
                "source": source_line(target.root, d.file, d.line),
            }
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--only",
        metavar="NAME",
        action="append",
        help=f"check only this library (repeatable): {', '.join(LIBRARIES)}",
    )
    parser.add_argument(
        "--plain",
        action="store_true",
        help="also run plain mypy on each library and list the ordinary errors the plugin "
        "adds or removes",
    )
    add_common_arguments(parser)
    args = parser.parse_args(argv)

    workdir = Path(args.workdir).resolve()
    try:
        names = select(list(LIBRARIES), args.only)
        repo = Path(args.repo).resolve()
        python = ensure_venv(workdir, repo, args.install)
        versions = installed_versions(python, repo)
        configs = [write_config(workdir, plugin=True)]
        if args.plain:
            configs.append(write_config(workdir, plugin=False))
        results = [check_library(python, workdir, name, configs, args.mypy_flag) for name in names]
    except BenchError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2

    status = 0
    rows: list[dict[str, Any]] = []
    summary: dict[str, dict[str, Any]] = {}
    print("versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()))
    if args.mypy_flag:
        print("extra mypy flags: " + " ".join(args.mypy_flag))
    print()
    changes: dict[str, tuple[list[str], list[str]]] = {}
    for target, run, plain in ((c.target, c.run, c.plain) for c in results):
        for label, checked in (("", run), (" (plain)", plain)):
            if checked is not None and checked.crashed:
                status = 2
                print(f"{target.name}{label}: mypy exited with status {checked.returncode}:")
                print("  " + checked.other_output[-3000:].replace("\n", "\n  "))
        if plain is not None:
            changes[target.name] = ordinary_changes(plain, run)
        lib_rows = report_rows(target, run)
        rows.extend(lib_rows)
        others = [d for d in run.diagnostics if d.severity == "error" and d not in run.jax_reports]
        summary[target.name] = {
            "version": versions.get(target.name, "?"),
            "returncode": run.returncode,
            "wall_s": round(run.wall_s, 2),
            "plain_wall_s": None if plain is None else round(plain.wall_s, 2),
            "jax_reports": len(lib_rows),
            "by_code": dict(Counter(row["code"] for row in lib_rows).most_common()),
            "other_errors": len(others),
        }
        if target.name in changes:
            added, removed = changes[target.name]
            summary[target.name].update(added_errors=added, removed_errors=removed)

    vs_plain = f" {'vs plain':>9}" if args.plain else ""
    print(
        f"{'library':10} {'version':>8} {'jax-*':>6} {'other errors':>13}{vs_plain} "
        f"{'mypy s':>8}  codes"
    )
    for name, item in summary.items():
        codes = ", ".join(f"{code} {n}" for code, n in item["by_code"].items())
        added, removed = changes.get(name, ([], []))
        change = f" {f'+{len(added)} -{len(removed)}':>9}" if args.plain else ""
        print(
            f"{name:10} {item['version']:>8} {item['jax_reports']:>6} "
            f"{item['other_errors']:>13}{change} {item['wall_s']:>8.1f}  {codes}"
        )
    print(f"{'total':10} {'':>8} {len(rows):>6}")
    print()
    for row in rows:
        print(f"{row['file']}:{row['line']}: [{row['code']}] {row['message']}")
        if row["hint"]:
            print(f"    hint: {row['hint']}")
        print(f"    | {row['source']}")
    for name, (added, removed) in changes.items():
        if added or removed:
            print(f"\n{name}: ordinary errors with the plugin (+) or only without it (-)")
        for sign, lines in (("+", added), ("-", removed)):
            for line in lines:
                print(f"{sign} {line}")
    if args.json:
        data = {
            "versions": versions,
            "mypy_flags": args.mypy_flag,
            "libraries": summary,
            "reports": rows,
        }
        args.json.write_text(json.dumps(data, indent=1) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
