"""Engine cases for a parameter's default when the call leaves it out: a config instance
or a function is the value the body sees (`def main(cfg=Config())`), as a constant was;
a default that would be a tracer is not taken."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "default_config_instance_picks_the_loss": """
        from typing import NamedTuple
        def plain(x):
            return x.sum()
        def masked(x):
            return x[x > 0].sum()  # E: jax-dynamic-shape
        LOSSES = {"plain": plain, "masked": masked}
        class Config(NamedTuple):
            loss: str = "masked"
        def train(x, cfg=Config()):
            return jax.jit(LOSSES[cfg.loss])(x)
        train(jnp.ones(3))
    """,
    "default_module_constant_config_picks_the_loss": """
        from typing import NamedTuple
        def plain(x):
            return x.sum()
        def masked(x):
            return x[x > 0].sum()  # E: jax-dynamic-shape
        LOSSES = {"plain": plain, "masked": masked}
        class Config(NamedTuple):
            loss: str = "masked"
        DEFAULT = Config()
        def train(x, cfg=DEFAULT):
            return jax.jit(LOSSES[cfg.loss])(x)
        train(jnp.ones(3))
    """,
    "given_config_overrides_the_default": """
        from typing import NamedTuple
        def plain(x):
            return x.sum()
        def masked(x):
            return x[x > 0].sum()
        LOSSES = {"plain": plain, "masked": masked}
        class Config(NamedTuple):
            loss: str = "masked"
        def train(x, cfg=Config()):
            return jax.jit(LOSSES[cfg.loss])(x)
        train(jnp.ones(3), Config("plain"))
    """,
    "default_function_is_called": """
        def clipped(x):
            return x[x > 0]  # E: jax-dynamic-shape
        def apply(x, fn=clipped):
            return jax.jit(fn)(x)
        apply(jnp.ones(3))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
