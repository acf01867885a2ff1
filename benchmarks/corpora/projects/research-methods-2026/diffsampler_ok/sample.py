import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(0, 3))
def sample(sampler, params, key, num_samples):
    T = sampler.schedule.T
    key, sub = jax.random.split(key)
    x_T = jax.random.normal(sub, (num_samples, 2))
    keys = jax.random.split(key, T)
    ts = jnp.arange(T - 1, -1, -1)

    def body(x, inp):
        t, k = inp
        x = sampler.step(params, x, t, k)
        return x, None

    x0, _ = jax.lax.scan(body, x_T, (ts, keys))
    return x0
