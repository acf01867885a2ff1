import numpy as np

import jax.numpy as jnp


def linear_betas(T, beta_start=1e-4, beta_end=0.05):
    return np.linspace(beta_start, beta_end, T, dtype=np.float32)


class NoiseSchedule:
    def __init__(self, T):
        self.T = T
        self.betas = linear_betas(T)
        self.alphas = 1.0 - self.betas
        self.alpha_bars = np.cumprod(self.alphas)

    def coeffs(self, t):
        return self.betas[t], self.alphas[t], self.alpha_bars[t]

    def q_sample(self, x0, alpha_bar, noise):
        ab = jnp.reshape(alpha_bar, (-1, 1))
        return jnp.sqrt(ab) * x0 + jnp.sqrt(1.0 - ab) * noise
