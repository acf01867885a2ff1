"""Global-norm gradient clipping for an SGD update."""

import jax
import jax.numpy as jnp


def global_norm(grads):
    leaves = jax.tree_util.tree_leaves(grads)
    return jnp.sqrt(sum(jnp.sum(g * g) for g in leaves))


def clip_by_global_norm(grads, max_norm):
    norm = global_norm(grads)
    scale = max_norm / max(norm, max_norm)
    return jax.tree_util.tree_map(lambda g: g * scale, grads)


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def sgd_step(params, x, y, lr=0.1):
    grads = jax.grad(loss_fn)(params, x, y)
    grads = clip_by_global_norm(grads, 1.0)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (64, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    for _ in range(5):
        params = sgd_step(params, x, y)
    print(params)
