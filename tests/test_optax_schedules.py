"""The runtime proves `fullnames.OPTAX_SCHEDULED`: each of these optax optimizers calls a
learning-rate schedule given as its first argument from `update`, with the step count,
which is a tracer inside `jax.jit` (a Python `if` on it raises) and concrete eagerly.
The engine's side: tests/test_plugin_examples.py, on examples/helpers/*optax_schedule*."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
import pytest

from jaxthink_typing.analysis import fullnames as fn

CALLS: list[int] = []


def schedule(step: jax.Array) -> float:
    CALLS.append(1)
    if step < 5:
        return 0.1
    return 0.01


def _update(name: str, jitted: bool) -> None:
    optimizer = getattr(optax, name)(schedule)
    params = {"w": jnp.ones((2, 3))}
    state = optimizer.init(params)

    def step(params: dict[str, jax.Array], state: object) -> object:
        grads = jax.tree_util.tree_map(jnp.ones_like, params)
        return optimizer.update(grads, state, params)

    (jax.jit(step) if jitted else step)(params, state)


@pytest.mark.parametrize("name", sorted(fn.OPTAX_SCHEDULED))
def test_update_calls_the_schedule_with_a_traced_count(name: str) -> None:
    CALLS.clear()
    _update(name, jitted=False)  # eagerly the count is concrete: the `if` works
    assert CALLS, f"optax.{name}.update did not call its schedule"
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _update(name, jitted=True)
