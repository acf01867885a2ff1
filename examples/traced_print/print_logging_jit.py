"""`logging.info` of a traced gradient norm logs a tracer, once, at trace time."""

import logging

import jax
import jax.numpy as jnp

logging.basicConfig(level=logging.INFO)
log = logging.getLogger(__name__)


@jax.jit
def clip_gradient(grad, max_norm):
    norm = jnp.linalg.norm(grad)
    logging.info("grad norm %s", norm)  # N: jax-traced-print
    log.info("max norm %s, grad %s", max_norm, grad)  # N: jax-traced-print
    return grad * jnp.minimum(1.0, max_norm / norm)


clip_gradient(jnp.array([3.0, 4.0]), 1.0)
