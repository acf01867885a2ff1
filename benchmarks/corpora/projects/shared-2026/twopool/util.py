import jax.numpy as jnp


def check_finite(x, what="value"):
    if not bool(jnp.all(jnp.isfinite(x))):
        raise FloatingPointError(f"{what} is not finite")
    return x


def describe(d):
    return ", ".join(f"{k}={v}" for k, v in sorted(d.items()))
