"""Which definitions the analysis from an unknown place enters (analysis/reach.py)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from mypy import build
from mypy.modulefinder import BuildSource
from mypy.nodes import MDEF, ClassDef, Decorator, FuncDef, MypyFile, SymbolTableNode
from mypy.options import Options

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.definitions import Definitions
from jaxthink_typing.analysis.pytrees import constructor_fields
from jaxthink_typing.analysis.reach import Reach
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.follow_store import FollowStore
from jaxthink_typing.following import ProjectLoader
from jaxthink_typing.settings import Settings
from tests.engine_harness import CACHE, MODEL, analyse_snippets, build_snippets

SNIPPET = """\
import functools
import equinox as eqx
import flax.linen as nn
import jax
import jax.numpy as jnp
from flax.core import FrozenDict
from jaxthink_typing import Traced, reveal_tracedness


def plain(a, b):
    return a + b


def calls_plain(x):
    return plain(x, 1)


def applies_jit(f, x):
    return jax.jit(f)(x)


def reaches_jit(x):
    return applies_jit(plain, x)


def op_only(x):
    return jnp.sum(x) + 1


def op_and_store():
    x = jnp.zeros(3)
    x[0] = 1.0
    return x


def store_only(xs):
    xs[0] = 1
    return xs


def op_and_literal_dict(x):
    return {"a": jnp.ones(2), "b": x}


def op_and_membership(d):
    return jnp.zeros(()) in d


def op_and_tuple_membership(name):
    return jnp.zeros(()) if name in ("a", "b") else None


def op_and_kwargs_lookup(**kwargs):
    return kwargs[jnp.zeros(())]


def op_and_dict_get():
    counts = {}
    return counts.get(jnp.zeros(()), 0)


def op_and_get_on_unknown(store):
    return store.get(jnp.zeros(()))


def op_and_set_add():
    seen = set()
    seen.add(jnp.zeros(()))


@functools.cache
def cached(key):
    return key


def op_into_cache():
    return cached(jnp.ones(()))


@jax.jit
def step(x):
    return x


def calls_decorated(x):
    return step(x)


stepper = jax.jit(plain, static_argnums=1)
TABLE = [1, 2, 3]


def calls_global(x):
    return stepper(x, 1)


def reads_table(i):
    return TABLE[i]


def cycle_a(n):
    return cycle_b(n - 1) if n else 0


def cycle_b(n):
    return cycle_a(n)


def cycle_c(n):
    return cycle_d(n)


def cycle_d(n):
    return cycle_c(n - 1) if n else jax.vmap(plain)


class Holder:
    def __init__(self):
        self.f = jax.jit(plain)

    def run(self, x):
        return self.f(x, 1)


class Quiet:
    def get(self):
        return 1

    def other(self):
        return self.get()


def marked(x: Traced[jax.Array]):
    return x


def reveals(x):
    reveal_tracedness(x)


def nested_default():
    def inner(x, f=jax.jit(plain)):
        return f
    return inner


class Block(nn.Module):
    def __call__(self, x):
        return x + 1

    def helper(self, x):
        return x


class Predictor(nn.Module):
    def predict(self, variables, x):
        return self.apply(variables, x)


def applies_linen(x):
    return Block().init(None, x)


def applies_given_model(model: Block, variables, x):
    return model.apply(variables, x)


class Scaler(eqx.Module):
    w: float

    def scale(self, x):
        return x * self.w


def uses_equinox(x):
    return Scaler(2.0).scale(x)


def uses_frozen_dict(d):
    return FrozenDict(d)
