"""The jaxthink-typing plugin on real JAX applications: example projects and training code.

Applications are correct code that runs: every `jax-*` report on them is either a false
positive (a bug in the plugin) or a real bug in the application, to be judged by hand.

    python benchmarks/applications.py                        # every application in a sdist
    python benchmarks/applications.py --only flax-mnist --plain
    python benchmarks/applications.py --mypy-flag=--check-untyped-defs
    python benchmarks/applications.py --source nanodo=/tmp/nanodo --only nanodo

Most applications ship inside a library's source distribution on PyPI (flax's and haiku's
`examples/`): the pinned sdist is downloaded at run time (`pip download --no-binary`) into
`<workdir>/sdists`, unpacked, and each application folder is checked as its own root. The
others exist only as public repositories: they are measured from a local copy of one
commit (`--source NAME=DIR`, the folder holding the repository's files; see
`APPLICATIONS` for the commit measured) and skipped when no copy is given. A folder of
Jupyter notebooks (equinox's examples) is checked as one `.py` module per notebook, made
from its code cells.

Each application is checked from its own folder (its modules import each other by plain
names: `import train`, `from configs import default`), as `python -m mypy
--explicit-package-bases ARGS` with the venv of `libraries.py` (the pinned jax, mypy and
libraries) plus `APPLICATION_PACKAGES`, the lighter packages the applications import.
What is still missing (tensorflow, for one) is reported by mypy as `import-not-found` in
both runs alike: the configuration is mypy's defaults plus the plugin line, and `--plain`
runs the same without it. Exit status: 0 when mypy ran on every application, 2 when it
could not.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tarfile
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_common import (
    DEFAULT_WORKDIR,
    BenchError,
    MypyRun,
    Target,
    add_common_arguments,
    clean_env,
    ensure_venv,
    installed_versions,
    log,
    run_mypy,
    select,
    write_config,
)
from libraries import ordinary_changes, report_rows

# Imported by the applications, light enough to install (pins that leave jax, jaxlib and
# mypy as they are); ml_collections, orbax, gymnasium, jmp, dm-env come with the libraries.
APPLICATION_PACKAGES: Final = (
    "clu==0.0.12",
    "tensorflow-datasets==4.9.10",
    "grain==0.2.18",
    "sentencepiece==0.2.3",
)


@dataclass(frozen=True)
class Application:
    """One application: where it is and what mypy checks, run from `root`."""

    name: str
    origin: str  # a pip requirement whose sdist holds it, or "github:OWNER/NAME@COMMIT"
    root: str  # the folder mypy runs from, relative to the sdist's (or the copy's) top
    args: tuple[str, ...] = (".",)  # what mypy checks, relative to `root`
    notebooks: bool = False  # `root` holds .ipynb files: one module per notebook
    exclude: str | None = None  # a regular expression for mypy's --exclude

    @property
    def from_sdist(self) -> bool:
        return not self.origin.startswith("github:")


FLAX: Final = "flax==0.12.8"
HAIKU: Final = "dm-haiku==0.0.17"

APPLICATIONS: Final[tuple[Application, ...]] = (
    # flax's example projects (linen, and nnx: gemma and nnx_toy_examples).
    *(
        Application(f"flax-{name}", FLAX, f"examples/{name}")
        for name in (
            "mnist",
            "vae",
            "sst2",
            "seq2seq",
            "wmt",
            "lm1b",
            "imagenet",
            "ogbg_molpcba",
            "ppo",
            "nlp_seq",
            "gemma",
            "nnx_toy_examples",
        )
    ),
    # haiku's examples import each other as `examples.NAME.module`: checked from the top.
    *(
        Application(f"haiku-{name}", HAIKU, ".", (f"examples/{name}",))
        for name in ("transformer", "rnn", "impala", "imagenet")
    ),
    # Public repositories only (never stored here: pass a copy with --source NAME=DIR).
    Application(
        "equinox-examples",
        "github:patrick-kidger/equinox@9336d820b2ef66b360fc6cb3611b3da5cefbb14d",
        "docs/examples",
        notebooks=True,
    ),
    Application(
        "nanodo", "github:google-deepmind/nanodo@10aefdeed40a63293daf112b91a5538cd24fa3a4", "."
    ),
    Application(
        "big_vision",
        "github:google-research/big_vision@0127fb6b337ee2a27bf4e54dea79cff176527356",
        ".",
        ("big_vision",),
        # Two files with syntax errors (an unterminated string; a class with no indented
        # body): either stops mypy's whole run.
        exclude=(
            r"^big_vision/(configs/proj/uvim/vqvae_nyu_depth"
            r"|evaluators/proj/image_text/discriminative_classifier_test)\.py$"
        ),
    ),
)
APPLICATIONS_BY_NAME: Final[Mapping[str, Application]] = {a.name: a for a in APPLICATIONS}


def sdist_top(python: Path, workdir: Path, requirement: str) -> Path:
    """Download (once) and unpack (each run) the sdist of `requirement`; return its top
    folder."""
    store = workdir / "sdists"
    store.mkdir(parents=True, exist_ok=True)
    distribution, version = requirement.split("==")
    stem = f"{distribution.replace('-', '_')}-{version}"
    archives = [p for p in store.glob("*.tar.gz") if p.name.lower() == f"{stem.lower()}.tar.gz"]
    if not archives:
        log(f"downloading the sdist of {requirement} ...")
        command = [str(python), "-m", "pip", "download", "--no-binary", ":all:", "--no-deps"]
        proc = subprocess.run(
            [*command, "-d", str(store), requirement],
            env=clean_env(),
            capture_output=True,
            text=True,
            check=False,
        )
        archives = [p for p in store.glob("*.tar.gz") if p.name.lower() == f"{stem.lower()}.tar.gz"]
        if proc.returncode != 0 or not archives:
            raise BenchError(f"pip download {requirement} failed:\n{proc.stderr[-3000:]}")
    unpacked = workdir / "unpacked"
    top = unpacked / archives[0].name.removesuffix(".tar.gz")
    if top.exists():
        shutil.rmtree(top)
    unpacked.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archives[0]) as tar:
        tar.extractall(unpacked, filter="data")
    if not top.is_dir():
        raise BenchError(f"{archives[0].name} has no folder {top.name}")
    return top


def notebook_code(path: Path) -> str:
    """The code cells of a notebook, one after the other (IPython magics and shell lines
    commented out)."""
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    parts = []
    for cell in cells:
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else str(source)
        lines = [
            f"# {line}" if line.lstrip().startswith(("%", "!")) else line
            for line in text.splitlines()
        ]
        parts.append("\n".join(lines))
    return "\n\n\n".join(parts) + "\n"


def application_target(app: Application, top: Path, workdir: Path) -> Target:
    """Copy the application to `<workdir>/apps/NAME` (sources only) and check it there."""
    source = top / app.root
    if not source.is_dir():
        raise BenchError(f"{app.name}: no folder {source}")
    home = workdir / "apps" / app.name
    if home.exists():
        shutil.rmtree(home)
    if app.notebooks:
        home.mkdir(parents=True)
        for notebook in sorted(source.glob("*.ipynb")):
            (home / f"{notebook.stem}.py").write_text(notebook_code(notebook))
        return Target(name=app.name, cwd=home, args=("--explicit-package-bases", "."), root=home)
    if app.root == ".":  # only the folders checked, not the whole sdist or repository
        for arg in app.args:
            shutil.copytree(
                source / arg,
                home / arg,
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".git"),
            )
    else:
        shutil.copytree(source, home, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    flags: tuple[str, ...] = ("--explicit-package-bases",)
    if app.exclude:
        flags += ("--exclude", app.exclude)
    return Target(name=app.name, cwd=home, args=(*flags, *app.args), root=home)


def python_lines(target: Target) -> int:
    return sum(
        len(path.read_text(encoding="utf-8", errors="replace").splitlines())
        for path in target.root.rglob("*.py")
    )


@dataclass(frozen=True)
class Checked:
    app: Application
    version: str
    target: Target
    lines: int
    run: MypyRun
    plain: MypyRun | None


def parse_sources(values: Sequence[str]) -> dict[str, Path]:
    sources = {}
    for value in values:
        name, sep, folder = value.partition("=")
        if not sep or name not in APPLICATIONS_BY_NAME:
            raise BenchError(
                f"--source wants NAME=DIR with NAME one of {', '.join(APPLICATIONS_BY_NAME)}"
            )
        if APPLICATIONS_BY_NAME[name].from_sdist:
            raise BenchError(f"{name} comes from a sdist; --source is for the others")
        sources[name] = Path(folder).resolve()
    return sources


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--only",
        metavar="NAME",
        action="append",
        help=f"check only this application (repeatable): {', '.join(APPLICATIONS_BY_NAME)}",
    )
    parser.add_argument(
        "--source",
        metavar="NAME=DIR",
        action="append",
        default=[],
        help="a local copy of an application that is not in a sdist (its repository's files)",
    )
    parser.add_argument(
        "--plain",
        action="store_true",
        help="also run plain mypy on each application and list the ordinary errors the "
        "plugin adds or removes",
    )
    add_common_arguments(parser)
    parser.set_defaults(workdir=DEFAULT_WORKDIR.parent / "jaxthink-applications")
    args = parser.parse_args(argv)

    workdir = Path(args.workdir).resolve()
    checked: list[Checked] = []
    skipped: list[str] = []
    try:
        sources = parse_sources(args.source)
        names = select(list(APPLICATIONS_BY_NAME), args.only)
        repo = Path(args.repo).resolve()
        python = ensure_venv(workdir, repo, args.install, extra=APPLICATION_PACKAGES)
        versions = installed_versions(python, repo)
        configs = [write_config(workdir, plugin=True)]
        if args.plain:
            configs.append(write_config(workdir, plugin=False))
        for name in names:
            app = APPLICATIONS_BY_NAME[name]
            if app.from_sdist:
                top = sdist_top(python, workdir, app.origin)
                version = app.origin.split("==")[1]
            elif name in sources:
                top = sources[name]
                version = app.origin.rpartition("@")[2][:10]
            else:
                skipped.append(name)
                continue
            target = application_target(app, top, workdir)
            log(f"mypy {app.name} (with the plugin) ...")
            cache = workdir / "cache" / f"applications-{name}"
            run = run_mypy(python, target, configs[0], cache, fresh=True, extra=args.mypy_flag)
            log(f"  {name}: {run.wall_s:.1f} s, {len(run.jax_reports)} jax-* report(s)")
            plain = None
            if len(configs) > 1:
                log(f"mypy {app.name} (plain) ...")
                cache = workdir / "cache" / f"applications-plain-{name}"
                plain = run_mypy(
                    python, target, configs[1], cache, fresh=True, extra=args.mypy_flag
                )
            checked.append(Checked(app, version, target, python_lines(target), run, plain))
    except BenchError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2

    status = 0
    rows: list[dict[str, Any]] = []
    summary: dict[str, dict[str, Any]] = {}
    shown = ("python", "jax", "jaxlib", "mypy", "jaxthink-typing", "flax", "haiku", "engine")
    print("versions: " + ", ".join(f"{k} {versions[k]}" for k in shown if k in versions))
    if args.mypy_flag:
        print("extra mypy flags: " + " ".join(args.mypy_flag))
    if skipped:
        print("skipped (no --source copy): " + ", ".join(skipped))
    print()
    changes: dict[str, tuple[list[str], list[str]]] = {}
    for item in checked:
        name, run, plain = item.app.name, item.run, item.plain
        for label, one in (("", run), (" (plain)", plain)):
            if one is not None and one.crashed:
                status = 2
                print(f"{name}{label}: mypy exited with status {one.returncode}:")
                print("  " + one.other_output[-3000:].replace("\n", "\n  "))
        if plain is not None:
            changes[name] = ordinary_changes(plain, run)
        app_rows = report_rows(item.target, run)
        for row in app_rows:
            row["application"] = row.pop("library")
        rows.extend(app_rows)
        others = [d for d in run.diagnostics if d.severity == "error" and d not in run.jax_reports]
        summary[name] = {
            "origin": item.app.origin,
            "version": item.version,
            "lines": item.lines,
            "returncode": run.returncode,
            "wall_s": round(run.wall_s, 2),
            "plain_wall_s": None if plain is None else round(plain.wall_s, 2),
            "jax_reports": len(app_rows),
            "by_code": dict(Counter(row["code"] for row in app_rows).most_common()),
            "other_errors": len(others),
        }
        if name in changes:
            added, removed = changes[name]
            summary[name].update(added_errors=added, removed_errors=removed)

    vs_plain = f" {'vs plain':>9}" if args.plain else ""
    print(
        f"{'application':22} {'version':>10} {'lines':>6} {'jax-*':>6} {'other errors':>13}"
        f"{vs_plain} {'mypy s':>8}  codes"
    )
    for name, entry in summary.items():
        codes = ", ".join(f"{code} {n}" for code, n in entry["by_code"].items())
        added, removed = changes.get(name, ([], []))
        change = f" {f'+{len(added)} -{len(removed)}':>9}" if args.plain else ""
        print(
            f"{name:22} {entry['version']:>10} {entry['lines']:>6} {entry['jax_reports']:>6} "
            f"{entry['other_errors']:>13}{change} {entry['wall_s']:>8.1f}  {codes}"
        )
    print(f"{'total':22} {'':>10} {sum(e['lines'] for e in summary.values()):>6} {len(rows):>6}")
    print()
    for row in rows:
        print(f"{row['application']}/{row['file']}:{row['line']}: [{row['code']}] {row['message']}")
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
            "skipped": skipped,
            "applications": summary,
            "reports": rows,
        }
        args.json.write_text(json.dumps(data, indent=1) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
