"""Which definitions the analysis from an unknown place enters (analysis/reach.py)."""

from __future__ import annotations

import textwrap

from mypy.nodes import Decorator, FuncDef, MypyFile

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.definitions import Definitions
from jaxthink_typing.analysis.reach import Reach
from jaxthink_typing.analysis.settings import Settings
from jaxthink_typing.analysis.source import Source
from tests.engine_harness import MODEL, build_snippets

SNIPPET = """\
import functools
import jax
import jax.numpy as jnp
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
