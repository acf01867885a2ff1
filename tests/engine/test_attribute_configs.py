"""Engine cases for a config built by attribute stores on an instance a name holds
(`cfg = Config(); cfg.loss = "masked"`): the store gives the instance that field where
the module stores no other attribute of that name and none by a computed name."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

_LOSSES = """
    class Config:
        pass
    def masked(x):
        return x[x > 0].sum()  # MARK
    def clipped(x):
        return jnp.where(x > 0, x, 0.0).sum()
    LOSSES = {"masked": masked, "clipped": clipped, "none": None}
"""
# The `None` entry keeps a lookup by a key the engine cannot read unknown (a choice of the
# functions, choices.py, needs every entry a function): each case shows whether the key
# was read.


def _case(body: str, reported: bool) -> str:
    return _LOSSES.replace("# MARK", "# E: jax-dynamic-shape" if reported else "") + body


CASES: dict[str, str] = {
    "stored_once_names_the_loss": _case(
        """
    def get_config():
        cfg = Config()
        cfg.loss = "masked"
        return cfg
    jax.jit(LOSSES[get_config().loss])(jnp.ones(3))
    """,
        True,
    ),
    "stored_twice_is_unknown": _case(
        """
    def get_config():
        cfg = Config()
        cfg.loss = "masked"
        return cfg
    def override(cfg):
        cfg.loss = "clipped"
    cfg = get_config()
    override(cfg)
    jax.jit(LOSSES[cfg.loss])(jnp.ones(3))
    """,
        False,
    ),
    "stored_by_a_computed_name_is_unknown": _case(
        """
    cfg = Config()
    cfg.loss = "masked"
    for key in ("loss",):
        setattr(cfg, key, "clipped")
    jax.jit(LOSSES[cfg.loss])(jnp.ones(3))
    """,
        False,
    ),
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
