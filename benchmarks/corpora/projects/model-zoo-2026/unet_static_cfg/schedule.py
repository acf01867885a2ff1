import jax.numpy as jnp


def alpha_bars(cfg):
    betas = jnp.linspace(cfg.beta_start, cfg.beta_end, cfg.num_timesteps)
    return jnp.cumprod(1.0 - betas)


def q_sample(x0, t, noise, cfg):
    ab = alpha_bars(cfg)[t][:, None, None, None]
    return jnp.sqrt(ab) * x0 + jnp.sqrt(1.0 - ab) * noise
