"""What every part of the engine shares while one module is analysed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mypy.nodes import Decorator, FuncDef, Import, ImportFrom, MypyFile, Var

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.diagnostics import Sink
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.settings import Settings


@dataclass
class Context:
    """The module, its text, the API model, the user's settings, where reports go, the
    values of the module's globals, and (for a module the plugin parsed itself) its
    definitions by fullname."""

    tree: MypyFile
    source: Source
    api: ApiIndex
    settings: Settings
    sink: Sink = field(default_factory=Sink)
    module_env: Env = field(default_factory=Env)
    bodies: dict[str, FuncDef | Decorator] = field(default_factory=dict)
    # The plugin's parse of another module of the program, where calls are followed.
    other_trees: Callable[[str], MypyFile | None] | None = None
    # Whether a container of a function is read outside the functions storing into it,
    # by its variable (interpreter/leaks.py): each is searched for once.
    read_elsewhere: dict[Var, bool] = field(default_factory=dict)

    _untyped: dict[str, str] | None = None

    def untyped_import(self, name: str) -> str | None:
        """What a name of this module imports when mypy found no types for it (an
        untyped package such as optax: mypy binds the name to `Any`): `optax` ->
        "optax", `from optax import global_norm as norm`: `norm` -> "optax.global_norm"."""
        if self._untyped is None:
            self._untyped = {}
            for node in self.tree.imports:
                if isinstance(node, Import):
                    for module, alias in node.ids:
                        local = alias or module.split(".")[0]
                        self._untyped[local] = module if alias else local
                elif isinstance(node, ImportFrom) and not node.relative:
                    for item, alias in node.names:
                        self._untyped[alias or item] = f"{node.id}.{item}"
        return self._untyped.get(name)

    def tree_for(self, module: str) -> MypyFile | None:
        """The tree of `module` with its bodies: this one, or the plugin's own parse of
        another module of the program (None where it is not followed)."""
        if module == self.tree.fullname:
            return self.tree
        return self.other_trees(module) if self.other_trees is not None else None
