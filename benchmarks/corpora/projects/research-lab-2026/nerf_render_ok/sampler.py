import jax
import jax.numpy as jnp


class StratifiedSampler:
    def __init__(self, n_samples, step):
        self.n_samples = n_samples
        self.step = step

    def sample(self, key, origins, dirs, near, far):
        t = near + self.step * jnp.arange(self.n_samples)
        jitter = jax.random.uniform(key, origins.shape[:-1] + (t.shape[-1],))
        t = t + jitter * self.step
        t = jnp.minimum(t, far)
        points = origins[..., None, :] + t[..., None] * dirs[..., None, :]
        return points, t
