"""The stage computed with array operations: the step counter stays an array, and the
Python float in the dict stays static under `filter_jit`."""

import equinox as eqx
import jax.numpy as jnp


def init_state():
    return {"step": jnp.zeros((), jnp.int32), "scale": 0.5}


def learning_rate(step, scale):
    stage = step // 100
    return scale * 0.5**stage


@eqx.filter_jit
def update(w, state):
    lr = learning_rate(state["step"], state["scale"])
    return w - lr * w, {"step": state["step"] + 1, "scale": state["scale"]}


w, state = jnp.ones(3), init_state()
for _ in range(2):
    w, state = update(w, state)
