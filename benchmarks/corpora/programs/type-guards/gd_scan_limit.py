import jax
import jax.numpy as jnp
from jax import lax


def clamp_state(state, limit):
    if limit is None:
        return state
    if state is not None and state > limit:
        return limit
    return state


def accumulate(xs, limit=None):
    def body(total, x):
        total = clamp_state(total + x, limit)
        return total, total

    return lax.scan(body, jnp.float32(0.0), xs)


def main():
    xs = jnp.array([1.0, 2.0, 3.0, 4.0])
    final, hist = accumulate(xs)
    print(float(final), hist)
    final, hist = accumulate(xs, limit=5.0)
    print(float(final), hist)


if __name__ == "__main__":
    main()
