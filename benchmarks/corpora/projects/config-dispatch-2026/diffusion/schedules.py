"""Noise schedules: ``alpha_bar(t)`` for integer timesteps ``t`` in [0, num_steps)."""
import numpy as np
import jax.numpy as jnp


class LinearSchedule:
    """DDPM linear-beta schedule, tabulated once from the static config."""

    def __init__(self, num_steps=1000, beta_start=1e-4, beta_end=0.02):
        betas = np.linspace(beta_start, beta_end, num_steps, dtype=np.float64)
        self.num_steps = num_steps
        self.table = jnp.asarray(np.cumprod(1.0 - betas), dtype=jnp.float32)

    def alpha_bar(self, t):
        return self.table[t]


class CosineSchedule:
    """Improved-DDPM cosine schedule, evaluated in closed form."""

    def __init__(self, num_steps=1000, s=0.008, min_alpha_bar=1e-4):
        self.num_steps = num_steps
        self.s = s
        self.min_alpha_bar = min_alpha_bar
        self.f0 = float(np.cos(s / (1.0 + s) * np.pi / 2) ** 2)

    def alpha_bar(self, t):
        u = ((t + 1) / self.num_steps + self.s) / (1.0 + self.s)
        f = np.cos(u * np.pi / 2) ** 2
        return jnp.clip(f / self.f0, self.min_alpha_bar, 1.0)
