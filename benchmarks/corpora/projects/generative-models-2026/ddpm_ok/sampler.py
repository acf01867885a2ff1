import functools

import jax
import jax.numpy as jnp


def ancestral_step(apply_fn, params, schedule, x, t, key):
    tt = jnp.full((x.shape[0],), t, jnp.int32)
    eps = apply_fn({"params": params}, x, tt)
    mean = schedule.posterior_mean(x, t, eps)
    z = jax.random.normal(key, x.shape)
    return mean + schedule.noise_scale(t) * z


@functools.partial(jax.jit, static_argnames=("apply_fn", "schedule", "num_samples", "dim"))
def sample(apply_fn, params, schedule, key, num_samples, dim):
    key, k0 = jax.random.split(key)
    x = jax.random.normal(k0, (num_samples, dim))
    keys = jax.random.split(key, schedule.num_steps)

    def body(i, x):
        t = schedule.num_steps - 1 - i
        return ancestral_step(apply_fn, params, schedule, x, t, keys[i])

    return jax.lax.fori_loop(0, schedule.num_steps, body, x)
