"""Engine cases, Every mistake on a path: after a construct JAX raises on, the analysis
goes on as if it had been fixed, so independent mistakes each get their report, while a
report caused by an earlier one (a value the raising statement made, or a parameter whose
proposed fix, making it static, removes both) is not made."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "two_helpers_two_mistakes": """
        def clip(g, limit):
            norm = jnp.linalg.norm(g)
            if norm > limit:  # E: jax-traced-bool
                return g * (limit / norm)
            return g
        def summary(g):
            return np.asarray(g).mean()  # E: jax-numpy-on-traced
        @jax.jit
        def step(g):
            g = clip(g, 1.0)
            return g, summary(g)
    """,
    "statements_after_a_mistake_run": """
        @jax.jit
        def f(x):
            k = int(x.sum())  # E: jax-traced-conversion
            y = x * 2
            if y.max() > 1:  # E: jax-traced-bool
                y = -y
            return y
    """,
    "a_value_the_mistake_made_is_no_new_mistake": """
        @jax.jit
        def f(x):
            k = int(x.sum())  # E: jax-traced-conversion
            return jnp.zeros(k) + x[:k].sum()
    """,
    "an_array_made_from_a_parameter_keeps_later_reports": """
        @jax.jit
        def f(x):
            k = int(x.sum())  # E: jax-traced-conversion
            return x[x > 0]  # E: jax-dynamic-shape
    """,
    "one_static_fix_is_one_mistake": """
        @jax.jit
        def f(x, n):
            for i in range(n):  # E: jax-traced-index
                x = x + i
            return x + jnp.zeros(n)
    """,
    "one_traced_size_given_twice_is_one_mistake": """
        @jax.jit
        def centroids(embeddings, labels):
            num_classes = labels.max() + 1
            sums = jax.ops.segment_sum(embeddings, labels, num_classes)  # E: jax-traced-shape
            counts = jax.ops.segment_sum(jnp.ones_like(labels), labels, num_classes)
            return sums / counts[:, None]
    """,
    "one_traced_size_passed_to_two_helpers_is_one_mistake": """
        def bins(x, n):
            return jax.ops.segment_sum(x, jnp.zeros(x.shape, int), n)  # E: jax-traced-shape
        def centers(n):
            return jnp.arange(n) + 0.5
        @jax.jit
        def histogram(x):
            n = jnp.max(x).astype(int)
            return bins(x, n), centers(n)
    """,
    "two_traced_sizes_are_two_mistakes": """
        @jax.jit
        def f(x):
            n = x.argmax()
            m = x.argmin()
            a = jnp.zeros(n)  # E: jax-traced-shape
            b = jnp.ones(m)  # E: jax-traced-shape
            return a, b
    """,
    "a_test_that_raises_runs_both_branches": """
        @jax.jit
        def f(x):
            if x.sum() > 0:  # E: jax-traced-bool
                return np.sin(x)  # E: jax-numpy-on-traced
            return x
    """,
    "a_loop_over_a_traced_range_has_unknown_items": """
        TABLE = [1.0, 2.0, 3.0]
        @jax.jit
        def f(x, n):
            total = 0.0
            for i in range(x.shape[0] + n):  # E: jax-traced-index
                total = total + TABLE[i]
            return x * total
    """,
    "a_mistake_in_a_branch_leaves_the_other": """
        @jax.jit
        def f(x, flag: Static[bool]):
            if flag:
                y = float(x.sum())  # E: jax-traced-conversion
            else:
                y = x
            return y, bool(x.max() > 0)  # E: jax-traced-bool
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
