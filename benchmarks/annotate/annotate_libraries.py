"""`annotate` on real JAX libraries, with JAX as the judge of every proposal.

    python benchmarks/annotate/annotate_libraries.py         # dm_pix, interpax, jaxlie, optax
    python benchmarks/annotate/annotate_libraries.py --only dm_pix --json /tmp/annotate.json
    python benchmarks/annotate/annotate_libraries.py --python /path/to/venv/bin/python

Each library is analysed by `python -m jaxthink_typing annotate NAME --traced` (this
checkout, in the venv `libraries.py` builds, which has the libraries installed; `--python`
names another such interpreter), then each public function is probed under `jax.jit`
(`tests/annotate_probe.py`): a proposed Static must raise with that parameter traced, the
parameters left unmarked and the proposed Traced ones must run traced. Values come from
`benchmarks/annotate/annotate_probe_tables.py` (for the functions the probe cannot guess values
for) or are guessed (arrays of a few shapes, small ints, the defaults). A proposal
the probe cannot feed is "unproved", counted apart. Prints one line per library (and, with
`--verbose`, every verdict that is not "proved" or "ran").
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    here = Path(__file__).resolve().parent
    sys.path[:0] = [str(here), str(here.parent)]  # the probe tables, bench_common

import annotate_probe_tables
from bench_common import DEFAULT_WORKDIR, REPO_ROOT, clean_env, log, venv_python

DEFAULT_LIBRARIES = ("dm_pix", "interpax", "jaxlie", "optax")


def worker(name: str, cache_dir: str) -> dict[str, Any]:
    """Run in the libraries' venv: annotate `name`, then probe every function."""
    sys.path.insert(0, str(REPO_ROOT))
    from jaxthink_typing.annotate.runner import annotate
    from tests.annotate_probe import probe_findings, tally

    report = annotate([name], traced=True, cache_dir=cache_dir)
    extra = annotate_probe_tables.table(name)
    start = time.perf_counter()
    functions: list[dict[str, Any]] = report.as_json()["functions"]  # type: ignore[assignment]
    probes = probe_findings(functions, extra=extra)
    return {
        "library": name,
        "annotate_s": round(report.seconds, 1),
        "probe_s": round(time.perf_counter() - start, 1),
        "summary": report.counts(),
        "tally": tally(probes),
        "probes": [vars(p) for p in probes],
    }


def run_library(python: Path, name: str, cache_dir: Path) -> dict[str, Any]:
    env = clean_env()
    env["PYTHONPATH"] = str(REPO_ROOT)
    command = [str(python), str(Path(__file__).resolve()), "--worker", name]
    command += ["--cache-dir", str(cache_dir)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return {"library": name, "error": done.stderr[-2000:]}
    return json.loads(done.stdout.splitlines()[-1])  # type: ignore[no-any-return]


def line(result: dict[str, Any]) -> str:
    if "error" in result:
        return f"{result['library']}: failed\n{result['error']}"
    t, s = result["tally"], result["summary"]
    return (
        f"{result['library']}: {s['analysed']}/{s['functions']} functions, "
        f"{t['proposals']} proposals ({t['static']} Static, {t['traced']} Traced): "
        f"{t['proved']} proved, {t['wrong']} wrong, {t['unproved']} unproved; unmarked "
        f"parameters: {t['unmarked_ran']} ran, {t['unmarked_missed']} missed, "
        f"{t['unmarked_unfed']} unfed; annotate {result['annotate_s']} s, probes "
        f"{result['probe_s']} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", metavar="NAME", help="a library (repeat)")
    parser.add_argument("--python", type=Path, help="the venv interpreter with the libraries")
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR)
    parser.add_argument("--json", type=Path, metavar="OUT", help="also write results as JSON")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--worker", metavar="NAME", help=argparse.SUPPRESS)
    parser.add_argument("--cache-dir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        # JAX's warnings and the libraries' prints go to stderr; the result is the last line.
        result = worker(args.worker, args.cache_dir)
        print(json.dumps(result))
        return 0
    python = args.python or venv_python(args.workdir)
    if not python.exists():
        log(f"no interpreter at {python}: run benchmarks/libraries.py first, or give --python")
        return 2
    cache = args.workdir / "cache" / "annotate"
    os.makedirs(cache, exist_ok=True)
    results = []
    for name in args.only or DEFAULT_LIBRARIES:
        log(f"annotate {name} ...")
        result = run_library(python, name, cache)
        results.append(result)
        print(line(result), flush=True)
        if args.verbose and "probes" in result:
            for probe in result["probes"]:
                if probe["outcome"] not in ("proved", "ran"):
                    print(f"  {probe}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0 if all("error" not in r for r in results) else 2


if __name__ == "__main__":
    sys.exit(main())
