"""The API index's tables are shared by the modules of a run, and follow the trees they
were read from."""

from __future__ import annotations

from mypy.nodes import GDEF, Block, FuncDef, MypyFile, SymbolTable, SymbolTableNode

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.model import ApiModel, FunctionModel


def _module(name: str, functions: dict[str, str]) -> MypyFile:
    """A module whose names resolve as given (local name -> the fullname mypy resolved)."""
    tree = MypyFile([], [])
    tree._fullname = name
    tree.names = SymbolTable()
    for local, target in functions.items():
        func = FuncDef(local, [], Block([]))
        func._fullname = target
        tree.names[local] = SymbolTableNode(GDEF, func)
    return tree


CUMSUM = FunctionModel("jax.lax.cumsum", (), False, False, None, False, "lax.pyi", 1)
MODEL = ApiModel(functions={"jax.lax.cumsum": CUMSUM}, problems=[])


def test_the_modules_of_one_run_share_the_tables() -> None:
    modules = {"jax.lax": _module("jax.lax", {"cumsum": "jax._src.lax.control_flow.cumsum"})}
    first = ApiIndex.shared(MODEL, modules)
    assert first.is_public_op("jax._src.lax.control_flow.cumsum") is True
    assert first.lookup("jax._src.lax.control_flow.cumsum") is CUMSUM
    exported, private = first._exported, first._private
    again = ApiIndex.shared(MODEL, modules)
    assert again is first
    assert again._exported is exported and again._private is private
    # Another run (another table of modules) gets its own index.
    assert ApiIndex.shared(MODEL, dict(modules)) is not first


def test_the_tables_follow_a_replaced_or_newly_analysed_tree() -> None:
    modules = {"jax.lax": _module("jax.lax", {})}  # parsed, not analysed yet: no names
    index = ApiIndex.shared(MODEL, modules)
    assert index.is_public_op("jax._src.lax.control_flow.cumsum") is None
    assert index.lookup("jax._src.lax.control_flow.cumsum") is None
    # Analysed since: the same tree, now with its names.
    modules["jax.lax"].names["cumsum"] = _module(
        "jax.lax", {"cumsum": "jax._src.lax.control_flow.cumsum"}
    ).names["cumsum"]
    index = ApiIndex.shared(MODEL, modules)
    assert index.is_public_op("jax._src.lax.control_flow.cumsum") is True
    assert index.lookup("jax._src.lax.control_flow.cumsum") is not None
    # Replaced by a new tree (a daemon's update) that resolves the name elsewhere.
    modules["jax.lax"] = _module("jax.lax", {"cumsum": "jax._src.lax.other.cumsum"})
    index = ApiIndex.shared(MODEL, modules)
    assert index.is_public_op("jax._src.lax.control_flow.cumsum") is False
    assert index.is_public_op("jax._src.lax.other.cumsum") is True
    assert index.lookup("jax._src.lax.control_flow.cumsum") is None
    assert index.lookup("jax._src.lax.other.cumsum") is CUMSUM
