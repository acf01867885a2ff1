"""An optimizer state kept in a dict: `filter_jit` traces the arrays inside it, so the
step counter read from the dict is a tracer and `int()` cannot take it."""

import equinox as eqx
import jax.numpy as jnp


def init_state():
    return {"step": jnp.zeros((), jnp.int32), "scale": 0.5}


def learning_rate(step, scale):
    stage = int(step) // 100  # E: jax-traced-conversion
    return scale * 0.5**stage


@eqx.filter_jit
def update(w, state):
    lr = learning_rate(state["step"], state["scale"])
    return w - lr * w, {"step": state["step"] + 1, "scale": state["scale"]}


w, state = jnp.ones(3), init_state()
for _ in range(2):
    w, state = update(w, state)
