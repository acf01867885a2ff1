"""A test records the states a `lax.while_loop` body sees, under `jax.disable_jit()`: there
the loop runs in Python on concrete arrays, so the recorded states are arrays, not
tracers, and reading them after the loop works."""

import jax
import jax.numpy as jnp
import numpy as np


def decode(state, step_fn):
    def cond(s):
        return s["i"] < 3

    def body(s):
        return {"i": s["i"] + 1, "tok": step_fn(s)}

    return jax.lax.while_loop(cond, body, state)


def test_records_states():
    recorded = []

    def step_fn(state):
        recorded.append(state)
        return state["tok"] + 1

    with jax.disable_jit():
        out = decode({"i": jnp.int32(0), "tok": jnp.zeros(2)}, step_fn)
    np.testing.assert_array_equal(recorded[0]["tok"] + 1, [1.0, 1.0])
    assert len(recorded) == 3 and int(out["i"]) == 3


test_records_states()
