import jax.numpy as jnp


def banana_log_density(x, a, b):
    u = x[0] / a
    v = a * x[1] - b * (x[0] ** 2 + a ** 2)
    return -0.5 * (u ** 2 + v ** 2)


class Gaussian:
    def __init__(self, mean, cov=None):
        self.mean = jnp.asarray(mean, dtype=jnp.float32)
        if cov is None:
            cov = jnp.eye(self.mean.shape[0])
        self.prec = jnp.linalg.inv(jnp.asarray(cov, dtype=jnp.float32))
        self.dim = self.mean.shape[0]

    def log_prob(self, x):
        d = x - self.mean
        return -0.5 * d @ self.prec @ d


class BoundedBanana:
    """Twisted Gaussian restricted to the box [-bound, bound]^2."""

    def __init__(self, a=1.0, b=0.5, bound=6.0):
        self.a = a
        self.b = b
        self.bound = bound
        self.dim = 2

    def log_prob(self, x):
        if jnp.any(jnp.abs(x) > self.bound):
            return -jnp.inf
        return banana_log_density(x, self.a, self.b)

    def reference_mean(self):
        return (0.0, self.b * (1.0 + self.a ** 2) / self.a)
