"""Gradient of a residual stack over a Python list of weights, under jax.checkpoint."""
import jax
import jax.numpy as jnp


def residual_stack(ws, x):
    h = x
    for i in range(len(ws)):  # length of a Python list: a plain int
        h = h + jnp.tanh(h @ ws[i])
    return h


def loss(ws, x):
    h = jax.checkpoint(residual_stack)(ws, x)
    return jnp.mean(h ** 2)


if __name__ == "__main__":
    keys = jax.random.split(jax.random.key(7), 4)
    ws = [0.1 * jax.random.normal(k, (8, 8)) for k in keys[:3]]
    x = jax.random.normal(keys[3], (4, 8))
    grads = jax.grad(loss)(ws, x)
    assert len(grads) == len(ws)
    for i, g in enumerate(grads):
        print(f"layer {i} grad norm:", jnp.linalg.norm(g))
