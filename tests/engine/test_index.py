"""Engine cases, jax-traced-index: a tracer where Python needs an integer."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "jit_call_form": """
        def f(x, n):
            return x * sum(range(n))  # E: jax-traced-index
        g = jax.jit(f)
    """,
    "fori_index_traced": """
        def run(xs):
            return lax.fori_loop(0, 3, lambda i, a: a + [1.0, 2.0][i], 0.0)  # E: jax-traced-index
    """,
    "helper_called_traced": """
        def helper(n):
            return list(range(n))  # E: jax-traced-index
        @jax.jit
        def f(x):
            return helper(x)
    """,
    "default_passed": """
        @jax.jit
        def f(x, n=3):
            return x * sum(range(n))  # E: jax-traced-index
        f(jnp.ones(3), 4)
    """,
    "for_over_traced_list_of_layers": """
        ACTS = [jax.nn.relu, jnp.tanh]
        @jax.jit
        def forward(layers, x):
            for w, code in layers:
                x = ACTS[code](x @ w)  # E: jax-traced-index
            return x
        forward([(jnp.ones((2, 2)), jnp.array(0))], jnp.ones(2))
    """,
    "index_update_min_is_not_a_reduction": """
        def relax(costs, i, r):
            return costs.at[i].min(r)
        @jax.jit
        def f(costs):
            return lax.fori_loop(0, 3, lambda i, c: relax(c, i, c[i] + 1.0), costs)
    """,
    # A Python list's item stored at a traced position calls `__index__`.
    "list_store_at_a_traced_index": """
        @jax.jit
        def write(i, v):
            slots = [0.0, 0.0, 0.0]
            slots[i] = v  # E: jax-traced-index
            return jnp.stack(slots)
        @jax.jit
        def write_static(v):
            slots = [0.0, 0.0, 0.0]
            slots[1] = v
            return jnp.stack(slots)
        write(1, 2.0)
        write_static(2.0)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
