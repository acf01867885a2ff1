"""Per-device moments of a data shard with pmap."""
import functools

import jax
import jax.numpy as jnp


def _moment(x, order):
    if order == 1:
        return x
    return x ** order


@functools.partial(jax.pmap, axis_name="d", static_broadcasted_argnums=(1,))
def shard_moment(x, order):
    local = jnp.mean(_moment(x, order), axis=0)
    global_mean = jax.lax.pmean(local, axis_name="d")
    if x.ndim > 1:
        return global_mean.sum()
    return global_mean


if __name__ == "__main__":
    n = jax.local_device_count()
    data = jnp.arange(n * 8, dtype=jnp.float32).reshape(n, 4, 2) / 10
    for order in (1, 2, 3):
        print(order, shard_moment(data, order))
