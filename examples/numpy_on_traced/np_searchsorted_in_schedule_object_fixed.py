"""The schedule looks up its piece with jnp, which takes the traced step count."""

import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax  # type: ignore[import-untyped]


class Piecewise:
    def __init__(self, base_lr, boundaries, factors):
        self.base_lr = base_lr
        self.boundaries = np.asarray(boundaries)
        self.factors = np.asarray(factors, dtype=np.float32)

    def __call__(self, step):
        index = jnp.searchsorted(self.boundaries, step, side="right")
        return self.base_lr * jnp.asarray(self.factors)[index]


@functools.partial(jax.jit, static_argnames="tx")
def train_step(params, opt_state, tx):
    grads = jax.grad(lambda p: jnp.sum(p**2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


tx = optax.adamw(Piecewise(0.1, [100, 200], [1.0, 0.1, 0.01]))
params = jnp.ones(3)
params, state = train_step(params, tx.init(params), tx)
