import jax.numpy as jnp


def mse(pred, y):
    return jnp.mean((pred - y) ** 2)


def huber(pred, y, delta=1.0):
    err = jnp.abs(pred - y)
    return jnp.mean(jnp.where(err < delta, 0.5 * err ** 2, delta * (err - 0.5 * delta)))


LOSSES = {"mse": mse, "huber": huber}
