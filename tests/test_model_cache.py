"""The API model kept under mypy's cache folder (`jaxthink_typing.model_cache`):
the same model as loading the files, read back while they are unchanged, loaded afresh
when one changes; and mypy's own cache of the reports follows an edit of a model file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from jaxthink_typing import model_cache, mypy_glue
from jaxthink_typing.analysis import model as loader
from jaxthink_typing.analysis.model import ApiModel, FunctionModel, load_model
from jaxthink_typing.model_cache import CachedModel, bundled_model_dir, load_model_cached
from tests.mypy_runner import run_mypy

USER_MODEL = """\
from typing import Any
from jaxthink_typing import Static

def pad(x: Any, n: Static[int]) -> Any: ...
x = 3
"""


@pytest.fixture(autouse=True)
def _user_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's cache folder, kept inside the test's folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.delenv("JAXTHINK_TYPING_USER_CACHE", raising=False)
    return tmp_path / "user-cache" / "jaxthink-typing"


def _user_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "model"
    (folder / "mylib").mkdir(parents=True)
    (folder / "mylib" / "__init__.pyi").write_text(USER_MODEL, encoding="utf-8")
    return folder


def _cached_files(cache: Path) -> list[Path]:
    return sorted((cache / model_cache.FOLDER).glob("model-*.json"))


def test_cached_model_equals_the_loaded_one(tmp_path: Path) -> None:
    dirs = [bundled_model_dir(), _user_dir(tmp_path), tmp_path / "missing"]
    fresh = load_model(dirs)
    assert fresh.problems  # a stray statement and a missing folder: problems are kept too
    first = load_model_cached(dirs, str(tmp_path / "cache"), "salt")
    assert len(_cached_files(tmp_path / "cache")) == 1
    second = load_model_cached(dirs, str(tmp_path / "cache"), "salt")
    for model in (first, second):
        assert model.functions == fresh.functions
        assert list(model.functions) == list(fresh.functions)
        assert model.problems == fresh.problems


def test_the_cache_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dirs = [_user_dir(tmp_path)]
    load_model_cached(dirs, str(tmp_path / "cache"), "salt")

    def fail(_: object) -> ApiModel:
        raise AssertionError("the model files were parsed again")

    monkeypatch.setattr(loader, "load_model", fail)
    assert "mylib.pad" in load_model_cached(dirs, str(tmp_path / "cache"), "salt").functions


def test_a_run_that_reads_the_cache_and_checks_nothing_does_not_import_the_loader(
    tmp_path: Path,
) -> None:
    """A warm run starts the plugin and reads the cached problems: the loader module (its
    dataclasses cost milliseconds to import) waits for a module to check."""
    folder = tmp_path / "model"
    (folder / "mylib").mkdir(parents=True)
    text = USER_MODEL.replace("x = 3\n", "")  # no problem to read back
    (folder / "mylib" / "__init__.pyi").write_text(text, encoding="utf-8")
    dirs = [folder]
    cache = str(tmp_path / "cache")
    assert load_model_cached(dirs, cache, "salt").problems == []
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from jaxthink_typing.model_cache import CachedModel\n"
        f"cached = CachedModel([Path({str(dirs[0])!r})], {cache!r}, 'salt')\n"
        "loaded = 'jaxthink_typing.analysis.model' in sys.modules\n"
        "print(loaded, 'mylib.pad' in cached.model.functions)\n"
    )
    env = {**os.environ, "JAXTHINK_TYPING_USER_CACHE": "0"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
    )
    assert done.stdout.split() == ["False", "True"], done.stderr


def test_problems_come_first_functions_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plugin prints the problems at start; a run that checks nothing builds no model."""
    dirs = [_user_dir(tmp_path)]
    expected = load_model_cached(dirs, str(tmp_path / "cache"), "salt")
    built: list[int] = []
    real = model_cache._functions

    def counted(items: list[Any]) -> dict[str, FunctionModel]:
        built.append(len(items))
        return real(items)

    monkeypatch.setattr(model_cache, "_functions", counted)
    cached = CachedModel(dirs, str(tmp_path / "cache"), "salt")
    assert cached.problems == expected.problems != [] and built == []
    assert cached.model.functions == expected.functions and built == [1]


def test_an_edit_or_a_new_plugin_loads_afresh(tmp_path: Path) -> None:
    folder = _user_dir(tmp_path)
    cache = str(tmp_path / "cache")
    assert "mylib.pad" in load_model_cached([folder], cache, "salt").functions
    path = folder / "mylib" / "__init__.pyi"
    path.write_text(USER_MODEL.replace("def pad", "def pad2"), encoding="utf-8")
    edited = load_model_cached([folder], cache, "salt")
    assert "mylib.pad2" in edited.functions and "mylib.pad" not in edited.functions
    load_model_cached([folder], cache, "another plugin")
    assert len(_cached_files(tmp_path / "cache")) == 3


