import jax
import jax.numpy as jnp


def weighted_sq_error(pred, target, weight):
    w = float(weight)
    return w * jnp.sum((pred - target) ** 2)


def batch_loss(preds, targets, weights):
    per_example = jax.vmap(weighted_sq_error)(preds, targets, weights)
    return per_example.sum() / weights.sum()


preds = jnp.array([[0.1, 0.9], [0.8, 0.2], [0.5, 0.5]])
targets = jnp.array([[0.0, 1.0], [1.0, 0.0], [1.0, 0.0]])
weights = jnp.array([1.0, 2.0, 0.5])
print(float(batch_loss(preds, targets, weights)))
