import jax
import jax.numpy as jnp

from . import model


def snr(alpha_bar):
    return alpha_bar / jnp.maximum(1.0 - alpha_bar, 1e-6)


def loss_weight(cfg, alpha_bar):
    if cfg.loss.weighting == "snr_clipped":
        return jnp.minimum(snr(alpha_bar), cfg.loss.max_snr)
    if cfg.loss.weighting == "uniform":
        return jnp.ones_like(alpha_bar)
    raise ValueError(cfg.loss.weighting)


def denoising_loss(params, schedule, cfg, x0, key):
    t_key, n_key = jax.random.split(key)
    t = jax.random.uniform(t_key, (x0.shape[0],))
    eps = jax.random.normal(n_key, x0.shape)

    def per_example(x, ti, e):
        ab = schedule.alpha_bar(ti)
        xt = jnp.sqrt(ab) * x + jnp.sqrt(1.0 - ab) * e
        pred = model.apply(params, xt, ti, cfg.model.time_dim)
        return loss_weight(cfg, ab) * jnp.mean((pred - e) ** 2)

    return jnp.mean(jax.vmap(per_example)(x0, t, eps))
