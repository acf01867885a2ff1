"""Engine cases, How tracedness flows:
transformations, helpers, closures, control flow (mostly clean code).
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "grad_other_argnum_plain": """
        def f(x, y):
            return x * float(y)
        g = jax.grad(f, argnums=0)
    """,
    "vmap_in_axes_none": """
        def f(x, n):
            return x * sum(range(n))
        g = jax.vmap(f, in_axes=(0, None))
    """,
    "fori_traced_bound_ok": """
        @jax.jit
        def f(x, n):
            return lax.fori_loop(0, n, lambda i, a: a + x, 0.0)
    """,
    "is_none_isinstance": """
        @jax.jit
        def f(x, y):
            if y is None or isinstance(x, jax.Array):
                return x
            return x + y
    """,
    "default_not_passed": """
        @jax.jit
        def f(x, n=3):
            return x * sum(range(n))
        f(jnp.ones(3))
    """,
    "try_except_copes": """
        @jax.jit
        def f(x):
            try:
                n = int(x)
            except TypeError:
                n = 0
            return x + n
    """,
    "for_over_pytree_param_is_unknown": """
        @jax.jit
        def f(grads):
            for name in sorted(grads):
                if name == "bias":
                    continue
            return grads
    """,
    "unknown_stays_quiet": """
        import os
        def g(x):
            if x > 0:
                return int(x)
            return len(os.environ)
        @some_unknown_decorator
        def h(x):
            return int(x)
    """,
    "pytree_param_truthiness_quiet": """
        @jax.jit
        def f(params):
            if params:
                return params
            return params
    """,
    "compile_time_eval": """
        @jax.jit
        def f(x):
            with jax.ensure_compile_time_eval():
                n = jnp.array(3)
            return x * int(n)
    """,
    "nonlocal_inside_trace_is_fine": """
        @jax.jit
        def f(x):
            total = x
            def add(v):
                nonlocal total
                total = total + v
            add(x)
            return total
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
