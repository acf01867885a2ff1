"""Engine cases, type tests on tracers: `hasattr(x, "shape")`, `isinstance(x, jax.Array)`
and `isinstance(x, np.ndarray)` decide which branch a tracer takes (interpreter/guards.py).
Each case also runs under JAX: a marked line must raise there, an unmarked case must run."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.engine_harness import HEADER, assert_case, case_params
from tests.runtime_harness import check_example

CASES: dict[str, str] = {
    "guards_keep_numpy_away": """
        def shape_of(a):
            return a.shape if hasattr(a, "shape") else np.asarray(a).shape
        def rank(a):
            if hasattr(a, "ndim"):
                return a.ndim
            return np.ndim(np.asarray(a))
        def as_host(a):
            if isinstance(a, np.ndarray):
                return float(np.sum(a))
            return jnp.sum(a)
        def scale(a, factor):
            if isinstance(factor, (int, float)):
                return a * float(factor)
            elif not isinstance(factor, jax.Array):
                return a * np.asarray(factor)
            return a * factor
        def sizes(tree):
            return [t.shape[0] if hasattr(t, "shape") else len(np.asarray(t)) for t in tree]
        @jax.jit
        def f(x, y, tree):
            out = jnp.zeros(shape_of(x)) + rank(y)
            out = out + as_host(y) + scale(x, y) + scale(x, 2)
            return out + sum(sizes(tree))
        print(f(jnp.ones(3), jnp.ones(3), [jnp.ones(2), jnp.ones(4)]))
        @jax.jit
        def g(params):
            if not hasattr(params, "shape"):
                params = jax.tree.map(jnp.asarray, params)
            return params
        print(g({"w": jnp.ones(2)}))
        def host_copy(a):
            if hasattr(a, "sharding"):  # a concrete array: a tracer has no sharding
                return np.asarray(a)
            return a
        print(jax.jit(lambda x: host_copy(x) * 2)(jnp.ones(3)))
    """,
    "after_both_branches_the_tracer_is_back": """
        @jax.jit
        def f(x):
            if hasattr(x, "shape"):
                n = 1
            else:
                n = 2
            return np.asarray(x) + n  # E: jax-numpy-on-traced
        f(jnp.ones(3))
    """,
    "the_branch_a_tracer_takes": """
        @jax.jit
        def f(x):
            return np.asarray(x) if isinstance(x, jax.Array) else x  # E: jax-numpy-on-traced
        f(jnp.ones(3))
    """,
    "never_numpy": """
        def to_int(a):
            if isinstance(a, np.ndarray):
                return int(a[0])
            return int(a)  # E: jax-traced-conversion
        jax.jit(to_int)(jnp.ones(3))
    """,
    "and_or_see_what_their_left_side_tested": """
        def check(x, n):
            if not isinstance(n, jax.core.Tracer) and n > x.shape[0]:
                raise ValueError("too long")
            if not isinstance(n, jax.Array) and n < 0:
                raise ValueError("negative")
            return isinstance(n, jax.core.Tracer) or n > 1
        def f(x, n):
            check(x, n)
            return x * n
        import json
        config = json.loads('{"n": 2}')  # a bound of unknown type: a tracer or a pytree
        print(jax.jit(f)(jnp.ones(3), config["n"]))
    """,
    "a_helper_returning_the_type_test_is_that_test": """
        def _is_tracer(value):
            return isinstance(value, jax.core.Tracer)
        def check(x, n):
            if not _is_tracer(n) and n > x.shape[0]:
                raise ValueError("too long")
            if _is_tracer(n):
                return x * n
            return x * int(n)
        import json
        config = json.loads('{"n": 2}')  # a bound of unknown type: a tracer or a pytree
        print(jax.jit(check)(jnp.ones(3), config["n"]))
    """,
    "a_helper_doing_more_than_the_test_is_not_read": """
        def _is_small(value):
            limit = 3
            return isinstance(value, jax.core.Tracer) or value < limit
        def f(x, n):
            if _is_small(n):
                return x
            return x * n
        import json
        print(jax.jit(f)(jnp.ones(3), json.loads("2")))
    """,
    "or_right_side_runs_on_the_tracer": """
        def f(x, n):
            if not isinstance(n, jax.core.Tracer) or n > 0:  # E: jax-traced-bool
                return x
            return -x
        import json
        jax.jit(f)(jnp.ones(3), json.loads("2"))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)


@pytest.mark.parametrize("name", case_params(CASES))
def test_case_under_jax(name: str, tmp_path: Path) -> None:
    """JAX agrees: the marked line raises as its code predicts; an unmarked case runs."""
    path = tmp_path / f"guards_case_{name}.py"
    path.write_text(HEADER + textwrap.dedent(CASES[name]), encoding="utf-8")
    check_example(path)
