import jax
import jax.numpy as jnp


def hvp_consistency(energy, x, key):
    v = jax.random.normal(key, x.shape)
    _, hvp = jax.linearize(jax.grad(energy), x)
    _, jvp_val = jax.jvp(jax.grad(energy), (x,), (v,))
    return jnp.max(jnp.abs(hvp(v) - jvp_val))
