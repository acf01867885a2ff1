"""Trapezoid integral of sin with the grid size passed as a static argument."""
import jax
import jax.numpy as jnp


def trapezoid(scale, n):
    xs = jnp.linspace(0.0, jnp.pi, n)
    ys = scale * jnp.sin(xs)
    dx = xs[1] - xs[0]
    return dx * (ys.sum() - 0.5 * (ys[0] + ys[-1]))


integrate = jax.jit(trapezoid, static_argnames="n")
print(integrate(jnp.float32(2.0), n=64))
print(integrate(jnp.float32(2.0), n=128))
