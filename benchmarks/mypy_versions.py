"""The plugin under other mypy releases: the same `jax-*` reports on `examples/` as under
the mypy of the running interpreter (the pinned one).

    python benchmarks/mypy_versions.py                    # every release in RELEASES
    python benchmarks/mypy_versions.py --release 1.12.1   # the oldest supported (CI runs it)

Each release gets a venv under `--workdir` with that mypy, the running interpreter's
versions of jax, jaxlib, equinox, flax and jaxtyping, and this repository (no dependencies;
by default built as users install it, or `--install compiled` or `editable`); it is
reused while those, and for a wheel the repository's source, stay the same. mypy checks
`examples/` from the repository root with the project's config and a cold cache, and the
`jax-*` reports (file, line, severity, code) are compared with the running interpreter's.
Exit status: 0 when every release agrees, 1 when one differs or crashes, 2 when a venv
cannot be made.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import re
import subprocess
import sys
import tempfile
import venv
from collections.abc import Sequence
from pathlib import Path
from typing import Final

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_common import (
    BUILT,
    INSTALLS,
    REPO_ROOT,
    BenchError,
    clean_env,
    engine_of,
    install_env,
    log,
    marker_matches,
    plugin_digest,
)

RELEASES: Final = ("1.12.1", "1.15.0", "1.18.2", "1.20.2", "2.0.0")
COMPANIONS: Final = ("jax", "jaxlib", "equinox", "flax", "jaxtyping")
DEFAULT_WORKDIR: Final = Path(tempfile.gettempdir()) / "jaxthink-mypy-versions"
MARKER: Final = ".jaxthink-mypy-versions.json"
_REPORT: Final = re.compile(
    r"^(?P<path>[^:]+):(?P<line>\d+): (?P<severity>error|note): .*  \[(?P<code>jax-[a-z-]+)\]$"
)

Report = tuple[str, int, str, str]


def companions() -> list[str]:
    """The running interpreter's versions of the packages the examples import."""
    pins = []
    for name in COMPANIONS:
        try:
            pins.append(f"{name}=={importlib.metadata.version(name)}")
        except importlib.metadata.PackageNotFoundError:
            continue
    return pins


def release_python(workdir: Path, release: str, install: str) -> Path:
    """A venv with mypy `release`, the companions and this repository; created once, then
    reused."""
    home = workdir / f"mypy-{release}"
    python = home / "bin" / "python"
    wanted = {
        "requirements": [f"mypy=={release}", *companions()],
        "repo": str(REPO_ROOT),
        "install": install,
    }
    project = ["--no-deps", "-e", str(REPO_ROOT)]
    if install in BUILT:
        wanted["source"] = plugin_digest(build_files=True)
        project = ["--no-deps", "--force-reinstall", str(REPO_ROOT)]
    marker = home / MARKER
    if python.exists() and marker_matches(marker, wanted):
        return python
    log(f"creating a venv for mypy {release} in {home} ...")
    try:
        venv.EnvBuilder(with_pip=True, clear=True).create(home)
    except (OSError, subprocess.CalledProcessError) as err:
        raise BenchError(f"could not create a venv with pip: {err}") from err
    pip = [str(python), "-m", "pip", "install", "--quiet"]
    for args in (wanted["requirements"], project):
        done = subprocess.run(
            [*pip, *args], env=install_env(install), capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise BenchError(f"pip install {' '.join(args)} failed:\n{done.stderr[-4000:]}")
    marker.write_text(json.dumps(wanted, indent=1) + "\n")
    return python


def jax_reports(python: Path, cache: Path) -> tuple[set[Report], str]:
    """The `jax-*` reports of mypy (run by `python`) on examples/, and its whole output.
    With -P the plugin is the one installed for `python`, not the checkout's in the
    current folder (the reference interpreter's install is editable, of this checkout)."""
    command = [
        str(python),
        "-P",
        "-m",
        "mypy",
        "--config-file",
        str(REPO_ROOT / "pyproject.toml"),
        "--cache-dir",
        str(cache),
        "--no-error-summary",
        "--hide-error-context",
        "--no-pretty",
        "--show-error-codes",
        "examples",
    ]
    done = subprocess.run(
        command, cwd=REPO_ROOT, env=clean_env(), capture_output=True, text=True, check=False
    )
    output = done.stdout + done.stderr
    reports = set()
    for text in done.stdout.splitlines():
        match = _REPORT.match(text)
        if match:
            reports.add((match["path"], int(match["line"]), match["severity"], match["code"]))
    return reports, output


def crashed(output: str) -> bool:
    return "INTERNAL ERROR" in output or "Traceback (most recent call last)" in output


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--release",
        action="append",
        metavar="VERSION",
        help=f"a mypy release to check (repeatable; default: {', '.join(RELEASES)})",
    )
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR, metavar="DIR")
    parser.add_argument(
        "--install",
        choices=INSTALLS,
        default="wheel",
        help="how each venv gets this repository: wheel (pip install PATH; the default), "
        "compiled (the same, the engine compiled by mypyc) or editable",
    )
    args = parser.parse_args(argv)
    releases: list[str] = args.release or list(RELEASES)
    pinned = importlib.metadata.version("mypy")
    with tempfile.TemporaryDirectory() as scratch:
        log(f"mypy {pinned} (this interpreter) on examples/ ...")
        baseline, output = jax_reports(Path(sys.executable), Path(scratch) / "pinned")
        if crashed(output) or not baseline:
            print(output[-4000:])
            print(f"mypy {pinned} gave no jax-* reports on examples/: nothing to compare")
            return 1
        rows = [(pinned, len(baseline), "(reference)")]
        failed = False
        for release in releases:
            try:
                python = release_python(args.workdir, release, args.install)
            except BenchError as err:
                print(f"mypy {release}: {err}")
                return 2
            log(f"mypy {release} ({engine_of(python)} engine) on examples/ ...")
            found, output = jax_reports(python, Path(scratch) / release)
            if crashed(output):
                failed = True
                rows.append((release, len(found), "crashed:\n" + output[-2000:]))
                continue
            missing, extra = sorted(baseline - found), sorted(found - baseline)
            verdict = "same" if not missing and not extra else "DIFFERENT"
            failed = failed or verdict != "same"
            details = [f"  missing {r}" for r in missing] + [f"  extra {r}" for r in extra]
            rows.append((release, len(found), "\n".join([verdict, *details])))
    print(f"{'mypy':<8} {'jax-* reports':>13}  same as mypy {pinned}")
    for release, count, verdict in rows:
        print(f"{release:<8} {count:>13}  {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
