"""Engine cases for what a control-flow body receives: the carry's tuple, a list made by a
comprehension (its element) and a dict display (its entries) keep their structure, with
traced leaves, so a per-layer cache in a scan carry is a dict of traced arrays."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "list_of_dicts_carry_keeps_its_entries": """
        @jax.jit
        def decode(x):
            caches = [{"k": jnp.zeros((2, 8))} for _ in range(2)]
            def step(caches, pos):
                for c in caches:
                    c["k"].at[:, pos : pos + 1].set(1.0)  # E: jax-traced-slice
                return caches, None
            return jax.lax.scan(step, caches, jnp.arange(3))[0]
        decode(jnp.ones(2))
    """,
    "dict_display_carry_entry_is_traced": """
        def body(i, state):
            n = int(state["count"])  # E: jax-traced-conversion
            return {"count": state["count"] + 1, "total": state["total"] + n}
        jax.lax.fori_loop(0, 3, body, {"count": 0, "total": 0.0})
    """,
    "dict_display_carry_static_use_is_fine": """
        def body(i, state):
            return {"count": state["count"] + 1, "total": state["total"] * 2.0}
        jax.lax.fori_loop(0, 3, body, {"count": 0, "total": 1.0})
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
