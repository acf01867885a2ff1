"""Newton iteration for square roots with lax.while_loop and an iteration cap."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def newton_sqrt(a, tol=1e-5):
    def keep_going(state):
        guess, step = state
        residual = jnp.abs(guess * guess - a)
        return jnp.logical_and(residual > tol * jnp.maximum(a, 1.0), step < 50)

    def refine(state):
        guess, step = state
        return 0.5 * (guess + a / guess), step + 1

    init = (jnp.maximum(a, 1.0), jnp.int32(0))
    guess, steps = lax.while_loop(keep_going, refine, init)
    return guess, steps


def check(values):
    results = []
    for v in values:
        r, n = newton_sqrt(jnp.float32(v))
        results.append((float(r), int(n)))
    return results


if __name__ == "__main__":
    vals = [2.0, 9.0, 0.25, 100.0]
    for v, (r, n) in zip(vals, check(vals)):
        assert abs(r * r - v) < 1e-3 * max(v, 1.0)
        print(f"sqrt({v}) ~ {r:.6f} after {n} steps")
