import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

_FREQS = np.exp(-np.log(10000.0) * np.arange(0, 16, 2) / 16.0)


def fourier_features(x, n):
    freqs = jnp.asarray(_FREQS[: n // 2], dtype=x.dtype)
    ang = x[..., :1] * freqs
    return jnp.concatenate([jnp.sin(ang), jnp.cos(ang)], axis=-1)


def gate_fn(kind, h):
    if kind == "glu":
        a, b = jnp.split(h, 2, axis=-1)
        return a * jax.nn.sigmoid(b)
    if kind == "relu":
        return jax.nn.relu(h)
    raise ValueError(kind)


class Block(nn.Module):
    cfg: object

    @nn.compact
    def __call__(self, x, train):
        mult = 2 if self.cfg.gate == "glu" else 1
        h = nn.Dense(self.cfg.width * mult)(nn.LayerNorm()(x))
        h = gate_fn(self.cfg.gate, h)
        if self.cfg.dropout > 0.0:
            h = nn.Dropout(self.cfg.dropout, deterministic=not train)(h)
        h = nn.Dense(x.shape[-1])(h)
        if self.cfg.residual:
            return x + h
        return h
