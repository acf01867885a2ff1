"""Engine cases, static arguments whose value a helper or a config made (issue 41): an
array a jax operation made is no hash whether its inputs were known or not, and a
dataclass field declared as another dataclass holds an instance of it."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "an_array_from_unknown_inputs_as_a_static_argument": """
        import functools
        @functools.partial(jax.jit, static_argnames="keep")
        def f(x, keep):
            return x * jnp.asarray(keep)
        def run(x, n):
            keep = jnp.ones(n)
            return f(x, keep=keep)  # E: jax-static-arg
    """,
    "a_tuple_from_unknown_inputs_as_a_static_argument_runs": """
        import functools
        @functools.partial(jax.jit, static_argnames="keep")
        def f(x, keep):
            return x * jnp.asarray(keep)
        def run(x, n):
            keep = tuple(range(n))
            return f(x, keep=keep)
    """,
    "a_dtype_from_unknown_inputs_as_a_static_argument_runs": """
        import functools
        @functools.partial(jax.jit, static_argnames="dtype")
        def f(x, dtype):
            return x.astype(dtype)
        def run(x, name):
            return f(x, dtype=jnp.dtype(name))
    """,
    "a_nested_config_not_frozen_as_a_static_argument": """
        import dataclasses
        import functools
        @dataclasses.dataclass
        class Inner:
            lr: float = 0.1
        @dataclasses.dataclass
        class Outer:
            inner: Inner = dataclasses.field(default_factory=Inner)
        @functools.partial(jax.jit, static_argnums=(1,))
        def f(x, inner):
            return x * inner.lr
        def run(x, cfg: Outer):
            return f(x, cfg.inner)  # E: jax-static-arg
    """,
    "a_nested_config_frozen_as_a_static_argument_runs": """
        import dataclasses
        import functools
        @dataclasses.dataclass(frozen=True)
        class Inner:
            lr: float = 0.1
        @dataclasses.dataclass
        class Outer:
            inner: Inner = dataclasses.field(default_factory=Inner)
        @functools.partial(jax.jit, static_argnums=(1,))
        def f(x, inner):
            return x * inner.lr
        def run(x):
            return f(x, Outer().inner)
    """,
    "a_field_of_a_plain_class_stays_unknown": """
        import dataclasses
        import functools
        @dataclasses.dataclass
        class Inner:
            lr: float = 0.1
        class Outer:
            inner: Inner
        @functools.partial(jax.jit, static_argnums=(1,))
        def f(x, inner):
            return x * inner.lr
        def run(x, cfg: Outer):
            return f(x, cfg.inner)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
