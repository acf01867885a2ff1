"""`jaxthink-typing check FILE` checks FILE in its program: a mistake that only a caller
in another file reaches is reported, from the project's root or one of its subfolders."""

from __future__ import annotations

from pathlib import Path

from tests.cli_project import run, write_package

CONFIG = (
    "[mypy]\nplugins = jaxthink_typing.mypy_plugin\nfiles = pkg\nignore_missing_imports = true\n"
)
MISTAKE = 'error: Python "if" needs a concrete bool, but "norm == 0" is traced  [jax-traced-bool]'


def test_one_file_is_checked_in_its_program(tmp_path: Path) -> None:
    """helpers.py's mistake is reached only from train.py's jitted step."""
    root = write_package(tmp_path / "project", ("mypy.ini", CONFIG))
    done = run(root, "check", "pkg/helpers.py")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines() == [
        f"pkg/helpers.py:6: {MISTAKE}",
        "    reached from pkg/train.py:9 (step)",
        '    Why: passed as "x" to "normalize" at pkg/train.py:9; "x" is a parameter of '
        '"step", traced by jax.jit at pkg/train.py:6',
        "    Fix: use jnp.where(cond, a, b) or lax.cond(cond, true_fn, false_fn, ...)",
        "    See: python -m jaxthink_typing explain jax-traced-bool",
        "",
        "1 report: jax-traced-bool 1",
    ]
    # Only the files asked about: train.py has the print note alone, which fails nothing.
    done = run(root, "check", "pkg/train.py")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "1 report: jax-traced-print 1"
    # From a subfolder, where the configuration's `files = pkg` names no folder: mypy
    # runs at the project's root, and paths are shown from where the command ran.
    done = run(root / "pkg", "check", "helpers.py")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines()[:2] == [
        f"helpers.py:6: {MISTAKE}",
        "    reached from train.py:9 (step)",
    ]
    done = run(root / "pkg", "check")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "2 reports: jax-traced-bool 1, jax-traced-print 1"


def test_the_help_says_so() -> None:
    done = run(Path.cwd(), "check", "--help")
    assert "whole program" in " ".join(done.stdout.split())
