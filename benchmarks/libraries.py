"""The jaxthink-typing plugin on fifteen real JAX libraries (optax, equinox, flax, ...).

These libraries are correct, tested code: every `jax-*` report on them is either a false
positive (a bug in the plugin) or a real bug in the library, to be judged by hand.

    python benchmarks/libraries.py                       # all fifteen libraries
    python benchmarks/libraries.py --only equinox --only diffrax
    python benchmarks/libraries.py --workdir /tmp/jt --json /tmp/libraries.json

A venv with pinned versions (see `bench_common.LIBRARIES` and `BASE_PINS`) plus this
repository (editable) is created under `--workdir` on the first run and reused after.
Each library's package is copied out of the venv and checked as a first-party root with
`python -m mypy -p NAME` and a config that only enables the plugin (mypy's defaults
otherwise). Exit status: 0 when mypy ran on every library, 2 when it could not.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
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


def check_library(
    python: Path, workdir: Path, name: str, config: Path, extra: Sequence[str]
) -> tuple[Target, MypyRun]:
    target = library_target(python, workdir, name)
    log(f"mypy -p {name} (with the plugin) ...")
    cache = workdir / "cache" / f"libraries-{name}"
    run = run_mypy(python, target, config, cache, fresh=True, extra=extra)
    log(f"  {name}: {run.wall_s:.1f} s, {len(run.jax_reports)} jax-* report(s)")
    return target, run


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
    add_common_arguments(parser)
    args = parser.parse_args(argv)

    workdir = Path(args.workdir).resolve()
    try:
        names = select(list(LIBRARIES), args.only)
        repo = Path(args.repo).resolve()
        python = ensure_venv(workdir, repo)
        versions = installed_versions(python, repo)
        config = write_config(workdir, plugin=True)
        results = [check_library(python, workdir, name, config, args.mypy_flag) for name in names]
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
    for target, run in results:
        if run.crashed:
            status = 2
            print(f"{target.name}: mypy exited with status {run.returncode}:")
            print("  " + run.other_output[-3000:].replace("\n", "\n  "))
        lib_rows = report_rows(target, run)
        rows.extend(lib_rows)
        others = [d for d in run.diagnostics if d.severity == "error" and d not in run.jax_reports]
        summary[target.name] = {
            "version": versions.get(target.name, "?"),
            "returncode": run.returncode,
            "wall_s": round(run.wall_s, 2),
            "jax_reports": len(lib_rows),
            "by_code": dict(Counter(row["code"] for row in lib_rows).most_common()),
            "other_errors": len(others),
        }

    print(f"{'library':10} {'version':>8} {'jax-*':>6} {'other errors':>13} {'mypy s':>8}  codes")
    for name, item in summary.items():
        codes = ", ".join(f"{code} {n}" for code, n in item["by_code"].items())
        print(
            f"{name:10} {item['version']:>8} {item['jax_reports']:>6} "
            f"{item['other_errors']:>13} {item['wall_s']:>8.1f}  {codes}"
        )
    print(f"{'total':10} {'':>8} {len(rows):>6}")
    print()
    for row in rows:
        print(f"{row['file']}:{row['line']}: [{row['code']}] {row['message']}")
        if row["hint"]:
            print(f"    hint: {row['hint']}")
        print(f"    | {row['source']}")
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
