import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class AffineCoupling(eqx.Module):
    net: eqx.nn.MLP
    split: int
    flip: bool
    scale_clip: float

    def __init__(self, dim, hidden, depth, flip, scale_clip, *, key):
        self.split = int(np.ceil(dim / 2))
        self.flip = flip
        self.scale_clip = scale_clip
        n_out = dim - self.split
        self.net = eqx.nn.MLP(self.split, 2 * n_out, hidden, depth, activation=jax.nn.tanh, key=key)

    def _partition(self, x):
        if self.flip:
            x = x[::-1]
        return x[: self.split], x[self.split:]

    def _merge(self, a, b):
        x = jnp.concatenate([a, b])
        if self.flip:
            x = x[::-1]
        return x

    def _shift_and_log_scale(self, cond):
        out = self.net(cond)
        shift, raw = jnp.split(out, 2)
        return shift, self.scale_clip * jnp.tanh(raw / self.scale_clip)

    def forward(self, z):
        z1, z2 = self._partition(z)
        shift, log_scale = self._shift_and_log_scale(z1)
        x2 = z2 * jnp.exp(log_scale) + shift
        return self._merge(z1, x2), jnp.sum(log_scale)

    def inverse(self, x):
        x1, x2 = self._partition(x)
        shift, log_scale = self._shift_and_log_scale(x1)
        z2 = (x2 - shift) * jnp.exp(-log_scale)
        return self._merge(x1, z2), -jnp.sum(log_scale)
