import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="n_iter")
def power_iteration(mat, vec, n_iter):
    for _ in range(n_iter):
        vec = mat @ vec
        vec = vec / jnp.linalg.norm(vec)
    return vec


@functools.partial(jax.jit, static_argnames="n_iter")
def spectral_normalize(weight, n_iter=10):
    v = power_iteration(weight.T @ weight, jnp.ones(weight.shape[1]), n_iter=n_iter)
    sigma = jnp.linalg.norm(weight @ v)
    return weight / sigma, sigma


def mlp(params, x, sizes):
    for (w, b), _ in zip(params, sizes[1:]):
        x = jnp.tanh(x @ w + b)
    return x


mlp_jit = jax.jit(mlp, static_argnums=2)

sizes = (4, 8, 2)
keys = jax.random.split(jax.random.key(0), len(sizes) - 1)
params = [
    (spectral_normalize(jax.random.normal(k, (m, n)), n_iter=25)[0], jnp.zeros(n))
    for k, m, n in zip(keys, sizes[:-1], sizes[1:])
]
print(mlp_jit(params, jnp.ones((3, 4)), sizes).round(3))
print([round(float(jnp.linalg.svd(w, compute_uv=False)[0]), 3) for w, _ in params])
