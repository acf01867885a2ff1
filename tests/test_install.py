"""Installs resolve for mypy from any folder, and the plugin says so when one does not.

A user's project lies outside this repository and often sets `ignore_missing_imports`:
there, an install mypy cannot follow would turn `Static[...]` into `Any` without a word.
The slow tests install the package (editable, as README says, and from a path, as pip
builds a wheel for a path or `git+` URL) and run mypy from a temporary folder.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from jaxthink_typing.resolution import MESSAGE

ROOT = Path(__file__).resolve().parent.parent
USER_CODE = """\
import jax
import jax.numpy as jnp
from jaxthink_typing import Static


def pad(x: jax.Array, n: Static[int]) -> jax.Array:
    return jnp.concatenate([x, jnp.zeros(n)])


@jax.jit
def step(x: jax.Array) -> jax.Array:
    return pad(x, x.sum())  # static-arg


@jax.jit
def count(x: jax.Array) -> jax.Array:
    return jnp.arange(x.sum())  # the API model: a static size
"""
CONFIG = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\nignore_missing_imports = True\n"


@pytest.fixture(scope="module")
def shared_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One mypy cache for the slow tests: JAX is analysed once."""
    return tmp_path_factory.mktemp("mypy-cache")


def _project(folder: Path) -> Path:
    """A user's project: one module and a mypy.ini, outside the repository."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mypy.ini").write_text(CONFIG, encoding="utf-8")
    (folder / "user.py").write_text(USER_CODE, encoding="utf-8")
    return folder


def _env() -> dict[str, str]:
    """The environment without paths that would find the repository by other means, nor
    a choice of engine."""
    drop = ("PYTHONPATH", "MYPYPATH", "JAXTHINK_TYPING_COMPILE")
    return {k: v for k, v in os.environ.items() if k not in drop}


def _mypy(python: Path | str, project: Path, cache: Path, *extra: str) -> str:
    command = [str(python), "-m", "mypy", "--cache-dir", str(cache), *extra, "user.py"]
    done = subprocess.run(
        command, cwd=project, env=_env(), capture_output=True, text=True, check=False
    )
    output = done.stdout + done.stderr
    assert "Traceback" not in output and "INTERNAL ERROR" not in output, output
    return output


def _line(text: str) -> int:
    return USER_CODE.splitlines().index(text) + 1


def _assert_resolved(output: str) -> None:
    """The marks resolved (`Static` is no `Any`), and the bundled API model was loaded."""
    line = _line("    return pad(x, x.sum())  # static-arg")
    assert f"user.py:{line}: error:" in output and "[jax-static-arg]" in output, output
    modelled = _line("    return jnp.arange(x.sum())  # the API model: a static size")
    shapes = [text for text in output.splitlines() if "[jax-traced-shape]" in text]
    assert [text.split(": error")[0] for text in shapes] == [f"user.py:{modelled}"], output
    assert "did not load the module jaxthink_typing" not in output, output
    assert "Cannot find implementation or library stub" not in output, output


def test_unresolved_package_is_named_once(tmp_path: Path) -> None:
    """mypy runs the plugin but cannot load `jaxthink_typing` (no site-packages here):
    one note names the fix, at the first import, and says nothing more."""
    project = _project(tmp_path / "project")
    (project / "other.py").write_text("from jaxthink_typing import Traced\n", encoding="utf-8")
    env = {**_env(), "PYTHONPATH": os.pathsep.join(sys.path)}  # the plugin itself loads
    command = [sys.executable, "-m", "mypy", "--no-site-packages", "user.py", "other.py"]
    command += ["--cache-dir", str(tmp_path / "cache")]
    done = subprocess.run(
        command, cwd=project, env=env, capture_output=True, text=True, check=False
    )
    assert done.stdout.count(MESSAGE) == 1, done.stdout + done.stderr
    notes = {f"user.py:3: note: {MESSAGE}", f"other.py:1: note: {MESSAGE}"}
    assert notes & set(done.stdout.splitlines()), done.stdout


def test_unresolved_package_is_named_once_with_workers(tmp_path: Path) -> None:
    """The same under `mypy --num-workers 2`: each worker has its own plugin, and the
    modules are spread over both, yet one note is made (a `functools.partial` call starts
    the analysis in a worker)."""
    project = _project(tmp_path / "project")
    modules = [f"m{i}.py" for i in range(12)]
    text = "import functools\nfrom jaxthink_typing import Traced\n\nf = functools.partial(abs)\n"
    for name in modules:
        (project / name).write_text(text, encoding="utf-8")
    env = {**_env(), "PYTHONPATH": os.pathsep.join(sys.path)}
    command = [sys.executable, "-m", "mypy", "--no-site-packages", "--num-workers", "2"]
    command += ["--cache-dir", str(tmp_path / "cache"), *modules]
    for _ in range(3):  # mypy gives a worker 3 s to start: a busy machine may need a retry
        done = subprocess.run(
            command, cwd=project, env=env, capture_output=True, text=True, check=False
        )
        output = done.stdout + done.stderr
        if "Failed to establish connection with worker" not in output:
            break
        shutil.rmtree(tmp_path / "cache", ignore_errors=True)
    assert "Traceback" not in output and "INTERNAL ERROR" not in output, output
    assert done.stdout.count(MESSAGE) == 1, output


def _installed_location(python: Path | str, folder: Path) -> Path | None:
    """Where `python`, started in `folder`, imports `jaxthink_typing` from (None: nowhere)."""
    done = subprocess.run(
        [str(python), "-c", "import jaxthink_typing; print(jaxthink_typing.__file__)"],
        cwd=folder,
        env=_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    return Path(done.stdout.strip()).resolve().parent if done.returncode == 0 else None


@pytest.mark.slow
def test_editable_install_resolves_from_outside(tmp_path: Path, shared_cache: Path) -> None:
    """README's `pip install -e '.[test]'`: mypy resolves the package from another folder."""
    if _installed_location(sys.executable, tmp_path) != ROOT / "jaxthink_typing":
        pytest.skip("this environment has no editable install of this repository")
    output = _mypy(sys.executable, _project(tmp_path / "project"), shared_cache)
    _assert_resolved(output)


