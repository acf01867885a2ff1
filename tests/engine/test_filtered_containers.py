"""Engine cases, containers of arrays given to a filtering transformation (nnx.jit,
equinox's filter_jit; issue 41): a dict (or list) built from arrays has traced leaves,
one of Python numbers keeps them static."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "nnx_jit_dict_of_arrays_is_traced": """
        from flax import nnx
        @nnx.jit
        def step(batch):
            return int(batch["ids"].max())  # E: jax-traced-conversion
        def main(raw):
            step({k: jnp.asarray(v) for k, v in raw.items()})
    """,
    "filter_jit_list_of_arrays_is_traced": """
        import equinox as eqx
        @eqx.filter_jit
        def step(xs):
            if xs[0].sum() > 0:  # E: jax-traced-bool
                return xs[0]
            return xs[1]
        def main(raw):
            step([jnp.asarray(v) for v in raw])
    """,
    "filter_jit_dict_of_numbers_stays_static": """
        import equinox as eqx
        @eqx.filter_jit
        def step(x, sizes):
            for _ in range(sizes["n"]):
                x = x * 2
            return x
        def main(raw):
            step(jnp.ones(3), {k: int(v) for k, v in raw.items()})
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
