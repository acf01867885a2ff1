"""Newton iteration for square roots, jitted, stopping at a tolerance."""
import jax
import jax.numpy as jnp


@jax.jit
def newton_sqrt(a, tol=1e-4):
    guess = jnp.maximum(a, 1.0)
    step = 0
    # keep refining while the residual is large
    while jnp.abs(guess * guess - a) > tol:
        guess = 0.5 * (guess + a / guess)
        step += 1
    return guess


def check(values):
    results = []
    for v in values:
        r = newton_sqrt(jnp.float32(v))
        results.append(float(r))
    return results


if __name__ == "__main__":
    vals = [2.0, 9.0, 0.25, 100.0]
    roots = check(vals)
    for v, r in zip(vals, roots):
        print(f"sqrt({v}) ~ {r:.6f}")
