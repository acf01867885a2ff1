"""A training step whose loss runs a few fixed-point iterations."""
import jax
import jax.numpy as jnp
from jax import lax


def relax(w, x, n_iters):
    def body(_, h):
        return jnp.tanh(w @ h + x)

    return lax.fori_loop(0, n_iters, body, jnp.zeros_like(x))


def loss(w, x, y, n_iters):
    h = relax(w, x, n_iters)
    return jnp.mean((h - y) ** 2)


@jax.jit
def train_step(w, x, y, n_iters):
    value, grads = jax.value_and_grad(loss)(w, x, y, n_iters)
    return w - 0.1 * grads, value


w = 0.1 * jnp.eye(3)
x = jnp.array([0.1, -0.2, 0.3])
y = jnp.array([0.0, 0.1, 0.2])
for _ in range(3):
    w, value = train_step(w, x, y, 5)
    print(value)
