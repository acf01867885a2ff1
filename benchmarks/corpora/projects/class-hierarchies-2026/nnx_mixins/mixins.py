import jax
import jax.numpy as jnp
from flax import nnx


@jax.jit
def _ema_tree(ema, params, decay):
    return jax.tree.map(lambda e, p: decay * e + (1.0 - decay) * p, ema, params)


class MetricsMixin:
    """Keeps a sliding window of per-step metrics and summarizes it at the
    end of every epoch."""

    log_window = 4

    def after_step(self, metrics):
        super().after_step(metrics)
        self._window = getattr(self, "_window", [])
        self._window.append(metrics)
        if len(self._window) > self.log_window:
            self._window.pop(0)

    def on_epoch_end(self, epoch):
        super().on_epoch_end(epoch)
        window = self._window
        summary = {k: jnp.mean(jnp.stack([m[k] for m in window])) for k in window[0]}
        self.epoch_summaries.append({k: float(v) for k, v in summary.items()})
        print(f"epoch {epoch}: " + ", ".join(f"{k}={v:.4f}" for k, v in self.epoch_summaries[-1].items()))


class EMAMixin:
    """Maintains an exponential moving average of the model parameters on the
    host, with the usual warmup of the decay."""

    ema_decay = 0.99

    def after_update(self, model):
        super().after_update(model)
        params = nnx.state(model, nnx.Param)
        if getattr(self, "ema_params", None) is None:
            self.ema_params = params
            self.num_updates = 0
        self.num_updates += 1
        decay = min(self.ema_decay, (1 + self.num_updates) / (10 + self.num_updates))
        self.ema_params = _ema_tree(self.ema_params, params, decay)

    def ema_model(self, model):
        graphdef, _, rest = nnx.split(model, nnx.Param, ...)
        return nnx.merge(graphdef, self.ema_params, rest)
