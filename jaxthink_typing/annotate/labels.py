"""What the analysis saw a parameter used as, in a few words, from a report's code and
message: "used in an `if`", "used as a `range` bound", "used in the "shape" argument of
jax.numpy.zeros". The report shows it beside each proposal; `Evidence.kind` keeps the
wider category (a Python bool, a shape, size or axis) for the JSON report."""

from __future__ import annotations

import re
from typing import Final

# Statements and operators that need a concrete bool, by the keyword the message quotes.
_STATEMENTS: Final = frozenset({"if", "elif", "while", "assert"})
_OPERATORS: Final = frozenset({"and", "or", "not"})
_NEEDS = re.compile(r"^(?P<construct>.+?) needs a concrete (?P<need>\w+), but ")
_PYTHON = re.compile(r'^Python "(?P<word>\w+)"$')
_CALL = re.compile(r'^"(?P<name>[\w.]+)\(\)"$')
_MUST_BE_STATIC = re.compile(r"^(?P<what>.+?) must be static, but ")
_HASHES = re.compile(r"^(?P<construct>.+?) hashes its value, but ")
_OWN_STATIC = re.compile(r'^"\w+" is a static argument of (?P<transform>[\w.]+)$')


def seen(code: str, message: str) -> str | None:
    """What the parameter was seen used as, or None where the message says no more than
    its code (the report then shows the code's category)."""
    if code == "jax-traced-slice":
        return "used as a slice bound"
    if code == "static-argnames":
        own = _OWN_STATIC.match(message)
        return f"named static by its own {own['transform']}" if own else None
    needs = _NEEDS.match(message)
    if needs is not None:
        return _construct(needs["construct"])
    static = _MUST_BE_STATIC.match(message)
    if static is not None and code == "jax-traced-shape":
        what = static["what"]
        return f"used in {what[0].lower()}{what[1:]}"
    hashes = _HASHES.match(message)
    if hashes is not None:
        return _hashed(hashes["construct"])
    return None


def _hashed(construct: str) -> str:
    """`A dict lookup` -> used as a dict key; `"hash()"` -> passed to `hash()`."""
    if construct in ("A dict lookup", "A dict key"):
        return "used as a dict key"
    if construct == "A set":
        return "put in a set"
    call = _CALL.match(construct)
    if call is not None:
        return f"passed to `{call['name']}()`"
    return f"hashed ({construct[0].lower()}{construct[1:]})"


def _construct(construct: str) -> str:
    """`Python "if"` -> used in an `if`; `"range()"` -> used as a `range` bound."""
    python = _PYTHON.match(construct)
    if python is not None:
        word = python["word"]
        if word in _STATEMENTS:
            article = "an" if word[0] in "aeiou" else "a"
            return f"used in {article} `{word}`"
        if word in _OPERATORS:
            return f"used with `{word}`"
        return f"used in Python `{word}`"
    call = _CALL.match(construct)
    if call is not None:
        name = call["name"]
        if name == "range":
            return "used as a `range` bound"
        return f"passed to `{name}()`"
    if construct == "Indexing a Python sequence":
        return "used as an index of a Python list or tuple"
    if construct == "A conditional expression":
        return "used as the condition of `a if c else b`"
    return f"used in {construct[0].lower()}{construct[1:]}"


def int_use(code: str, message: str) -> bool:
    """Whether the use shows a Python int: a `range` bound, an index of a list or tuple, a
    slice bound (a tracer there is rejected, and so is a float)."""
    if code == "jax-traced-slice":
        return True
    needs = _NEEDS.match(message)
    if needs is None:
        return False
    construct = needs["construct"]
    return construct in ('"range()"', "Indexing a Python sequence")
