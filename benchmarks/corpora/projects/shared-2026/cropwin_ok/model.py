import jax
import jax.numpy as jnp

from . import ops


def init(key, channels, kernel):
    return {"k": 0.1 * jax.random.normal(key, (channels, kernel)), "mix": jnp.ones((channels,)) / channels}


def denoise(params, x):
    def one_channel(k):
        return jax.vmap(lambda s: ops.conv1d(s, k))(x)

    per_channel = jax.vmap(one_channel)(params["k"])
    return x + jnp.einsum("c,cbn->bn", params["mix"], per_channel)
