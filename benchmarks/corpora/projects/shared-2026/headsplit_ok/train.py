import functools

import jax
import jax.numpy as jnp
import optax

from . import config, model

OPT = optax.adam(config.LR)


@functools.partial(jax.jit, static_argnames=("n_heads",))
def loss_fn(params, x, y, n_heads):
    return jnp.mean((model.predict(params, x, n_heads) - y) ** 2)


@functools.partial(jax.jit, static_argnames=("n_heads",))
def step(params, opt_state, x, y, n_heads):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, n_heads)
    updates, opt_state = OPT.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
