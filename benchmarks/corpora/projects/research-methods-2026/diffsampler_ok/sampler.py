import jax
import jax.numpy as jnp


class AncestralSampler:
    """DDPM reverse process p(x_{t-1} | x_t)."""

    def __init__(self, model, schedule, clip=3.0):
        self.model = model
        self.schedule = schedule
        self.clip = clip

    def predict_eps(self, params, x, t):
        tt = jnp.full((x.shape[0],), t)
        return self.model.apply(params, x, tt)

    def step(self, params, x, t, key):
        beta, alpha, abar, var = self.schedule.coeffs(t)
        eps = self.predict_eps(params, x, t)
        mean = (x - beta / jnp.sqrt(1.0 - abar) * eps) / jnp.sqrt(alpha)
        mean = jnp.clip(mean, -self.clip, self.clip)
        noise = jax.random.normal(key, x.shape)
        nonzero = (t > 0).astype(x.dtype)
        return mean + nonzero * jnp.sqrt(var) * noise
