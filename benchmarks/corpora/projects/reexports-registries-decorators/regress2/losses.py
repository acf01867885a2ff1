"""Loss functions on residuals, selected by name."""

import jax.numpy as jnp


def mse(residual, cutoff):
    return jnp.mean(residual**2)


def huber(residual, cutoff):
    a = jnp.abs(residual)
    return jnp.mean(jnp.where(a <= cutoff, 0.5 * a**2, cutoff * (a - 0.5 * cutoff)))


def trimmed(residual, cutoff):
    kept = residual[jnp.abs(residual) < cutoff]
    return jnp.mean(kept**2)


LOSSES = {
    "mse": mse,
    "huber": huber,
    "trimmed": trimmed,
}


def get_loss(name):
    if name not in LOSSES:
        raise KeyError(f"unknown loss {name!r}; choose from {sorted(LOSSES)}")
    return LOSSES[name]
