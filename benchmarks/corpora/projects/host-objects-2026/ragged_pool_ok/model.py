"""A linear softmax classifier as an equinox Module with host-side init."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Linear(eqx.Module):
    weight: jax.Array
    bias: jax.Array

    def __init__(self, n_in, n_out, seed=0):
        rng = np.random.default_rng(seed)
        self.weight = jnp.asarray(rng.normal(0.0, 0.1, (n_out, n_in)), jnp.float32)
        self.bias = jnp.zeros(n_out, jnp.float32)

    def __check_init__(self):
        if self.weight.shape[0] != self.bias.shape[0]:
            raise ValueError("weight and bias disagree on output size")

    def __call__(self, x):
        return x @ self.weight.T + self.bias
