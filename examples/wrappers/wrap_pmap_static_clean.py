"""`pmap` with `static_broadcasted_argnums`: the static argument may pick the code path."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.pmap, axis_name="devices", static_broadcasted_argnums=(1, 2))
def normalize(x, num_groups, center):
    groups = x.reshape(num_groups, -1)
    if center:
        groups = groups - groups.mean(axis=1, keepdims=True)
    scale = jax.lax.pmean(jnp.sqrt((groups**2).mean()), "devices")
    return (groups / scale).reshape(x.shape)


normalize(jnp.arange(8.0).reshape(1, 8), 2, True)
