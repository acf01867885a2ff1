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
    The line runs, but does not do what it seems to. A file may hold any number, each
    with a code whose severity is ``"note"``; the file must run as its E mark says (to the
    end when it has none).

    ``# N: jax-traced-print``: the line prints a tracer instead of data. The text the file
    wrote while running — stdout, stderr and the ``logging`` records it emitted itself —
    must contain a tracer's repr.

    ``# N: jax-recompile``: the line makes JAX compile a function of the program again.
    While an example runs, the harness records each XLA compilation (``jax.log_compiles``
    turns on its log record) and the tracing-cache miss that ``jax_explain_cache_misses``
    logs before it, which names the function JAX traced anew, where it is defined, and the
    call that missed; a compilation is that function's when that call is still on the
    Python stack. JAX's own operations, compiled when run eagerly (``jnp.ones``, ``a[:i]``),
    have no such miss and are not counted. Compilations are grouped by function (its name
    and where it is defined: a ``lambda`` made anew on each iteration is one function), and
    each keeps the example's lines on the stack, innermost first. A compilation of a
    function after its first is a *recompilation*. A mark on line L holds when some
    recompilation has L on its stack (the call that compiled again, or a caller of it) or
    L is where the recompiled function is defined (a lambda or def made on each step).

A file without E marks is a *good* example: it must run without raising. A file without
traced-print marks must not print a tracer. No file may compile one function three times
or more from the same innermost line (a loop that recompiles on every iteration) unless a
``jax-recompile`` mark lies on one of those compilations' stacks or on the function's
definition; two compilations from one line are allowed (a loop over two shapes).

An example is a single file, or a package ``examples/projects/<name>/`` (with an
``__init__.py`` and a ``__main__.py``) run as ``python -m <name>`` from ``examples/projects``.
A package's marks are those of all its modules: a bad package holds one E mark, in the
module where JAX raises, and the innermost frame in that module must be on it.

An example with several independent mistakes holds an E mark on each: JAX must raise at
one of them (the first it reaches), and the rewrite ``<name>_fix1`` (then ``_fix2``, ...)
fixes that one and holds exactly the other marks, so each later mistake is proved by a run
of its own, as the plugin reports them all at once.
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
import types
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import jax

from jaxthink_typing.codes import BY_NAME, RECOMPILE, TRACED_PRINT, TRACER_LEAK

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

# What `jax_explain_cache_misses` logs before JAX traces a function of the program anew
# (not one of JAX's own), the same in jax 0.10.2 and 0.12:
#     TRACING CACHE MISS at /path/ex.py:12:4 (<module>):
#       never seen function:
#         <lambda> id=140503352548608 defined at /path/ex.py:12
# or, for a function traced before with other arguments, `  for step defined at ...:48`.
TRACING_MISS = re.compile(
    r"TRACING CACHE MISS at (?P<site>.+?):(?P<line>\d+)(?::\d+)? \([^)]*\):\n"
    r"  (?:never seen function:\n    (?P<new>\S+) id=\d+|for (?P<seen>\S+))"
    r"(?: defined at (?P<path>.+?):(?P<defined>\d+))?$",
    re.MULTILINE,
)
# What `jax.log_compiles` logs for each XLA compilation: "Compiling jit(f) with ...".
COMPILING = "Compiling "
# Records the two options raise to WARNING (the rest of JAX's logging passes on as before).
RAISED_BY_OPTIONS = (
    "TRACING CACHE MISS",
    COMPILING,
    "Finished ",
    "PERSISTENT COMPILATION CACHE MISS",
    "Persistent compilation cache hit",
    "Not writing persistent cache entry",
)
# A function compiled this many times from one line of an example recompiles in a loop.
RECOMPILE_LOOP = 3

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


Place = tuple[Path, int]


@dataclass(frozen=True)
class Compilation:
    """One XLA compilation of a function of the program while an example ran."""

    function: str  # its name, and where it is defined when JAX says
    defined: Place | None
    stack: tuple[Place, ...]  # the example's lines on the Python stack, innermost first

    def involves(self, place: Place) -> bool:
        """Whether ``place`` was running when JAX compiled, or defines the function."""
        return place in self.stack or place == self.defined


