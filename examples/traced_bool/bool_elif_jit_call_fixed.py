"""The `elif` on a traced step becomes `jnp.where`; the static `warmup` test stays an `if`."""

import jax
import jax.numpy as jnp


def warmup_lr(step, base, warmup=100):
    if warmup == 0:
        return base
    return jnp.where(step < warmup, base * step / warmup, base)


lr_fn = jax.jit(warmup_lr)
lr_fn(jnp.asarray(5), 0.1)
