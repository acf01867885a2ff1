import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from forecast_ok.data import sample_batch


def mse(model, inputs, targets):
    preds = jax.vmap(model)(inputs)
    return jnp.mean((preds - targets) ** 2)


class Trainer:
    def __init__(self, cfg, callbacks=None):
        self.cfg = cfg
        self.callbacks = callbacks if callbacks is not None else []
        self.optimizer = optax.chain(
            optax.clip_by_global_norm(cfg.grad_clip), optax.adam(cfg.learning_rate)
        )
        self.step = eqx.filter_jit(self._step)
        self.evaluate = eqx.filter_jit(mse)

    def _step(self, model, opt_state, series, key, cfg):
        inputs, targets = sample_batch(key, series, cfg.batch_size, cfg.context, cfg.horizon)
        loss, grads = eqx.filter_value_and_grad(mse)(model, inputs, targets)
        updates, opt_state = self.optimizer.update(grads, opt_state, model)
        return eqx.apply_updates(model, updates), opt_state, loss

    def fit(self, model, series, key):
        opt_state = self.optimizer.init(eqx.filter(model, eqx.is_array))
        series = jnp.asarray(series)
        for i in range(self.cfg.steps):
            key, sub = jax.random.split(key)
            model, opt_state, loss = self.step(model, opt_state, series, sub, self.cfg)
            for cb in self.callbacks:
                cb(i + 1, loss)
        return model
