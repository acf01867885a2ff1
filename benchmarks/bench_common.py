"""Shared helpers for `libraries.py` and `overhead.py`: a pinned venv, library sources, mypy.

Stdlib only. The venv lives under a work folder (default: `<tmp>/jaxthink-libraries`) and is
reused while its pins and this repository's path are unchanged. Each library's package is
copied out of the venv's site-packages into `<workdir>/src/<name>/<name>` and checked there
with `python -m mypy -p <name>` run by the venv's interpreter from that folder: the copy is
a first-party root (its errors are reported, not silenced as an installed package's), while
its imports (jax, equinox under diffrax, ...) resolve to the venv's site-packages as usual.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Final

REPO_ROOT: Final = Path(__file__).resolve().parent.parent
DEFAULT_WORKDIR: Final = Path(tempfile.gettempdir()) / "jaxthink-libraries"
PLUGIN: Final = "jaxthink_typing.mypy_plugin"

# name -> pip requirement; the name is also the import package checked with `-p`.
LIBRARIES: Final[Mapping[str, str]] = {
    "optax": "optax==0.2.8",
    "equinox": "equinox==0.13.8",
    "flax": "flax==0.12.8",
    "diffrax": "diffrax==0.7.2",
    "numpyro": "numpyro==0.22.0",
    "blackjax": "blackjax==1.7.1",
    "optimistix": "optimistix==0.1.0",
    "lineax": "lineax==0.1.1",
    "chex": "chex==0.1.92",
    "haiku": "dm-haiku==0.0.17",
    "jraph": "jraph==0.0.6.dev0",
    "jaxopt": "jaxopt==0.8.5",
    # Added for issue 13 (they install with the pins above, jax untouched).
    "distrax": "distrax==0.1.9",
    "gymnax": "gymnax==1.0.1",
    "dm_pix": "dm-pix==0.4.5",
    # Added for issue 14 (the newest; installs with the pins above, jax untouched).
    "brax": "brax==0.14.2",
    # Added on 2026-12-05 (commit 6f62c8f): fifteen more, each the newest release that
    # installs with the pins above (jax, jaxlib and mypy untouched). Science and
    # simulation (interpax was left out before for 11 false reports on `axis: int` of its
    # equinox.filter_jit functions):
    "interpax": "interpax==0.3.16",
    "jax_md": "jax-md==0.2.29",
    "ott": "ott-jax==0.6.0",
    "jaxlie": "jaxlie==1.5.0",
    "jaxsim": "jaxsim==0.9.0",
    # Reinforcement learning and search.
    "rlax": "rlax==0.1.9",
    "mctx": "mctx==0.0.71",
    "jumanji": "jumanji==1.1.2",
    "evosax": "evosax==0.3.2",
    # Probabilistic modelling.
    "dynamax": "dynamax==1.0.3",
    "flowjax": "flowjax==19.1.2",
    "gpjax": "gpjax==1.0.0",
    # Neural networks and optimisation.
    "penzai": "penzai==0.2.5",
    "quax": "quax==0.4.6",
    "kfac_jax": "kfac-jax==0.0.8",
}
BASE_PINS: Final = ("jax==0.10.2", "jaxlib==0.10.2", "mypy==2.4.1")
MARKER: Final = ".jaxthink-bench.json"
INSTALLS: Final = ("wheel", "compiled", "editable")
BUILT: Final = ("wheel", "compiled")  # installs that build a wheel from the source

# Flags shared by every mypy run; the only difference between the two configurations is
# the `plugins` line of the config file.
MYPY_FLAGS: Final = (
    "--output",
    "json",
    "--show-error-codes",
    "--hide-error-context",
    "--no-error-summary",
    "--no-color-output",
)


class BenchError(Exception):
    """Setting up the venv or running mypy failed."""


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    """--workdir, --json, --repo and --mypy-flag, shared by the benchmark scripts."""
    parser.add_argument(
        "--workdir",
        metavar="DIR",
        type=Path,
        default=DEFAULT_WORKDIR,
        help=f"venv, sources and caches (default: {DEFAULT_WORKDIR})",
    )
    parser.add_argument("--json", metavar="OUT", type=Path, help="also write results as JSON")
    parser.add_argument(
        "--repo",
        metavar="DIR",
        type=Path,
        default=REPO_ROOT,
        help="install jaxthink-typing from this copy instead of this repository",
    )
    parser.add_argument(
        "--install",
        choices=INSTALLS,
        default="wheel",
        help="how the venv gets jaxthink-typing: wheel (as users do, `pip install PATH`), "
        "compiled (the same with JAXTHINK_TYPING_COMPILE=1: the engine compiled by mypyc, "
        "minutes of building) or editable",
    )
    parser.add_argument(
        "--mypy-flag",
        metavar="FLAG",
        action="append",
        default=[],
        help="an extra mypy flag for every run, e.g. --mypy-flag=--check-untyped-defs",
    )


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- venv


def venv_python(workdir: Path) -> Path:
    return workdir / "venv" / "bin" / "python"


def clean_env() -> dict[str, str]:
    """The environment for subprocesses, without another venv's or a user's search paths."""
    env = dict(os.environ)
    drop = ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "MYPYPATH", "PYTHONSTARTUP")
    for name in (*drop, "PYTHONDONTWRITEBYTECODE"):  # users have the plugin's bytecode
        env.pop(name, None)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def install_env(install: str) -> dict[str, str]:
    """The environment for pip installing jaxthink-typing as `install` says."""
    env = clean_env()
    env.pop("JAXTHINK_TYPING_COMPILE", None)
    if install == "compiled":
        env["JAXTHINK_TYPING_COMPILE"] = "1"
    return env


def _requirements() -> list[str]:
    return [*BASE_PINS, *LIBRARIES.values()]


def ensure_venv(
    workdir: Path, repo: Path = REPO_ROOT, install: str = "wheel", extra: Sequence[str] = ()
) -> Path:
    """Create (or reuse) the pinned venv under `workdir`, with jaxthink-typing installed from
    `repo` as `install` says (and the `extra` requirements too); return its interpreter."""
    python = venv_python(workdir)
    requirements = [*_requirements(), *extra]
    wanted = {"requirements": requirements, "repo": str(repo.resolve()), "install": install}
    if install in BUILT:  # an installed copy: rebuilt when the source changes
        wanted["source"] = plugin_digest(repo, build_files=True)
    if python.exists() and marker_matches(workdir / "venv" / MARKER, wanted):
        return python
    workdir.mkdir(parents=True, exist_ok=True)
    if not python.exists():
        log(f"creating a venv in {workdir / 'venv'} ...")
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(workdir / "venv")
        except (OSError, subprocess.CalledProcessError) as err:
            raise BenchError(f"could not create a venv with pip: {err}") from err
    pip = [str(python), "-m", "pip", "install"]
    project = ["-e", str(repo.resolve())]
    if install in BUILT:  # built even when the version is the same
        project = ["--force-reinstall", "--no-deps", str(repo.resolve())]
    for command in ([*pip, *requirements], [*pip, *project]):
        log("installing: " + " ".join(command[4:]))
        env = install_env(install)
        proc = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise BenchError(f"pip install failed:\n{proc.stdout[-4000:]}{proc.stderr[-4000:]}")
    (workdir / "venv" / MARKER).write_text(json.dumps(wanted, indent=1) + "\n")
    return python


def marker_matches(marker: Path, wanted: object) -> bool:
    """Whether a venv's marker file records the `wanted` installation (so it is reused)."""
    try:
        return bool(json.loads(marker.read_text()) == wanted)
    except (OSError, ValueError):
        return False