"""
SHOWN = {
    "applies_jit",
    "reaches_jit",
    "op_and_store",
    "op_and_membership",
    "op_and_kwargs_lookup",
    "op_into_cache",
    "op_and_dict_get",
    "op_and_set_add",
    "step",
    "calls_decorated",
    "calls_global",
    "cycle_c",
    "cycle_d",
    "__init__",
    "run",
    "marked",
    "reveals",
    "nested_default",
    # A linen Module's init and apply trace its methods; its own methods are not run that
    # way from an unknown place, and other flax or equinox classes trace nothing.
    "applies_linen",
    "applies_given_model",
    "predict",
}


def _definitions(tree: MypyFile) -> list[FuncDef | Decorator]:
    ctx = Context(tree, Source(SNIPPET), ApiIndex(MODEL, {}), Settings())
    return [d for d, _ in Definitions(ctx, None).all_in(tree.defs, ctx.module_env)]  # type: ignore[arg-type]


def test_unknown_place_enters_only_definitions_that_can_show_anything() -> None:
    trees, files = build_snippets({"reach_case": textwrap.dedent(SNIPPET)})
    tree = trees["reach_case"]
    ctx = Context(tree, Source(SNIPPET), ApiIndex(MODEL, files), Settings())
    reach = Reach(ctx, lambda module: None)
    shown = set()
    names = set()
    for definition in _definitions(tree):
        func = definition.func if isinstance(definition, Decorator) else definition
        if func.name.startswith("__mypy-"):
            continue  # what mypy's dataclass plugin adds (mypy 1.12 adds less)
        names.add(func.name)
        if reach.shows_anything(definition):
            shown.add(func.name)
    assert names >= SHOWN
    assert shown == SHOWN


def test_a_cycle_is_decided_the_same_from_either_end() -> None:
    trees, files = build_snippets({"reach_cycle": textwrap.dedent(SNIPPET)})
    tree = trees["reach_cycle"]
    ctx = Context(tree, Source(SNIPPET), ApiIndex(MODEL, files), Settings())
    by_name = {(d.func if isinstance(d, Decorator) else d).name: d for d in _definitions(tree)}
    for order in (("cycle_d", "cycle_c", "cycle_a", "cycle_b"), ("cycle_b", "cycle_a")):
        reach = Reach(ctx, lambda module: None)
        answers = {name: reach.shows_anything(by_name[name]) for name in order}
        assert answers == {name: name in SHOWN for name in order}


TOP_LEVELS = {
    "top_quiet": ("import jax.numpy as jnp\n\nTABLE = {'a': 1}\nx = jnp.zeros(3)\n", False),
    "top_hashes": ("import jax.numpy as jnp\n\nx = jnp.zeros(3)\nSEEN = {x}\n", True),
    "top_jits": ("import jax\n\ndef f(x):\n    return x\n\nstep = jax.jit(f)\n", True),
    "top_in_class": (
        "import jax.numpy as jnp\n\nclass Table:\n    seen = {jnp.zeros(3)}\n",
        True,
    ),
    "top_calls_helper": (
        "import jax.numpy as jnp\n\n"
        "def remember(d, key):\n    d[key] = 1\n\n"
        "remember({}, jnp.ones(()))\n",
        True,
    ),
}


def test_a_top_level_shows_what_its_statements_can_report() -> None:
    trees, files = build_snippets({name: text for name, (text, _) in TOP_LEVELS.items()})
    for name, (text, expected) in TOP_LEVELS.items():
        tree = trees[name]
        ctx = Context(tree, Source(text), ApiIndex(MODEL, files), Settings())
        assert Reach(ctx, lambda module: None).top_level_shows(tree.defs) is expected, name


def test_an_answer_kept_from_an_earlier_analysis_follows_an_edit(tmp_path: Path) -> None:
    """The process keeps what reach decided on loaded modules (a daemon's process lives
    through edits): after a body-only edit of the callee, the caller's answer changes."""
    package = tmp_path / "reach_edit_pkg"
    package.mkdir()
    fresh = f"# {tmp_path}\n"  # each file new to mypy's cache (it would reuse another path's)
    (package / "__init__.py").write_text(fresh)
    helpers = package / "helpers.py"
    helpers.write_text(f"{fresh}import jax\n\n\ndef apply(f, x):\n    return f(x)\n")
    main = package / "main.py"
    main.write_text(
        f"{fresh}from reach_edit_pkg import helpers\n\n\ndef body(x):\n    return x\n\n\n"
        "def run(x):\n    return helpers.apply(body, x)\n"
    )
    options = Options()
    options.preserve_asts = True
    options.cache_dir = str(CACHE)
    options.follow_imports = "normal"
    options.python_version = (3, 11)
    sources = [
        BuildSource(str(package / f"{name}.py"), f"reach_edit_pkg.{name}", None)
        for name in ("__init__", "helpers", "main")
    ]
    sources[0] = BuildSource(str(package / "__init__.py"), "reach_edit_pkg", None)
    result = build.build(sources, options)
    modules = {name: state.tree for name, state in result.graph.items() if state.tree is not None}
    tree = modules["reach_edit_pkg.main"]
    run = next(d for d in tree.defs if isinstance(d, FuncDef) and d.name == "run")
    store = FollowStore(options)
    api = ApiIndex(MODEL, modules)
    text = main.read_text()

    def answer() -> bool:
        loader = ProjectLoader(store, modules, options, api, Settings())
        ctx = Context(tree, Source(text), api, Settings())
        return Reach(
            ctx, loader.load, loader.reach_cache("reach_edit_pkg.main", text)
        ).shows_anything(run)

    assert answer() is False
    assert ("f", "reach_edit_pkg.helpers.apply") in store.reach.bits  # kept for the next analysis
    assert answer() is False
    helpers.write_text(f"{fresh}import jax\n\n\ndef apply(f, x):\n    return jax.jit(f)(x)\n")
    assert answer() is True


