"""Say once when mypy runs the plugin but cannot load `jaxthink_typing` itself.

Then `Static[...]`, `Traced[...]` and `jaxthink_typing.jit` are `Any` to mypy, and (with
`ignore_missing_imports`, common in JAX projects) their checks would vanish without a word:
the plugin is importable by mypy's own Python, the package is not on the path mypy
searches (another environment, or an editable install mypy cannot follow).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mypy.nodes import Import, ImportAll, ImportBase, ImportFrom, MypyFile
from mypy.plugin import FunctionContext, MethodContext

from jaxthink_typing import mypy_glue

PACKAGE = "jaxthink_typing"
MESSAGE = (
    "jaxthink-typing: mypy did not load the module jaxthink_typing, so Static[...], "
    "Traced[...] and jaxthink_typing.jit are Any here and their checks are off; install "
    "jaxthink-typing into the environment mypy checks (pip install /path/to/jaxthink-typing, "
    "or pip install -e it), or point mypy at that environment with python_executable"
)
# `mypy --num-workers` starts each worker as `python -m mypy.build_worker
# --options-data=<cache_dir>/.worker_options.<run id>.data ...`.
_WORKER_OPTIONS = "--options-data="
_CLAIM_SUFFIX = ".jaxthink-resolution-note"


class ResolutionCheck:
    """Notes, for one module per mypy process, an import of `jaxthink_typing` that mypy
    did not resolve."""

    def __init__(self) -> None:
        self._seen: set[int] = set()
        # The module and line of the note. A hook may run under an error filter (overload
        # inference), so the note is made again at each call for that module; mypy drops
        # the repeats.
        self._noted: tuple[int, int] | None = None
        self._elsewhere = False

    def check(self, ctx: FunctionContext | MethodContext) -> None:
        """Look at the imports of the module being checked."""
        try:
            self._check(ctx)
        except Exception:  # never break mypy over a hint
            self._seen.add(-1)

    def _check(self, ctx: FunctionContext | MethodContext) -> None:
        tree = mypy_glue.current_tree(ctx.api)
        if tree is None:
            return
        if self._noted is None and not self._elsewhere and id(tree) not in self._seen:
            self._seen.add(id(tree))
            line = _unresolved_import(ctx, tree)
            if line is not None and _claim_for_this_process():
                self._noted = (id(tree), line)
            elif line is not None:
                self._elsewhere = True  # another worker of this run makes the note
        if self._noted is not None and self._noted[0] == id(tree):
            where = mypy_glue.position(self._noted[1])
            ctx.api.msg.note(MESSAGE, where)


def _claim_for_this_process() -> bool:
    """Whether this process makes the note: yes, unless it is a worker of `mypy
    --num-workers N`, each of which would note once; then the first worker to create a
    file named after the run's options file (one per run, shared by its workers) does."""
    options_data = next(
        (a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith(_WORKER_OPTIONS)), None
    )
    if options_data is None or not Path(options_data).name.startswith(".worker_options."):
        return True  # not a worker: this process (mypy or dmypy) checks every module
    try:
        os.close(os.open(f"{options_data}{_CLAIM_SUFFIX}", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    except OSError:
        return True  # cannot coordinate: a note per worker rather than none
    # mypy removes a run's options file when the run ends; claims of ended runs go too.
    for claim in Path(options_data).parent.glob(f".worker_options.*{_CLAIM_SUFFIX}"):
        if not Path(str(claim).removesuffix(_CLAIM_SUFFIX)).exists():
            claim.unlink(missing_ok=True)
    return True


def _unresolved_import(ctx: FunctionContext | MethodContext, tree: MypyFile) -> int | None:
    """The line of the module's first import of `jaxthink_typing` if mypy did not load it."""
    if mypy_glue.errors_are_ignored(ctx.api):
        return None
    modules = mypy_glue.all_modules(ctx.api)
    if not modules or PACKAGE in modules:
        return None
    return next((imp.line for imp in tree.imports if _imports_package(imp)), None)


def _imports_package(imp: ImportBase) -> bool:
    if isinstance(imp, Import):
        names = [name for name, _ in imp.ids]
    elif isinstance(imp, ImportFrom | ImportAll):
        names = [imp.id] if imp.relative == 0 else []
    else:
        names = []
    return any(name == PACKAGE or name.startswith(f"{PACKAGE}.") for name in names)
