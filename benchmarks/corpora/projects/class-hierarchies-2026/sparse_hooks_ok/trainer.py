import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state


class Trainer:
    """Minimal trainer. Subclasses override the hooks
    ``data_loss``, ``regularizer`` and ``extra_metrics``."""

    def __init__(self, cfg, model, callbacks=()):
        self.cfg = cfg
        self.model = model
        self.callbacks = list(callbacks)
        self.stop_training = False
        self.history = []
        self._train_step = jax.jit(self.train_step)
        self._eval_step = jax.jit(self.eval_step)

    def create_state(self, key, sample_x):
        params = self.model.init(key, sample_x)["params"]
        tx = optax.adam(self.cfg.lr)
        return train_state.TrainState.create(apply_fn=self.model.apply, params=params, tx=tx)

    def data_loss(self, params, batch):
        pred = self.model.apply({"params": params}, batch["x"])
        return jnp.mean((pred - batch["y"]) ** 2)

    def regularizer(self, params, step):
        return 0.0

    def extra_metrics(self, params):
        return {}

    def total_loss(self, params, batch, step):
        mse = self.data_loss(params, batch)
        reg = self.regularizer(params, step)
        return mse + reg, {"mse": mse, "reg": reg}

    def train_step(self, state, batch):
        grad_fn = jax.value_and_grad(self.total_loss, has_aux=True)
        (loss, aux), grads = grad_fn(state.params, batch, state.step)
        state = state.apply_gradients(grads=grads)
        metrics = dict(aux, loss=loss, **self.extra_metrics(state.params))
        return state, metrics

    def eval_step(self, params, batch):
        return self.data_loss(params, batch)

    def _emit(self, name, *args):
        for cb in self.callbacks:
            getattr(cb, name)(self, *args)

    def fit(self, state, train_data, val_data, data_iter):
        rng = np.random.default_rng(self.cfg.seed)
        self._emit("on_train_begin")
        for epoch in range(self.cfg.epochs):
            epoch_metrics = []
            for batch in data_iter(*train_data, self.cfg.batch_size, rng):
                state, metrics = self._train_step(state, batch)
                epoch_metrics.append(metrics)
            logs = {k: float(np.mean([m[k] for m in epoch_metrics])) for k in epoch_metrics[0]}
            logs["val_mse"] = float(self._eval_step(state.params, {"x": val_data[0], "y": val_data[1]}))
            self.history.append(logs)
            self._emit("on_epoch_end", epoch, logs, state)
            if self.stop_training:
                break
        self._emit("on_train_end", state)
        return state
