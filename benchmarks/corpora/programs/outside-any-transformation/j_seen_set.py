"""Distinct cluster assignments visited by a sequence of points."""
import jax
import jax.numpy as jnp


@jax.jit
def assign(centres, x):
    d = jnp.sum((centres - x) ** 2, axis=-1)
    return jnp.argmin(d)


def visited(centres, points):
    seen = set()
    order = []
    for x in points:
        c = assign(centres, x)
        if c.item() not in order:
            order.append(c.item())
        seen.add(c)
    return order, len(seen)


def main():
    centres = jnp.array([[0.0, 0.0], [1.0, 1.0], [4.0, 0.0]])
    points = jnp.array([[0.1, 0.2], [3.9, 0.1], [0.2, 0.0], [1.1, 0.9]])
    print(visited(centres, points))


main()
