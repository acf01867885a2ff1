"""`jax._src.core.eval_context()`, the form of `jax.ensure_compile_time_eval()` that JAX's
own tests use: under `jit`, `jnp` on constants inside it gives concrete arrays, which an
`assert` and an `if` may test."""

import jax
import jax.numpy as jnp
from jax._src import core


@jax.jit
def shifted(x):
    with core.eval_context():
        assert jnp.add(1, 1) == 2
        step = 1.0
        if jnp.sin(1.0) > 0:
            step = 2.0
    return x + step


assert float(shifted(1.0)) == 3.0
