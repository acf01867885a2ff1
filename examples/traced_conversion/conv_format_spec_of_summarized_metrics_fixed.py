"""Print from inside the trace with jax.debug.print, which formats the value once it exists."""

import jax
import jax.numpy as jnp


def summarize(metrics):
    out = {}
    for name, value in metrics.items():
        if value.ndim > 0:
            out[name] = value.mean()
        else:
            out[name] = value
    return out


def log_in_step(metrics):
    stats = summarize(metrics)
    jax.debug.print("loss={loss:.4f}", loss=stats["loss"])


@jax.jit
def train_step(w, x):
    pred = x @ w
    metrics = {"loss": jnp.mean(pred**2), "pred": pred}
    log_in_step(metrics)
    return w - 0.1 * x.T @ pred, metrics


train_step(jnp.ones(3), jnp.ones((4, 3)))
