"""The `jax-*` codes exist for mypy before it reads `disable_error_code`, so a user can
name them there (mypy rejects the whole run for a code it does not know)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mypy_runner import run_mypy

MODULE = """\
import jax


@jax.jit
def f(x):
    if x > 0:
        return x
    return -x
"""


@pytest.mark.parametrize(
    "setting",
    ['disable_error_code = ["jax-traced-bool"]', 'enable_error_code = ["jax-traced-bool"]', ""],
    ids=["disabled", "enabled", "default"],
)
def test_disable_error_code_names_a_jax_code(tmp_path: Path, setting: str) -> None:
    (tmp_path / "mod.py").write_text(MODULE)
    (tmp_path / "pyproject.toml").write_text(
        f'[tool.mypy]\nplugins = ["jaxthink_typing.mypy_plugin"]\n{setting}\n'
    )
    reports, output = run_mypy(["mod.py"], tmp_path / "cache", cwd=tmp_path)
    assert "Invalid error code" not in output, output
    codes = [r.code for r in reports if r.severity == "error"]
    assert codes == ([] if setting.startswith("disable") else ["jax-traced-bool"]), output
