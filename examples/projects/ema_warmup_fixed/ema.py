"""An exponential moving average of the parameters, its decay warmed up."""

import jax
import jax.numpy as jnp


def decay(step, base, warmup):
    return jnp.where(step < warmup, base * step / warmup, base)


def update(state, base, warmup):
    d = decay(state.step, base, warmup)
    new = jax.tree.map(lambda e, p: d * e + (1 - d) * p, state.ema_params, state.params)
    return state.replace(ema_params=new)
