import equinox as eqx
import jax
import jax.numpy as jnp

from realnvp_ok.layers import AffineCoupling


class RealNVP(eqx.Module):
    layers: list

    def __init__(self, dim, cfg, *, key):
        keys = jax.random.split(key, cfg.n_couplings)
        layers = []
        for i, k in enumerate(keys):
            mask = jnp.asarray([(j + i) % 2 for j in range(dim)], dtype=jnp.float32)
            layers.append(AffineCoupling(mask, cfg.hidden, cfg.depth, cfg.scale_clip, key=k))
        self.layers = layers

    def to_latent(self, x):
        logdet = 0.0
        for layer in self.layers:
            x, ld = layer.forward(x)
            logdet = logdet + ld
        return x, logdet

    def log_prob(self, x):
        z, logdet = self.to_latent(x)
        base = -0.5 * jnp.sum(z ** 2) - 0.5 * z.shape[0] * jnp.log(2 * jnp.pi)
        return base + logdet

    def sample(self, key, n):
        z = jax.random.normal(key, (n, self.layers[0].mask.shape[0]))

        def inv(z1):
            for layer in reversed(self.layers):
                z1 = layer.inverse(z1)
            return z1

        return jax.vmap(inv)(z)
