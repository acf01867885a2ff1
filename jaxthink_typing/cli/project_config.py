"""The user's mypy configuration, found as mypy finds it, and the temporary configuration
that adds the plugin where it lacks it.

mypy has no command-line flag for plugins, so a configuration without the plugin is
copied with the plugin line added: `[tool.mypy]` of a TOML file (its `overrides`
included) into a TOML file, the `[mypy]` and `[mypy-...]` sections of an INI file into
an INI file. Only two things in it depend on where the file lies, and both are kept:
`$MYPY_CONFIG_FILE_DIR` (replaced by the original folder) and plugin files given as
paths (made absolute). Every other path in a mypy configuration is relative to the
folder mypy runs in, which does not change.
"""

from __future__ import annotations

import configparser
import io
import os
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from jaxthink_typing.cli import toml_text

PLUGIN: Final = "jaxthink_typing.mypy_plugin"
_CONFIG_DIR_VARIABLES: Final = ("${MYPY_CONFIG_FILE_DIR}", "$MYPY_CONFIG_FILE_DIR")


class ConfigError(Exception):
    """A configuration mypy cannot read (a syntax error, a file that is not there)."""


@dataclass(frozen=True)
class ProjectConfig:
    """The configuration mypy uses in this folder, as mypy read it."""

    path: Path | None  # None: mypy finds no configuration here
    plugins: tuple[str, ...]
    names_targets: bool  # `files`, `modules` or `packages` say what to check
    cache_dir: str
    files: tuple[str, ...] = ()  # `files`, as mypy expanded them (relative to its folder)

    @property
    def is_users(self) -> bool:
        """Whether this is the user-level file (`~/.config/mypy/config`), not a project's."""
        from mypy.defaults import USER_CONFIG_FILES

        users = {os.path.realpath(os.path.expanduser(name)) for name in USER_CONFIG_FILES}
        return self.path is not None and str(self.path) in users

    @property
    def has_plugin(self) -> bool:
        return any(_plugin_module(entry) == PLUGIN for entry in self.plugins)

    @property
    def root(self) -> Path:
        """The project's root: the configuration's folder, else the current one (where
        the plugin's paths in messages start)."""
        return self.path.parent if self.path is not None else Path.cwd()


def find(config_file: str | None, start: Path | None = None) -> ProjectConfig:
    """The configuration mypy would read: `config_file`, or the one mypy finds from
    `start` (default: the current folder). Raises ConfigError where mypy could not read
    it."""
    from mypy.config_parser import parse_config_file
    from mypy.options import Options

    if config_file is not None and not os.path.isfile(config_file):
        raise ConfigError(f"{config_file}: no such configuration file")
    options = Options()
    messages = io.StringIO()
    with _config_dir_kept(), redirect_stderr(messages), _in_folder(start):
        parse_config_file(options, lambda: None, config_file, stdout=messages, stderr=messages)
    found = options.config_file
    if found is None and messages.getvalue().strip():
        raise ConfigError(messages.getvalue().strip())  # the file is there, mypy cannot read it
    cache_dir = os.environ.get("MYPY_CACHE_DIR", "").strip() or options.cache_dir
    return ProjectConfig(
        path=Path(start or Path.cwd(), found).resolve() if found else None,
        plugins=tuple(options.plugins),
        names_targets=bool(options.files or options.modules or options.packages),
        cache_dir=os.path.expanduser(cache_dir),
        files=tuple(options.files or ()),
    )


@contextmanager
def _in_folder(folder: Path | None) -> Iterator[None]:
    """mypy looks for its configuration from the current folder: from `folder` here."""
    here = os.getcwd()
    if folder is not None:
        os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(here)


@contextmanager
def _config_dir_kept() -> Iterator[None]:
    """mypy's parser sets MYPY_CONFIG_FILE_DIR for the process: put it back after."""
    before = os.environ.get("MYPY_CONFIG_FILE_DIR")
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("MYPY_CONFIG_FILE_DIR", None)
        else:
            os.environ["MYPY_CONFIG_FILE_DIR"] = before


