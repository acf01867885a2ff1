import jax.numpy as jnp

from . import mathx


def warmup_factor(count, warmup):
    if warmup == 0:
        return 1.0
    return mathx.clamp01((count + 1) / warmup)


def decay_factor(count, warmup, total, kind):
    frac = mathx.clamp01((count - warmup) / max(total - warmup, 1))
    if kind == "cosine":
        return mathx.cosine(frac)
    if kind == "linear":
        return 1.0 - frac
    return jnp.ones_like(frac)


def make(peak, warmup, total, kind="cosine"):
    def schedule(count):
        return peak * warmup_factor(count, warmup) * decay_factor(count, warmup, total, kind)

    return schedule
