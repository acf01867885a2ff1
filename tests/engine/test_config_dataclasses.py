"""Engine cases for configs kept in a dataclass that does not hash its fields: a
constructor call gives each field its argument or its literal default, so a function
picked from a registry by a config's name is known, unless the program stores to that
field (`cfg.name = ...`, or any field by a computed name) or the class writes its own
`__init__` or `__post_init__`."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

_POOLING = """
    from dataclasses import dataclass
    def first(frames, n):
        return frames[:n].sum()  # MARK
    def masked(frames, n):
        return jnp.where(jnp.arange(frames.shape[0]) < n, frames, 0.0).sum()
    POOLING = {"first": first, "masked": masked, "none": None}
"""
# The `None` entry keeps a lookup by a key the engine cannot read unknown (a choice of the
# functions, choices.py, needs every entry a function): each case shows whether the key
# was read.


def _case(body: str, reported: bool) -> str:
    mark = "# E: jax-traced-slice" if reported else ""
    return _POOLING.replace("# MARK", mark) + body


CASES: dict[str, str] = {
    "default_field_picks_the_function": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
    cfg = Config()
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        True,
    ),
    "given_field_picks_the_function": _case(
        """
    @dataclass
    class Config:
        pooling: str = "masked"
    cfg = Config(pooling="first")
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        True,
    ),
    "given_positional_field_picks_the_other": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
    cfg = Config("masked")
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        False,
    ),
    "field_stored_later_is_unknown": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
    cfg = Config()
    cfg.pooling = "masked"
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        False,
    ),
    "fields_set_by_computed_name_are_unknown": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
    cfg = Config()
    for key in ("pooling",):
        setattr(cfg, key, "masked")
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        False,
    ),
    "post_init_may_change_fields": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
        def __post_init__(self):
            object.__setattr__(self, "pooling", "masked")
    cfg = Config()
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        False,
    ),
    "star_arguments_hide_the_fields": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
    overrides = {"pooling": "masked"}
    cfg = Config(**overrides)
    jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        False,
    ),
    "config_on_an_instance_picks_the_function": _case(
        """
    @dataclass
    class Config:
        pooling: str = "first"
    class Pool:
        def __init__(self, cfg):
            self.pool = POOLING[cfg.pooling]
        def __call__(self, frames, n):
            return self.pool(frames, n)
    jax.vmap(Pool(Config()))(jnp.ones((2, 4)), jnp.array([1, 2]))
    """,
        True,
    ),
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
