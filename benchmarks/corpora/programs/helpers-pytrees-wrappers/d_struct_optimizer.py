"""Optimizer state as a flax struct dataclass with update-rule settings."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class OptState:
    momentum: jax.Array
    count: jax.Array
    rule: str = struct.field(pytree_node=False, default="sgd")
    nesterov: bool = struct.field(pytree_node=False, default=False)


def _direction(state, grad, beta):
    m = beta * state.momentum + grad
    if state.nesterov:
        return m, grad + beta * m
    return m, m


@jax.jit
def update(state, params, grad):
    if state.rule == "sgd":
        return state.replace(count=state.count + 1), params - 0.1 * grad
    m, d = _direction(state, grad, 0.9)
    new_state = state.replace(momentum=m, count=state.count + 1)
    return new_state, params - 0.1 * d


if __name__ == "__main__":
    p = jnp.ones(3)
    g = jnp.array([0.1, -0.2, 0.3])
    for rule, nest in [("sgd", False), ("momentum", True), ("momentum", False)]:
        s = OptState(jnp.zeros(3), jnp.array(0), rule, nest)
        for _ in range(2):
            s, q = update(s, p, g)
        print(rule, nest, q, s.count)
