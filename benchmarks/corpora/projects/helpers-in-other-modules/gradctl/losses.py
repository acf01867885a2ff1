import jax.numpy as jnp


def huber(r, delta=1.0):
    if abs(r) <= delta:
        return 0.5 * r**2
    return delta * (abs(r) - 0.5 * delta)


def reduce(values, reduction):
    if reduction == "mean":
        return jnp.mean(values)
    if reduction == "sum":
        return jnp.sum(values)
    raise ValueError(reduction)
