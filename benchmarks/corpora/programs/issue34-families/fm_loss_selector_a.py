import functools

import jax
import jax.numpy as jnp


def reduce_loss(per_example, spec):
    values, reduction = spec
    if reduction == "sum":
        return jnp.sum(per_example * values)
    return jnp.mean(per_example * values)


@functools.partial(jax.jit, static_argnames="reduction")
def weighted_loss(pred, target, weights, reduction):
    per_example = (pred - target) ** 2
    return reduce_loss(per_example, (weights, reduction))


pred = jnp.array([0.5, 1.5, 2.0])
target = jnp.array([1.0, 1.0, 2.5])
weights = jnp.array([1.0, 2.0, 0.5])
print("mean:", weighted_loss(pred, target, weights, reduction="mean"))
print("sum:", weighted_loss(pred, target, weights, reduction="sum"))
