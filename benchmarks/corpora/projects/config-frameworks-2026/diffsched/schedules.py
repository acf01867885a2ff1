import math

import jax.numpy as jnp
import numpy as np


class LinearSchedule:
    def __init__(self, num_steps, beta_start, beta_end):
        betas = np.linspace(beta_start, beta_end, num_steps, dtype=np.float64)
        self.num_steps = num_steps
        self.alpha_bars = jnp.asarray(np.cumprod(1.0 - betas), dtype=jnp.float32)

    def alpha_bar(self, t):
        idx = jnp.round(t * (self.num_steps - 1)).astype(jnp.int32)
        idx = jnp.clip(idx, 0, self.num_steps - 1)
        return self.alpha_bars[idx]


class CosineSchedule:
    def __init__(self, s, t_max):
        self.s = s
        self.t_max = t_max
        self._f0 = math.cos(s / (1.0 + s) * math.pi / 2) ** 2

    def _clamp(self, t):
        if t > self.t_max:
            return self.t_max
        return t

    def alpha_bar(self, t):
        t = self._clamp(t)
        f = jnp.cos((t + self.s) / (1.0 + self.s) * jnp.pi / 2) ** 2
        return f / self._f0


def build_schedule(cfg):
    if cfg.name == "linear":
        return LinearSchedule(cfg.num_steps, cfg.beta_start, cfg.beta_end)
    if cfg.name == "cosine":
        return CosineSchedule(cfg.s, cfg.t_max)
    raise ValueError(f"unknown schedule {cfg.name!r}")
