from __future__ import annotations

import jax
import jax.numpy as jnp


def clip_step(t: jax.Array, h: float, t_end: jax.Array) -> jax.Array:
    remaining = t_end - t
    return jnp.minimum(jnp.asarray(h, dtype=remaining.dtype), remaining)


def steps_needed(span: float, max_dt: float) -> int:
    n = int(span / max_dt)
    return n if n * max_dt >= span else n + 1
