"""A plain-JAX MLP noise predictor with sinusoidal time embedding."""
import jax
import jax.numpy as jnp
import numpy as np


class MLPDenoiser:
    def __init__(self, hidden=128, depth=3, time_dim=16):
        self.hidden, self.depth, self.time_dim = hidden, depth, time_dim

    def init(self, key, data_dim):
        sizes = [data_dim + self.time_dim] + [self.hidden] * self.depth + [data_dim]
        keys = jax.random.split(key, len(sizes) - 1)
        return [{"w": jax.random.normal(k, (a, b)) / np.sqrt(a), "b": jnp.zeros(b)}
                for k, a, b in zip(keys, sizes[:-1], sizes[1:])]

    def time_embedding(self, t, num_steps):
        half = self.time_dim // 2
        freqs = np.exp(-np.log(1000.0) * np.arange(half) / half)
        ang = (t.astype(jnp.float32) / num_steps * 1000.0)[:, None] * freqs[None, :]
        return jnp.concatenate([jnp.sin(ang), jnp.cos(ang)], axis=-1)

    def apply(self, params, x, t_emb):
        h = jnp.concatenate([x, t_emb], axis=-1)
        for layer in params[:-1]:
            h = jax.nn.silu(h @ layer["w"] + layer["b"])
        return h @ params[-1]["w"] + params[-1]["b"]
