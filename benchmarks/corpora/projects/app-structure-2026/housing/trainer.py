import jax
import jax.numpy as jnp
import numpy as np
import optax

from housing.callbacks import CallbackList
from housing.registry import OPTIMIZERS


class Trainer:
    def __init__(self, cfg, model, callbacks=None):
        self.cfg = cfg
        self.init_fn, self.apply_fn = model
        self.tx = OPTIMIZERS.build(cfg.optimizer, cfg)
        self.callbacks = CallbackList(callbacks)
        self._train_step = jax.jit(self._step)
        self._predict = jax.jit(self.apply_fn)

    def _loss(self, params, x, y):
        return jnp.mean((self.apply_fn(params, x) - y) ** 2)

    def _step(self, params, opt_state, x, y):
        loss, grads = jax.value_and_grad(self._loss)(params, x, y)
        self.callbacks.on_gradients(grads)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def init(self, key, num_features):
        params = self.init_fn(key, num_features)
        return params, self.tx.init(params)

    def rmse(self, params, x, y):
        preds = np.asarray(self._predict(params, x))
        return float(np.sqrt(np.mean((preds - y) ** 2)))

    def fit(self, params, opt_state, data, batches_fn):
        x_train, y_train, x_test, y_test = data
        rng = np.random.default_rng(self.cfg.seed)
        for epoch in range(1, self.cfg.epochs + 1):
            losses = []
            for xb, yb in batches_fn(x_train, y_train, self.cfg.batch_size, rng):
                params, opt_state, loss = self._train_step(params, opt_state, xb, yb)
                losses.append(loss)
            logs = {"train_mse": float(jnp.mean(jnp.stack(losses))),
                    "test_rmse": self.rmse(params, x_test, y_test)}
            self.callbacks.on_epoch_end(epoch, logs)
        return params, opt_state
