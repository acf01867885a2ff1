"""Fitting loop."""

import functools

import jax
import jax.numpy as jnp
import optax

from . import dynamics


class Trainer:
    def __init__(self, config):
        self.config = config
        self.optimizer = optax.adam(config.learning_rate)

    @functools.partial(jax.jit, static_argnums=(0, 3))
    def simulate(self, params, init_state, horizon):
        body = dynamics.make_step(params, self.config.dt, self.config.floor)
        _, path = jax.lax.scan(body, init_state, None, length=horizon)
        return path

    @functools.partial(jax.jit, static_argnums=0)
    def update(self, params, opt_state, init_state, target):
        def loss_fn(p):
            path = self.simulate(p, init_state, self.config.horizon)
            return jnp.mean((path - target) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, params, init_state, target):
        opt_state = self.optimizer.init(params)
        for i in range(self.config.iterations):
            params, opt_state, loss = self.update(params, opt_state, init_state, target)
            if i % self.config.log_every == 0:
                print(f"iter {i:3d}  loss {float(loss):.5f}")
        return params
