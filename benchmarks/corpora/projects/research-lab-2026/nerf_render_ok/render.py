import jax.numpy as jnp

from .field import query_field


def composite(rgb, sigma, t):
    delta = jnp.diff(t, axis=-1)
    delta = jnp.concatenate([delta, jnp.full_like(delta[..., :1], 1e10)], axis=-1)
    alpha = 1.0 - jnp.exp(-sigma * delta)
    trans = jnp.cumprod(1.0 - alpha + 1e-10, axis=-1)
    trans = jnp.concatenate([jnp.ones_like(trans[..., :1]), trans[..., :-1]], axis=-1)
    weights = alpha * trans
    color = jnp.sum(weights[..., None] * rgb, axis=-2)
    return color, weights


def render_rays(params, sampler, key, batch, n_freqs):
    points, t = sampler.sample(key, batch["origins"], batch["dirs"], batch["near"], batch["far"])
    rgb, sigma = query_field(params, points, n_freqs)
    color, _ = composite(rgb, sigma, t)
    return color
