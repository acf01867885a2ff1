"""A piecewise learning-rate schedule written as a class with NumPy: optax calls it with
its step count, a tracer inside the jitted step, and `np.searchsorted` of a NumPy array
runs NumPy's own method on it."""

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
        index = np.searchsorted(self.boundaries, step, side="right")  # E: jax-numpy-on-traced
        return self.base_lr * self.factors[index]


@functools.partial(jax.jit, static_argnames="tx")
def train_step(params, opt_state, tx):
    grads = jax.grad(lambda p: jnp.sum(p**2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


tx = optax.adamw(Piecewise(0.1, [100, 200], [1.0, 0.1, 0.01]))
params = jnp.ones(3)
params, state = train_step(params, tx.init(params), tx)
