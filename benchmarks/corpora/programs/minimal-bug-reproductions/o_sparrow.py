import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="n_iter")
def power_iteration(mat, vec, n_iter):
    for _ in range(n_iter):
        vec = mat @ vec
        vec = vec / jnp.linalg.norm(vec)
    return vec


@jax.jit
def spectral_normalize(weight, n_iter):
    v = power_iteration(weight.T @ weight, jnp.ones(weight.shape[1]), n_iter=n_iter)
    sigma = jnp.linalg.norm(weight @ v)
    return weight / sigma, sigma


w = jax.random.normal(jax.random.key(0), (6, 4))
w_sn, sigma = spectral_normalize(w, 20)
print(float(sigma), float(jnp.linalg.svd(w, compute_uv=False)[0]))
