import jax.numpy as jnp

from .utils import log_scalars


def reconstruction_loss(model, x, l2_latent):
    recon, z = model(x)
    rec = jnp.mean((recon - x) ** 2)
    reg = l2_latent * jnp.mean(z ** 2)
    log_scalars("objective", rec=rec, reg=reg)
    return rec + reg
