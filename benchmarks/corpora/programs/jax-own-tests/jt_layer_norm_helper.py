import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, center):
    if center:
        x = x - x.mean(axis=-1, keepdims=True)
    return x / jnp.sqrt((x ** 2).mean(axis=-1, keepdims=True) + 1e-5)


@jax.jit
def block(x, w):
    h = normalize(x, True)
    return jnp.tanh(h @ w)


x = jnp.arange(8.0).reshape(2, 4)
w = jnp.eye(4) * 0.5
print(block(x, w))
