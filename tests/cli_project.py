"""A small package for `jaxthink-typing check` to run on, and the command run in it as a
user would (a subprocess in the project's folder, this checkout's package first)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HELPERS = """\
import jax.numpy as jnp


def normalize(x):
    norm = jnp.linalg.norm(x)
    if norm == 0:
        return x
    return x / norm
"""
TRAIN = """\
import jax

from pkg.helpers import normalize


@jax.jit
def step(x):
    print(x)
    return normalize(x) * 2


count: int = "three"
"""
PLUGIN_INI = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\n"


def write_package(root: Path, config: tuple[str, str] | None = ("mypy.ini", PLUGIN_INI)) -> Path:
    """`pkg/helpers.py` with a traced `if` (line 6) that `pkg/train.py`'s jitted `step`
    reaches at line 9; a `print` of a tracer (line 8) and an ordinary mypy error (line
    12) in train.py."""
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "helpers.py").write_text(HELPERS)
    (root / "pkg" / "train.py").write_text(TRAIN)
    (root / ".git").mkdir()  # mypy looks for its configuration no higher up
    if config is not None:
        (root / config[0]).write_text(config[1])
    return root


def environment() -> dict[str, str]:
    paths = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    env.pop("MYPY_CACHE_DIR", None)
    return env


def run(
    cwd: Path, *args: str, command: Sequence[str] = (sys.executable, "-m", "jaxthink_typing")
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [*command, *args], cwd=cwd, env=environment(), capture_output=True, text=True
    )
    output = done.stdout + done.stderr
    assert "Traceback" not in output and "INTERNAL ERROR" not in output, output
    return done


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1))
