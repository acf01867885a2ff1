"""Engine cases, jax-traced-print notes and reveal_tracedness."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "traced_print": """
        @jax.jit
        def f(x):
            print(x)  # E: jax-traced-print
            print(f"loss {x}")  # E: jax-traced-print
            print(x.shape, x.dtype)
            jax.debug.print("{}", x)
            return x
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
