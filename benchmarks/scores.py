"""Precision and recall of the plugin on every corpus, in one table.

Every folder of programs under `benchmarks/corpora/programs/` is scored as `accuracy.py`
scores one, every folder of projects under `benchmarks/corpora/projects/` as
`accuracy_projects.py` does, in the catalogue's order (`benchmarks/corpora/README.md`;
the order of `benchmarks/corpora/former_names.json`, oldest first; a corpus not listed
there comes last). Truth is cached per corpus (`.truth.json`, git-ignored): the first run
runs every unit under JAX (about 1,600, most of an hour on two cores), later runs only
what changed, and mypy.

    python benchmarks/scores.py                     # every corpus, one row each
    python benchmarks/scores.py --only leaks        # corpora whose folder holds the text
    python benchmarks/scores.py --markdown          # the table as Markdown
    python benchmarks/scores.py --json /tmp/s.json  # also write the rows as JSON

A project corpus counts projects where a program corpus counts files. The exit status is
2 when mypy cannot run with the plugin.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent))

import accuracy
import accuracy_projects
import scoring
from same_reports import corpora

FORMER_NAMES: Final = scoring.CORPORA / "former_names.json"
KINDS: Final[dict[str, scoring.Kind]] = {"files": accuracy, "projects": accuracy_projects}
COLUMNS: Final = (
    "corpus",
    "former",
    "files",
    "raising",
    "reports",
    "true pos.",
    "false pos.",
    "precision",
    "recall",
)


def catalogue(root: Path = scoring.CORPORA) -> list[tuple[Path, str, str]]:
    """(folder, kind, former name) of every corpus under `root`, in the catalogue's order."""
    former: dict[str, str] = {}
    if FORMER_NAMES.is_file():
        for old, new in json.loads(FORMER_NAMES.read_text()).items():
            former[new] = old
    order = list(former)
    found = []
    for folder, kind in corpora(root):
        name = folder.relative_to(scoring.REPO_ROOT).as_posix()
        rank = order.index(name) if name in order else len(order)
        found.append((rank, name, folder, kind, Path(former.get(name, "")).name))
    return [(folder, kind, old) for _, _, folder, kind, old in sorted(found)]


def row(folder: Path, former: str, found: scoring.Measured) -> dict[str, Any]:
    result = found.result
    raising = len(result.detected) + len(result.misses)
    n_tp, n_fp = len(result.true_positives), len(result.false_positives)
    return {
        "corpus": folder.relative_to(scoring.CORPORA).as_posix(),
        "former": former,
        "files": len(found.truth),
        "raising": raising,
        "reports": n_tp + n_fp,
        "true pos.": n_tp,
        "false pos.": n_fp,
        "precision": scoring.pct(result.precision),
        "recall": f"{scoring.pct(result.recall)} ({len(result.detected)} of {raising})",
        "unscored": [os.path.relpath(unit, folder) for unit in found.unscored],
        "other mypy errors": found.others,
    }


def print_table(rows: Sequence[dict[str, Any]], markdown: bool) -> None:
    cells = [[str(r[column]) for column in COLUMNS] for r in rows]
    if markdown:
        print("| " + " | ".join(COLUMNS) + " |")
        print("|" + "|".join("---:" if i > 1 else "---" for i in range(len(COLUMNS))) + "|")
        for line in cells:
            print("| " + " | ".join(line) + " |")
        return
    widths = [max(len(text) for text in column) for column in zip(COLUMNS, *cells, strict=False)]
    for line in [list(COLUMNS), *cells]:
        print(
            "  ".join(
                t.ljust(w) if i < 2 else t.rjust(w)
                for i, (t, w) in enumerate(zip(line, widths, strict=True))
            )
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--only", metavar="TEXT", help="corpora whose folder holds TEXT")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--json", metavar="OUT", type=Path, help="also write the rows as JSON")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 4, help="parallel JAX runs for the truth"
    )
    args = parser.parse_args(argv)

    rows = []
    for folder, kind, former in catalogue():
        if args.only and args.only not in folder.relative_to(scoring.CORPORA).as_posix():
            continue
        print(f"{folder.relative_to(scoring.REPO_ROOT)} ...", file=sys.stderr)
        try:
            found = scoring.measure(KINDS[kind], folder, args.jobs)
        except scoring.PluginError as err:
            print(f"mypy could not run with the plugin {scoring.PLUGIN}:\n{err}", file=sys.stderr)
            return 2
        rows.append(row(folder, former, found))
    if not rows:
        print(f"no corpus under {scoring.CORPORA}", file=sys.stderr)
        return 2
    print_table(rows, args.markdown)
    for r in rows:
        if r["unscored"]:
            print(f"{r['corpus']}: left out (timeout or crash): {', '.join(r['unscored'])}")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
