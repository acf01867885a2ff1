import jax.numpy as jnp


def sq_dist(a, b):
    if a.ndim != 1:
        raise ValueError("expected vectors")
    d = a.shape[-1]
    return jnp.sum((a - b) ** 2) / d


def cosine_dist(a, b):
    return 1.0 - jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b) + 1e-9)


METRICS = {"sqeuclidean": sq_dist, "cosine": cosine_dist}
