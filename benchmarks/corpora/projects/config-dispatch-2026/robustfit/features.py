import numpy as np
import jax.numpy as jnp

from .gin import configurable


@configurable
def make_features(x, kind="poly", degree=3):
    x = np.asarray(x, dtype=np.float64)
    if kind == "poly":
        phi = np.stack([x ** d for d in range(degree + 1)], axis=-1)
    elif kind == "legendre":
        phi = np.polynomial.legendre.legvander(x, degree)
    else:
        raise ValueError(kind)
    return jnp.asarray(phi, dtype=jnp.float32)
