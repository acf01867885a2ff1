import jax
import jax.numpy as jnp

from .schedules import q_sample


def denoising_loss(params, model, schedule, x0, key, T):
    k_t, k_n = jax.random.split(key)
    t = jax.random.randint(k_t, (x0.shape[0],), 0, T)
    noise = jax.random.normal(k_n, x0.shape)
    xt = q_sample(schedule, x0, t, noise)
    eps_hat = model.apply(params, xt, t)
    return jnp.mean((eps_hat - noise) ** 2)
