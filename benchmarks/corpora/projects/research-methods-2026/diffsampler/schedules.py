import jax.numpy as jnp
import numpy as np


def linear_betas(T, beta_start, beta_end):
    return np.linspace(beta_start, beta_end, T, dtype=np.float32)


def cosine_betas(T, s=0.008, **unused):
    steps = np.arange(T + 1, dtype=np.float64) / T
    f = np.cos((steps + s) / (1 + s) * np.pi / 2) ** 2
    betas = 1 - f[1:] / f[:-1]
    return np.clip(betas, 0, 0.999).astype(np.float32)


BETA_SCHEDULES = {"linear": linear_betas, "cosine": cosine_betas}


class NoiseSchedule:
    """Holds the per-step tables of a discrete-time DDPM."""

    def __init__(self, cfg):
        fn = BETA_SCHEDULES[cfg.schedule]
        betas = fn(cfg.num_timesteps, beta_start=cfg.beta_start, beta_end=cfg.beta_end)
        alphas = 1.0 - betas
        alphas_cumprod = np.cumprod(alphas)
        alphas_cumprod_prev = np.concatenate([[1.0], alphas_cumprod[:-1]]).astype(np.float32)
        self.T = cfg.num_timesteps
        self.betas = jnp.asarray(betas)
        self.alphas = jnp.asarray(alphas)
        self.alphas_cumprod = jnp.asarray(alphas_cumprod)
        self.alphas_cumprod_prev = jnp.asarray(alphas_cumprod_prev)
        self.posterior_var = jnp.asarray(betas * (1.0 - alphas_cumprod_prev) / (1.0 - alphas_cumprod))

    def q_sample(self, x0, t, noise):
        # t: integer array of shape (batch,)
        abar = self.alphas_cumprod[t][:, None]
        return jnp.sqrt(abar) * x0 + jnp.sqrt(1.0 - abar) * noise

    def coeffs(self, t):
        # scalar timestep -> the coefficients used by one reverse step
        i = int(t)
        beta = self.betas[i]
        alpha = self.alphas[i]
        abar = self.alphas_cumprod[i]
        var = self.posterior_var[i]
        return beta, alpha, abar, var
