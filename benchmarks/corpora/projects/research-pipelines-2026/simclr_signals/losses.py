import jax
import jax.numpy as jnp
import numpy as np


def l2_normalize(z, eps=1e-8):
    return z / (np.linalg.norm(z, axis=-1, keepdims=True) + eps)


def nt_xent(z1, z2, temperature):
    """Normalised temperature-scaled cross entropy over 2N views."""
    n = z1.shape[0]
    z = l2_normalize(jnp.concatenate([z1, z2], axis=0))
    sim = z @ z.T / temperature
    sim = jnp.where(jnp.eye(2 * n, dtype=bool), -1e9, sim)
    pos = jnp.concatenate([jnp.arange(n, 2 * n), jnp.arange(0, n)])
    logp = jax.nn.log_softmax(sim, axis=-1)
    return -jnp.mean(logp[jnp.arange(2 * n), pos])


def chance_level(batch_size):
    # loss of a uniform similarity matrix, handy as a reference line in logs
    return float(np.log(2 * batch_size - 1))