def write_with_plugin(config: ProjectConfig, folder: Path) -> Path:
    """Write into `folder` a configuration equivalent to `config`'s plus the plugin, and
    return its path. Raises ConfigError where the file cannot be read."""
    source = config.path
    if source is None:
        target = folder / "jaxthink-typing-mypy.toml"
        target.write_text(toml_text.dumps({"tool": {"mypy": {"plugins": [PLUGIN]}}}))
        return target
    try:
        text = source.read_text(encoding="utf-8")
        if source.suffix.lower() == ".toml":
            target = folder / "jaxthink-typing-mypy.toml"
            target.write_text(_toml_with_plugin(text, source.parent), encoding="utf-8")
        else:
            target = folder / "jaxthink-typing-mypy.ini"
            target.write_text(_ini_with_plugin(text, source), encoding="utf-8")
    except (OSError, ValueError, configparser.Error) as error:
        raise ConfigError(f"{source}: {error}") from error
    return target


def _toml_with_plugin(text: str, home: Path) -> str:
    tool = tomllib.loads(text).get("tool", {})
    table = tool.get("mypy", {}) if isinstance(tool, dict) else {}
    if not isinstance(table, dict):
        raise ValueError("[tool.mypy] is not a table")
    mypy = _substituted(table, str(home))
    assert isinstance(mypy, dict)
    plugins = mypy.get("plugins", [])
    entries = plugins.split(",") if isinstance(plugins, str) else list(plugins)
    mypy["plugins"] = [*_with_absolute_paths(entries, home), PLUGIN]
    return toml_text.dumps({"tool": {"mypy": mypy}})


def _ini_with_plugin(text: str, source: Path) -> str:
    original = configparser.RawConfigParser()  # as mypy reads it
    original.read_string(text, source=str(source))
    copy = configparser.RawConfigParser()
    for name in original.sections():
        if name == "mypy" or name.startswith("mypy-"):
            copy.add_section(name)
            for key, value in original.items(name):
                copy.set(name, key, str(_substituted(value, str(source.parent))))
    if not copy.has_section("mypy"):
        copy.add_section("mypy")
    plugins = copy.get("mypy", "plugins", fallback="").replace("\n", ",").split(",")
    entries = [*_with_absolute_paths(plugins, source.parent), PLUGIN]
    copy.set("mypy", "plugins", ", ".join(entries))
    out = io.StringIO()
    copy.write(out)
    return out.getvalue()


def _substituted(value: object, home: str) -> object:
    """`value` with `$MYPY_CONFIG_FILE_DIR` replaced by the original folder, inside lists
    and tables too."""
    if isinstance(value, str):
        for variable in _CONFIG_DIR_VARIABLES:
            value = value.replace(variable, home)
        return value
    if isinstance(value, list):
        return [_substituted(item, home) for item in value]
    if isinstance(value, dict):
        return {key: _substituted(item, home) for key, item in value.items()}
    return value


def _with_absolute_paths(entries: list[str], home: Path) -> list[str]:
    """Plugin entries, those that name a file (which mypy reads relative to the
    configuration's folder) made absolute."""
    kept = []
    for entry in (str(entry).strip() for entry in entries):
        if entry:
            module, function = _split_entry(entry)
            if module.endswith(".py") and not os.path.isabs(module):
                module = str(home / module)
            kept.append(f"{module}:{function}" if function else module)
    return kept


def _split_entry(entry: str) -> tuple[str, str]:
    """A plugin entry's module (or file) and function ('' for mypy's default), as mypy
    splits `path/plugin.py:make_plugin`."""
    entry = entry.strip()
    if ":" in os.path.basename(entry):
        module, _, function = entry.rpartition(":")
        return module, function
    return entry, ""


def _plugin_module(entry: str) -> str:
    return _split_entry(entry)[0]
