import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

import imgcls.losses  # noqa: F401
from imgcls.models import build_model
from imgcls.registry import LOSSES


class Trainer:
    def __init__(self, cfg, callbacks=None):
        self.cfg = cfg
        self.model = build_model(cfg)
        self.loss_fn = LOSSES.get(cfg.loss)
        self.callbacks = list(callbacks or [])
        self._train_step = jax.jit(self._step)
        self._eval_step = jax.jit(self._evaluate)

    def init_state(self, rng, sample_images):
        variables = jax.jit(self.model.init)(rng, sample_images)
        tx = optax.adam(self.cfg.learning_rate)
        return train_state.TrainState.create(
            apply_fn=self.model.apply, params=variables["params"], tx=tx
        )

    def _step(self, state, batch):
        def compute_loss(params):
            logits = state.apply_fn({"params": params}, batch["image"])
            return self.loss_fn(logits, batch["label"], self.cfg), logits

        (loss, logits), grads = jax.value_and_grad(compute_loss, has_aux=True)(state.params)
        state = state.apply_gradients(grads=grads)
        accuracy = jnp.mean(jnp.argmax(logits, axis=-1) == batch["label"])
        return state, {"loss": loss, "accuracy": accuracy}

    def _evaluate(self, params, images, labels):
        logits = self.model.apply({"params": params}, images)
        return jnp.mean(jnp.argmax(logits, axis=-1) == labels)

    def fit(self, state, batches):
        for step in range(1, self.cfg.steps + 1):
            state, metrics = self._train_step(state, next(batches))
            if step % self.cfg.log_every == 0:
                host_metrics = {k: float(v) for k, v in metrics.items()}
                for callback in self.callbacks:
                    callback(step, host_metrics)
        return state

    def evaluate(self, state, images, labels):
        return float(self._eval_step(state.params, images, labels))
