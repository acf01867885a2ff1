"""Run example files under JAX and check them against their expectation comments.

Two kinds of expectation comment, at most one per line:

``# E: <code>``
    JAX raises on this line. A file holds zero or one of them, each with an error code.
    Running the file must raise exactly one of the exception classes that
    ``jaxthink_typing.codes.BY_NAME[code].raises`` names, and the innermost traceback frame
    in the file must be on the marked line. ``jax-tracer-leak`` is the exception: JAX
    raises where the leaked tracer is *used*, so there the exception's message must name
    the marked line as the one where the leaked value was created.

``# N: <code>``
    The line runs, but prints a tracer instead of data. A file may hold any number, each
    with a code whose severity is ``"note"``. The file must run as its E mark says (to the
    end when it has none), and the text it wrote while running — stdout, stderr and the
    ``logging`` records it emitted itself — must contain a tracer's repr.

A file without E marks is a *good* example: it must run without raising. A file without
N marks must not print a tracer.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import logging
import re
import runpy
import sys
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import jax

from jaxthink_typing.codes import BY_NAME, TRACER_LEAK

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "examples"
EXPECTATION = re.compile(r"#\s*([EN]):\s*(jax-[a-z-]+)")
SEVERITY_OF_MARK = {"E": "error", "N": "note"}

# What `print`, `str`, `repr` and f-strings show for a tracer: `JitTracer(float32[3])`,
# `GradTracer(primal=1.0, ...)`, `VmapTracer(aval=..., ...)` in jax 0.10.2; older JAX
# printed `Traced<ShapedArray(float32[3])>with<DynamicJaxprTrace...>`.
TRACER_REPR = re.compile(r"\b[A-Za-z]*Tracer\(|Traced<")

# UnexpectedTracerError says where the leaked value was made, in jax 0.10.2 as
# "The leaked intermediate value was created on line /path/to/file.py:9:15 (f)."
# (the column is absent where Python records none; the place is empty when the leaked
# value is a jit argument itself rather than a value computed from one).
LEAK_ORIGIN = re.compile(
    r"created on line (?P<path>.+?):(?P<line>\d+)(?::\d+)? \((?P<function>[^)]*)\)"
)

# Keep every frame: the check below looks for the example's own frames.
jax.config.update("jax_traceback_filtering", "off")  # type: ignore[no-untyped-call]


class ExampleFailure(AssertionError):
    """An example does not behave as its expectation comments say."""


@dataclass(frozen=True)
class Expectation:
    """One expectation comment: the 1-based line, the code, and ``"E"`` or ``"N"``."""

    line: int
    code: str
    mark: str = "E"


@dataclass(frozen=True)
class Outcome:
    """What running an example did: the exception it raised, if any, and what it wrote."""

    exception: Exception | None
    output: str


def example_files(root: Path = EXAMPLES_DIR) -> list[Path]:
    """Every example under ``root``, sorted."""
    return sorted(root.rglob("*.py"))


OPTIONAL_LIBRARIES = ("equinox", "flax")


def missing_library(path: Path) -> str | None:
    """An optional library the example imports that is not installed, if any."""
    text = path.read_text()
    for library in OPTIONAL_LIBRARIES:
        imported = f"import {library}" in text or f"from {library}" in text
        if imported and importlib.util.find_spec(library) is None:
            return library
    return None


def parse_expectations(path: Path) -> list[Expectation]:
    """The expectation comments of ``path``, one per line at most, with known codes.

    An E mark must carry an error code and an N mark a note code.
    """
    found: list[Expectation] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for lineno, text in enumerate(lines, start=1):
        marks = EXPECTATION.findall(text)
        if len(marks) > 1:
            codes = [code for _, code in marks]
            raise ExampleFailure(f"{path}:{lineno}: one expectation per line, got {codes}")
        if marks:
            mark, code = marks[0]
            if code not in BY_NAME:
                raise ExampleFailure(f"{path}:{lineno}: unknown code {code!r}")
            severity = BY_NAME[code].severity
            if severity != SEVERITY_OF_MARK[mark]:
                raise ExampleFailure(
                    f"{path}:{lineno}: {code} has severity {severity!r}; "
                    f"an {mark} mark needs a code of severity {SEVERITY_OF_MARK[mark]!r}"
                )
            found.append(Expectation(lineno, code, mark))
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


def leak_origin(exc: BaseException) -> tuple[Path, int] | None:
    """The file and line where an UnexpectedTracerError says the leaked value was made."""
    match = LEAK_ORIGIN.search(str(exc))
    if match is None:
        return None
    return Path(match["path"]).resolve(), int(match["line"])


def run_example(path: Path) -> None:
    """Run ``path`` as ``__main__`` in this process, with its folder importable (as
    ``python path`` would: an example may import a sibling module)."""
    folder = str(path.resolve().parent)
    sys.path.insert(0, folder)
    try:
        runpy.run_path(str(path.resolve()), run_name="__main__")
    finally:
        sys.path.remove(folder)


@contextlib.contextmanager
def captured_output(path: Path) -> Iterator[io.StringIO]:
    """Collect stdout, stderr and the INFO-or-above log records that ``path`` emits.

    Only records logged from ``path`` itself are kept, so JAX's own logging cannot pass
    for the example's. The root logger's level and handlers are restored afterwards (an
    example may call ``logging.basicConfig``).
    """
    target = path.resolve()
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.addFilter(lambda record: Path(record.pathname).resolve() == target)
    root = logging.getLogger()
    saved_level, saved_handlers = root.level, root.handlers[:]
    root.addHandler(handler)
    root.setLevel(min(saved_level or logging.WARNING, logging.INFO))
    try:
        with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer):
            try:
                yield buffer
            finally:
                # jax.debug.print writes from a callback: let it finish inside the capture.
                jax.effects_barrier()
    finally:
        root.handlers[:] = saved_handlers
        root.setLevel(saved_level)


def run_captured(path: Path) -> Outcome:
    """Run ``path`` and record the exception it raised and the text it wrote."""
    exception: Exception | None = None
    with captured_output(path) as buffer:
        try:
            run_example(path)
        except Exception as exc:
            exception = exc
    return Outcome(exception, buffer.getvalue())


def _check_error(path: Path, expected: Expectation | None, outcome: Outcome) -> None:
    exc = outcome.exception
    if expected is None:
        if exc is not None:
            line = innermost_line(exc, path)
            raise ExampleFailure(
                f"{path}: good example raised {qualified_name(type(exc))} at line {line}: {exc}"
            ) from exc
        return
    allowed = BY_NAME[expected.code].raises
    if exc is None:
        raise ExampleFailure(
            f"{path}: ran cleanly, expected {expected.code} ({allowed}) at line {expected.line}"
        )
    name = qualified_name(type(exc))
    line = innermost_line(exc, path)
    if name not in allowed:
        raise ExampleFailure(
            f"{path}:{line}: raised {name}, expected one of {allowed} "
            f"for {expected.code} at line {expected.line}: {exc}"
        ) from exc
    if expected.code == TRACER_LEAK.name:
        origin = leak_origin(exc)
        if origin is None:
            raise ExampleFailure(
                f"{path}: {name} names no line where the leaked value was created: {exc}"
            ) from exc
        origin_path, origin_line = origin
        if origin_path != path.resolve() or origin_line != expected.line:
            raise ExampleFailure(
                f"{path}: the leaked value was created at {origin_path}:{origin_line}, "
                f"expected at line {expected.line}"
            ) from exc
        return
    if line != expected.line:
        raise ExampleFailure(
            f"{path}: {name} raised at line {line}, expected at line {expected.line}"
        ) from exc


def _check_notes(path: Path, notes: list[Expectation], outcome: Outcome) -> None:
    shown = TRACER_REPR.search(outcome.output)
    if notes and shown is None:
        lines = [n.line for n in notes]
        raise ExampleFailure(
            f"{path}: N marks at lines {lines}, but the output shows no tracer:\n{outcome.output}"
        )
    if not notes and shown is not None:
        raise ExampleFailure(
            f"{path}: printed a tracer but has no N mark (jax-traced-print):\n{outcome.output}"
        )


def check_example(path: Path) -> None:
    """Raise ExampleFailure unless ``path`` behaves as its expectation comments say."""
    expectations = parse_expectations(path)
    errors = [e for e in expectations if e.mark == "E"]
    notes = [e for e in expectations if e.mark == "N"]
    if len(errors) > 1:
        lines = [e.line for e in errors]
        raise ExampleFailure(
            f"{path}: a bad example needs exactly one expectation (E mark), got {lines}"
        )
    outcome = run_captured(path)
    _check_error(path, errors[0] if errors else None, outcome)
    _check_notes(path, notes, outcome)


if __name__ == "__main__":  # pragma: no cover - a convenience for one file at a time
    for arg in sys.argv[1:]:
        check_example(Path(arg))
        print(f"ok {arg}")