def plugin_digest(repo: Path = REPO_ROOT, *, build_files: bool = False) -> str:
    """A hash of the plugin's source and model (`stubs/`) in `repo` (the
    plugin's cache fingerprint covers the same files: a change between two runs
    invalidates mypy's cache); with `build_files`, also of what builds its wheel."""
    digest = hashlib.sha256()
    paths = sorted([*(repo / "jaxthink_typing").rglob("*"), *(repo / "stubs").rglob("*")])
    if build_files:
        paths += [repo / "setup.py", repo / "pyproject.toml", repo / "MANIFEST.in"]
    for path in paths:
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(repo)).encode())
            try:
                digest.update(path.read_bytes())
            except OSError:
                continue
    return digest.hexdigest()[:16]


def repo_revision(repo: Path = REPO_ROOT) -> str:
    """`git describe --always --dirty` of the repository, or "unknown"."""
    try:
        proc = subprocess.run(
            ["git", "describe", "--always", "--dirty"],
            cwd=repo,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return "unknown"
    return proc.stdout.strip() or "unknown"


def engine_of(python: Path) -> str:
    """Whether the engine that `python` imports (with -P: not a checkout in the current
    folder) is compiled or pure Python."""
    code = "import jaxthink_typing.analysis.interpreter.frame as e; print(e.__file__)"
    done = subprocess.run(
        [str(python), "-P", "-c", code],
        env=clean_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    return "compiled" if done.stdout.strip().endswith(".so") else "pure"


def installed_versions(python: Path, repo: Path = REPO_ROOT) -> dict[str, str]:
    distributions = [requirement.split("==")[0] for requirement in LIBRARIES.values()]
    names = ["python", "jax", "jaxlib", "mypy", "jaxthink-typing", *distributions]
    code = (
        "import importlib.metadata as m, json, platform, sys\n"
        "out = {}\n"
        "for n in sys.argv[1:]:\n"
        "    try: out[n] = platform.python_version() if n == 'python' else m.version(n)\n"
        "    except m.PackageNotFoundError: out[n] = 'missing'\n"
        "print(json.dumps(out))\n"
    )
    proc = subprocess.run(
        [str(python), "-P", "-c", code, *names],
        env=clean_env(),
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(proc.stdout)
    versions = {str(k): str(v) for k, v in data.items()}
    for name, distribution in zip(LIBRARIES, distributions, strict=True):
        versions[name] = versions.pop(distribution)  # keyed by the name checked with -p
    versions["engine"] = engine_of(python)
    where = "" if repo.resolve() == REPO_ROOT else f"{repo}, "
    versions["jaxthink-typing"] += f" ({where}{repo_revision(repo)}, {plugin_digest(repo)})"
    return versions


# --------------------------------------------------------------------------- targets


@dataclasses.dataclass(frozen=True)
class Target:
    """What one mypy run checks: `args` run from `cwd`."""

    name: str
    cwd: Path
    args: tuple[str, ...]
    root: Path  # the folder whose files are the targets (for source lines)


def package_dir(python: Path, package: str) -> Path:
    """The installed folder of `package` in the venv (found without importing it)."""
    code = (
        "import importlib.util, sys\n"
        "spec = importlib.util.find_spec(sys.argv[1])\n"
        "print(list(spec.submodule_search_locations)[0])\n"
    )
    proc = subprocess.run(
        [str(python), "-c", code, package],
        env=clean_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise BenchError(f"cannot locate package {package}: {proc.stderr.strip()}")
    return Path(proc.stdout.strip())


def library_target(python: Path, workdir: Path, name: str) -> Target:
    """Copy the installed package to `<workdir>/src/<name>/<name>`; check it with `-p`."""
    source = package_dir(python, name)
    home = workdir / "src" / name
    dest = home / name
    if home.exists():
        shutil.rmtree(home)
    shutil.copytree(source, dest, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return Target(name=name, cwd=home, args=("-p", name), root=home)


def examples_target(workdir: Path) -> Target:
    """A copy of the repository's `examples/`, checked from outside the repository (run
    from the repository, mypy would see its `jaxthink_typing` folder and not the one
    installed in the venv)."""
    home = workdir / "src" / "examples"
    if home.exists():
        shutil.rmtree(home)
    shutil.copytree(
        REPO_ROOT / "examples", home / "examples", ignore=shutil.ignore_patterns("__pycache__")
    )
    return Target(name="examples", cwd=home, args=("examples",), root=home)


def write_config(workdir: Path, plugin: bool) -> Path:
    """A mypy config with default settings, plus the plugin line when `plugin`."""
    path = workdir / ("mypy-plugin.ini" if plugin else "mypy-plain.ini")
    text = "[mypy]\n" + (f"plugins = {PLUGIN}\n" if plugin else "")
    workdir.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


# --------------------------------------------------------------------------- running mypy


@dataclasses.dataclass(frozen=True)
class Diagnostic:
    file: str  # as mypy printed it, relative to the target's cwd
    line: int
    column: int
    code: str
    severity: str
    message: str
    hint: str | None


@dataclasses.dataclass(frozen=True)
class MypyRun:
    returncode: int
    wall_s: float
    cpu_s: float
    max_rss_kib: int
    diagnostics: tuple[Diagnostic, ...]
    other_output: str  # stdout lines that are not JSON diagnostics, plus stderr

    @property
    def jax_reports(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.code.startswith("jax-")]

    @property
    def crashed(self) -> bool:
        return self.returncode not in (0, 1) or "Error importing plugin" in self.other_output


def _parse(stdout: str) -> tuple[list[Diagnostic], list[str]]:
    found: list[Diagnostic] = []
    rest: list[str] = []
    for text in stdout.splitlines():
        if not text.startswith("{"):
            if text.strip():
                rest.append(text)
            continue
        try:
            data = json.loads(text)
        except ValueError:
            rest.append(text)
            continue
        hint = data.get("hint")
        found.append(
            Diagnostic(
                file=str(data.get("file", "")),
                line=int(data.get("line") or 0),
                column=int(data.get("column") or 0),
                code=str(data.get("code") or ""),
                severity=str(data.get("severity", "")),
                message=str(data.get("message", "")),
                hint=None if hint is None else str(hint),
            )
        )
    return found, rest


def run_mypy(
    python: Path,
    target: Target,
    config: Path,
    cache_dir: Path,
    *,
    fresh: bool,
    extra: Sequence[str] = (),
    timeout_s: float = 3600.0,
) -> MypyRun:
    """Run mypy on `target`; `fresh` empties `cache_dir` first (a cold run).

    Wall time is measured around the child; CPU time and peak RSS come from `os.wait4`,
    which returns the resource usage of that one child.
    """
    if fresh and cache_dir.exists():
        shutil.rmtree(cache_dir)
    cmd = [
        str(python),
        "-P",  # not the current folder on sys.path: the plugin is the venv's
        "-m",
        "mypy",
        "--config-file",
        str(config),
        "--cache-dir",
        str(cache_dir),
        *MYPY_FLAGS,
        *extra,
        *target.args,
    ]
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=target.cwd, env=clean_env(), stdout=out, stderr=err)
        deadline = start + timeout_s
        status = 0
        usage: resource.struct_rusage | None = None
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid == proc.pid:
                break
            if time.perf_counter() > deadline:
                proc.kill()
                _, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.02)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    diagnostics, rest = _parse(stdout)
    other = "\n".join([*rest, stderr.strip()]).strip()
    return MypyRun(
        returncode=proc.returncode,
        wall_s=wall,
        cpu_s=usage.ru_utime + usage.ru_stime,
        max_rss_kib=usage.ru_maxrss,  # KiB on Linux
        diagnostics=tuple(diagnostics),
        other_output=other,
    )


def source_line(root: Path, file: str, line: int) -> str:
    path = root / file
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def select(names: Sequence[str], only: Sequence[str] | None) -> list[str]:
    """`names` restricted to `only` (exact names), in the order of `names`."""
    if not only:
        return list(names)
    unknown = sorted(set(only) - set(names))
    if unknown:
        raise BenchError(f"unknown name(s): {', '.join(unknown)}; choose from {', '.join(names)}")
    return [name for name in names if name in only]
