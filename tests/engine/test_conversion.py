"""Engine cases, jax-traced-conversion:
int(), float(), .item(), math.* and format specs of tracers.
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "grad_alone_float_fails": """
        def f(x):
            return x * float(x)  # E: jax-traced-conversion
        df = jax.grad(f)
    """,
    "jnp_of_static_is_traced": """
        @jax.jit
        def f(x):
            n = jnp.prod(jnp.array(x.shape))
            return x * int(n)  # E: jax-traced-conversion
    """,
    "conversions": """
        @jax.jit
        def f(x):
            return x.item()  # E: jax-traced-conversion
        @jax.jit
        def g(x):
            return math.sqrt(x)  # E: jax-traced-conversion
        @jax.jit
        def h(x):
            return complex(x)  # E: jax-traced-conversion
        @jax.jit
        def i(x):
            return x.tolist()  # E: jax-traced-conversion
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
