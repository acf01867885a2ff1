"""A flax.struct.dataclass state carrying its apply function as a static field."""

from typing import Any, Callable

import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class State:
    step: int
    params: Any
    apply_fn: Callable = flax.struct.field(pytree_node=False)
    momentum: float = flax.struct.field(pytree_node=False, default=0.9)
    velocity: Any = None


def apply_model(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"]


@jax.jit
def sgd_momentum_step(state: State, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    if state.velocity is None:
        velocity = grads
    else:
        velocity = jax.tree_util.tree_map(lambda v, g: state.momentum * v + g, state.velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - 0.05 * v, state.params, velocity)
    return state.replace(step=state.step + 1, params=params, velocity=velocity), loss


key = jax.random.PRNGKey(7)
k1, k2 = jax.random.split(key)
params = {
    "w1": jax.random.normal(k1, (3, 8)) * 0.5,
    "b1": jnp.zeros(8),
    "w2": jax.random.normal(k2, (8, 1)) * 0.5,
}
state = State(step=0, params=params, apply_fn=apply_model)
x = jnp.linspace(-2, 2, 30).reshape(10, 3)
y = jnp.sum(x, axis=1, keepdims=True)
for _ in range(40):
    state, loss = sgd_momentum_step(state, x, y)
print(state.step, loss)
