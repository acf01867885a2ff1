import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=None)
def dct_matrix(n):
    k = np.arange(n)[:, None]
    i = np.arange(n)[None, :]
    m = np.cos(np.pi * (2 * i + 1) * k / (2 * n)) * np.sqrt(2.0 / n)
    m[0] /= np.sqrt(2.0)
    return m.astype(np.float32)


ACTIVATIONS = {"relu": jax.nn.relu, "tanh": jnp.tanh, "gelu": jax.nn.gelu}


@functools.partial(jax.jit, static_argnames=("activation",))
def compress(signal, keep, activation="relu"):
    basis = dct_matrix(signal.shape[-1])
    coeffs = signal @ basis.T
    ranks = jnp.arange(signal.shape[-1])
    coeffs = jnp.where(ranks < keep, coeffs, 0.0)
    return ACTIVATIONS[activation](coeffs @ basis)


signal = jnp.sin(jnp.linspace(0.0, 3.0, 16))[None, :].repeat(2, axis=0)
for keep in (2, 4, 8):
    approx = compress(signal, keep, activation="tanh")
    print(keep, float(jnp.abs(approx - jnp.tanh(signal)).max()))
print(dct_matrix.cache_info().currsize)
