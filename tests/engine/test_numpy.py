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
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
