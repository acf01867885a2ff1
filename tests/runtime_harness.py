"""Run example files under JAX and check them against their expectation comments.

An example marks the line where JAX must raise with a comment ``# E: <code>``. A file
with such a comment is a *bad* example: running it must raise exactly one of the
exception classes that ``jaxthink_typing.codes.BY_NAME[code].raises`` names, and the
innermost traceback frame in the file must be on the marked line. A file without one is
a *good* example: it must run without raising.
"""

from __future__ import annotations

import re
import runpy
import traceback
from dataclasses import dataclass
from pathlib import Path

import jax

from jaxthink_typing.codes import BY_NAME

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "examples"
EXPECTATION = re.compile(r"#\s*E:\s*(jax-[a-z-]+)")

# Keep every frame: the check below looks for the example's own frames.
jax.config.update("jax_traceback_filtering", "off")  # type: ignore[no-untyped-call]


class ExampleFailure(AssertionError):
    """An example does not behave as its expectation comments say."""


@dataclass(frozen=True)
class Expectation:
    """One ``# E: <code>`` comment: the 1-based line and the error code."""

    line: int
    code: str


def example_files(root: Path = EXAMPLES_DIR) -> list[Path]:
    """Every example under ``root``, sorted."""
    return sorted(root.rglob("*.py"))


def parse_expectations(path: Path) -> list[Expectation]:
    """The expectation comments of ``path``, one per line at most, with known codes."""
    found: list[Expectation] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for lineno, text in enumerate(lines, start=1):
        codes = EXPECTATION.findall(text)
        if len(codes) > 1:
            raise ExampleFailure(f"{path}:{lineno}: one expectation per line, got {codes}")
        if codes:
            if codes[0] not in BY_NAME:
                raise ExampleFailure(f"{path}:{lineno}: unknown code {codes[0]!r}")
            found.append(Expectation(lineno, codes[0]))
    return found


def qualified_name(cls: type) -> str:
    """``module.QualName`` of a class; builtins without a module prefix."""
    name = f"{cls.__module__}.{cls.__qualname__}"
    return name.removeprefix("builtins.")


def innermost_line(exc: BaseException, path: Path) -> int | None:
    """The line of the innermost traceback frame that runs code of ``path``."""
    target = path.resolve()
    line = None
    for frame in traceback.extract_tb(exc.__traceback__):
        if Path(frame.filename).resolve() == target:
            line = frame.lineno
    return line


def run_example(path: Path) -> None:
    """Run ``path`` as ``__main__`` in this process."""
    runpy.run_path(str(path.resolve()), run_name="__main__")


def check_example(path: Path) -> None:
    """Raise ExampleFailure unless ``path`` behaves as its expectation comments say."""
    expectations = parse_expectations(path)
    if not expectations:
        try:
            run_example(path)
        except Exception as exc:
            line = innermost_line(exc, path)
            raise ExampleFailure(
                f"{path}: good example raised {qualified_name(type(exc))} at line {line}: {exc}"
            ) from exc
        return
    if len(expectations) != 1:
        lines = [e.line for e in expectations]
        raise ExampleFailure(f"{path}: a bad example needs exactly one expectation, got {lines}")
    expected = expectations[0]
    allowed = BY_NAME[expected.code].raises
    try:
        run_example(path)
    except Exception as exc:
        name = qualified_name(type(exc))
        line = innermost_line(exc, path)
        if name not in allowed:
            raise ExampleFailure(
                f"{path}:{line}: raised {name}, expected one of {allowed} "
                f"for {expected.code} at line {expected.line}: {exc}"
            ) from exc
        if line != expected.line:
            raise ExampleFailure(
                f"{path}: {name} raised at line {line}, expected at line {expected.line}"
            ) from exc
        return
    raise ExampleFailure(
        f"{path}: ran cleanly, expected {expected.code} ({allowed}) at line {expected.line}"
    )
