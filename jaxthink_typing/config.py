"""The plugin's configuration: `[tool.jaxthink_typing]` in pyproject.toml, or a
`[jaxthink_typing]` section in mypy.ini / setup.cfg, beside mypy's own settings.

    [tool.jaxthink_typing]
    model_dirs = ["typing/jax-model"]          # extra model folders, relative to the file
    entry_points = { "mylib.jit_util.my_jit" = "jax.jit" }   # wrappers that act like one
    notes = ["jax-traced-print"]               # notes to show (default: all); [] for none
    keep_signatures = true                     # jax.jit(f) is called like f (default false)
    follow_packages = ["mylib"]                # installed packages whose bodies to follow

A problem is reported on stderr with the file, line, option and fix; a bad entry of a list
is skipped and the good ones apply, as does everything else.
"""

from __future__ import annotations

import configparser
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Final

from jaxthink_typing import codes
from jaxthink_typing.settings import Settings

if TYPE_CHECKING:
    from jaxthink_typing.config_lines import OptionLines

SECTION: Final = "jaxthink_typing"
OPTIONS: Final = ("model_dirs", "entry_points", "notes", "keep_signatures", "follow_packages")
_NOTES: Final = sorted(codes.NOTE_NAMES)
_BOOLEANS: Final = configparser.ConfigParser.BOOLEAN_STATES


class Config:
    """Settings for the engine, extra model folders, and the problems found reading them.

    A plain class: a dataclass took 0.3 ms to make on every run."""

    def __init__(self) -> None:
        self.settings = Settings()
        self.model_dirs: list[Path] = []
        self.keep_signatures = False
        self.follow_packages: tuple[str, ...] = ()
        self.problems: list[str] = []
        self.source: str | None = None

    def fingerprint(self) -> dict[str, object]:
        return {
            "model_dirs": [str(p) for p in self.model_dirs],
            "entry_points": dict(sorted(self.settings.entry_points.items())),
            "notes": sorted(self.settings.notes),
            "keep_signatures": self.keep_signatures,
            "follow_packages": list(self.follow_packages),
        }


def load_config(config_file: str | None) -> Config:
    """Read the section from mypy's configuration file (or return the defaults)."""
    config = Config()
    if config_file is None:
        return config
    path = Path(config_file)
    config.source = str(path)
    toml = path.suffix == ".toml"
    try:
        text = path.read_text(encoding="utf-8")
        raw = _read_toml(text) if toml else _read_ini(text, str(path))
    except (OSError, ValueError, configparser.Error) as error:
        config.problems.append(f"{path}: cannot read the [{SECTION}] settings: {error}")
        return config
    if raw is not None:
        header = f"[tool.{SECTION}]" if toml else f"[{SECTION}]"
        from jaxthink_typing.config_lines import OptionLines  # compiles a regex: not on every run

        _Apply(config, path, OptionLines(text, header), header).apply(raw)
    return config


def _read_toml(text: str) -> dict[str, object] | None:
    tool = tomllib.loads(text).get("tool", {})
    section = tool.get(SECTION) if isinstance(tool, dict) else None
    return section if isinstance(section, dict) else None


def _read_ini(text: str, source: str) -> dict[str, object] | None:
    parser = configparser.ConfigParser()
    parser.read_string(text, source=source)
    if not parser.has_section(SECTION):
        return None
    raw: dict[str, object] = {}
    for key, value in parser.items(SECTION):
        items = [item.strip() for item in value.replace("\n", ",").split(",") if item.strip()]
        if key == "entry_points":
            pairs = [item.split(":", 1) for item in items]
            raw[key] = {pair[0].strip(): pair[-1].strip() for pair in pairs}
        elif key == "keep_signatures":
            raw[key] = _BOOLEANS.get(value.strip().lower(), value.strip())
        else:
            raw[key] = items
    return raw


