"""Cast inputs depending on their dtype before a compiled reduction."""

import jax
import jax.numpy as jnp


def to_float(x):
    if not isinstance(x, jax.Array):
        x = jnp.asarray(x)
    if jnp.issubdtype(x.dtype, jnp.integer):
        return x.astype(jnp.float32)
    if x.dtype == jnp.float16:
        return x.astype(jnp.float32)
    return x


@jax.jit
def mean_square(x):
    x = to_float(x)
    return jnp.mean(x * x)


if __name__ == "__main__":
    print(mean_square(jnp.arange(5)))
    print(mean_square(jnp.ones(4, dtype=jnp.float16)))
    print(mean_square(jnp.array([0.5, 1.5])))
