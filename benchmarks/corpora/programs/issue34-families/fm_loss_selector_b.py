import jax
import jax.numpy as jnp


def reduce_loss(per_example, spec):
    values, reduction = spec
    if reduction == "sum":
        return jnp.sum(per_example * values)
    return jnp.mean(per_example * values)


@jax.jit
def weighted_loss(pred, target, spec):
    per_example = (pred - target) ** 2
    return reduce_loss(per_example, spec)


pred = jnp.array([0.5, 1.5, 2.0])
target = jnp.array([1.0, 1.0, 2.5])
weights = jnp.array([1.0, 2.0, 0.5])
print("mean:", weighted_loss(pred, target, (weights, "mean")))
print("sum:", weighted_loss(pred, target, (weights, "sum")))
