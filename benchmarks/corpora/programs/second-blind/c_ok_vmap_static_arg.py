"""Batched polynomial evaluation with a non-mapped degree."""
import jax
import jax.numpy as jnp


def chebyshev(x, degree):
    if degree == 0:
        return jnp.ones_like(x)
    t_prev, t = jnp.ones_like(x), x
    for _ in range(degree - 1):
        t_prev, t = t, 2 * x * t - t_prev
    return t


def basis(x, max_degree):
    return jnp.stack([chebyshev(x, d) for d in range(max_degree + 1)], axis=-1)


batched_basis = jax.vmap(basis, in_axes=(0, None))


def fit(xs, ys, max_degree):
    phi = batched_basis(xs, max_degree)
    coef, *_ = jnp.linalg.lstsq(phi, ys)
    return coef


if __name__ == "__main__":
    xs = jnp.linspace(-1, 1, 30)
    ys = jnp.exp(xs)
    print(fit(xs, ys, 4))