def test_a_damaged_or_unwritable_cache_only_costs_time(tmp_path: Path) -> None:
    dirs = [_user_dir(tmp_path)]
    cache = tmp_path / "cache"
    load_model_cached(dirs, str(cache), "salt")
    (damaged,) = _cached_files(cache)
    for text in ('{"functions": [{"name": 1}]', '{"functions": [{"name": 1}], "problems": []}'):
        damaged.write_text(text, encoding="utf-8")  # not JSON; JSON but not a model
        assert load_model_cached(dirs, str(cache), "salt").functions == load_model(dirs).functions
    load_model_cached(dirs, str(cache), "salt")  # problems intact, functions damaged
    (damaged,) = _cached_files(cache)
    first_line = damaged.read_text(encoding="utf-8").splitlines()[0]
    damaged.write_text(first_line + '\n[{"name": 1}]\n', encoding="utf-8")
    cached = CachedModel(dirs, str(cache), "salt")
    assert cached.problems == load_model(dirs).problems
    assert cached.model.functions == load_model(dirs).functions
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert load_model_cached(dirs, str(blocked), "salt").functions == load_model(dirs).functions
    assert load_model_cached(dirs, os.devnull, "salt").functions == load_model(dirs).functions
    assert load_model_cached(dirs, None, "salt").functions == load_model(dirs).functions


def test_an_empty_mypy_cache_reads_the_users_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _user_cache: Path
) -> None:
    """A run from an emptied mypy cache (a CI job, `--cache-dir` elsewhere) does not parse
    the model again: the copy in the user's cache folder is read."""
    dirs = [_user_dir(tmp_path)]
    expected = load_model_cached(dirs, str(tmp_path / "cache"), "salt")
    assert len(list(_user_cache.glob("model-*.json"))) == 1

    def fail(_: object) -> ApiModel:
        raise AssertionError("the model files were parsed again")

    monkeypatch.setattr(loader, "load_model", fail)
    again = load_model_cached(dirs, str(tmp_path / "another-cache"), "salt")
    assert again.functions == expected.functions
    assert load_model_cached(dirs, None, "salt").functions == expected.functions


def test_the_users_cache_can_be_turned_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _user_cache: Path
) -> None:
    monkeypatch.setenv("JAXTHINK_TYPING_USER_CACHE", "0")
    dirs = [_user_dir(tmp_path)]
    load_model_cached(dirs, str(tmp_path / "cache"), "salt")
    assert len(_cached_files(tmp_path / "cache")) == 1
    assert not _user_cache.exists()


# A user model of a jax.numpy function the bundled model lacks; the edit makes `reps` static.
TILE_MODEL = """\
from typing import Any
from jaxthink_typing import Static, Traced

def tile(A: Any, reps: Any) -> Traced[Any]: ...
"""
TILE_USER = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x: jax.Array) -> jax.Array:
    return jnp.tile(x, x.shape[0] * x.sum())
"""
TILE_CONFIG = """\
[tool.mypy]
plugins = ["jaxthink_typing.mypy_plugin"]

[tool.jaxthink_typing]
model_dirs = ["model"]
"""


@pytest.mark.slow
def test_warm_runs_follow_an_edit_of_a_user_model_file(tmp_path: Path) -> None:
    """mypy keeps a module's reports while its cache is valid: the fingerprint the plugin
    gives it holds the model files' contents, so a warm run reports as a cold one."""
    model = tmp_path / "model" / "jax" / "numpy" / "__init__.pyi"
    model.parent.mkdir(parents=True)
    model.write_text(TILE_MODEL, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(TILE_CONFIG, encoding="utf-8")
    (tmp_path / "user.py").write_text(TILE_USER, encoding="utf-8")

    def codes(cache: str) -> list[tuple[int, str | None]]:
        reports, _ = run_mypy(["user.py"], tmp_path / cache, cwd=tmp_path)
        return [(r.line, r.code) for r in reports if not r.hint]

    assert codes("shared") == []  # a cold run: `reps` may be traced
    model.write_text(TILE_MODEL.replace("reps: Any", "reps: Static[Any]"), encoding="utf-8")
    assert codes("shared") == codes("cold") == [(7, "jax-traced-shape")]
    model.write_text(TILE_MODEL, encoding="utf-8")  # and back, as in the first (cold) run
    assert codes("shared") == []


def test_the_plugins_stamp_follows_its_files(tmp_path: Path) -> None:
    """mypy's cache is kept while the plugin's stamp is: an edited, added or removed source
    or model file changes it; bytecode and files outside the model do not."""
    package = tmp_path / "plugin"
    (package / "stubs" / "jax").mkdir(parents=True)
    (package / "__pycache__").mkdir()
    source = package / "engine.py"
    source.write_text("x = 1\n", encoding="utf-8")
    model = package / "stubs" / "jax" / "__init__.pyi"
    model.write_text("def f() -> None: ...\n", encoding="utf-8")
    first = mypy_glue.package_stamp(package)
    assert mypy_glue.package_stamp(package) == first
    (package / "__pycache__" / "engine.cpython-311.pyc").write_bytes(b"\0")
    (package / "notes.pyi").write_text("", encoding="utf-8")  # not under stubs/
    assert mypy_glue.package_stamp(package) == first
    source.write_text("x = 22\n", encoding="utf-8")
    edited = mypy_glue.package_stamp(package)
    assert edited != first
    os.utime(model, ns=(model.stat().st_atime_ns, model.stat().st_mtime_ns + 10**9))
    touched = mypy_glue.package_stamp(package)
    assert touched != edited
    (package / "stubs" / "jax" / "lax.pyi").write_text("", encoding="utf-8")
    assert mypy_glue.package_stamp(package) != touched
