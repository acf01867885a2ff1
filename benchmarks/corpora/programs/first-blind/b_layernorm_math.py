"""Layer normalisation over the last axis, per token."""

import math

import jax
import jax.numpy as jnp


def layer_norm(x: jax.Array, gain: jax.Array, bias: jax.Array) -> jax.Array:
    mu = x.mean()
    var = ((x - mu) ** 2).mean()
    return gain * (x - mu) / math.sqrt(var + 1e-5) + bias


@jax.jit
def normalize_tokens(tokens: jax.Array, gain: jax.Array, bias: jax.Array) -> jax.Array:
    return jax.vmap(layer_norm, in_axes=(0, None, None))(tokens, gain, bias)


if __name__ == "__main__":
    tokens = jax.random.normal(jax.random.PRNGKey(0), (5, 16))
    out = normalize_tokens(tokens, jnp.ones(16), jnp.zeros(16))
    print(out.mean(axis=-1), out.std(axis=-1))
