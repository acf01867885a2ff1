"""Exponential moving average whose decay follows a warmup schedule."""
import functools

import jax
import jax.numpy as jnp


def _warmup_factor(step, warmup):
    if step < warmup:
        return (step + 1) / warmup
    return 1.0


def _blend(avg, new, decay):
    return decay * avg + (1.0 - decay) * new


@functools.partial(jax.jit, static_argnames=("step",))
def ema_update(avg_params, params, step):
    decay = 0.99 * _warmup_factor(step, 3)
    return jax.tree_util.tree_map(lambda a, p: _blend(a, p, decay), avg_params, params)


def train(num_steps):
    params = {"w": jnp.ones((3, 3)), "b": jnp.zeros(3)}
    avg = jax.tree_util.tree_map(jnp.zeros_like, params)
    for step in range(num_steps):
        params = jax.tree_util.tree_map(lambda p: p * 0.9 + 0.1, params)
        avg = ema_update(avg, params, step=step)
    return avg


if __name__ == "__main__":
    result = train(6)
    print(jax.tree_util.tree_map(lambda a: a.sum(), result))
