"""`jaxthink_typing.jit(f)` keeps `f`'s signature and JAX's methods, for mypy (with and
without the plugin) and pyright. Lines marked `# E:` must be errors; no other line is."""

from __future__ import annotations

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static


def pad(x: jax.Array, n: Static[int]) -> jax.Array:
    return jnp.concatenate([x, jnp.zeros(n)])


fast = jaxthink_typing.jit(pad)
padded: jax.Array = fast(jnp.ones(2), 3)
lowered: jax.stages.Lowered = fast.lower(jnp.ones(2), 3)
text: str = lowered.as_text()
traced: jax.stages.Traced = fast.trace(jnp.ones(2), n=3)
shape = fast.eval_shape(jax.ShapeDtypeStruct((2,), jnp.float32), 3)  # JAX takes these
fast(jnp.ones(2), "three")  # E: wrong type
fast(jnp.ones(2))  # E: missing argument
wrong: str = fast(jnp.ones(2), 3)  # E: wrong result


@jaxthink_typing.jit(donate_argnums=0)
def tile(x: jax.Array, times: Static[int]) -> jax.Array:
    return jnp.tile(x, times)


tiled: jax.Array = tile(jnp.ones(2), 2)
tile.lower(jnp.ones(2), times=2).compile()
tile(jnp.ones(2), times=None)  # E: wrong type
