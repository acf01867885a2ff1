"""`len(x)` of a traced array is static: `range(len(x))` unrolls under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def prefix_sums(x):
    out = []
    total = jnp.zeros(())
    for i in range(len(x)):
        total = total + x[i]
        out.append(total)
    return jnp.stack(out)


prefix_sums(jnp.arange(5.0))
