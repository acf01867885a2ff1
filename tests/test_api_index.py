"""The API index's tables are shared by the modules of a run, follow the trees they were
read from, and read a warm run's names without building them."""

from __future__ import annotations

from pathlib import Path

from mypy import build
from mypy.modulefinder import BuildSource
from mypy.nodes import GDEF, Block, FuncDef, MypyFile, SymbolTable, SymbolTableNode
from mypy.options import Options

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.model import ApiModel, FunctionModel
from jaxthink_typing.mypy_glue import resolved_name


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


def test_names_are_read_without_building_their_nodes(tmp_path: Path) -> None:
    """A warm run's module keeps its names unbuilt until read (12 MB for jax.numpy's): the
    index reads what each name stands for without building it, as mypy would build it."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "_impl.py").write_text("def reshape(a: int) -> int:\n    return a\n")
    (package / "api.py").write_text(
        "from pkg._impl import reshape as reshape\n\n\ndef own(x: int) -> int:\n    return x\n"
    )
    main = tmp_path / "main.py"
    options = Options()
    options.cache_dir = str(tmp_path / "cache")
    options.incremental = True
    options.mypy_path = [str(tmp_path)]
    for text in ("import pkg.api\n", "import pkg.api\nx = 1\n"):  # cold, then warm
        main.write_text(text)
        result = build.build([BuildSource(str(main), "main")], options, alt_lib_path=None)
        assert not result.errors
    symbols = {name: result.files["pkg.api"].names[name] for name in ("reshape", "own")}
    assert all(s.unfixed for s in symbols.values())  # read from the cache, not built
    reshape = FunctionModel("pkg.api.reshape", (), False, False, None, False, "api.pyi", 1)
    index = ApiIndex(ApiModel(functions={"pkg.api.reshape": reshape}, problems=[]), result.files)
    assert index.lookup("pkg._impl.reshape") is reshape
    resolved = {name: resolved_name("pkg.api", name, s) for name, s in symbols.items()}
    assert all(s.unfixed for s in symbols.values())  # reading them built nothing
    assert resolved == {"reshape": "pkg._impl.reshape", "own": "pkg.api.own"}
    built = {name: s.node.fullname for name, s in symbols.items() if s.node is not None}
    assert built == resolved
