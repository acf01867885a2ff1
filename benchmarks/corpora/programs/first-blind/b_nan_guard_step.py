"""Training step that skips updates when gradients blow up."""

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    h = jnp.tanh(x @ params["w1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def safe_update(params, grads, lr):
    leaves = jax.tree_util.tree_leaves(grads)
    if any(jnp.any(~jnp.isfinite(g)) for g in leaves):
        return params
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


@jax.jit
def train_step(params, x, y):
    grads = jax.grad(loss_fn)(params, x, y)
    return safe_update(params, grads, 0.05)


k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
params = {"w1": jax.random.normal(k1, (3, 10)), "w2": jax.random.normal(k2, (10, 1))}
x = jax.random.normal(k3, (20, 3))
y = jnp.sum(x, axis=1, keepdims=True)
for _ in range(10):
    params = train_step(params, x, y)
print(loss_fn(params, x, y))
