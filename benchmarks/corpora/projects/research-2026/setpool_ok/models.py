import equinox as eqx
import jax
import jax.numpy as jnp

from . import layers


class DeepSets(eqx.Module):
    phi: eqx.nn.MLP
    rho: eqx.nn.MLP

    def __init__(self, hp, key):
        k1, k2 = jax.random.split(key)
        self.phi = eqx.nn.MLP(hp.point_dim, hp.embed, hp.phi_width, 2, activation=jax.nn.gelu, key=k1)
        self.rho = eqx.nn.MLP(2 * hp.embed, 1, hp.rho_width, 2, activation=jax.nn.gelu, key=k2)

    def pool(self, h, mask):
        mean = layers.masked_mean(h, mask)
        peak = layers.masked_max(h, mask)
        return layers.layer_norm(jnp.concatenate([mean, peak]))

    def __call__(self, points, mask):
        h = jax.vmap(self.phi)(points)
        return self.rho(self.pool(h, mask))[0]