def test_constructor_fields_of_a_class_read_from_mypys_cache() -> None:
    """A --num-workers worker reads other modules' classes from mypy's cache, whose
    methods have no `arguments`: the fields still come from the parameter names."""
    text = "class Point:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n"
    trees, _ = build_snippets({"cached_class": text})
    info = next(d for d in trees["cached_class"].defs if isinstance(d, ClassDef)).info
    init = info.names["__init__"].node
    assert isinstance(init, FuncDef)
    cached = FuncDef.deserialize(init.serialize())
    info.names["__init__"] = SymbolTableNode(MDEF, cached)
    with pytest.raises(AttributeError):
        _ = cached.arguments  # as mypy's cache gives it
    assert constructor_fields(info, [(None, False), ("y", False)]) == ["x", "y"]


def test_a_function_of_a_submodule_is_not_the_packages_own() -> None:
    """With a package's `__init__` checked, a function of `<package>.sub` is read where
    that module is (here nowhere), not as the package's own: mypy may hold it from its
    cache, with neither body nor arguments."""
    text = "def helper(x):\n    return x\n"
    trees, files = build_snippets({"reach_package": text})
    tree = trees["reach_package"]
    helper = next(d for d in tree.defs if isinstance(d, FuncDef))
    data = helper.serialize()
    data["fullname"] = "reach_package.sub.helper"
    cached = FuncDef.deserialize(data)
    with pytest.raises(AttributeError):
        _ = cached.arguments  # as mypy's cache gives it
    ctx = Context(tree, Source(text), ApiIndex(MODEL, files), Settings())
    assert Reach(ctx, lambda module: None).shows_anything(cached) is False


ALIASED_OP = """\
import jax.numpy as jnp


def called_by_name():
    x = jnp.zeros(3)
    x[0] = 1.0


def called_through_a_local():
    make = jnp.zeros
    x = make(3)
    x[0] = 1.0
"""


def test_an_operation_is_a_source_only_where_it_is_called_by_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The evaluator stages a jax operation when its call names it; through a local alias
    run eagerly it is an unknown callable and makes no concrete array (under a trace it
    runs as the operation: handlers/__init__.py). The filter keeps only the
    first: if the engine learns the second, this test says the filter must follow."""
    trees, files = build_snippets({"reach_alias": ALIASED_OP})
    tree = trees["reach_alias"]
    ctx = Context(tree, Source(ALIASED_OP), ApiIndex(MODEL, files), Settings())
    reach = Reach(ctx, lambda module: None)
    shown = {d.name for d in tree.defs if isinstance(d, FuncDef) and reach.shows_anything(d)}
    assert shown == {"called_by_name"}
    monkeypatch.setattr(Reach, "shows_anything", lambda self, definition: True)
    monkeypatch.setattr(Reach, "top_level_shows", lambda self, stmts: True)
    reported = analyse_snippets({"reach_alias_unfiltered": ALIASED_OP})["reach_alias_unfiltered"]
    assert {d.line for d in reported if d.severity == "error"} == {6}
