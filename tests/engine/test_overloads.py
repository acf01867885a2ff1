"""Engine cases, `@overload`ed helpers (issue 41): the overloads declare, the
implementation runs, and the engine follows it like any def."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "an_overloaded_helper_runs_its_implementation": """
        from typing import overload
        TABLE = {0: 1.0, 1: 2.0}
        @overload
        def scale(code: int) -> float: ...
        @overload
        def scale(code: str) -> float: ...
        def scale(code):
            return TABLE[code]  # E: jax-traced-hash
        @jax.jit
        def f(x, code):
            return x * scale(code)
    """,
    "an_overloaded_helper_given_a_static_code_runs": """
        import functools
        from typing import overload
        TABLE = {0: 1.0, 1: 2.0}
        @overload
        def scale(code: int) -> float: ...
        @overload
        def scale(code: str) -> float: ...
        def scale(code):
            return TABLE[code]
        @functools.partial(jax.jit, static_argnames="code")
        def f(x, code):
            return x * scale(code)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
