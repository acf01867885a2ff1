import flax.linen as nn
import jax
import jax.numpy as jnp

from .jitting import jit_cfg


class Denoiser(nn.Module):
    hidden: int
    dim: int

    @nn.compact
    def __call__(self, x, t):
        h = jnp.concatenate([x, t[:, None]], axis=-1)
        h = nn.swish(nn.Dense(self.hidden)(h))
        h = nn.swish(nn.Dense(self.hidden)(h))
        return nn.Dense(self.dim)(h)


def betas(cfg):
    return jnp.linspace(cfg.beta_min, cfg.beta_max, cfg.num_steps)


def alpha_bars(cfg):
    return jnp.cumprod(1.0 - betas(cfg))


def noisy(x0, key, cfg):
    kt, ke = jax.random.split(key)
    t = jax.random.randint(kt, (x0.shape[0],), 0, cfg.num_steps)
    ab = alpha_bars(cfg)[t]
    eps = jax.random.normal(ke, x0.shape)
    xt = jnp.sqrt(ab)[:, None] * x0 + jnp.sqrt(1.0 - ab)[:, None] * eps
    return xt, t, eps


@jit_cfg
def sample(apply_fn, params, key, cfg):
    b = betas(cfg)
    ab = alpha_bars(cfg)
    key, k0 = jax.random.split(key)
    x = jax.random.normal(k0, (cfg.n_samples, cfg.dim))

    def body(i, carry):
        x, key = carry
        t = cfg.num_steps - 1 - i
        tt = jnp.full((cfg.n_samples,), t, jnp.float32) / cfg.num_steps
        eps = apply_fn({"params": params}, x, tt)
        mean = (x - b[t] / jnp.sqrt(1.0 - ab[t]) * eps) / jnp.sqrt(1.0 - b[t])
        key, kn = jax.random.split(key)
        noise = jnp.where(t > 0, jnp.sqrt(b[t]), 0.0) * jax.random.normal(kn, x.shape)
        return mean + noise, key

    x, _ = jax.lax.fori_loop(0, cfg.num_steps, body, (x, key))
    return x
