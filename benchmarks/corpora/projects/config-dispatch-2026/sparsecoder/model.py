import equinox as eqx
import jax
import jax.numpy as jnp

from .activations import make_activation


class SparseAutoencoder(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear
    act: eqx.Module
    b_pre: jax.Array

    def __init__(self, d_in, mcfg, *, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(d_in, mcfg.d_hidden, key=k1)
        self.dec = eqx.nn.Linear(mcfg.d_hidden, d_in, use_bias=False, key=k2)
        self.act = make_activation(mcfg)
        self.b_pre = jnp.zeros(d_in)

    def encode(self, x):
        return self.act(self.enc(x - self.b_pre))

    def __call__(self, x):
        z = self.encode(x)
        return self.dec(z) + self.b_pre, z
