"""Equinox autoencoder that may tie encoder and decoder weights."""

import equinox as eqx
import jax
import jax.numpy as jnp


class AutoEncoder(eqx.Module):
    enc: jax.Array
    dec: jax.Array

    def __init__(self, n_in: int, n_code: int, key: jax.Array, tied: bool = False):
        k1, k2 = jax.random.split(key)
        self.enc = jax.random.normal(k1, (n_in, n_code)) * 0.1
        self.dec = self.enc.T if tied else jax.random.normal(k2, (n_code, n_in)) * 0.1


def _is_tied(model: AutoEncoder) -> bool:
    return jnp.array_equal(model.enc.T, model.dec)


def _decoder_weight(model: AutoEncoder) -> jax.Array:
    if _is_tied(model):
        return model.enc.T
    return model.dec


def reconstruct(model: AutoEncoder, x: jax.Array) -> jax.Array:
    code = jnp.tanh(x @ model.enc)
    return code @ _decoder_weight(model)


@eqx.filter_jit
def loss(model: AutoEncoder, x: jax.Array) -> jax.Array:
    return jnp.mean((reconstruct(model, x) - x) ** 2)


if __name__ == "__main__":
    model = AutoEncoder(8, 3, jax.random.PRNGKey(0), tied=True)
    x = jax.random.normal(jax.random.PRNGKey(1), (16, 8))
    print(loss(model, x))
