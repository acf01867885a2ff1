"""Filtering a dataset eagerly, then fitting with a jitted solver."""
import jax
import jax.numpy as jnp


def load(key, n):
    kx, kn = jax.random.split(key)
    x = jax.random.uniform(kx, (n, 2), minval=-2, maxval=2)
    y = 3 * x[:, 0] - x[:, 1] + 0.1 * jax.random.normal(kn, (n,))
    return x, y


def filter_valid(x, y):
    keep = jnp.all(jnp.abs(x) < 1.5, axis=1)
    return x[keep], y[keep]


@jax.jit
def least_squares(x, y):
    design = jnp.concatenate([x, jnp.ones((x.shape[0], 1))], axis=1)
    return jnp.linalg.solve(design.T @ design, design.T @ y)


if __name__ == "__main__":
    x, y = load(jax.random.PRNGKey(0), 300)
    xf, yf = filter_valid(x, y)
    if xf.shape[0] > 10:
        print(xf.shape[0], least_squares(xf, yf))
