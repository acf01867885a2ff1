"""Engine cases, jax-traced-shape, jax-traced-slice and jax-dynamic-shape:
static shapes, sizes and bounds.
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
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
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
