"""Engine cases for the memo's key of a closure: two closures of one def that call
different functions (a factory given a step function) are analysed apart, so the second
one's mistake is found after the first one's analysis."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

_FACTORY = """
    def clean(x, n):
        return x * n
    def looping(x, n):
        for _ in range(n):  # MARK
            x = x + 1
        return x
    def make(step):
        def kernel(x, n):
            return step(x, n)
        return kernel
    def run(kernel, x, n):
        return kernel(x, n)
    run_jit = jax.jit(run, static_argnums=0)
"""

CASES: dict[str, str] = {
    "second_closure_calling_another_function_is_analysed": _FACTORY.replace(
        "# MARK", "# E: jax-traced-index"
    )
    + """
    run_jit(make(clean), jnp.ones(2), 3)
    run_jit(make(looping), jnp.ones(2), 3)
    """,
    "closures_calling_the_same_function_report_nothing_new": _FACTORY.replace("# MARK", "")
    + """
    run_jit(make(clean), jnp.ones(2), 3)
    run_jit(make(clean), jnp.ones(2), 4)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
