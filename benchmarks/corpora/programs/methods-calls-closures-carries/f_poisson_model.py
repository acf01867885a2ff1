"""Poisson regression trained by gradient descent on a method."""
import jax
import jax.numpy as jnp
import numpy as np


class PoissonReg:
    def __init__(self, n_features):
        self.n_features = n_features

    def rate(self, w, x):
        return np.exp(x @ w)

    def loss(self, w, x, counts):
        r = self.rate(w, x)
        return jnp.mean(r - counts * jnp.log(r))


model = PoissonReg(3)
x = jax.random.normal(jax.random.PRNGKey(3), (16, 3))
counts = jnp.arange(16.0) % 4
w = jnp.zeros(3)
g = jax.grad(model.loss)(w, x, counts)
print(g)
