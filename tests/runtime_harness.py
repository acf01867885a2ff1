"""Run example files under JAX and check them against their expectation comments.

Two kinds of expectation comment, at most one per line:

``# E: <code>``
    JAX raises on this line. A file holds zero or one of them, each with an error code.
    Running the file must raise exactly one of the exception classes that
    ``jaxthink_typing.codes.BY_NAME[code].raises`` names, and the innermost traceback frame
    in the file must be on the marked line. ``jax-tracer-leak`` is the exception: JAX
    raises where the leaked tracer is *used*, so there the exception's message must name
    the marked line as the one where the leaked value was created (where it names no
    line, the innermost frame must be on the marked line, as for the other codes).

``# N: <code>``
    The line runs, but prints a tracer instead of data. A file may hold any number, each
    with a code whose severity is ``"note"``. The file must run as its E mark says (to the
    end when it has none), and the text it wrote while running — stdout, stderr and the
    ``logging`` records it emitted itself — must contain a tracer's repr.

A file without E marks is a *good* example: it must run without raising. A file without
N marks must not print a tracer.

An example is a single file, or a package ``examples/projects/<name>/`` (with an
``__init__.py`` and a ``__main__.py``) run as ``python -m <name>`` from ``examples/projects``.
A package's marks are those of all its modules: a bad package holds one E mark, in the
module where JAX raises, and the innermost frame in that module must be on it.
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
PROJECTS_DIR = EXAMPLES_DIR / "projects"
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


def in_package(path: Path) -> bool:
    """Whether ``path`` is a module of a package example rather than an example itself."""
    return any((folder / "__init__.py").is_file() for folder in path.parents)


def example_files(root: Path = EXAMPLES_DIR) -> list[Path]:
    """Every single-file example under ``root``, sorted (package modules excluded)."""
    return sorted(path for path in root.rglob("*.py") if not in_package(path))


def example_packages(root: Path = PROJECTS_DIR) -> list[Path]:
    """Every package example: the folders directly under ``root`` with an ``__init__.py``."""
    return sorted(path.parent for path in root.glob("*/__init__.py"))


def examples() -> list[Path]:
    """Every example: single files, then packages."""
    return example_files() + example_packages()


def source_files(example: Path) -> list[Path]:
    """The files of an example: the file itself, or every module of a package."""
    return sorted(example.rglob("*.py")) if example.is_dir() else [example]


OPTIONAL_LIBRARIES = ("equinox", "flax")


def missing_library(example: Path) -> str | None:
    """An optional library the example imports that is not installed, if any."""
    for path in source_files(example):
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


def marked_lines(example: Path) -> list[tuple[Path, Expectation]]:
    """The expectation comments of every file of ``example``, with their file."""
    return [(path, e) for path in source_files(example) for e in parse_expectations(path)]


def qualified_name(cls: type) -> str:
    """``module.QualName`` of a class; builtins without a module prefix."""
    name = f"{cls.__module__}.{cls.__qualname__}"
    return name.removeprefix("builtins.")


def innermost_frame(exc: BaseException, paths: list[Path]) -> tuple[Path, int | None] | None:
    """The file and line of the innermost traceback frame that runs code of ``paths``."""
    targets = {path.resolve() for path in paths}
    found = None
    for frame in traceback.extract_tb(exc.__traceback__):
        filename = Path(frame.filename).resolve()
        if filename in targets:
            found = filename, frame.lineno
    return found


def innermost_line(exc: BaseException, path: Path) -> int | None:
    """The line of the innermost traceback frame that runs code of ``path``."""
    found = innermost_frame(exc, [path])
    return None if found is None else found[1]


def leak_origin(exc: BaseException) -> tuple[Path, int] | None:
    """The file and line where an UnexpectedTracerError says the leaked value was made."""
    match = LEAK_ORIGIN.search(str(exc))
    if match is None:
        return None
    return Path(match["path"]).resolve(), int(match["line"])


def run_example(path: Path) -> None:
    """Run ``path`` as ``__main__`` in this process, with its folder importable (as
    ``python path`` would: an example may import a sibling module); a package as
    ``python -m <package>`` would from its parent folder."""
    folder = str(path.resolve().parent)
    sys.path.insert(0, folder)
    try:
        if path.is_dir():
            _run_package(path.name)
        else:
            runpy.run_path(str(path.resolve()), run_name="__main__")
    finally:
        sys.path.remove(folder)


def _run_package(name: str) -> None:
    """Run package ``name``'s ``__main__``, then forget its modules (a later run of the
    same package, or of another with modules of the same name, imports afresh)."""
    try:
        runpy.run_module(name, run_name="__main__")
    finally:
        for module in [m for m in sys.modules if m == name or m.startswith(f"{name}.")]:
            del sys.modules[module]


@contextlib.contextmanager
def captured_output(path: Path) -> Iterator[io.StringIO]:
    """Collect stdout, stderr and the INFO-or-above log records that ``path`` emits.

    Only records logged from ``path`` itself are kept, so JAX's own logging cannot pass
    for the example's. The root logger's level and handlers are restored afterwards (an
    example may call ``logging.basicConfig``).
    """
    targets = {file.resolve() for file in source_files(path)}
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.addFilter(lambda record: Path(record.pathname).resolve() in targets)
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


def _check_error(path: Path, marked: tuple[Path, Expectation] | None, outcome: Outcome) -> None:
    exc = outcome.exception
    if marked is None:
        if exc is not None:
            found = innermost_frame(exc, source_files(path))
            where = "" if found is None or not path.is_dir() else f" in {found[0]}"
            line = None if found is None else found[1]
            raise ExampleFailure(
                f"{path}: good example raised {qualified_name(type(exc))}{where} "
                f"at line {line}: {exc}"
            ) from exc
        return
    marked_file, expected = marked
    if path.is_dir():
        path = marked_file  # the checks below concern the module holding the mark
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
            # JAX names no place of creation (a tracer that a custom derivative rule closes
            # over, a leak `jax.checking_leaks()` finds at the end of a trace): then, as for
            # the other codes, JAX must raise on the marked line.
            if line != expected.line:
                raise ExampleFailure(
                    f"{path}: {name} names no line where the leaked value was created, "
                    f"and raised at line {line}, expected at line {expected.line}: {exc}"
                ) from exc
            return
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
    """Raise ExampleFailure unless ``path`` (a file or a package) behaves as its
    expectation comments say."""
    expectations = marked_lines(path)
    errors = [(file, e) for file, e in expectations if e.mark == "E"]
    notes = [e for _, e in expectations if e.mark == "N"]
    if len(errors) > 1:
        lines = [f"{file.name}:{e.line}" if path.is_dir() else e.line for file, e in errors]
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
