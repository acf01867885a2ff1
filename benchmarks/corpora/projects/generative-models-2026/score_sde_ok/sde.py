import math

import numpy as np
import jax
import jax.numpy as jnp


class VESDE:
    def __init__(self, sigma_min=0.02, sigma_max=4.0, num_scales=40):
        self.sigma_min = sigma_min
        self.sigma_max = sigma_max
        self.num_scales = num_scales
        self._discrete_sigmas = None

    @property
    def discrete_sigmas(self):
        if self._discrete_sigmas is None:
            self._discrete_sigmas = np.exp(np.linspace(math.log(self.sigma_min), math.log(self.sigma_max), self.num_scales))
        return self._discrete_sigmas

    def sigma(self, t):
        return self.sigma_min * (self.sigma_max / self.sigma_min) ** t

    def marginal_prob(self, x, t):
        return x, self.sigma(t)

    def prior_sampling(self, key, shape):
        return self.sigma_max * jax.random.normal(key, shape)

    def prior_logp(self, z):
        d = z.shape[-1]
        return (-0.5 * d * jnp.log(2 * jnp.pi * self.sigma_max ** 2)
                - jnp.sum(z ** 2, axis=-1) / (2 * self.sigma_max ** 2))
