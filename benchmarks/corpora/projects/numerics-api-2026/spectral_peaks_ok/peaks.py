import jax.numpy as jnp

MAX_PEAKS = 4


def local_maxima(p):
    left = jnp.concatenate([jnp.array([-jnp.inf]), p[:-1]])
    right = jnp.concatenate([p[1:], jnp.array([-jnp.inf])])
    return (p > left) & (p >= right)


def find_peaks(power, threshold):
    mask = local_maxima(power) & (power > threshold)
    (idx,) = jnp.where(mask, size=MAX_PEAKS, fill_value=-1)
    return idx
