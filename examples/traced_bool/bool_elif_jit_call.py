"""An `elif` on a traced value in a function jitted with a `jax.jit(f)` call."""

import jax
import jax.numpy as jnp


def warmup_lr(step, base, warmup=100):
    if warmup == 0:
        return base
    elif step < warmup:  # E: jax-traced-bool
        return base * step / warmup
    return base


lr_fn = jax.jit(warmup_lr)
lr_fn(jnp.asarray(5), 0.1)
