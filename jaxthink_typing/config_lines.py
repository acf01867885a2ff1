"""Where an option of the `[tool.jaxthink_typing]` / `[jaxthink_typing]` section is written,
so that a problem names its line (the parsers give values, not positions)."""

from __future__ import annotations

import re

_KEY = re.compile(r"""(["']?)([A-Za-z0-9_.-]+)\1\s*[=:]""")


class OptionLines:
    """Line numbers (1-based) of the section and its options in a configuration file.

    An option starts an unindented line inside the section; indented lines continue the
    one before (INI values, multi-line TOML lists)."""

    def __init__(self, text: str, header: str) -> None:
        self.lines = text.splitlines()
        self.section = 0
        self.options: dict[str, int] = {}
        self._ends: dict[str, int] = {}
        inside = False
        current: str | None = None
        for number, line in enumerate(self.lines, 1):
            if line.startswith("["):
                inside = line.split("#", 1)[0].strip() == header
                self.section = self.section or (number if inside else 0)
                current = None
                continue
            match = _KEY.match(line) if inside else None
            if match is not None:
                current = match.group(2)
                self.options.setdefault(current, number)
            if current is not None and inside and line.strip():
                self._ends[current] = number

    def option(self, key: str) -> int:
        """The line of `key`, or of the section header when `key` is not written there."""
        return self.options.get(key, self.section)

    def entry(self, key: str, value: object) -> int:
        """The line of one entry of a (possibly multi-line) list or table option."""
        start = self.option(key)
        if key not in self.options:
            return start
        text = str(value)
        end = self._ends.get(key, start)
        for wanted in (f'"{text}"', f"'{text}'", text):
            for number in range(start, end + 1):
                line = self.lines[number - 1]
                if number == start:
                    line = _KEY.sub("", line, count=1)  # the value, not the key
                if wanted in line:
                    return number
        return start
