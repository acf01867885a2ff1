import equinox as eqx
import jax
import jax.numpy as jnp


class AffineCoupling(eqx.Module):
    mask: jax.Array
    net: eqx.nn.MLP
    scale_clip: float = eqx.field(static=True)

    def __init__(self, mask, hidden, depth, scale_clip, *, key):
        dim = mask.shape[0]
        self.mask = mask
        self.net = eqx.nn.MLP(dim, 2 * dim, hidden, depth, activation=jax.nn.tanh, key=key)
        self.scale_clip = scale_clip

    @property
    def m(self):
        # the mask is a fixed binary pattern, never trained
        return jax.lax.stop_gradient(self.mask)

    def _st(self, x_masked):
        h = self.net(x_masked)
        s, t = jnp.split(h, 2)
        s = self.scale_clip * jnp.tanh(s / self.scale_clip)
        return s * (1 - self.m), t * (1 - self.m)

    def forward(self, x):
        # data -> latent
        xm = x * self.m
        s, t = self._st(xm)
        y = xm + (1 - self.m) * (x * jnp.exp(s) + t)
        return y, jnp.sum(s)

    def inverse(self, y):
        ym = y * self.m
        s, t = self._st(ym)
        x = ym + (1 - self.m) * ((y - t) * jnp.exp(-s))
        return x
