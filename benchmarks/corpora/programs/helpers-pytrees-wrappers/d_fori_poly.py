"""Sum of powers of a matrix computed with a loop."""
import jax
import jax.numpy as jnp
from jax import lax


def _power(m, k):
    out = jnp.eye(m.shape[0], dtype=m.dtype)
    for _ in range(k):
        out = out @ m
    return out


def _body(i, acc_and_m):
    acc, m = acc_and_m
    return acc + _power(m, i) / (i + 1.0), m


@jax.jit
def power_series(m):
    acc = jnp.zeros_like(m)
    acc, _ = lax.fori_loop(0, 4, _body, (acc, m))
    return acc


if __name__ == "__main__":
    m = jnp.array([[0.5, 0.1], [0.0, 0.3]])
    print(power_series(m))
