import equinox as eqx
import jax
import optax

from simclr.data import two_views
from simclr.registry import OBJECTIVES


class ContrastiveTrainer:
    def __init__(self, cfg, hooks=()):
        self.cfg = cfg
        self.hooks = list(hooks)
        self.optim = optax.adamw(cfg.learning_rate)
        self.objective = OBJECTIVES[cfg.objective]
        self._step = eqx.filter_jit(self._make_step)

    def init_opt_state(self, model):
        return self.optim.init(eqx.filter(model, eqx.is_inexact_array))

    def _loss(self, model, batch, key):
        v1, v2 = two_views(key, batch, self.cfg)
        z1 = jax.vmap(model)(v1)
        z2 = jax.vmap(model)(v2)
        return self.objective(z1, z2, self.cfg)

    def _make_step(self, model, opt_state, batch, key):
        loss, grads = eqx.filter_value_and_grad(self._loss)(model, batch, key)
        params = eqx.filter(model, eqx.is_inexact_array)
        updates, opt_state = self.optim.update(grads, opt_state, params)
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    def run(self, model, batches, key):
        opt_state = self.init_opt_state(model)
        for step in range(1, self.cfg.steps + 1):
            key, sub = jax.random.split(key)
            model, opt_state, loss = self._step(model, opt_state, next(batches), sub)
            for hook in self.hooks:
                hook(step, model, loss)
        return model
