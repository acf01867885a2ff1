from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from .schedules import respaced_timesteps


def make_ddim_sampler(model, schedule, T):
    ab = schedule["alphas_cumprod"]

    @partial(jax.jit, static_argnames=("num_steps",))
    def sample(params, x_T, num_steps):
        ts = respaced_timesteps(T, num_steps)
        ts_prev = jnp.concatenate([ts[1:], jnp.array([-1])])

        def body(i, x):
            t, t_prev = ts[i], ts_prev[i]
            a_t = ab[t]
            a_prev = jnp.where(t_prev >= 0, ab[jnp.maximum(t_prev, 0)], 1.0)
            eps = model.apply(params, x, jnp.full((x.shape[0],), t))
            x0_hat = (x - jnp.sqrt(1.0 - a_t) * eps) / jnp.sqrt(a_t)
            return jnp.sqrt(a_prev) * x0_hat + jnp.sqrt(1.0 - a_prev) * eps

        return lax.fori_loop(0, ts.shape[0], body, x_T)

    return sample
