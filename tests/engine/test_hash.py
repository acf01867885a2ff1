"""Engine cases, jax-traced-hash: sets, dict keys, lookups and caches of jax arrays and tracers."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "set_literal_reports_its_first_tracer_once": """
        @jax.jit
        def f(x, y):
            return len({x, y})  # E: jax-traced-hash
    """,
    "hashing": """
        @jax.jit
        def f(x):
            return hash(x)  # E: jax-traced-hash
        @jax.jit
        def g(x):
            return {x}  # E: jax-traced-hash
        @jax.jit
        def h(x):
            return {x: 1}  # E: jax-traced-hash
        @jax.jit
        def i(x):
            table = {"a": 1}
            ok = table["a"]
            keyed = {"w": x}
            return x in table  # E: jax-traced-hash
        hash(jnp.ones(3))  # E: jax-traced-hash
    """,
    "lru_cache_argument": """
        @functools.lru_cache(maxsize=None)
        def basis(n):
            return n * 2
        @jax.jit
        def f(x):
            return x * basis(x.shape[0]) + basis(x)  # E: jax-traced-hash
    """,
    "traced_key_fails_before_storing": """
        CACHE = {}
        @jax.jit
        def f(x):
            CACHE[x] = x * 2  # E: jax-traced-hash
            return x
    """,
    "dict_lookup_hashes_key": """
        TABLE = {0: 1.0, 1: 2.0}
        NAMES = ["a", "b"]
        @jax.jit
        def f(i, x):
            w = TABLE[0] + TABLE.get(1, 0.0)
            if NAMES[0] == "a":
                w = w * 2
            return x * w + TABLE[i]  # E: jax-traced-hash
        @jax.jit
        def g(i):
            return NAMES[i]  # E: jax-traced-index
    """,
    "tuple_key_hashes_its_items": """
        TABLE = {(0, 0): 1.0, (0, 1): 2.0}
        @jax.vmap
        def f(i, j):
            ok = TABLE[(0, 1)]
            return TABLE[(i, j)]  # E: jax-traced-hash
        @jax.jit
        def g(x):
            key = (x.shape[0], 1)
            return x * TABLE.get(key, 0.0) * len((x, x))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
