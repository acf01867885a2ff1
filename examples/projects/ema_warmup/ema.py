"""An exponential moving average of the parameters, its decay warmed up."""

import jax


def decay(step, base, warmup):
    if step < warmup:  # E: jax-traced-bool
        return base * step / warmup
    return base


def update(state, base, warmup):
    d = decay(state.step, base, warmup)
    new = jax.tree.map(lambda e, p: d * e + (1 - d) * p, state.ema_params, state.params)
    return state.replace(ema_params=new)
