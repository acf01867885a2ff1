import math

import numpy as np
import jax.numpy as jnp


def _cosine_betas(num_steps, s=0.008):
    steps = np.arange(num_steps + 1, dtype=np.float64)
    f = np.cos(((steps / num_steps) + s) / (1 + s) * math.pi / 2) ** 2
    alphas_bar = f / f[0]
    betas = 1.0 - alphas_bar[1:] / alphas_bar[:-1]
    return np.clip(betas, 1e-5, 0.999)


def _linear_betas(num_steps, start=1e-4, end=0.02):
    scale = 1000.0 / num_steps
    return np.linspace(scale * start, scale * end, num_steps, dtype=np.float64)


class NoiseSchedule:
    def __init__(self, num_steps=50, kind="cosine"):
        if kind == "cosine":
            betas = _cosine_betas(num_steps)
        elif kind == "linear":
            betas = _linear_betas(num_steps)
        else:
            raise ValueError(f"unknown schedule {kind!r}")
        alphas = 1.0 - betas
        alphas_bar = np.cumprod(alphas)
        alphas_bar_prev = np.append(1.0, alphas_bar[:-1])
        post_var = betas * (1.0 - alphas_bar_prev) / (1.0 - alphas_bar)

        self.num_steps = num_steps
        self.betas = jnp.asarray(betas, jnp.float32)
        self.alphas = jnp.asarray(alphas, jnp.float32)
        self.alphas_bar = jnp.asarray(alphas_bar, jnp.float32)
        self.sqrt_alphas_bar = jnp.asarray(np.sqrt(alphas_bar), jnp.float32)
        self.sqrt_one_minus_alphas_bar = jnp.asarray(np.sqrt(1.0 - alphas_bar), jnp.float32)
        self.posterior_variance = jnp.asarray(post_var, jnp.float32)

    def q_sample(self, x0, t, noise):
        a = self.sqrt_alphas_bar[t][:, None]
        b = self.sqrt_one_minus_alphas_bar[t][:, None]
        return a * x0 + b * noise

    def posterior_mean(self, x_t, t, eps):
        coef = self.betas[t] / self.sqrt_one_minus_alphas_bar[t]
        return (x_t - coef * eps) / jnp.sqrt(self.alphas[t])

    def noise_scale(self, t):
        if t == 0:
            return 0.0
        return jnp.sqrt(self.posterior_variance[t])
