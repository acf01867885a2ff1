"""What mypy's daemon needs to recheck a module when a module its analysis entered changes.

`dmypy` rechecks only what its dependency triggers name, and an edit of a function's body
changes no symbol's snapshot (`mypy/server/astdiff.py`), so no trigger would reach the
modules whose analysis followed calls into that body. Under fine-grained checking the
plugin therefore

- publishes, in each module it checks, a private symbol whose type carries a digest of the
  module's text (`DIGEST`, a `Literal` string type, so its snapshot changes with the text),
- and makes each module depend on the digest of every module its analysis entered (the
  trigger `<entered.DIGEST>` names the module's top level, where the analysis runs).

The dependencies go into the module's `plugin_deps` (which mypy merges when it computes
the module's dependencies, and writes to a fine-grained cache) and, in a running daemon,
into the dependency map itself (a module entered for the first time while the daemon
rechecks only the caller's top level).

Every use of mypy internals here is guarded: a mypy release without them gets no
dependencies (the daemon then misses such edits, as before), never an error.
"""

from __future__ import annotations

import gc
import hashlib
from collections.abc import Iterable

from mypy.nodes import GDEF, MypyFile, SymbolTableNode, Var
from mypy.options import Options
from mypy.plugin import CheckerPluginInterface
from mypy.types import LiteralType

DIGEST = "__jaxthink_typing_digest__"

# The daemon's dependency map (the build manager's `fg_deps`), found once per process.
_DEPS: list[dict[str, set[str]] | None] = []
# Which trees this process analysed (by id: a daemon keeps them), and the dependencies given.
_ANALYSED: set[int] = set()
_EMITTED: set[tuple[str, str]] = set()


def enabled(options: Options) -> bool:
    """Whether mypy tracks fine-grained dependencies: the daemon, or a run writing a cache
    for it (`--cache-fine-grained`)."""
    return bool(options.fine_grained_incremental or options.cache_fine_grained)


def publish_digest(api: CheckerPluginInterface, tree: MypyFile, text: str) -> None:
    """Give `tree` the private symbol whose snapshot changes with the module's text."""
    try:
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        fallback = api.named_generic_type("builtins.str", [])
        var = Var(DIGEST, LiteralType(digest, fallback))
        var._fullname = f"{tree.fullname}.{DIGEST}"
        var.is_ready = True
        tree.names[DIGEST] = SymbolTableNode(GDEF, var, module_public=False)
    except Exception:  # a mypy without these internals: no trigger, no error
        return


def depend_on(tree: MypyFile, modules: Iterable[str]) -> None:
    """Recheck `tree`'s top level when the text of any of `modules` changes."""
    target = tree.fullname
    triggers = [f"<{module}.{DIGEST}>" for module in modules if module != target]
    try:
        for trigger in triggers:
            tree.plugin_deps.setdefault(trigger, set()).add(target)
        # mypy merges `plugin_deps` when it computes a module's dependencies (the first
        # check, an edit of the module); a daemon that rechecks only the top level of a
        # module it checked before does not, so a module entered for the first time then
        # goes into the daemon's map directly.
        again = id(tree) in _ANALYSED
        _ANALYSED.add(id(tree))
        new = [t for t in triggers if (t, target) not in _EMITTED]
        _EMITTED.update((t, target) for t in triggers)
        deps = _daemon_deps() if again and new else None
        if deps is not None:
            for trigger in new:
                deps.setdefault(trigger, set()).add(target)
    except Exception:
        return


def _daemon_deps() -> dict[str, set[str]] | None:
    """The running daemon's dependency map, or None (a one-shot run, or not found). Found
    once per process among the objects that hold it (mypy is compiled: no frames to read),
    where mypy keeps it as the build manager's `fg_deps`."""
    if not _DEPS:
        _DEPS.append(_find_deps())
    return _DEPS[0]


def _find_deps() -> dict[str, set[str]] | None:
    from mypy.build import BuildManager

    for candidate in gc.get_objects():
        if isinstance(candidate, BuildManager):
            deps = getattr(candidate, "fg_deps", None)
            if isinstance(deps, dict) and candidate.options.fine_grained_incremental:
                return deps
    return None
