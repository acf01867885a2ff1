"""TOML text for the values a mypy configuration holds: tables, arrays of tables, strings,
numbers, booleans and arrays (the standard library reads TOML but does not write it)."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Final

_BARE_KEY: Final = re.compile(r"[A-Za-z0-9_-]+")


def dumps(document: Mapping[str, object]) -> str:
    """`document` as TOML; raises ValueError for a value TOML text cannot hold here."""
    lines: list[str] = []
    _table(lines, (), document)
    return "\n".join(lines).lstrip("\n") + "\n"


def _table(lines: list[str], path: tuple[str, ...], table: Mapping[str, object]) -> None:
    plain = [(key, value) for key, value in table.items() if not _is_table(value)]
    tables = [(key, value) for key, value in table.items() if isinstance(value, Mapping)]
    arrays = [(key, value) for key, value in table.items() if _is_table_array(value)]
    if path and (plain or not (tables or arrays)):
        lines += ["", f"[{_dotted(path)}]"]
    lines += [f"{_key(key)} = {value_text(value)}" for key, value in plain]
    for key, subtable in tables:
        assert isinstance(subtable, Mapping)
        _table(lines, (*path, key), subtable)
    for key, array in arrays:
        assert isinstance(array, list)
        for item in array:
            lines += ["", f"[[{_dotted((*path, key))}]]"]
            lines += [f"{_key(k)} = {value_text(v)}" for k, v in item.items()]


def _is_table(value: object) -> bool:
    return isinstance(value, Mapping) or _is_table_array(value)


def _is_table_array(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, Mapping) for v in value)


def _dotted(path: tuple[str, ...]) -> str:
    return ".".join(_key(part) for part in path)


def _key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _string(key)


def _string(text: str) -> str:
    # JSON's escapes are TOML's, but TOML also wants DEL escaped.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def value_text(value: object) -> str:
    """One value as TOML (a table inside an array as an inline table)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list):
        return "[" + ", ".join(value_text(item) for item in value) + "]"
    if isinstance(value, Mapping):
        items = ", ".join(f"{_key(k)} = {value_text(v)}" for k, v in value.items())
        return "{" + items + "}"
    raise ValueError(f"cannot write {type(value).__name__} {value!r} as TOML")
