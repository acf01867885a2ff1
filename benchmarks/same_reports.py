"""Check that a change leaves every report as it was: examples/ and every corpus.

A restructuring must not change what users see. This script runs mypy with the plugin,
cold, on `examples/` (with the repository's configuration, as README's first command
does) and on every corpus under `benchmarks/` (a folder of single-file programs, or a
folder of project packages run from that folder, as `accuracy.py` and
`accuracy_projects.py` run them), and writes every line mypy printed as (file, line,
severity, code, message), the file relative to the target's folder.

    python benchmarks/same_reports.py snapshot /tmp/before.json     # on the old tree
    python benchmarks/same_reports.py snapshot /tmp/after.json      # on the new tree
    python benchmarks/same_reports.py compare /tmp/before.json /tmp/after.json
    python benchmarks/same_reports.py compare A B \
        --rename benchmarks/corpus_b=benchmarks/corpora/programs/first-blind
    python benchmarks/same_reports.py compare A B --renames benchmarks/corpora/former_names.json

A target is named by its folder relative to the repository; `--rename OLD=NEW` matches a
corpus that moved, and `--renames FILE` reads many from a JSON object {OLD: NEW} (as
`benchmarks/corpora/former_names.json`: where each corpus stood before it moved under
`benchmarks/corpora/`). `compare` exits with 1 when anything differs (and prints it), 0
when both snapshots hold the same reports for the same targets.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Final

REPO_ROOT: Final = Path(__file__).resolve().parent.parent
BENCHMARKS: Final = REPO_ROOT / "benchmarks"
PLUGIN_CONFIG: Final = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\n"
_LINE: Final = re.compile(
    r"^(?P<path>[^:]+\.pyi?):(?P<line>\d+): (?P<severity>error|note|warning): (?P<message>.*?)"
    r"(?:  \[(?P<code>[a-z0-9-]+)\])?$"
)

Row = tuple[str, int, str, str, str]


def corpora(root: Path = BENCHMARKS) -> Iterator[tuple[Path, str]]:
    """Every corpus folder under `root`: ("files", a folder of programs) or ("projects", a
    folder whose subfolders are packages). Folders inside a package are not corpora."""
    for folder in sorted(p for p in root.rglob("*") if p.is_dir()):
        if any((parent / "__init__.py").is_file() for parent in (folder, *folder.parents)):
            continue
        if any(part.startswith(".") or part == "__pycache__" for part in folder.parts):
            continue
        packages = [p for p in folder.iterdir() if (p / "__init__.py").is_file()]
        if packages:
            yield folder, "projects"
        elif folder != root and any(p.suffix == ".py" for p in folder.iterdir()):
            yield folder, "files"


def _mypy(args: Sequence[str], cwd: Path, cache: Path) -> str:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(REPO_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    )
    command = [
        sys.executable,
        "-m",
        "mypy",
        "--cache-dir",
        str(cache),
        "--no-error-summary",
        "--show-error-codes",
        "--hide-error-context",
        "--no-pretty",
        "--no-color-output",
        *args,
    ]
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1) or "INTERNAL ERROR" in done.stdout + done.stderr:
        raise SystemExit(f"mypy failed in {cwd}:\n{done.stdout}{done.stderr}")
    return done.stdout


def _rows(output: str, cwd: Path, folder: Path) -> list[Row]:
    rows: list[Row] = []
    for text in output.splitlines():
        match = _LINE.match(text)
        if match is None:
            continue
        path = Path(os.path.relpath((cwd / match["path"]).resolve(), folder.resolve()))
        rows.append(
            (
                path.as_posix(),
                int(match["line"]),
                match["severity"],
                match["code"] or "",
                match["message"],
            )
        )
    return sorted(set(rows))


def snapshot(out: Path) -> dict[str, list[Row]]:
    """Run every target cold; write and return {target: rows}."""
    result: dict[str, list[Row]] = {}
    with tempfile.TemporaryDirectory(prefix="jaxthink-same-reports-") as tmp:
        config = Path(tmp) / "mypy.ini"
        config.write_text(PLUGIN_CONFIG)
        examples = REPO_ROOT / "examples"
        print("examples/ ...", file=sys.stderr)
        output = _mypy(["examples"], REPO_ROOT, Path(tmp) / "examples")
        result["examples"] = _rows(output, REPO_ROOT, examples)
        for index, (folder, kind) in enumerate(corpora()):
            name = folder.relative_to(REPO_ROOT).as_posix()
            print(f"{name} ...", file=sys.stderr)
            cache = Path(tmp) / f"cache{index}"
            base = ["--config-file", str(config)]
            if kind == "projects":
                packages = sorted(p.name for p in folder.iterdir() if (p / "__init__.py").is_file())
                output = _mypy([*base, *packages], folder, cache)
                result[name] = _rows(output, folder, folder)
            else:
                files = sorted(p.name for p in folder.glob("*.py"))
                output = _mypy([*base, *files], folder, cache)
                result[name] = _rows(output, folder, folder)
    out.write_text(json.dumps(result, indent=1) + "\n")
    total = sum(len(rows) for rows in result.values())
    print(f"{len(result)} targets, {total} lines -> {out}", file=sys.stderr)
    return result


def compare(
    before: Path, after: Path, renames: Sequence[str], rename_files: Sequence[Path] = ()
) -> int:
    old: dict[str, list[list[object]]] = json.loads(before.read_text())
    new: dict[str, list[list[object]]] = json.loads(after.read_text())
    mapping: dict[str, str] = {}
    for file in rename_files:
        mapping.update(json.loads(file.read_text()))
    mapping.update(item.split("=", 1) for item in renames)
    differences = 0
    seen: set[str] = set()
    for name, rows in sorted(old.items()):
        target = mapping.get(name, name)
        seen.add(target)
        if target not in new:
            print(f"{name}: missing from {after}")
            differences += 1
            continue
        was = {tuple(row) for row in rows}
        now = {tuple(row) for row in new[target]}
        for row in sorted(was - now, key=str):
            print(f"{name}: gone: {row}")
        for row in sorted(now - was, key=str):
            print(f"{target}: new:  {row}")
        differences += len(was ^ now)
    for name in sorted(set(new) - seen):
        print(f"{name}: not in {before}")
        differences += 1
    total = sum(len(rows) for rows in old.values())
    verdict = "the same" if not differences else f"{differences} differences"
    print(f"{len(old)} targets, {total} lines: {verdict}")
    return 1 if differences else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    take = commands.add_parser("snapshot", help="run every target, write the reports")
    take.add_argument("out", type=Path)
    check = commands.add_parser("compare", help="compare two snapshots")
    check.add_argument("before", type=Path)
    check.add_argument("after", type=Path)
    check.add_argument("--rename", action="append", default=[], metavar="OLD=NEW")
    check.add_argument(
        "--renames", action="append", default=[], type=Path, metavar="FILE", help="{OLD: NEW}"
    )
    args = parser.parse_args(argv)
    if args.command == "snapshot":
        snapshot(args.out)
        return 0
    return compare(args.before, args.after, args.rename, args.renames)


if __name__ == "__main__":
    raise SystemExit(main())
