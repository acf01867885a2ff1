"""A logging helper summarises a jitted step's metrics into a new dict, entry by entry, and
formats one with a format spec: the entry is still a tracer."""

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
    print(f"loss={stats['loss']:.4f}")  # E: jax-traced-conversion


@jax.jit
def train_step(w, x):
    pred = x @ w
    metrics = {"loss": jnp.mean(pred**2), "pred": pred}
    log_in_step(metrics)
    return w - 0.1 * x.T @ pred, metrics


train_step(jnp.ones(3), jnp.ones((4, 3)))
