"""What every part of the engine shares while one module is analysed."""

from __future__ import annotations

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