class _Apply:
    """Checks each option and entry; records a problem (with its line) for a bad one."""

    def __init__(self, config: Config, path: Path, lines: OptionLines, header: str) -> None:
        self.config = config
        self.path = path
        self.lines = lines
        self.header = header

    def problem(self, line: int, message: str) -> None:
        self.config.problems.append(f"{self.path}:{line}: {self.header} {message}")

    def apply(self, raw: dict[str, object]) -> None:
        for key in raw:
            if key not in OPTIONS:
                self.problem(
                    self.lines.option(key),
                    f"unknown option {key!r}; the options are {', '.join(OPTIONS)}",
                )
        self.model_dirs(raw.get("model_dirs", []))
        self.entry_points(raw.get("entry_points", {}))
        if "notes" in raw:
            self.notes(raw["notes"])
        if "keep_signatures" in raw:
            self.keep_signatures(raw["keep_signatures"])
        if "follow_packages" in raw:
            self.follow_packages(raw["follow_packages"])

    def model_dirs(self, dirs: object) -> None:
        if not isinstance(dirs, list):
            line = self.lines.option("model_dirs")
            self.problem(line, 'model_dirs must be a list of folders: model_dirs = ["model"]')
            return
        for entry in dirs:
            line = self.lines.entry("model_dirs", entry)
            if not isinstance(entry, str):
                self.problem(line, f"model_dirs entry {entry!r} is not a folder path (a string)")
                continue
            folder = (self.path.parent / entry).resolve()
            if folder.is_dir():
                self.config.model_dirs.append(folder)
            else:
                self.problem(
                    line,
                    f"model_dirs entry {entry!r} is not a folder ({folder}); give a folder "
                    f"relative to {self.path.name}",
                )

    def entry_points(self, entries: object) -> None:
        if not isinstance(entries, dict):
            line = self.lines.option("entry_points")
            self.problem(line, 'entry_points must map names, e.g. {"m.my_jit" = "jax.jit"}')
            return
        from jaxthink_typing.analysis.specs import WRAPPER_TARGETS  # only when configured

        for wrapper, acts_like in entries.items():
            if acts_like in WRAPPER_TARGETS and isinstance(wrapper, str):
                self.config.settings.entry_points[wrapper] = acts_like
            else:
                self.problem(
                    self.lines.entry("entry_points", wrapper),
                    f"entry_points maps {wrapper!r} to {acts_like!r}; map each wrapper's "
                    f"full name to one of {', '.join(sorted(WRAPPER_TARGETS))}",
                )

    def notes(self, notes: object) -> None:
        if not isinstance(notes, list):
            line = self.lines.option("notes")
            self.problem(line, f"notes must be a list of note codes, e.g. notes = {_NOTES}")
            return
        known = [n for n in notes if n in _NOTES]
        for note in notes:
            if note not in _NOTES:
                kind = "an error code" if codes.BY_NAME.get(str(note)) else "not a code"
                self.problem(
                    self.lines.entry("notes", note),
                    f"notes entry {note!r} is {kind}, not a note; the note codes are "
                    f"{', '.join(_NOTES)} (errors are silenced with disable_error_code)",
                )
        self.config.settings.notes = frozenset(str(n) for n in known)

    def keep_signatures(self, value: object) -> None:
        if isinstance(value, bool):
            self.config.keep_signatures = value
        else:
            self.problem(
                self.lines.option("keep_signatures"),
                f"keep_signatures must be true or false, not {value!r}",
            )

    def follow_packages(self, packages: object) -> None:
        if not isinstance(packages, list):
            line = self.lines.option("follow_packages")
            self.problem(line, 'follow_packages must be a list of packages: ["mylib"]')
            return
        found: list[str] = []
        for package in packages:
            if isinstance(package, str) and package.isidentifier():
                found.append(package)
            else:
                self.problem(
                    self.lines.entry("follow_packages", package),
                    f"follow_packages entry {package!r} is not a top-level package name "
                    '(like "mylib")',
                )
        self.config.follow_packages = tuple(found)
