"""Callback-driven trainer around a flax TrainState."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from .model import MLP


def make_tx(ocfg):
    def factory(learning_rate, weight_decay):
        return optax.chain(
            optax.clip_by_global_norm(ocfg.clip_norm),
            optax.adamw(learning_rate, weight_decay=weight_decay),
        )

    return optax.inject_hyperparams(factory)(
        learning_rate=ocfg.learning_rate, weight_decay=ocfg.weight_decay
    )


def create_state(cfg, key):
    model = MLP(hidden=cfg.model.hidden, use_layernorm=cfg.model.use_layernorm)
    params = model.init(key, jnp.zeros((1, cfg.data.num_features)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=make_tx(cfg.optim))


def mse(pred, y):
    return jnp.mean((pred - y) ** 2)


class Trainer:
    def __init__(self, cfg, callbacks=()):
        self.cfg = cfg
        self.callbacks = list(callbacks)
        self._step = jax.jit(self._train_step)
        self._eval = jax.jit(self._eval_step)

    def _apply_hooks(self, state):
        hparams = dict(state.opt_state.hyperparams)
        for cb in self.callbacks:
            hparams = cb.on_step_begin(state.step, hparams)
        opt_state = state.opt_state._replace(hyperparams=hparams)
        return state.replace(opt_state=opt_state)

    def _train_step(self, state, x, y):
        state = self._apply_hooks(state)

        def loss_fn(params):
            return mse(state.apply_fn({"params": params}, x), y)

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        state = state.apply_gradients(grads=grads)
        metrics = {
            "loss": loss,
            "lr": state.opt_state.hyperparams["learning_rate"],
            "grad_norm": optax.global_norm(grads),
        }
        return state, metrics

    def _eval_step(self, state, x, y):
        return mse(state.apply_fn({"params": state.params}, x), y)

    def evaluate(self, state, x, y):
        return float(self._eval(state, x, y))

    def fit(self, state, batches, steps_per_epoch, eval_data):
        step = 0
        history = []
        for epoch in range(self.cfg.num_epochs):
            losses = []
            for _ in range(steps_per_epoch):
                x, y = next(batches)
                state, metrics = self._step(state, x, y)
                step += 1
                losses.append(float(metrics["loss"]))
                for cb in self.callbacks:
                    cb.on_step_end(step, metrics, self)
            logs = {"train_mse": float(np.mean(losses)), "eval_mse": self.evaluate(state, *eval_data)}
            history.append(logs)
            for cb in self.callbacks:
                cb.on_epoch_end(epoch, logs, self)
            print(f"epoch {epoch}: train {logs['train_mse']:.4f} eval {logs['eval_mse']:.4f}")
        return state, history
