import jax.numpy as jnp

from . import flows, monitor


def nll_loss(params, x):
    z, logdet, layer_logdet = flows.forward(params, x)
    base_lp = flows.base_log_prob(z)
    loss = -jnp.mean(base_lp + logdet)
    monitor.record("layer_logdet", layer_logdet)
    return loss, {"base_lp": jnp.mean(base_lp)}
