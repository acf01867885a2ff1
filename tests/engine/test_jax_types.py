"""Engine cases, jax-static-arg: values that are no JAX type in a traced position (plain
objects, unregistered dataclasses) and unhashable dataclasses as static arguments."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "plain_object_traced": """
        class Vocab:
            def __init__(self, n):
                self.n = n
        @jax.jit
        def f(x, vocab):
            return x * vocab.n
        f(jnp.ones(2), Vocab(3))  # E: jax-static-arg
        f(jnp.ones(2), vocab=Vocab(3))  # E: jax-static-arg
        g = jax.jit(f, static_argnames="vocab")
        g(jnp.ones(2), vocab=Vocab(3))
        h = jax.vmap(f, in_axes=(0, None))
        h(jnp.ones(2), Vocab(3))
    """,
    "registered_or_derived_classes_pass": """
        import dataclasses
        class Base:
            pass
        class Child(Base):
            def __init__(self, n):
                self.n = n
        @dataclasses.dataclass
        class Late:
            x: jax.Array
        jax.tree_util.register_dataclass(Late, data_fields=["x"], meta_fields=[])
        class Node:
            def __init__(self, x):
                self.x = x
        def flatten(node):
            return (node.x,), None
        jax.tree_util.register_pytree_node(Node, flatten, lambda aux, ch: Node(*ch))
        @jax.jit
        def f(x, obj):
            return x
        f(jnp.ones(2), Child(3))
        f(jnp.ones(2), Late(jnp.ones(2)))
        f(jnp.ones(2), Node(jnp.ones(2)))
    """,
    "unknown_or_filtered_objects_pass": """
        import equinox as eqx
        class Plain:
            def __init__(self, n):
                self.n = n
        @eqx.filter_jit
        def f(x, obj):
            return x * obj.n
        f(jnp.ones(2), Plain(2))
        @jax.jit
        def g(x, obj):
            return x
        def caller(x, anything):
            return g(x, anything)
    """,
    "dataclass_traced": """
        import dataclasses
        @dataclasses.dataclass
        class Cfg:
            lr: float = 0.1
        @dataclasses.dataclass(frozen=True)
        class Frozen:
            lr: float = 0.1
        @jax.jit
        def f(x, cfg):
            return x * cfg.lr
        f(jnp.ones(2), Cfg())  # E: jax-static-arg
        f(jnp.ones(2), Frozen())  # E: jax-static-arg
    """,
    "dataclass_static_hashability": """
        import dataclasses
        @dataclasses.dataclass
        class Cfg:
            n: int = 2
        @dataclasses.dataclass(frozen=True)
        class Frozen:
            n: int = 2
        @dataclasses.dataclass(eq=False)
        class Identity:
            n: int = 2
        @dataclasses.dataclass(unsafe_hash=True)
        class Hashed:
            n: int = 2
        @functools.partial(jax.jit, static_argnums=1)
        def f(x, cfg):
            return x * cfg.n
        f(jnp.ones(2), Cfg())  # E: jax-static-arg
        f(jnp.ones(2), cfg=Cfg())  # E: jax-static-arg
        f(jnp.ones(2), Frozen())
        f(jnp.ones(2), Identity())
        f(jnp.ones(2), Hashed())
    """,
    "jitted_method_and_partial": """
        class Scaler:
            def __init__(self, k):
                self.k = k
            @jax.jit
            def apply(self, x):
                return x * self.k
            @functools.partial(jax.jit, static_argnums=0)
            def fine(self, x):
                return x * self.k
        s = Scaler(2.0)
        s.apply(jnp.ones(2))  # E: jax-static-arg
        s.fine(jnp.ones(2))
        @jax.jit
        def lookup(table, i):
            return table.k * i
        bound = functools.partial(lookup, s)
        bound(1)  # E: jax-static-arg
        closed = jax.jit(functools.partial(lookup, s))
        closed(1)
    """,
    # A field declared Callable: only a function known to be there is reported; a
    # Partial is a pytree, and a field not known may hold one.
    "callable_field_holding_partial": """
        import dataclasses
        from collections.abc import Callable
        from jax.tree_util import Partial
        @jax.tree_util.register_dataclass
        @dataclasses.dataclass
        class Layer:
            weight: jax.Array
            activation: Callable[[jax.Array], jax.Array]
        @jax.jit
        def forward(layer, x):
            return layer.activation(x @ layer.weight)
        def evaluate(layer: Layer, x):
            return forward(layer, x)
        forward(Layer(jnp.eye(2), Partial(jnp.tanh)), jnp.ones(2))
        forward(Layer(jnp.eye(2), jnp.tanh), jnp.ones(2))  # E: jax-static-arg
    """,
    # A base class mypy cannot find (a library not installed where mypy runs, as treex's
    # `tx.Module`) may register every subclass as a pytree: not surely a plain class.
    "a_class_with_a_base_mypy_cannot_find": """
        import missing_tree_library as tx  # type: ignore[import-not-found]
        class Params(tx.Module):
            def __init__(self, w):
                self.w = w
        @jax.jit
        def loss(p, x):
            return jnp.sum(p.w * x)
        def main():
            return loss(Params(jnp.ones(3)), jnp.ones(3))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
