import jax
import jax.numpy as jnp


def ema_decay(step, base_decay, warmup):
    ramp = step / warmup
    return jnp.where(step > warmup, base_decay, base_decay * ramp)


def update_ema(state, base_decay, warmup):
    decay = ema_decay(state.step, base_decay, warmup)
    new_ema = jax.tree.map(
        lambda e, p: decay * e + (1.0 - decay) * p, state.ema_params, state.params
    )
    return state.replace(ema_params=new_ema)


def param_distance(a, b):
    sq = jax.tree.map(lambda x, y: jnp.sum((x - y) ** 2), a, b)
    return jnp.sqrt(sum(jax.tree.leaves(sq)))
