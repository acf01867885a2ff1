import functools

import jax
import jax.numpy as jnp
import optax
from flax.training.train_state import TrainState

from convae.models import from_config
from convae.registry import lookup


class AutoEncoderTrainer:
    def __init__(self, cfg, on_log=()):
        self.cfg = cfg
        self.model = from_config(cfg.model)
        self.on_log = list(on_log)
        self._step = functools.partial(jax.jit, static_argnames=("corruption", "schedule"))(
            self._train_step
        )
        self._reconstruct = jax.jit(self.model.apply)

    def create_state(self, key):
        size = self.cfg.data.image_size
        params = jax.jit(self.model.init)(key, jnp.zeros((1, size, size, 1)))["params"]
        tx = optax.adam(self.cfg.train.learning_rate)
        return TrainState.create(apply_fn=self.model.apply, params=params, tx=tx)

    def _train_step(self, state, images, key, corruption, schedule):
        tcfg = self.cfg.train
        if corruption == "none":
            corrupted = images
        else:
            rate = lookup("schedule", schedule)(state.step, tcfg)
            corrupted = lookup("corruption", corruption)(key, images, rate, tcfg)

        def loss_fn(params):
            recon = state.apply_fn({"params": params}, corrupted)
            return jnp.mean((recon - images) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    def fit(self, state, batches, key):
        tcfg = self.cfg.train
        for step in range(1, tcfg.steps + 1):
            key, sub = jax.random.split(key)
            state, loss = self._step(state, jnp.asarray(next(batches)), sub,
                                     corruption=tcfg.corruption, schedule=tcfg.schedule)
            if step % tcfg.log_every == 0:
                for fn in self.on_log:
                    fn(step, {"mse": float(loss)})
        return state

    def reconstruction_error(self, state, images):
        recon = self._reconstruct({"params": state.params}, jnp.asarray(images))
        return float(jnp.mean((recon - images) ** 2))
