"""Adam written by hand; the step counter lives in the optimizer state."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class AdamState(NamedTuple):
    step: jax.Array
    mu: dict
    nu: dict


def adam_init(params: dict) -> AdamState:
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    return AdamState(step=jnp.zeros((), jnp.int32), mu=zeros, nu=zeros)


def adam_update(grads: dict, state: AdamState, params: dict, lr: float = 1e-2):
    b1, b2, eps = 0.9, 0.999, 1e-8
    step = state.step + 1
    mu = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, state.mu, grads)
    nu = jax.tree_util.tree_map(lambda n, g: b2 * n + (1 - b2) * g**2, state.nu, grads)
    c1 = 1 - b1 ** step.astype(jnp.float32)
    c2 = 1 - b2 ** step.astype(jnp.float32)
    new_params = jax.tree_util.tree_map(
        lambda p, m, n: p - lr * (m / c1) / (jnp.sqrt(n / c2) + eps), params, mu, nu
    )
    return new_params, AdamState(step, mu, nu)


def loss(params: dict, x: jax.Array, y: jax.Array) -> jax.Array:
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jax.nn.softplus(logits) - y * logits)


@jax.jit
def step_fn(params, opt_state, x, y):
    value, grads = jax.value_and_grad(loss)(params, x, y)
    params, opt_state = adam_update(grads, opt_state, params)
    return params, opt_state, value


if __name__ == "__main__":
    key = jax.random.PRNGKey(42)
    x = jax.random.normal(key, (128, 5))
    y = (x[:, 0] + x[:, 1] > 0).astype(jnp.float32)
    params = {"w": jnp.zeros(5), "b": jnp.array(0.0)}
    opt_state = adam_init(params)
    for _ in range(100):
        params, opt_state, value = step_fn(params, opt_state, x, y)
    print(int(opt_state.step), float(value))
