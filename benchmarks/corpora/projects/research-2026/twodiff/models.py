import equinox as eqx
import jax
import jax.numpy as jnp


class Precond(eqx.Module):
    net: eqx.nn.MLP
    sigma_data: float = eqx.field(static=True)

    def __init__(self, cfg, key):
        self.sigma_data = cfg.sigma_data
        self.net = eqx.nn.MLP(cfg.length + 1, cfg.length, cfg.width, cfg.depth, jax.nn.silu, key=key)

    def __call__(self, x, sigma):
        sd = self.sigma_data
        c_skip = sd ** 2 / (sigma ** 2 + sd ** 2)
        c_out = sigma * sd / jnp.sqrt(sigma ** 2 + sd ** 2)
        c_in = 1.0 / jnp.sqrt(sigma ** 2 + sd ** 2)
        c_noise = jnp.log(sigma) / 4.0
        f = self.net(jnp.concatenate([c_in * x, c_noise[None]]))
        return c_skip * x + c_out * f
