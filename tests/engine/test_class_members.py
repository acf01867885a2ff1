"""Engine cases, static and class methods called through their class (issue 41, typed
helpers): `Ops.write(...)` runs the static method's body, `Window.make(...)` the class
method's with the class as `cls`."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "a_static_method_through_its_class": """
        class Ops:
            @staticmethod
            def write(buf: jax.Array, i, v):
                buf[i] = v  # E: jax-inplace-update
                return buf
        @jax.jit
        def f(buf, i, v):
            return Ops.write(buf * 1, i, v)
    """,
    "a_class_method_through_its_class": """
        class Window:
            def __init__(self, mean):
                self.mean = mean
            @classmethod
            def make(cls, h, n):
                return cls(h[:n].mean())  # E: jax-traced-slice
        @jax.jit
        def f(h, n):
            return Window.make(h, n).mean
    """,
    "a_static_method_given_static_values_runs": """
        import functools
        class Ops:
            @staticmethod
            def prefix(h, n):
                return h[:n]
        @functools.partial(jax.jit, static_argnames="n")
        def f(h, n):
            return Ops.prefix(h, n)
    """,
    "a_static_method_under_another_decorator_stays_opaque": """
        import functools
        class Ops:
            @staticmethod
            @functools.lru_cache
            def table(n):
                return n
        @jax.jit
        def f(x):
            return x * Ops.table(3)
    """,
    "method_hidden_by_an_instance_attribute": """
        class Graph:
            def __init__(self, x):
                self.x = x
            def prepare(self):
                self.features = jax.jit(lambda x, box: x + box)
            @jax.jit
            def features(x, box):
                return x + box
        g = Graph(jnp.ones(3))
        g.prepare()
        g.features(g.x, jnp.zeros(3))
    """,
    "method_not_hidden_by_another_attribute": """
        class Graph:
            def __init__(self, x):
                self.x = x
                self.cache = None
            @jax.jit
            def features(x, box):
                return x + box
        g = Graph(jnp.ones(3))
        g.features(g.x, jnp.zeros(3))  # E: jax-static-arg
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
