import math

import jax.numpy as jnp
from jax.scipy.linalg import cho_solve, solve_triangular

from .kernels import KERNELS, gram
from .params import constrain


class GPRegressor:
    def __init__(self, kernel_name, x, y, jitter=1e-5):
        self.kernel = KERNELS[kernel_name]
        self.x = x
        self.y = y
        self.jitter = jitter
        self._factor = None

    def covariance(self, hp):
        n = self.x.shape[0]
        k = gram(self.kernel, self.x, self.x, hp)
        return k + (hp["noise"] ** 2 + self.jitter) * jnp.eye(n)

    def factorize(self, hp):
        chol = jnp.linalg.cholesky(self.covariance(hp))
        alpha = cho_solve((chol, True), self.y)
        return chol, alpha

    def neg_log_marginal_likelihood(self, raw):
        hp = constrain(raw)
        chol, alpha = self.factorize(hp)
        self._factor = (chol, alpha)
        n = self.y.shape[0]
        data_fit = 0.5 * jnp.dot(self.y, alpha)
        complexity = jnp.sum(jnp.log(jnp.diag(chol)))
        return data_fit + complexity + 0.5 * n * math.log(2.0 * math.pi)

    def predict(self, raw, x_new):
        hp = constrain(raw)
        if self._factor is None:
            self._factor = self.factorize(hp)
        chol, alpha = self._factor
        k_star = gram(self.kernel, x_new, self.x, hp)
        mean = k_star @ alpha
        v = solve_triangular(chol, k_star.T, lower=True)
        var = hp["variance"] - jnp.sum(v ** 2, axis=0) + hp["noise"] ** 2
        return mean, var
