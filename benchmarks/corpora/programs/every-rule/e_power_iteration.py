"""Power iteration with a static number of steps."""
import functools

import jax
import jax.numpy as jnp


def normalise(v):
    return v / jnp.linalg.norm(v)


@functools.partial(jax.jit, static_argnames=("n_iter", "verbose"))
def top_eigenvector(mat, v0, n_iter, verbose=False):
    v = normalise(v0)
    for i in range(n_iter):
        v = normalise(mat @ v)
        if verbose and i == n_iter - 1:
            print("final iterate", v)
    if n_iter > 5:
        v = jnp.sign(v[0]) * v
    return v, v @ mat @ v


a = jax.random.normal(jax.random.PRNGKey(0), (5, 5))
mat = a @ a.T
vec, val = top_eigenvector(mat, jnp.ones(5), n_iter=20, verbose=True)
print(val)
vec, val = top_eigenvector(mat, jnp.ones(5), 3)
print(val)