def _source_copy(folder: Path) -> Path:
    """What a clone holds that a build reads, copied to `folder`."""
    for tree in ("jaxthink_typing", "stubs"):
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so")
        shutil.copytree(ROOT / tree, folder / tree, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md", "MANIFEST.in", "LICENSE"):
        shutil.copy(ROOT / name, folder / name)
    return folder


@dataclasses.dataclass(frozen=True)
class PathInstall:
    """A fresh venv with the package installed from a path, and pip's output."""

    python: Path
    purelib: Path
    log: str
    source: Path  # the clone it was installed from


def _install_from_path(folder: Path, env: dict[str, str]) -> PathInstall:
    """`pip install PATH` (what `pip install git+URL` does after cloning) of a copy of this
    checkout under `folder`, into a fresh venv that borrows this environment's JAX and mypy
    (a .pth line, not a reinstall)."""
    source = _source_copy(folder / "source")
    venv = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    # This environment's packages (JAX, mypy), but not its copy of jaxthink_typing, nor
    # the standard library (pip's build isolation drops what a .pth adds).
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    skip = {stdlib, stdlib / "lib-dynload"}
    borrowed = [
        p
        for p in sys.path
        if p and Path(p) not in skip and not p.endswith(".zip")
        if not Path(p, "jaxthink_typing").exists()
    ]
    Path(purelib, "_borrowed.pth").write_text("\n".join(borrowed) + "\n")
    install = [sys.executable, "-m", "pip", "--python", str(python), "install", "--verbose"]
    done = subprocess.run(
        [*install, "--no-deps", str(source)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    return PathInstall(python, Path(purelib), done.stdout + done.stderr, source)


@pytest.fixture(scope="module")
def path_install(tmp_path_factory: pytest.TempPathFactory) -> PathInstall:
    """The package installed from a path as README says, without opting in to the
    compiled engine."""
    return _install_from_path(tmp_path_factory.mktemp("path-install"), _env())


@pytest.mark.slow
def test_path_install_in_a_fresh_venv_resolves_from_outside(
    tmp_path: Path, shared_cache: Path, path_install: PathInstall
) -> None:
    where = _installed_location(path_install.python, tmp_path)
    assert where == path_install.purelib.resolve() / "jaxthink_typing", where
    assert (path_install.purelib / "jaxthink_typing" / "stubs" / "jax" / "lax.pyi").is_file()
    assert not (path_install.source / "build").exists()  # the build wrote outside the clone
    output = _mypy(path_install.python, _project(tmp_path / "project"), shared_cache)
    _assert_resolved(output)


def _compiler() -> str | None:
    """The C compiler a wheel build would use, if it is installed."""
    name = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(name)


def _jax_reports(python: Path, folder: Path, cache: Path) -> list[str]:
    command = [str(python), "-m", "mypy", "--cache-dir", str(cache), "examples"]
    done = subprocess.run(
        command, cwd=folder, env=_env(), capture_output=True, text=True, check=False
    )
    output = done.stdout + done.stderr
    assert "Traceback" not in output and "INTERNAL ERROR" not in output, output
    assert "could not analyse" not in output, output
    return sorted(line for line in done.stdout.splitlines() if "[jax-" in line)


def _compiled_modules(install: PathInstall) -> list[str]:
    engine = install.purelib / "jaxthink_typing" / "analysis" / "interpreter"
    return sorted(path.name for path in engine.glob("frame.*.so"))


@pytest.mark.slow
def test_a_path_install_is_pure_python_unless_asked(path_install: PathInstall) -> None:
    """The compiled engine is opt-in: a plain `pip install PATH` compiles nothing."""
    assert _compiled_modules(path_install) == [], path_install.log[-3000:]
    installed = path_install.purelib / "jaxthink_typing"
    assert (installed / "analysis" / "interpreter" / "frame.py").is_file()
    assert not [path for path in installed.rglob("*") if path.suffix in (".so", ".pyd")]


@pytest.mark.slow
def test_opting_in_compiles_the_engine_and_reports_the_same(tmp_path: Path) -> None:
    """`JAXTHINK_TYPING_COMPILE=1` compiles the engine where a C compiler is (where none
    is, the build log says the engine stays pure), and the installed plugin reports on
    examples/ exactly what this checkout's pure engine reports."""
    # At the C compiler's level 0: the same translation, built in a fraction of the time.
    env = {**_env(), "JAXTHINK_TYPING_COMPILE": "1", "MYPYC_OPT_LEVEL": "0"}
    install = _install_from_path(tmp_path / "install", env)
    compiled = _compiled_modules(install)
    if _compiler() is None:
        assert compiled == [], compiled
        assert "the engine stays pure Python" in install.log, install.log[-3000:]
    else:
        assert len(compiled) == 1, install.log[-3000:]
    assert not (install.source / "build").exists()  # the build wrote outside the clone
    folder = tmp_path / "checked"
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "examples", folder / "examples", ignore=ignore)
    (folder / "mypy.ini").write_text("[mypy]\nplugins = jaxthink_typing.mypy_plugin\n")
    pure = _jax_reports(Path(sys.executable), folder, tmp_path / "cache-pure")
    assert len(pure) > 100, pure  # examples/ has a report for each bad example
    assert _jax_reports(install.python, folder, tmp_path / "cache-wheel") == pure


@pytest.mark.slow
def test_a_wheel_holds_the_pure_engine_and_the_api_model(tmp_path: Path) -> None:
    """`pip wheel PATH` builds a pure wheel with the model in the package, and writes
    nothing into the clone."""
    source = _source_copy(tmp_path / "source")
    command = [sys.executable, "-m", "pip", "wheel", "--verbose", "--no-deps"]
    done = subprocess.run(
        [*command, "--wheel-dir", str(tmp_path / "wheels"), str(source)],
        env=_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    log = done.stdout + done.stderr
    assert done.returncode == 0, log[-4000:]
    (wheel,) = (tmp_path / "wheels").glob("jaxthink_typing-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "jaxthink_typing/analysis/interpreter/frame.py" in names
    assert "jaxthink_typing/stubs/jax/lax.pyi" in names  # the API model, from the top-level stubs/
    assert not (source / "build").exists()  # the build wrote outside the clone
    assert not [name for name in names if name.endswith((".so", ".pyd"))], names


@pytest.mark.slow
def test_a_wheel_built_from_the_sdist_carries_the_api_model(tmp_path: Path) -> None:
    """The source distribution holds the top-level `stubs/`, and a wheel built from it puts
    the model into the package (as `python -m build` does: sdist, then wheel)."""
    source = _source_copy(tmp_path / "source")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", str(tmp_path / "sdist"), "."],
        cwd=source,
        env=_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (sdist,) = (tmp_path / "sdist").glob("jaxthink_typing-*.tar.gz")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps"]
    done = subprocess.run(
        [*command, "--wheel-dir", str(tmp_path / "wheels"), str(sdist)],
        env=_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (wheel,) = (tmp_path / "wheels").glob("jaxthink_typing-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "jaxthink_typing/stubs/jax/numpy/__init__.pyi" in names, names
    # The license travels in both distributions, and the wheel declares the command.
    with tarfile.open(sdist) as archive:
        assert any(name.endswith("/LICENSE") for name in archive.getnames())
    with zipfile.ZipFile(wheel) as archive:
        info = {name.split("/", 1)[1]: name for name in names if ".dist-info/" in name}
        assert "licenses/LICENSE" in info, sorted(info)
        assert "Apache License" in archive.read(info["licenses/LICENSE"]).decode()
        metadata = archive.read(info["METADATA"]).decode()
        assert "License-Expression: Apache-2.0" in metadata
        assert "License-File: LICENSE" in metadata
        scripts = archive.read(info["entry_points.txt"]).decode()
        assert "jaxthink-typing = jaxthink_typing.__main__:console" in scripts
