"""Newton iteration for elementwise square roots."""
import jax
import jax.numpy as jnp


def newton_update(x, a):
    return 0.5 * (x + a / x)


@jax.jit
def sqrt_newton(a):
    x = jnp.maximum(a, 1.0)
    err = jnp.max(jnp.abs(x * x - a))
    while err > 1e-5:
        x = newton_update(x, a)
        err = jnp.max(jnp.abs(x * x - a))
    return x


def check(values):
    approx = sqrt_newton(values)
    return jnp.max(jnp.abs(approx - jnp.sqrt(values)))


if __name__ == "__main__":
    vals = jnp.array([2.0, 9.0, 0.25, 100.0])
    print(float(check(vals)))
