"""Kernel matrix computation with a small result cache."""
import jax
import jax.numpy as jnp

_scale_cache = {}


def rbf(x, y, lengthscale):
    d2 = jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)
    return jnp.exp(-0.5 * d2 / lengthscale ** 2)


def scale_factor(lengthscale):
    if lengthscale in _scale_cache:
        return _scale_cache[lengthscale]
    value = 1.0 / (lengthscale * jnp.sqrt(2 * jnp.pi))
    _scale_cache[lengthscale] = value
    return value


@jax.jit
def gram(x, lengthscale):
    k = rbf(x, x, lengthscale)
    return k * scale_factor(lengthscale)


if __name__ == "__main__":
    pts = jax.random.normal(jax.random.PRNGKey(0), (6, 2))
    k = gram(pts, 0.7)
    print(k.shape, float(k[0, 0]))
