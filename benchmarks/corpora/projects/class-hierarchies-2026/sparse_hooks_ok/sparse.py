import jax
import jax.numpy as jnp

from .trainer import Trainer
from . import utils


class SparseTrainer(Trainer):
    """Adds a gated L1 penalty on the input gates, switched on after a warmup
    and ramped linearly to its full strength."""

    def l1_coef(self, step):
        frac = (step - self.cfg.l1_warmup) / self.cfg.l1_ramp
        coef = self.cfg.l1 * jnp.minimum(frac, 1.0)
        return jnp.where(step < self.cfg.l1_warmup, 0.0, coef)

    def regularizer(self, params, step):
        if self.cfg.l1 <= 0.0:
            return 0.0
        gates = params["gates"]["gate"]
        return self.l1_coef(step) * (utils.l1_norm(gates) + 0.1 * utils.l1_norm(params["dense_0"]["kernel"]))

    def extra_metrics(self, params):
        gates = params["gates"]["gate"]
        return {"active_gates": jnp.sum(jnp.abs(gates) > 0.05)}