@dataclass(frozen=True)
class Outcome:
    """What running an example did: the exception it raised, if any, what it wrote, and
    the compilations of its functions, in order."""

    exception: Exception | None
    output: str
    compilations: tuple[Compilation, ...] = ()


@dataclass(frozen=True)
class _Miss:
    function: str
    defined: Place | None
    site: Place  # the call that missed the cache


class CompileLog(logging.Handler):
    """Collects `Compilation`s from the records of ``jax.log_compiles`` and
    ``jax_explain_cache_misses`` (see the module docstring); other records of JAX's
    loggers go on to the root logger, as they would without it."""

    def __init__(self, files: list[Path]) -> None:
        super().__init__(logging.DEBUG)
        self.files = {path.resolve() for path in files}
        self.compilations: list[Compilation] = []
        self._pending: list[_Miss] = []
        self._resolved: dict[str, Path] = {}

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if message.startswith("TRACING CACHE MISS"):
            miss = TRACING_MISS.match(message)
            if miss is not None:
                self._pending.append(self._miss(miss))
        elif message.startswith(COMPILING):
            stack = self._stack()
            missed = next((m for m in self._pending if m.site in stack), None)
            self._pending.clear()  # the misses of nested functions compile with this one
            if missed is not None:
                own = tuple(place for place in stack if place[0] in self.files)
                self.compilations.append(Compilation(missed.function, missed.defined, own))
        elif not message.startswith(RAISED_BY_OPTIONS):
            logging.getLogger().handle(record)

    def _miss(self, match: re.Match[str]) -> _Miss:
        name = match["new"] or match["seen"]
        defined = None
        if match["path"] is not None:
            defined = (self._resolve(match["path"]), int(match["defined"]))
            name = f"{name} defined at {match['path']}:{match['defined']}"
        return _Miss(name, defined, (self._resolve(match["site"]), int(match["line"])))

    def _resolve(self, filename: str) -> Path:
        path = self._resolved.get(filename)
        if path is None:
            path = self._resolved[filename] = Path(filename).resolve()
        return path

    def _stack(self) -> list[Place]:
        places = []
        frame: types.FrameType | None = sys._getframe()
        while frame is not None:
            places.append((self._resolve(frame.f_code.co_filename), frame.f_lineno))
            frame = frame.f_back
        return places


@contextlib.contextmanager
def compilations_logged(path: Path) -> Iterator[CompileLog]:
    """Turn on JAX's logging of compilations and tracing-cache misses while the block
    runs, and collect the compilations of the functions of ``path`` (a file or package)."""
    log = CompileLog(source_files(path))
    jax_logger = logging.getLogger("jax")
    saved_propagate = jax_logger.propagate
    saved_explain = jax.config.jax_explain_cache_misses  # type: ignore[attr-defined]
    jax_logger.addHandler(log)
    jax_logger.propagate = False
    jax.config.update("jax_explain_cache_misses", True)  # type: ignore[no-untyped-call]
    try:
        with jax.log_compiles(True):
            yield log
    finally:
        jax.config.update("jax_explain_cache_misses", saved_explain)  # type: ignore[no-untyped-call]
        jax_logger.propagate = saved_propagate
        jax_logger.removeHandler(log)


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
    """Run ``path`` and record the exception it raised, the text it wrote and the
    compilations of its functions."""
    exception: Exception | None = None
    with captured_output(path) as buffer, compilations_logged(path) as log:
        try:
            run_example(path)
        except Exception as exc:
            exception = exc
    return Outcome(exception, buffer.getvalue(), tuple(log.compilations))


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
    notes = [n for n in notes if n.code == TRACED_PRINT.name]
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


