"""Which modules the analysis follows calls into: the user's own, not the libraries mypy
finds on the Python path (site-packages, or a `PYTHONPATH` folder outside the project),
whose errors mypy drops; `follow_packages` names the libraries to follow all the same.

Each test puts a library `mylib` (typed: mypy reads it) with a helper JAX raises in
(`int()` of its argument) on the Python path, and a project whose jitted step calls it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mypy_runner import run_mypy

HELPER = "def size(x):\n    return int(x.sum())\n"
STEP = """\
import jax
import jax.numpy as jnp

from mylib.helpers import size


@jax.jit
def step(x):
    return jnp.zeros(3) * size(x)
"""
CONFIG = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\n"


def _library(folder: Path) -> None:
    package = folder / "mylib"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "py.typed").write_text("")
    (package / "helpers.py").write_text(HELPER)


def _project(root: Path, config: str = CONFIG) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "train.py").write_text(STEP)
    (root / "mypy.ini").write_text(config)
    return root / "train.py"


def _jax_reports(tmp_path: Path, project: Path, train: Path) -> list[tuple[int, str | None]]:
    reports, _ = run_mypy(
        [train], tmp_path / "cache", "--config-file", str(project / "mypy.ini"), cwd=project
    )
    jax = [r for r in reports if r.severity == "error" and (r.code or "").startswith("jax-")]
    return [(r.line, r.code) for r in jax]


def test_a_library_on_the_python_path_outside_the_project_is_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _library(tmp_path / "libs")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path / "libs"))
    train = _project(tmp_path / "project")
    assert _jax_reports(tmp_path, tmp_path / "project", train) == []


def test_follow_packages_follows_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _library(tmp_path / "libs")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path / "libs"))
    config = CONFIG + "\n[jaxthink_typing]\nfollow_packages = mylib\n"
    train = _project(tmp_path / "project", config)
    assert _jax_reports(tmp_path, tmp_path / "project", train) == [(9, "jax-traced-conversion")]


def test_a_python_path_folder_inside_the_project_is_the_users_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "project"
    _library(project / "src")  # PYTHONPATH=src: the project's own package
    monkeypatch.setenv("PYTHONPATH", str(project / "src"))
    train = _project(project)
    assert _jax_reports(tmp_path, project, train) == [(9, "jax-traced-conversion")]
