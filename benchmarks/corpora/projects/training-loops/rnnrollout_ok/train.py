"""Loss and the compiled optimisation step."""

import functools

import jax
import jax.numpy as jnp
import optax

from .rollout import rollout

optimizer = optax.adam(1e-2)


def forecast_loss(params, xs, targets, warmup):
    preds = rollout(params, xs, warmup)
    return jnp.mean((preds - targets) ** 2)


@functools.partial(jax.jit, static_argnames=("warmup",))
def train_step(params, opt_state, xs, targets, warmup):
    loss, grads = jax.value_and_grad(forecast_loss)(params, xs, targets, warmup)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
