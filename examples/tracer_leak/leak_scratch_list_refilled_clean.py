"""A scratch list of index slots that each loop body fills before it reads it (a ragged
cache update): the tracers left in the list after each trace are never read again, so
nothing raises. A leak bites only where a stale tracer is read after its trace."""

import jax
import jax.numpy as jnp


@jax.jit
def update_caches(k_cache, v_cache, k_new, v_new, lengths):
    slots = [0, 0]

    def key_body(i, cache):
        slots[0] = i
        slots[1] = lengths[i]
        return cache.at[tuple(slots)].set(k_new[i])

    def value_body(i, cache):
        slots[0] = i
        slots[1] = lengths[i]
        return cache.at[tuple(slots)].set(v_new[i])

    k = jax.lax.fori_loop(0, k_cache.shape[0], key_body, k_cache)
    v = jax.lax.fori_loop(0, v_cache.shape[0], value_body, v_cache)
    return k, v


keys, values = update_caches(
    jnp.zeros((3, 4)), jnp.zeros((3, 4)), jnp.ones(3), jnp.ones(3), jnp.array([0, 2, 3])
)
assert float(keys[1, 2]) == 1.0 and float(values[2, 3]) == 1.0
