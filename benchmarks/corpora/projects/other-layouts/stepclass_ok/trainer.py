"""A Trainer object that owns the parameters, the optimizer and a compiled step."""

import functools

import jax
import optax

from . import losses, models


class Trainer:
    def __init__(self, params, learning_rate=1e-2):
        self.params = params
        self.optimizer = optax.adam(learning_rate)
        self.opt_state = self.optimizer.init(params)
        self._step = jax.jit(functools.partial(self._train_step, apply_fn=models.mlp_apply))
        self.history = []

    def _train_step(self, params, opt_state, batch, stage, apply_fn):
        loss, grads = jax.value_and_grad(losses.curriculum_loss)(params, batch, stage, apply_fn)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, batches, stage):
        for batch in batches:
            self.params, self.opt_state, loss = self._step(
                self.params, self.opt_state, batch, stage
            )
            self.history.append(float(loss))
        return self.history[-1]

    def predict(self, x):
        return models.mlp_apply(self.params, x).argmax(axis=-1)
