"""Engine cases, jax-traced-shape, jax-traced-slice and jax-dynamic-shape:
static shapes, sizes and bounds.
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    # A traced value of unknown type sliced with a traced bound: an array, a list and a
    # tuple all raise; a bound from a shape is static.
    "slice_unknown_traced_values": """
        def head(values, count):
            # The same mistake as below (`n` traced where a slice needs a number): the fix
            # proposed there, making `n` static, removes this one too.
            return values[:count]
        @jax.jit
        def f(state, layers, n):
            seq = state["tokens"]
            if len(seq.shape) > 1:
                return seq[1:n]  # E: jax-traced-slice
            return head(layers, n), seq[: layers[0].shape[0]]
    """,
    # Pairs repeated by a static count, then one traced pair added: a list (or tuple) of
    # pairs with one traced width, as `jnp.pad` rejects it (measured: ConcretizationTypeError).
    "pad_width_of_repeated_pairs": """
        @jax.jit
        def pad_list(x, length):
            widths = [(0, 0)] * (x.ndim - 1) + [(0, length - x.shape[-1])]
            return jnp.pad(x, widths)  # E: jax-traced-shape
        @jax.jit
        def pad_tuple(x, length):
            pairs = ((0, 0),) * (x.ndim - 1) + ((0, length - x.shape[-1]),)
            return jnp.pad(x, pairs)  # E: jax-traced-shape
        @jax.jit
        def fine(x, n):
            return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(0, 3)]) + n, [0] * 2 + [n]
    """,
    "psum_of_a_python_constant_is_the_axis_size": """
        def spread(v):
            k = lax.psum(1, "rows")
            m = lax.pmean((1, 2.0), "rows")
            total = lax.psum(v, "rows")
            return jnp.zeros(k) + v, m, jnp.zeros(total)  # E: jax-traced-shape
        jax.vmap(spread, axis_name="rows")(jnp.ones(3))
    """,
    "instance_methods_analysed_with_arguments": """
        class Scaler:
            def __init__(self, k):
                self.k = k
            def apply(self, x, n):
                return x * jnp.ones(n)  # E: jax-traced-shape
            def fine(self, x, n):
                return x * n
        s = Scaler(2)
        @jax.jit
        def f(x, n):
            return s.apply(x, 3) + s.fine(x, n) + s.apply(x, n)
    """,
    "static_unless_another_argument_is_given": """
        @functools.partial(jax.jit, static_argnames="k")
        def f(x, counts, idx, k):
            a = jnp.repeat(x, counts, total_repeat_length=k)
            b = x.repeat(counts, total_repeat_length=k)
            e = jnp.delete(x, idx, assume_unique_indices=True)
            if k == 1:
                return jnp.repeat(x, counts, total_repeat_length=None)  # E: jax-traced-shape
            if k == 2:
                return jnp.repeat(x, counts)  # the fix proposed above (static `counts`) too
            if k == 3:
                return jnp.delete(x, idx, assume_unique_indices=False)  # E: jax-traced-shape
            return a, b, e
    """,
    "dynamic_shape_unless_another_argument_is_given": """
        @functools.partial(jax.jit, static_argnames="k")
        def f(x, ids, k):
            a = jnp.bincount(ids, length=k)
            b = jnp.bincount(ids, x, 0, length=k)
            d = jax.ops.segment_sum(x, ids, k)
            e = jax.ops.segment_max(x, ids, num_segments=k)
            if k == 1:
                return jnp.bincount(ids, minlength=k)  # E: jax-dynamic-shape
            if k == 2:
                return jax.ops.segment_sum(x, ids)  # E: jax-dynamic-shape
            if k == 3:
                return jnp.nonzero(x, size=None)  # E: jax-dynamic-shape
            return a, b, d, e
    """,
    "image_resize_to_a_traced_size": """
        @jax.jit
        def upsample(maps, factor):
            n, h, w, c = maps.shape
            size = (n, h * factor, w * factor, c)
            return jax.image.resize(maps, size, "bilinear")  # E: jax-traced-shape
        @functools.partial(jax.jit, static_argnames="factor")
        def upsample_static(maps, factor):
            n, h, w, c = maps.shape
            return jax.image.resize(maps, (n, h * factor, w * factor, c), "bilinear")
        def main():
            upsample_static(jnp.ones((1, 2, 2, 1)), 2)
            return upsample(jnp.ones((1, 2, 2, 1)), 2)
    """,
    # `unroll` other than None, False, True or 1 needs static bounds; without it a traced
    # bound runs (a while_loop), and static bounds unroll.
    "fori_loop_unrolled_with_a_traced_bound": """
        def body(i, x):
            return x + i
        @jax.jit
        def unrolled(x, stop):
            return lax.fori_loop(0, stop, body, x, unroll=4)  # E: jax-traced-shape
        @jax.jit
        def rolled(x, stop):
            y = lax.fori_loop(0, stop, body, x, unroll=True)
            return y + lax.fori_loop(0, stop, body, x) + lax.fori_loop(0, 3, body, x, unroll=3)
        def main():
            rolled(1.0, 5)
            return unrolled(1.0, 5)
    """,
    "fori_loop_unrolled_from_a_traced_start": """
        @jax.jit
        def tail_sum(x, start):
            add = lambda i, s: s + x[i]
            return lax.fori_loop(start, 8, add, 0.0, unroll=2)  # E: jax-traced-shape
        def main():
            return tail_sum(jnp.arange(8.0), 3)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
