import jax
import jax.numpy as jnp


def parabolic_offset(power, i):
    n = power.shape[0]
    i = jnp.clip(i, 1, n - 2)
    a, b, c = jnp.log(power[i - 1]), jnp.log(power[i]), jnp.log(power[i + 1])
    return 0.5 * (a - c) / (a - 2.0 * b + c)


def refine_all(power, idx, df):
    offsets = jax.vmap(parabolic_offset, in_axes=(None, 0))(power, idx)
    freqs = (idx + offsets) * df
    return jnp.where(idx >= 0, freqs, jnp.nan)
