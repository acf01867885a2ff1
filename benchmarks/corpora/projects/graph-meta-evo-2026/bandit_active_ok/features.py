import jax
import jax.numpy as jnp


def make_rff(key, in_dim, n_features, lengthscale):
    kw, kb = jax.random.split(key)
    W = jax.random.normal(kw, (in_dim, n_features)) / lengthscale
    b = jax.random.uniform(kb, (n_features,), maxval=2 * jnp.pi)
    return W, b


@jax.jit
def rff(x, W, b):
    return jnp.sqrt(2.0 / W.shape[1]) * jnp.cos(x @ W + b)
