"""`jaxthink-typing check` on a small package, as a user runs it: the reports at the
mistakes' own places, the formats, the baseline, the exit status."""

from __future__ import annotations

import json
from pathlib import Path

from jaxthink_typing import __version__
from tests.cli_project import edit, run, write_package

MISTAKE = 'pkg/helpers.py:6: error: Python "if" needs a concrete bool, but "norm == 0" is traced'
PRINT_NOTE = 'pkg/train.py:8: note: "print()" shows a tracer, not data: "x" is traced'


def test_a_callee_mistake_is_shown_at_its_own_place(tmp_path: Path) -> None:
    root = write_package(tmp_path / "project")
    done = run(root, "check")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stderr == ""  # no progress line off a terminal
    lines = done.stdout.splitlines()
    assert lines[0] == f"{MISTAKE}  [jax-traced-bool]"
    assert lines[1] == "    reached from pkg/train.py:9 (step)"
    # The chain runs through another file than the mistake's: each step names its file.
    assert lines[2].startswith('    Why: passed as "x" to "normalize" at pkg/train.py:9')
    assert not any("Reached from" in line for line in lines)  # the context replaces it
    assert f"{PRINT_NOTE}  [jax-traced-print]" in lines
    assert not any("[assignment]" in line for line in lines)  # jax-* only
    assert lines[-2:] == ["", "2 reports: jax-traced-bool 1, jax-traced-print 1"]
    # --all adds mypy's own reports; sorted by file and line.
    done = run(root, "check", "--all")
    heads = [line for line in done.stdout.splitlines() if line and not line.startswith(" ")]
    assert [head.split(": ")[0] for head in heads[:-1]] == [
        "pkg/helpers.py:6",
        "pkg/train.py:8",
        "pkg/train.py:12",
    ]
    # JSON: the mistake's place, and the call's.
    done = run(root, "check", "--output-format", "json")
    assert done.returncode == 1
    first = json.loads(done.stdout)[0]
    assert first["location"] == {"file": "pkg/helpers.py", "line": 6, "column": None}
    assert first["reached_from"] == [
        {"file": "pkg/train.py", "line": 9, "column": 12, "function": "step"}
    ]
    assert "2 reports" in done.stderr  # stdout is the JSON alone
    # Fixed: a note alone does not fail the run.
    edit(root / "pkg" / "helpers.py", "    if norm == 0:", "    if False:")
    done = run(root, "check")
    assert done.returncode == 0, done.stdout
    assert done.stdout.splitlines()[-1] == "1 report: jax-traced-print 1"


def test_the_plugin_is_added_to_a_configuration_without_it(tmp_path: Path) -> None:
    """The user's pyproject.toml lacks the plugin: the command adds it for the run, and
    mypy still gets the user's settings (`files`, an override), the plugin its own
    (`notes = []` hides the print note) and the project's root."""
    pyproject = """\
[tool.mypy]
files = ["pkg"]

[[tool.mypy.overrides]]
module = "pkg.generated"
ignore_errors = true

[tool.jaxthink_typing]
notes = []
"""
    root = write_package(tmp_path / "project", ("pyproject.toml", pyproject))
    (root / "pkg" / "generated.py").write_text(
        "import jax\n\n\n@jax.jit\ndef f(x):\n    return int(x)\n"
    )
    (root / "elsewhere.py").write_text("import jax\n\n\n@jax.jit\ndef f(x):\n    return int(x)\n")
    done = run(root, "check")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines() == [
        f"{MISTAKE}  [jax-traced-bool]",
        "    reached from pkg/train.py:9 (step)",
        *[line for line in done.stdout.splitlines() if line.startswith("    ")][1:],
        "",
        "1 report: jax-traced-bool 1",
    ]
    assert (root / ".mypy_cache" / "jaxthink-typing").is_dir()  # apart from plain mypy's
    assert sorted(path.name for path in root.iterdir()) == [
        ".git",
        ".mypy_cache",
        "elsewhere.py",
        "pkg",
        "pyproject.toml",
    ]
    # Paths on the command line win over `files`, as with mypy.
    done = run(root, "check", "elsewhere.py")
    assert done.stdout.splitlines()[0].startswith("elsewhere.py:6: error: ")
    # A module mypy cannot find is said, not passed over in silence.
    (root / "pkg" / "extra.py").write_text("import not_installed_here\n")
    done = run(root, "check")
    assert done.returncode == 1
    assert "warning: mypy cannot find not_installed_here" in done.stderr, done.stderr


def test_a_baseline_hides_known_reports_and_fails_on_new_ones(tmp_path: Path) -> None:
    root = write_package(tmp_path / "project")
    helpers = root / "pkg" / "helpers.py"
    done = run(root, "check", "--baseline", "jax-baseline.json", "--update-baseline")
    assert done.returncode == 0, done.stdout + done.stderr
    written = (root / "jax-baseline.json").read_text()
    assert [entry["line_text"] for entry in json.loads(written)["reports"]] == [
        "if norm == 0:",
        "print(x)",
    ]
    done = run(root, "check", "--baseline", "jax-baseline.json")
    assert done.returncode == 0
    assert done.stdout == "0 reports (2 more in the baseline, not shown)\n"
    # Lines added above the mistake: still the same report.
    edit(helpers, "import jax.numpy as jnp\n", "import jax.numpy as jnp\n\nEPS = 1e-6\n\n")
    done = run(root, "check", "--baseline", "jax-baseline.json")
    assert done.returncode == 0, done.stdout
    # A new mistake fails the run, and only it is shown.
    with (root / "pkg" / "train.py").open("a") as train:
        train.write("\n\n@jax.jit\ndef scale(x):\n    return x * float(x.sum())\n")
    done = run(root, "check", "--baseline", "jax-baseline.json")
    assert done.returncode == 1, done.stdout
    heads = [line for line in done.stdout.splitlines() if line and not line.startswith(" ")]
    assert heads[0].startswith("pkg/train.py:17: error: "), heads
    assert heads[0].endswith("[jax-traced-conversion]"), heads
    assert heads[1:] == ["1 report: jax-traced-conversion 1 (2 more in the baseline, not shown)"]
    # --update-baseline rewrites the file with today's reports.
    done = run(root, "check", "--baseline", "jax-baseline.json", "--update-baseline")
    assert done.returncode == 0
    entries = json.loads((root / "jax-baseline.json").read_text())["reports"]
    assert len(entries) == 3 and entries[0]["code"] == "jax-traced-bool"


def test_exit_status_2(tmp_path: Path) -> None:
    root = write_package(tmp_path / "project", ("pyproject.toml", "[tool.mypy\n"))
    done = run(root, "check")
    assert done.returncode == 2 and "pyproject.toml" in done.stderr, done.stderr
    (root / "pyproject.toml").write_text("[tool.mypy]\n")
    for args in (
        ("check", "--output-format", "xml"),
        ("check", "--update-baseline"),
        ("check", "--baseline", "missing.json"),
        ("check", "--config-file", "missing.ini"),
        ("check", "--baseline", "no/such/folder/b.json", "--update-baseline", "pkg/helpers.py"),
    ):
        done = run(root, *args)
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert done.stdout == ""
    (root / "pkg" / "broken.py").write_text("def broken(:\n")
    done = run(root, "check")
    assert done.returncode == 2
    assert "pkg/broken.py:1: error: " in done.stderr
    assert "mypy could not check the project" in done.stderr


def test_version() -> None:
    from mypy.version import __version__ as mypy_version

    done = run(Path.cwd(), "--version")
    assert done.returncode == 0
    assert done.stdout == f"jaxthink-typing {__version__} (mypy {mypy_version})\n"
