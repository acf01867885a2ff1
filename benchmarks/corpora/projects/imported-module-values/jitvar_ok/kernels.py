import jax
import jax.numpy as jnp


def _pool(x, window):
    n = x.shape[0] // window
    return jnp.mean(x[: n * window].reshape(n, window), axis=1)


pool = jax.jit(_pool, static_argnums=1)
