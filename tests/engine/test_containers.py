"""Engine cases, Python containers while JAX traces: dict keys, sequences and NumPy
arrays indexed by tracers, carries of control-flow bodies."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    # Iterating a dict (or sorting it) yields its keys: hashable, so never tracers.
    "dict_literal_keys_static": """
        @jax.jit
        def f(x):
            d = {0: x * 2, 1: x}
            out = x
            for k in sorted(d):
                for _ in range(k):
                    out = out + d[k]
            return out + max(d)
    """,
    "dict_keys_in_comprehension": """
        @jax.jit
        def f(x):
            d = {1: x, 2: x + 1}
            sizes = [jnp.zeros(k) for k in d]
            return x * len(sizes) * int(list(d)[0])
    """,
    "dict_comprehension_keys": """
        @jax.jit
        def f(x):
            d = {k: x * k for k in range(3)}
            total = x
            for k in d:
                total = total + jnp.ones(k).sum()
            for k, v in enumerate(d):
                total = total + jnp.zeros(v).sum()
            return total
    """,
    "dict_param_keys": """
        @jax.jit
        def f(params):
            total = 0.0
            for k in sorted(params):
                total = total + jnp.zeros(k).sum() + params[k]
            for k in params.keys():
                total = total + jnp.zeros(k).sum()
            return total
        f({1: jnp.ones(2), 2: jnp.zeros(2)})
    """,
    "dict_values_still_traced": """
        @jax.jit
        def f(x):
            d = {0: x, 1: x + 1}
            for v in d.values():
                if v > 0:  # E: jax-traced-bool
                    return v
            return x
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
