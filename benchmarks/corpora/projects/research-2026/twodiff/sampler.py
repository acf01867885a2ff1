import equinox as eqx
import jax
import jax.numpy as jnp

from . import guidance, schedules


@eqx.filter_jit
def inpaint(model, observed, mask, key, cfg):
    sigmas = schedules.karras_sigmas(cfg)
    x = jax.random.normal(key, observed.shape) * sigmas[0]
    keys = jax.random.split(key, cfg.num_steps)

    def body(x, inputs):
        sigma, sigma_next, k = inputs
        k1, k2 = jax.random.split(k)
        sigma_hat = schedules.bumped_sigma(sigma, cfg)
        eps = jax.random.normal(k1, x.shape) * cfg.s_noise
        x_hat = x + jnp.sqrt(jnp.maximum(sigma_hat ** 2 - sigma ** 2, 0.0)) * eps
        denoised = jax.vmap(model, in_axes=(0, None))(x_hat, sigma_hat)
        d = (x_hat - denoised) / sigma_hat
        x_next = x_hat + (sigma_next - sigma_hat) * d
        x_next, frac = guidance.replace_known(
            x_next, observed, mask, sigma_next, jax.random.normal(k2, x.shape)
        )
        return x_next, frac

    x, fracs = jax.lax.scan(body, x, (sigmas[:-1], sigmas[1:], keys))
    return x, fracs
