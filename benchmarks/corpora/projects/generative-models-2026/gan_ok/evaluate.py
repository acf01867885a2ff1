import functools

import numpy as np
import jax


@functools.partial(jax.jit, static_argnames=("num", "latent_dim"))
def generate(g_state, key, num, latent_dim):
    z = jax.random.normal(key, (num, latent_dim))
    return g_state.apply_fn({"params": g_state.params}, z)


def ring_coverage(samples, centers, radius=0.3):
    samples = np.asarray(samples)
    d = np.linalg.norm(samples[:, None] - centers[None], axis=-1)
    close = d.min(1) < radius
    modes_hit = np.unique(d.argmin(1)[close])
    return len(modes_hit), float(close.mean())
