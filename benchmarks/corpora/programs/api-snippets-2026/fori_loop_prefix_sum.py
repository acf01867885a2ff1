import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def prefix_sums(x):
    out = jnp.zeros_like(x)

    def body(i, acc):
        partial_total = jnp.sum(x[: i + 1])
        return acc.at[i].set(partial_total)

    return lax.fori_loop(0, x.shape[0], body, out)


def check(x):
    expected = jnp.cumsum(x)
    got = prefix_sums(x)
    return jnp.allclose(got, expected), got


x = jnp.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0])
matches, result = check(x)
print(result, matches)
