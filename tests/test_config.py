"""The [tool.jaxthink_typing] / [jaxthink_typing] section: options, and clear problems."""

from __future__ import annotations

import textwrap
from pathlib import Path

from jaxthink_typing.analysis.specs import WRAPPER_TARGETS
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
    assert "notes entry 'jax-traced-bool' is an error code, not a note" in text
    assert loaded.settings.entry_points == {"wrappers.ok": "jax.vmap"}


def _line(config: Path, text: str) -> int:
    return next(n for n, line in enumerate(config.read_text().splitlines(), 1) if text in line)


def test_problems_name_the_line_and_the_fix(tmp_path: Path) -> None:
    config = _project(
        tmp_path,
        """
        [tool.mypy]
        plugins = ["jaxthink_typing.mypy_plugin"]

        [tool.jaxthink_typing]
        model_dir = ["typo"]
        entry_points = { "wrappers.my_jit" = "jax.jitt" }
        keep_signatures = "no"
        notes = [
            "jax-traced-print",
            "jax-traced-prnt",
        ]
        """,
    )
    problems = load_config(str(config)).problems
    assert problems == [
        f"{config}:{_line(config, 'model_dir =')}: [tool.jaxthink_typing] unknown option "
        "'model_dir'; the options are model_dirs, entry_points, notes, keep_signatures, "
        "follow_packages",
        f"{config}:{_line(config, 'entry_points')}: [tool.jaxthink_typing] entry_points maps "
        "'wrappers.my_jit' to 'jax.jitt'; map each wrapper's full name to one of "
        f"{', '.join(sorted(WRAPPER_TARGETS))}",
        f"{config}:{_line(config, 'jax-traced-prnt')}: [tool.jaxthink_typing] notes entry "
        "'jax-traced-prnt' is not a code, not a note; the note codes are jax-recompile, "
        "jax-traced-print "
        "(errors are silenced with disable_error_code)",
        f"{config}:{_line(config, 'keep_signatures')}: [tool.jaxthink_typing] "
        "keep_signatures must be true or false, not 'no'",
    ]


def test_a_list_keeps_its_good_entries_and_names_the_bad_ones(tmp_path: Path) -> None:
    (tmp_path / "model").mkdir()
    config = _project(
        tmp_path,
        """
        [tool.jaxthink_typing]
        model_dirs = ["model", "missing", 3]
        notes = ["jax-traced-print", "jax-traced-bool"]
        """,
    )
    loaded = load_config(str(config))
    line = _line(config, "model_dirs")
    assert loaded.model_dirs == [(tmp_path / "model").resolve()]
    assert loaded.settings.notes == frozenset({"jax-traced-print"})
    assert len(loaded.problems) == 3, loaded.problems
    missing, number, bool_note = loaded.problems
    assert missing.startswith(f"{config}:{line}: ") and "entry 'missing' is not a folder" in missing
    assert "model_dirs entry 3 is not a folder path" in number
    assert bool_note.startswith(f"{config}:{_line(config, 'notes')}: ")
    assert "'jax-traced-bool' is an error code, not a note" in bool_note


def test_ini_problems_name_the_line(tmp_path: Path) -> None:
    config = _project(
        tmp_path,
        """
        [mypy]
        [jaxthink_typing]
        notes =
            jax-traced-print
            jax-traced-bool
        entry_points =
            wrappers.ok: jax.jit
            wrappers.bad: jax.jitt
        keep_signatures = false
        """,
        "mypy.ini",
    )
    loaded = load_config(str(config))
    assert loaded.keep_signatures is False
    assert loaded.settings.notes == frozenset({"jax-traced-print"})
    assert loaded.settings.entry_points == {"wrappers.ok": "jax.jit"}
    assert [p.split(": ", 1)[0] for p in loaded.problems] == [
        f"{config}:{_line(config, 'wrappers.bad')}",
        f"{config}:{_line(config, '    jax-traced-bool')}",
    ], loaded.problems


def test_keep_signatures(tmp_path: Path) -> None:
    on = _project(tmp_path, "[tool.jaxthink_typing]\nkeep_signatures = true\n")
    assert load_config(str(on)).keep_signatures is True
    off = _project(tmp_path, "[tool.jaxthink_typing]\nkeep_signatures = false\n")
    loaded = load_config(str(off))
    assert loaded.keep_signatures is False and loaded.problems == []
    assert loaded.fingerprint()["keep_signatures"] is False


def test_follow_packages(tmp_path: Path) -> None:
    config = _project(
        tmp_path, '[tool.jaxthink_typing]\nfollow_packages = ["mylib", "not a name"]\n'
    )
    loaded = load_config(str(config))
    assert loaded.follow_packages == ("mylib",)
    assert loaded.fingerprint()["follow_packages"] == ["mylib"]
    assert len(loaded.problems) == 1
    assert "follow_packages entry 'not a name' is not a top-level package" in loaded.problems[0]


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


RECOMPILES = """
import jax
import jax.numpy as jnp

x = jnp.ones(3)
for step in range(3):
    x = jax.jit(lambda a: a * 2)(x){ignore}
"""


def test_recompile_notes_turn_off_like_the_others(tmp_path: Path) -> None:
    """jax-recompile is on by default, and off with `notes = []`, `disable_error_code` or
    `# type: ignore[jax-recompile]` (which mypy then does not count as unused)."""
    (tmp_path / "loop.py").write_text(RECOMPILES.format(ignore=""))
    ignored = "  # type: ignore[jax-recompile]"
    (tmp_path / "ignored.py").write_text(RECOMPILES.format(ignore=ignored))
    base = '[tool.mypy]\nplugins = ["jaxthink_typing.mypy_plugin"]\nwarn_unused_ignores = true\n'
    for extra, shown in (
        ("", True),
        ('disable_error_code = ["jax-recompile"]\n', False),
        ("\n[tool.jaxthink_typing]\nnotes = []\n", False),
    ):
        (tmp_path / "pyproject.toml").write_text(base + extra)
        files = [tmp_path / "loop.py", tmp_path / "ignored.py"]
        reports, output = run_mypy(files, tmp_path / "cache", cwd=tmp_path)
        found = {(Path(r.path).name, r.line) for r in reports if r.code == "jax-recompile"}
        assert found == ({("loop.py", 7)} if shown else set()), output
        assert not [r for r in reports if r.severity == "error"], output
