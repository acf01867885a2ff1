"""Table of repeated squarings for a few bases near one.

After tests/lax_numpy_test.py, testAbstractionErrorMessage.
"""
import jax
import jax.numpy as jnp


@jax.jit
def repeated_square(base, depth):
    result = base
    for _ in range(depth):
        result = result * result
    return result


def tower_table(bases, depth):
    rows = []
    for b in bases:
        rows.append(repeated_square(jnp.float32(b), depth))
    return jnp.stack(rows)


table = tower_table([1.01, 1.02, 0.99], 3)
print(table)
