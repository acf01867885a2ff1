"""Escape-time counts for a grid of complex points, batched with vmap."""
import jax
import jax.numpy as jnp


def escape_count(c, max_iter):
    z = jnp.zeros((), dtype=jnp.complex64)
    count = 0
    for _ in range(max_iter):
        z = z * z + c
        count = count + (1 if jnp.abs(z) <= 2.0 else 0)
    return count


def make_grid(width, height):
    xs = jnp.linspace(-2.0, 0.5, width)
    ys = jnp.linspace(-1.2, 1.2, height)
    re, im = jnp.meshgrid(xs, ys)
    return (re + 1j * im).astype(jnp.complex64).ravel()


def render(points, max_iter):
    batched = jax.vmap(escape_count, in_axes=(0, None))
    return batched(points, max_iter)


points = make_grid(16, 12)
print("first point:", escape_count(points[0], 30))
counts = render(points, 30)
print(counts.reshape(12, 16))
