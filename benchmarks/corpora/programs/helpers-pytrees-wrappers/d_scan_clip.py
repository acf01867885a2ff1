"""Running sum with a carry-dependent clipping threshold."""
import jax
import jax.numpy as jnp
from jax import lax


def _threshold(limit, scale):
    return float(limit) * scale


def _clip(value, limit):
    bound = _threshold(limit, 1.5)
    return jnp.clip(value, -bound, bound)


def _step(carry, x):
    total, limit = carry
    total = _clip(total + x, limit)
    limit = limit * 1.01
    return (total, limit), total


def clipped_cumsum(xs, limit):
    init = (jnp.zeros(()), jnp.asarray(limit))
    _, out = lax.scan(_step, init, xs)
    return out


if __name__ == "__main__":
    xs = jnp.array([0.5, 1.0, 2.0, -3.0, 0.25, 4.0])
    print(clipped_cumsum(xs, 2.0))
