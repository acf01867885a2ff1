"""Gradient of a weight-tied residual stack, rematerialised with jax.checkpoint."""
import jax
import jax.numpy as jnp


def residual_stack(w, x, depth):
    h = x
    for _ in range(depth):
        h = h + jnp.tanh(h @ w)
    return h


def loss(w, x, depth):
    h = jax.checkpoint(residual_stack)(w, x, depth)
    return jnp.mean(h ** 2)


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(7))
    w = 0.1 * jax.random.normal(k1, (8, 8))
    x = jax.random.normal(k2, (4, 8))
    g = jax.grad(loss)(w, x, 3)
    print("grad norm:", jnp.linalg.norm(g))
