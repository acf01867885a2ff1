"""The long explanation of each `jax-*` code: `python -m jaxthink_typing explain CODE`.

The text lives in `jaxthink_typing/explanations/<code>.md`, shipped as package data and read
with `importlib.resources`, so the command and the documentation draw on the same files.
Every Python block in those files is run under JAX by `tests/test_docs.py`.
"""

from __future__ import annotations

from importlib import resources
from typing import Final

from jaxthink_typing.codes import EMITTED_CODES

PREFIX: Final = "jax-"
EXPLANATIONS: Final = "explanations"
_EXPLAINED: Final = frozenset(code.name for code in EMITTED_CODES)


class UnknownCodeError(LookupError):
    """A name that is not one of the `jax-*` codes."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code

    def __str__(self) -> str:
        known = ", ".join(code.name for code in EMITTED_CODES)
        return f"unknown code {self.code!r}; known codes: {known}"


def normalize(code: str) -> str:
    """The full name of a code given with or without its `jax-` prefix."""
    name = code.strip().lower()
    return name if name.startswith(PREFIX) else PREFIX + name


def explain(code: str) -> str:
    """The Markdown explanation of ``code`` (``jax-traced-bool`` or ``traced-bool``).

    Raises `UnknownCodeError` for a name that is not a code.
    """
    name = normalize(code)
    if name not in _EXPLAINED:
        raise UnknownCodeError(code)
    resource = resources.files("jaxthink_typing").joinpath(EXPLANATIONS, f"{name}.md")
    return resource.read_text(encoding="utf-8")


def summary_of(text: str) -> str:
    """The one-line summary of an explanation: its first line of text after the title."""
    lines = [line.strip() for line in text.splitlines()]
    for line in lines[1:]:
        if line.startswith("#"):
            break
        if line:
            return line
    return ""


def list_codes() -> list[tuple[str, str]]:
    """Every code the plugin can emit with the summary line of its explanation, in
    `codes.EMITTED_CODES` order (the rules, then the notes `jax-reveal` and
    `jax-analysis-limit`)."""
    return [(code.name, summary_of(explain(code.name))) for code in EMITTED_CODES]
