"""`jaxthink-typing check`'s temporary configuration gives mypy the user's options plus
the plugin: compared option by option as mypy's own parser reads both files."""

from __future__ import annotations

import io
import os
import tomllib
from pathlib import Path

import pytest
from mypy.config_parser import parse_config_file
from mypy.options import Options

from jaxthink_typing.cli import project_config, toml_text
from jaxthink_typing.cli.project_config import PLUGIN, ConfigError

PYPROJECT = """\
[project]
name = "demo"

[tool.mypy]
files = ["pkg", "scripts/*.py"]
mypy_path = "$MYPY_CONFIG_FILE_DIR/typings"
plugins = ["local_plugins/extra.py:make", "numpy.typing.mypy_plugin"]
exclude = ["^build/", '(?x)( ^docs/ | \\.venv )']
strict = true
disable_error_code = ["import-untyped"]
always_true = ["FLAG"]
python_version = "3.11"
warn_unused_configs = true

[[tool.mypy.overrides]]
module = ["pkg.generated.*", "pkg.vendored"]
ignore_errors = true

[[tool.mypy.overrides]]
module = "pkg.legacy"
disallow_untyped_defs = false
disable_error_code = ["jax-traced-print"]

[tool.jaxthink_typing]
notes = []
"""
INI = """\
[mypy]
files = pkg, scripts/*.py
mypy_path = ${MYPY_CONFIG_FILE_DIR}/typings
plugins = local_plugins/extra.py
exclude = (?x)(
    ^build/
    | \\.venv
  )
strict = True
warn_unused_ignores = True

[mypy-pkg.generated.*,pkg.vendored]
ignore_errors = True

[mypy-pkg.legacy]
disallow_untyped_defs = False

[jaxthink_typing]
notes =

[flake8]
max-line-length = 100
"""


def _parsed(path: Path) -> dict[str, object]:
    """The options mypy's parser makes of `path` (run from the project's folder, as
    mypy would be)."""
    options = Options()
    out = io.StringIO()
    before = os.environ.get("MYPY_CONFIG_FILE_DIR")
    try:
        parse_config_file(options, lambda: None, str(path), stdout=out, stderr=out)
    finally:
        if before is None:
            os.environ.pop("MYPY_CONFIG_FILE_DIR", None)
        else:
            os.environ["MYPY_CONFIG_FILE_DIR"] = before
    assert out.getvalue() == "", out.getvalue()
    snapshot = options.snapshot()
    snapshot.pop("config_file")
    return snapshot


def _project(tmp_path: Path, name: str, text: str) -> Path:
    root = tmp_path / "project"
    for folder in ("pkg", "scripts", "local_plugins", "typings"):
        (root / folder).mkdir(parents=True)
    (root / "scripts" / "run.py").write_text("")
    (root / "local_plugins" / "extra.py").write_text("")
    (root / name).write_text(text)
    return root


@pytest.mark.parametrize(
    ("name", "text"), [("pyproject.toml", PYPROJECT), ("setup.cfg", INI)], ids=["toml", "ini"]
)
def test_the_copy_has_the_users_options_plus_the_plugin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str
) -> None:
    root = _project(tmp_path, name, text)
    monkeypatch.chdir(root)  # mypy reads `files` from where it runs
    config = project_config.find(None)
    assert config.path == root / name
    assert not config.has_plugin and config.names_targets
    copy = project_config.write_with_plugin(config, tmp_path)
    assert copy.parent == tmp_path  # not in the user's folder

    original, written = _parsed(root / name), _parsed(copy)
    plugins = written.pop("plugins")
    expected_plugins = original.pop("plugins")
    assert isinstance(expected_plugins, list) and isinstance(plugins, list)
    assert plugins[-1] == PLUGIN
    # A plugin file stays the same file (with its function); a module stays a module.
    first, function = str(expected_plugins[0]), ":make" if name.endswith(".toml") else ""
    assert first == f"local_plugins/extra.py{function}"
    assert plugins[0] == f"{root / 'local_plugins' / 'extra.py'}{function}"
    assert plugins[1:-1] == expected_plugins[1:]
    assert written == original
    # What depends on where the file lies points where it did.
    assert written["mypy_path"] == [str(root / "typings")]
    assert written["files"] == ["pkg", "scripts/run.py"]
    assert written["per_module_options"]


def test_a_configuration_with_the_plugin_is_used_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "project"
    (root / "sub").mkdir(parents=True)
    (root / "mypy.ini").write_text(f"[mypy]\nplugins = {PLUGIN}\n")
    (root / ".git").mkdir()
    monkeypatch.chdir(root / "sub")  # mypy looks in the folders above, up to the repository
    config = project_config.find(None)
    assert config.path == root / "mypy.ini" and config.has_plugin
    assert config.root == root and not config.names_targets


def test_no_configuration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "no-home"))
    monkeypatch.setenv("HOME", str(tmp_path / "no-home"))
    config = project_config.find(None)
    if config.path is not None:  # a user-level file mypy found with the old HOME
        pytest.skip(f"mypy found {config.path}")
    assert config.root == tmp_path and not config.has_plugin
    copy = project_config.write_with_plugin(config, tmp_path)
    assert _parsed(copy)["plugins"] == [PLUGIN]


@pytest.mark.parametrize(
    ("name", "text"),
    [("pyproject.toml", "[tool.mypy\nstrict = true\n"), ("mypy.ini", "[mypy\nstrict = 1\n")],
    ids=["toml", "ini"],
)
def test_a_broken_configuration_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str
) -> None:
    (tmp_path / name).write_text(text)
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError, match=name):
        project_config.find(None)
    with pytest.raises(ConfigError, match="no such configuration file"):
        project_config.find(str(tmp_path / "missing.ini"))


def test_toml_text_round_trips() -> None:
    document = {
        "tool": {
            "mypy": {
                "strict": True,
                "python_version": "3.11",
                "exclude": ['(?x)( ^docs/ | \\.venv | "quoted" )', "tab\there", "del\x7f"],
                "max": 3,
                "ratio": 0.5,
                "table": {"a b": [1, 2]},
                "overrides": [{"module": ["a.*"], "ignore_errors": True}, {"module": "b"}],
                "empty": [],
            }
        }
    }
    assert tomllib.loads(toml_text.dumps(document)) == document
    with pytest.raises(ValueError, match="cannot write"):
        toml_text.dumps({"when": object()})
