"""Training step that skips the update when the gradients contain NaNs."""

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    pred = jnp.tanh(x @ params["w"]) @ params["v"]
    return jnp.mean((pred - y) ** 2)


def apply_update(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


@jax.jit
def train_step(params, x, y):
    grads = jax.grad(loss_fn)(params, x, y)
    flat = jnp.concatenate([g.ravel() for g in jax.tree_util.tree_leaves(grads)])
    if jnp.any(jnp.isnan(flat)):
        return params
    return apply_update(params, grads, 0.01)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    k1, k2, k3 = jax.random.split(key, 3)
    params = {"w": jax.random.normal(k1, (3, 8)), "v": jax.random.normal(k2, (8,))}
    x = jax.random.normal(k3, (32, 3))
    y = x[:, 0] * 2.0
    for _ in range(3):
        params = train_step(params, x, y)
    print(loss_fn(params, x, y))
