"""Metric callbacks evaluated over a batch of predictions."""
import jax
import jax.numpy as jnp


def mean_abs(pred, target):
    return jnp.mean(jnp.abs(pred - target))


def max_err(pred, target):
    return jnp.max(jnp.abs(pred - target))


def make_hit_rate(thresh):
    def rate(pred, target):
        hits = jnp.abs(pred - target) < thresh
        return jnp.mean(hits.astype(jnp.float32))
    return rate


def relative(pred, target):
    scale = float(jnp.linalg.norm(target)) + 1e-6
    return jnp.linalg.norm(pred - target) / scale


CALLBACKS = [mean_abs, max_err, make_hit_rate(0.5), make_hit_rate(0.1), relative]


@jax.jit
def evaluate(pred, target):
    return jnp.stack([cb(pred, target) for cb in CALLBACKS])


pred = jnp.array([0.1, 0.9, 2.2, 3.0])
target = jnp.array([0.0, 1.0, 2.0, 3.5])
print(evaluate(pred, target))
