"""Engine cases, jax-static-arg: a jax array in a static pytree field, passed to a jitted
function a second time with another array there (jit compares static metadata with ==)."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

_CLASS = """
        import dataclasses
        @dataclasses.dataclass
        class Box:
            data: jax.Array
            meta: jax.Array
        jax.tree_util.register_dataclass(Box, data_fields=["data"], meta_fields=["meta"])
        @jax.jit
        def f(b):
            return b.data * 2
"""

CASES: dict[str, str] = {
    "a_new_array_on_each_pass_of_a_loop": _CLASS
    + """
        for w in (1.0, 2.0):
            b = Box(jnp.ones(3), jnp.full((2, 2), w))
            f(b)  # E: jax-static-arg
        for w in range(3):
            f(Box(jnp.ones(3), jnp.eye(3)))  # E: jax-static-arg
    """,
    "the_second_call_with_another_array": _CLASS
    + """
        first = Box(jnp.ones(3), jnp.linspace(0.0, 1.0, 4))
        f(first)
        f(first)
        second = Box(jnp.ones(3), jnp.array([1.0, 2.0]))
        f(second)  # E: jax-static-arg
    """,
    "the_same_array_object_or_what_is_unknown_runs": _CLASS
    + """
        grid = jnp.arange(4.0)
        table = jnp.zeros((2, 2))
        f(Box(jnp.ones(3), table))
        f(Box(jnp.zeros(3), table))
        for w in (1.0, 2.0):
            f(Box(jnp.ones(3) * w, table))
        @jax.jit
        def f2(b):
            return b.data
        f2(Box(jnp.ones(3), grid))
        f2(Box(jnp.ones(3), grid))
        if grid.sum() > 100:
            table = jnp.ones((2, 2))
        f(Box(jnp.ones(3), table))
        g = jax.vmap(lambda b: b.data)
        g(Box(jnp.ones(3), jnp.ones((2, 2))))
        g(Box(jnp.ones(3), jnp.ones((2, 2))))
    """,
    "equinox_static_fields_and_flatten_aux_data": """
        import equinox as eqx
        class Stencil(eqx.Module):
            scale: jax.Array
            kernel: jax.Array = eqx.field(static=True)
        @eqx.filter_jit
        def apply(st, grid):
            return st.scale * jnp.convolve(grid, st.kernel, mode="same")
        @jax.tree_util.register_pytree_node_class
        class Anchored:
            def tree_flatten(self):
                return [self.points], self.anchor
            @classmethod
            def tree_unflatten(cls, anchor, leaves):
                (points,) = leaves
                return cls(points, anchor)
            def __init__(self, points, anchor):
                self.anchor = anchor
                self.points = points
        @jax.jit
        def spread(a):
            return jnp.max(jnp.abs(a.points - a.anchor[None, :]))
        grid = jnp.linspace(0.0, 1.0, 8)
        apply(Stencil(jnp.array(2.0), jnp.array([1.0, -1.0])), grid)
        apply(Stencil(jnp.array(2.0), jnp.array([0.5, 0.5])), grid)  # E: jax-static-arg
        cloud = jnp.ones((5, 3))
        spread(Anchored(cloud, jnp.zeros(3)))
        spread(Anchored(cloud, jnp.linspace(-1.0, 1.0, 3)))  # E: jax-static-arg
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
