"""`jax.debug.callback` hands the runtime values to ordinary Python logging."""

import logging

import jax
import jax.numpy as jnp

logging.basicConfig(level=logging.INFO)
log = logging.getLogger(__name__)


def log_norms(norm, max_norm):
    log.info("grad norm %s, max norm %s", norm, max_norm)


@jax.jit
def clip_gradient(grad, max_norm):
    norm = jnp.linalg.norm(grad)
    jax.debug.callback(log_norms, norm, max_norm)
    return grad * jnp.minimum(1.0, max_norm / norm)


clip_gradient(jnp.array([3.0, 4.0]), 1.0)
