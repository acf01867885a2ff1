"""Engine cases, jax-numpy-on-traced:
NumPy functions that convert a tracer, and those that do not.
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "closed_over_numbers_and_numpy": """
        N = 3
        W = np.ones(3)
        @jax.jit
        def f(x):
            if N > 2 and W.sum() > 0:
                x = x * int(W[0])
            return x
    """,
    # NumPy converts each item of a list or tuple it is given: a traced item fails, static
    # ones (shapes, closed-over tables) do not.
    "items_of_a_list_given_to_numpy": """
        TABLE = np.ones(3)
        @jax.jit
        def f(h, x):
            sizes = np.array([h.shape[0], x.shape[0]])
            both = np.stack((TABLE, TABLE))
            return np.concatenate([h, x]), sizes, both  # E: jax-numpy-on-traced
        @jax.jit
        def g(h):
            return np.asarray([h * 2, 1.0])  # E: jax-numpy-on-traced
    """,
    # NumPy functions that convert their first argument (the model's `@converts`), and
    # one that delegates to the array's method (`np.flip`).
    "numpy_append_of_a_tracer": """
        def lagged(x):
            return np.append(x[0], x[:-1])  # E: jax-numpy-on-traced
        @jax.jit
        def decay(x):
            return jnp.exp(-(x - lagged(x)))
        def main():
            return decay(jnp.ones(3))
    """,
    "numpy_flip_of_a_tracer_is_traced": """
        @jax.jit
        def reverse(x):
            y = np.flip(x)
            if y[0] > 0:  # E: jax-traced-bool
                return y
            return -y
        def main():
            return reverse(jnp.ones(3))
    """,
    # `np.searchsorted(edges, t)` is `edges.searchsorted(t)`: NumPy's method converts the
    # tracer; with the tracer first, jax's own method runs.
    "numpy_method_of_a_host_array": """
        EDGES = np.asarray([0.5, 1.5])
        @jax.jit
        def bucket(t):
            return np.searchsorted(EDGES, t)  # E: jax-numpy-on-traced
        @jax.jit
        def pick(i):
            return np.take(EDGES, i)  # E: jax-numpy-on-traced
        @jax.jit
        def own(t):
            return np.searchsorted(t, 1.0)
        bucket(1.0)
        pick(1)
        own(jnp.arange(3.0))
    """,
    # A NumPy array's item stored at a traced position: NumPy converts the index.
    "numpy_store_at_a_traced_index": """
        @jax.jit
        def ranks(x):
            out = np.empty(x.shape[0])
            out[x.argsort()] = np.arange(x.shape[0])  # E: jax-numpy-on-traced
            return jnp.asarray(out)
        @jax.jit
        def fine(x):
            out = np.zeros(3)
            out[1] = 2.0
            return x + out
        ranks(jnp.arange(3.0))
        fine(jnp.arange(3.0))
    """,
    # NumPy's `cumsum`, `repeat` and `flip` of a jax array call its own methods: jax arrays,
    # which a traced index may index.
    "numpy_functions_of_a_jax_array": """
        probs = jax.nn.softmax(jnp.arange(4.0))
        cdf = np.cumsum(probs)
        rep = np.repeat(probs, 2)
        flipped = np.flip(probs)
        @jax.jit
        def sample(u):
            i = jnp.searchsorted(cdf, u)
            return cdf[i] + rep[i] + flipped[i] + np.searchsorted(cdf, u)
        sample(0.5)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
