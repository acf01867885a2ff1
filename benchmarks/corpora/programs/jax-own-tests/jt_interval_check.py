import jax
import jax.numpy as jnp


def in_band(x, lo, hi):
    return (x > lo) and (x < hi)


@jax.jit
def band_weight(x):
    inside = in_band(x, 0.0, 3.0)
    return jnp.where(inside, 1.0, 0.1) * x


values = [0.5, 2.0, 4.0]
print([float(band_weight(v)) for v in values])
