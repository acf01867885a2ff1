import jax
import jax.numpy as jnp

from .layers import coupling_forward, coupling_inverse, init_coupling


def masks(num_couplings, dim=2):
    base = (jnp.arange(dim) % 2).astype(jnp.float32)
    return [base if i % 2 == 0 else 1.0 - base for i in range(num_couplings)]


def init_flow(key, num_couplings, hidden, dim=2):
    keys = jax.random.split(key, num_couplings)
    return [init_coupling(k, dim, hidden) for k in keys]


def forward(params, x):
    logdet = jnp.zeros(x.shape[0])
    per_layer = []
    for p, m in zip(params, masks(len(params), x.shape[-1])):
        x, ld = coupling_forward(p, x, m)
        logdet = logdet + ld
        per_layer.append(jnp.mean(ld))
    return x, logdet, jnp.stack(per_layer)


def inverse(params, z):
    for p, m in reversed(list(zip(params, masks(len(params), z.shape[-1])))):
        z = coupling_inverse(p, z, m)
    return z


def base_log_prob(z):
    return -0.5 * jnp.sum(z ** 2, axis=-1) - 0.5 * z.shape[-1] * jnp.log(2 * jnp.pi)
