"""The [tool.jaxthink_typing] / [jaxthink_typing] section: options, and clear problems."""

from __future__ import annotations

import textwrap
from pathlib import Path

from jaxthink_typing.config import load_config
from tests.mypy_runner import run_mypy

WRAPPER_USER = """
import jax
import jax.numpy as jnp
from wrappers import my_jit

@my_jit
def f(x):
    if x > 0:
        return x
    print(x)
    return -x
"""
WRAPPERS = """
import jax

def my_jit(f):
    return jax.jit(f)
"""


def _project(tmp_path: Path, section: str, name: str = "pyproject.toml") -> Path:
    (tmp_path / "wrappers.py").write_text(textwrap.dedent(WRAPPERS))
    (tmp_path / "user.py").write_text(textwrap.dedent(WRAPPER_USER))
    config = tmp_path / name
    config.write_text(textwrap.dedent(section))
    return config


def test_toml_options(tmp_path: Path) -> None:
    (tmp_path / "model").mkdir()
    config = _project(
        tmp_path,
        """
        [tool.jaxthink_typing]
        model_dirs = ["model"]
        entry_points = { "wrappers.my_jit" = "jax.jit" }
        notes = []
        """,
    )
    loaded = load_config(str(config))
    assert loaded.problems == []
    assert loaded.model_dirs == [(tmp_path / "model").resolve()]
    spec = loaded.settings.spec_for("wrappers.my_jit")
    assert spec is not None and spec.key == "jax.jit"
    assert loaded.settings.notes == frozenset()


def test_ini_options(tmp_path: Path) -> None:
    config = _project(
        tmp_path,
        """
        [mypy]
        [jaxthink_typing]
        entry_points = wrappers.my_jit: jax.jit
        notes = jax-traced-print
        """,
        "mypy.ini",
    )
    loaded = load_config(str(config))
    assert loaded.problems == []
    assert loaded.settings.entry_points == {"wrappers.my_jit": "jax.jit"}


def test_bad_options_are_named_and_the_rest_applies(tmp_path: Path) -> None:
    config = _project(
        tmp_path,
        """
        [tool.jaxthink_typing]
        model_dir = ["typo"]
        model_dirs = ["missing"]
        entry_points = { "wrappers.my_jit" = "jax.jitt", "wrappers.ok" = "jax.vmap" }
        notes = ["jax-traced-bool"]
        """,
    )
    loaded = load_config(str(config))
    text = "\n".join(loaded.problems)
    assert "unknown option 'model_dir'" in text and str(config) in text
    assert "'missing' is not a folder" in text
    assert "'jax.jitt'" in text
    assert "notes must be a list of note codes" in text
    assert loaded.settings.entry_points == {"wrappers.ok": "jax.vmap"}


def test_plugin_uses_entry_points_and_notes(tmp_path: Path) -> None:
    config = _project(
        tmp_path,
        """
        [tool.mypy]
        plugins = ["jaxthink_typing.mypy_plugin"]

        [tool.jaxthink_typing]
        entry_points = { "wrappers.my_jit" = "jax.jit" }
        notes = []
        """,
    )
    reports, output = run_mypy([tmp_path / "user.py"], tmp_path / "cache", cwd=tmp_path)
    del config
    codes = {(r.line, r.code) for r in reports}
    assert (8, "jax-traced-bool") in codes, output
    assert not any(r.code == "jax-traced-print" for r in reports), output


def test_broken_model_file_is_reported_and_the_rest_loads(tmp_path: Path) -> None:
    model = tmp_path / "model" / "wrappers.pyi"
    model.parent.mkdir()
    model.write_text("from jaxthink_typing import Static\ndef make(n: Static) -> int: ...\n")
    _project(
        tmp_path,
        """
        [tool.mypy]
        plugins = ["jaxthink_typing.mypy_plugin"]

        [tool.jaxthink_typing]
        model_dirs = ["model"]
        entry_points = { "wrappers.my_jit" = "jax.jit" }
        """,
    )
    reports, output = run_mypy([tmp_path / "user.py"], tmp_path / "cache", cwd=tmp_path)
    assert f"{model}:2" in output, output
    assert any(r.code == "jax-traced-bool" for r in reports), output
