"""The plugin's configuration: `[tool.jaxthink_typing]` in pyproject.toml, or a
`[jaxthink_typing]` section in mypy.ini / setup.cfg, beside mypy's own settings.

    [tool.jaxthink_typing]
    model_dirs = ["typing/jax-model"]          # extra model folders, relative to the file
    entry_points = { "mylib.jit_util.my_jit" = "jax.jit" }   # wrappers that act like one
    notes = ["jax-traced-print"]               # notes to show (default: all); [] for none

A problem is reported on stderr with the file, the option and the fix; the rest applies.
"""

from __future__ import annotations

import configparser
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from jaxthink_typing import codes
from jaxthink_typing.analysis.settings import Settings
from jaxthink_typing.analysis.specs import WRAPPER_TARGETS

SECTION: Final = "jaxthink_typing"
OPTIONS: Final = ("model_dirs", "entry_points", "notes")


@dataclass
class Config:
    """Settings for the engine, extra model folders, and the problems found reading them."""

    settings: Settings = field(default_factory=Settings)
    model_dirs: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    source: str | None = None

    def fingerprint(self) -> dict[str, object]:
        return {
            "model_dirs": [str(p) for p in self.model_dirs],
            "entry_points": dict(sorted(self.settings.entry_points.items())),
            "notes": sorted(self.settings.notes),
        }


def load_config(config_file: str | None) -> Config:
    """Read the section from mypy's configuration file (or return the defaults)."""
    config = Config()
    if config_file is None:
        return config
    path = Path(config_file)
    config.source = str(path)
    try:
        raw = _read_toml(path) if path.suffix == ".toml" else _read_ini(path)
    except (OSError, ValueError, configparser.Error) as error:
        config.problems.append(f"{path}: cannot read the [{SECTION}] settings: {error}")
        return config
    if raw is not None:
        _apply(config, raw, path)
    return config


def _read_toml(path: Path) -> dict[str, object] | None:
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    tool = data.get("tool", {})
    section = tool.get(SECTION) if isinstance(tool, dict) else None
    return section if isinstance(section, dict) else None


def _read_ini(path: Path) -> dict[str, object] | None:
    parser = configparser.ConfigParser()
    parser.read(path, encoding="utf-8")
    if not parser.has_section(SECTION):
        return None
    raw: dict[str, object] = {}
    for key, text in parser.items(SECTION):
        items = [item.strip() for item in text.replace("\n", ",").split(",") if item.strip()]
        if key == "entry_points":
            pairs = [item.split(":", 1) for item in items]
            raw[key] = {pair[0].strip(): pair[-1].strip() for pair in pairs}
        else:
            raw[key] = items
    return raw


def _apply(config: Config, raw: dict[str, object], path: Path) -> None:
    where = f"{path}: [{SECTION}]"
    for key in raw:
        if key not in OPTIONS:
            config.problems.append(
                f"{where}: unknown option {key!r}; the options are {', '.join(OPTIONS)}"
            )
    dirs = raw.get("model_dirs", [])
    if isinstance(dirs, list) and all(isinstance(d, str) for d in dirs):
        for entry in dirs:
            folder = (path.parent / str(entry)).resolve()
            if folder.is_dir():
                config.model_dirs.append(folder)
            else:
                config.problems.append(f"{where}: model_dirs entry {entry!r} is not a folder")
    else:
        config.problems.append(f"{where}: model_dirs must be a list of folder paths")
    entries = raw.get("entry_points", {})
    if isinstance(entries, dict):
        for wrapper, acts_like in entries.items():
            if acts_like in WRAPPER_TARGETS and isinstance(wrapper, str):
                config.settings.entry_points[wrapper] = acts_like
            else:
                config.problems.append(
                    f"{where}: entry_points maps {wrapper!r} to {acts_like!r}; map each "
                    f"wrapper's full name to one of {', '.join(sorted(WRAPPER_TARGETS))}"
                )
    else:
        config.problems.append(
            f'{where}: entry_points must map names, e.g. {{"m.my_jit" = "jax.jit"}}'
        )
    notes = raw.get("notes")
    if notes is not None:
        known = {c.name for c in codes.ALL_CODES if c.severity == "note"}
        if isinstance(notes, list) and all(n in known for n in notes):
            config.settings.notes = frozenset(str(n) for n in notes)
        else:
            config.problems.append(
                f"{where}: notes must be a list of note codes ({', '.join(sorted(known))})"
            )
