"""What every part of the engine shares while one module is analysed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mypy.nodes import Decorator, FuncDef, MypyFile

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.diagnostics import Sink
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.settings import Settings
from jaxthink_typing.analysis.source import Source


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

    def tree_for(self, module: str) -> MypyFile | None:
        """The tree of `module` with its bodies: this one, or the plugin's own parse of
        another module of the program (None where it is not followed)."""
        if module == self.tree.fullname:
            return self.tree
        return self.other_trees(module) if self.other_trees is not None else None
