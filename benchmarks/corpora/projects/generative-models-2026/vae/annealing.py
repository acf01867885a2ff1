import jax.numpy as jnp


def kl_weight(step, warmup_steps, max_beta=1.0):
    if warmup_steps is None or warmup_steps <= 0:
        return max_beta
    frac = float(step) / warmup_steps
    return max_beta * min(1.0, frac)


def cyclical_kl_weight(step, period, ratio=0.5, max_beta=1.0):
    phase = (step % period) / period
    return max_beta * jnp.minimum(1.0, phase / ratio)
