"""Equinox scalar regressor that tracks its prediction scale."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Scalar(eqx.Module):
    log_scale: jax.Array
    offset: jax.Array


def predict(model: Scalar, x: jax.Array) -> jax.Array:
    scale = jnp.exp(model.log_scale)
    if float(scale) > 100.0:
        scale = jnp.minimum(scale, 100.0)
    return scale * x + model.offset


def loss(model: Scalar, x: jax.Array, y: jax.Array) -> jax.Array:
    return jnp.mean((predict(model, x) - y) ** 2)


def train(model: Scalar, x: jax.Array, y: jax.Array, steps: int) -> Scalar:
    for _ in range(steps):
        grads = eqx.filter_grad(loss)(model, x, y)
        model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.05 * g, grads))
    return model


model = Scalar(log_scale=jnp.array(0.0), offset=jnp.array(0.0))
x = jnp.linspace(0, 1, 20)
model = train(model, x, 4.0 * x + 1.0, 50)
print(jnp.exp(model.log_scale), model.offset)
