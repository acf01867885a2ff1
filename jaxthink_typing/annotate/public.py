"""Which functions and methods a package publishes: the names its entry module exports
(`__all__`, else its names without a leading underscore), the public methods of the
classes among them (with `__init__` and `__call__`), and the exports of its public
subpackages and submodules. Only definitions inside the analysed packages count."""

from __future__ import annotations

from dataclasses import dataclass

from mypy.nodes import (
    Decorator,
    FuncDef,
    MypyFile,
    OverloadedFuncDef,
    SymbolNode,
    TypeInfo,
    Var,
)

# Dunder methods whose parameters callers pass.
_PUBLIC_DUNDERS = frozenset({"__init__", "__call__"})


@dataclass(frozen=True)
class Published:
    """A public function, method, or module-level function value (`step = jax.jit(f)`)."""

    exported_as: str  # "package.f", "package.Class.method"
    fullname: str  # where it is defined: "package._src.module.f"
    module: str  # the module that defines it
    qualname: str  # "f", "Class.method"
    kind: str  # "function", "method", "staticmethod", "classmethod", "value"


def published(modules: dict[str, MypyFile], own: set[str], entries: list[str]) -> list[Published]:
    """The public functions and methods the entry modules export, each once (the first
    name it is exported by), in the order of their exports."""
    found: dict[str, Published] = {}
    seen_modules: set[str] = set()
    waiting = list(entries)
    while waiting:
        entry = waiting.pop(0)
        tree = modules.get(entry)
        if tree is None or entry in seen_modules:
            continue
        seen_modules.add(entry)
        for name, symbol in tree.names.items():
            if name.startswith("_") or not symbol.module_public or symbol.node is None:
                continue
            node = symbol.node
            if isinstance(node, MypyFile):
                if node.fullname in own and node.fullname.startswith(entry + "."):
                    waiting.append(node.fullname)  # a public submodule of this package
                continue
            for item in _items(node, f"{entry}.{name}", own):
                found.setdefault(item.fullname, item)
    return list(found.values())


def _items(node: SymbolNode, exported: str, own: set[str]) -> list[Published]:
    module = defining_module(node.fullname, own)
    if module is None:
        return []
    qualname = node.fullname[len(module) + 1 :]
    if isinstance(node, FuncDef | Decorator | OverloadedFuncDef):
        return [Published(exported, node.fullname, module, qualname, "function")]
    if isinstance(node, Var) and not node.is_property:
        return [Published(exported, node.fullname, module, qualname, "value")]
    if isinstance(node, TypeInfo):
        return _methods(node, exported, own)
    return []


def _methods(info: TypeInfo, exported: str, own: set[str]) -> list[Published]:
    """The public methods of a class, its own and those its bases in the package define."""
    methods: dict[str, Published] = {}
    for base in info.mro:
        module = defining_module(base.fullname, own)
        if module is None:
            continue
        for name, symbol in base.names.items():
            if name in methods or (name.startswith("_") and name not in _PUBLIC_DUNDERS):
                continue
            node = symbol.node
            func = node.func if isinstance(node, Decorator) else node
            if isinstance(node, OverloadedFuncDef):
                impl = node.impl
                func = impl.func if isinstance(impl, Decorator) else impl
            if not isinstance(func, FuncDef) or func.is_property:
                continue
            kind = "method"
            if func.is_static or func.is_class:
                kind = "staticmethod" if func.is_static else "classmethod"
            qualname = func.fullname[len(module) + 1 :]
            methods[name] = Published(f"{exported}.{name}", func.fullname, module, qualname, kind)
    return list(methods.values())


def defining_module(fullname: str, own: set[str]) -> str | None:
    """The longest analysed module that `fullname` lies in, if any."""
    parts = fullname.split(".")
    for end in range(len(parts) - 1, 0, -1):
        module = ".".join(parts[:end])
        if module in own:
            return module
    return None
