"""Engine cases: library functions transformed directly (`jax.jit(jax.nn.one_hot)`):
the model's static parameters get what the transformation passes them."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "jit_one_hot_traces_num_classes": """
        encode = jax.jit(jax.nn.one_hot)
        def class_counts(labels, table):
            return encode(labels, table.shape[0]).sum(axis=0)  # E: jax-traced-shape
        class_counts(jnp.array([0, 1]), jnp.zeros((3, 2)))
        encode(jnp.array([0, 1]), 3)  # E: jax-traced-shape
        encode(jnp.array([0, 1]), num_classes=3)  # E: jax-traced-shape
    """,
    "jit_library_static_by_number_or_name": """
        by_name = jax.jit(jax.nn.one_hot, static_argnames="num_classes")
        by_number = jax.jit(jax.nn.one_hot, static_argnums=1)
        last = jax.jit(jax.ops.segment_sum, static_argnums=(2,))
        by_name(jnp.array([0, 1]), 3)
        by_number(jnp.array([0, 1]), num_classes=3)
        last(jnp.ones(3), jnp.array([0, 1, 1]), 2)
    """,
    "jit_library_empty_or_unknown_arguments": """
        total = jax.jit(jnp.sum)
        total(jnp.ones((2, 3)), ())
        total(jnp.ones((2, 3)), None)
        total(jnp.ones((2, 3)), 1)  # E: jax-traced-shape
        def f(x, axis):
            return total(x, axis)
    """,
    "vmap_unmapped_static_then_jit": """
        mapped = jax.vmap(jax.nn.one_hot, in_axes=(0, None))
        mapped(jnp.array([[0, 1]]), 3)
        compiled = jax.jit(mapped)
        compiled(jnp.array([[0, 1]]), 3)  # E: jax-traced-shape
    """,
    "jit_library_data_dependent_shape": """
        where = jax.jit(jnp.nonzero)
        where(jnp.array([1, 0]))  # E: jax-dynamic-shape
        sized = jax.jit(jnp.nonzero, static_argnames="size")
        sized(jnp.array([1, 0]), size=1)
    """,
    # lax.composite traces its positional operands; its keyword arguments are attributes,
    # untraced, also in a function analysed without a call (jax's scaled_dot).
    "composite_keywords_are_attributes": """
        @functools.partial(lax.composite, name="demo.head")
        def head(x, *, count, axis=0):
            if axis != 0:
                return x
            return x[:count].sum()
        @functools.partial(lax.composite, name="demo.head2")
        def head2(x, count):
            return x[:count].sum()  # E: jax-traced-slice
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
