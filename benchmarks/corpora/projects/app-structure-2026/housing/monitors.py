import jax
import jax.numpy as jnp
import optax

from housing.callbacks import Callback, GradientHook


class GradNormMonitor(GradientHook):
    def __init__(self, verbose=False):
        self.verbose = verbose
        self.history = []

    def on_gradients(self, grads):
        norm = optax.global_norm(grads)
        if self.verbose:
            jax.debug.print("grad norm {n:.4f}", n=norm)
        self.history.append(norm)

    def summary(self):
        values = jnp.stack(self.history)
        return {"grad_norm_last": float(values[-1]), "grad_norm_max": float(values.max())}


class EpochLogger(Callback):
    def on_epoch_end(self, epoch, logs):
        text = "  ".join(f"{k}={v:.3f}" for k, v in logs.items())
        print(f"epoch {epoch}: {text}")