def _check_recompiles(path: Path, marks: list[Place], outcome: Outcome) -> None:
    """Each jax-recompile mark lies on a recompilation; each loop of recompilations (one
    function compiled `RECOMPILE_LOOP` times from one innermost line) lies on a mark."""
    by_function: dict[str, list[Compilation]] = {}
    for compilation in outcome.compilations:
        by_function.setdefault(compilation.function, []).append(compilation)
    again = [c for compilations in by_function.values() for c in compilations[1:]]
    for file, line in marks:
        if not any(c.involves((file, line)) for c in again):
            raise ExampleFailure(
                f"{file}:{line}: marked jax-recompile, but no function is compiled again "
                f"there; compilations: {_shown(outcome.compilations)}"
            )
    for function, compilations in by_function.items():
        by_line: dict[Place | None, list[Compilation]] = {}
        for c in compilations:
            by_line.setdefault(c.stack[0] if c.stack else None, []).append(c)
        for innermost, loop in by_line.items():
            if innermost is None or len(loop) < RECOMPILE_LOOP:
                continue
            if not any(c.involves(mark) for c in loop for mark in marks):
                raise ExampleFailure(
                    f"{path}: {function} is compiled {len(loop)} times from "
                    f"{innermost[0].name}:{innermost[1]}, but no jax-recompile mark is on "
                    "that call, a caller of it, or the function's definition"
                )


def _shown(compilations: tuple[Compilation, ...]) -> str:
    if not compilations:
        return "none"
    return "; ".join(
        f"{c.function} from line {c.stack[0][1] if c.stack else '?'}" for c in compilations
    )


FIX_SUFFIX = re.compile(r"_fix(\d+)$")


def _first_raised(
    path: Path, errors: list[tuple[Path, Expectation]], outcome: Outcome
) -> tuple[Path, Expectation]:
    """Of several E marks, the one JAX raised at (the first mistake it reached)."""
    exc = outcome.exception
    found = innermost_frame(exc, source_files(path)) if exc is not None else None
    for file, e in errors:
        if found is not None and found[0].resolve() == file.resolve() and found[1] == e.line:
            return file, e
    where = "no exception" if found is None else f"{found[0].name}:{found[1]}"
    marks = [f"{file.name}:{e.line}" for file, e in errors]
    raise ExampleFailure(f"{path}: several E marks {marks}, but JAX raised at {where}")


def _mark_texts(
    example: Path, errors: list[tuple[Path, Expectation]]
) -> list[tuple[str, str, str]]:
    """Each E mark as (file name, the line's text, code): comparable across rewrites."""
    found = []
    for file, e in errors:
        text = file.read_text(encoding="utf-8").splitlines()[e.line - 1].strip()
        found.append((file.name if example.is_dir() else "", text, e.code))
    return sorted(found)


def _check_later_mistakes(
    path: Path, first: tuple[Path, Expectation], errors: list[tuple[Path, Expectation]]
) -> None:
    """An example with several independent mistakes: JAX raises at the first it reaches,
    and the next rewrite, ``<name>_fix<k>`` with that one fixed, must hold exactly the
    other marks (it is an example of its own, so the next mistake is proved there)."""
    stem = path.name if path.is_dir() else path.stem
    match = FIX_SUFFIX.search(stem)
    base, k = (stem[: match.start()], int(match.group(1))) if match else (stem, 0)
    name = f"{base}_fix{k + 1}"
    rewrite = path.with_name(name) if path.is_dir() else path.with_name(f"{name}.py")
    if not rewrite.exists():
        raise ExampleFailure(
            f"{path}: several E marks, but no rewrite {rewrite.name} fixing the first"
        )
    rest = [mark for mark in errors if mark != first]
    theirs = [(file, e) for file, e in marked_lines(rewrite) if e.mark == "E"]
    if _mark_texts(path, rest) != _mark_texts(rewrite, theirs):
        raise ExampleFailure(
            f"{rewrite}: must hold the marks of {path.name} but the first JAX raised at"
        )


def check_example(path: Path) -> None:
    """Raise ExampleFailure unless ``path`` (a file or a package) behaves as its
    expectation comments say."""
    expectations = marked_lines(path)
    errors = [(file, e) for file, e in expectations if e.mark == "E"]
    notes = [e for _, e in expectations if e.mark == "N"]
    outcome = run_captured(path)
    if len(errors) > 1:
        first = _first_raised(path, errors, outcome)
        _check_later_mistakes(path, first, errors)
        errors = [first]
    _check_error(path, errors[0] if errors else None, outcome)
    _check_notes(path, notes, outcome)
    recompiles = [(file.resolve(), e.line) for file, e in expectations if e.code == RECOMPILE.name]
    _check_recompiles(path, recompiles, outcome)


if __name__ == "__main__":  # pragma: no cover - a convenience for one file at a time
    for arg in sys.argv[1:]:
        check_example(Path(arg))
        print(f"ok {arg}")
