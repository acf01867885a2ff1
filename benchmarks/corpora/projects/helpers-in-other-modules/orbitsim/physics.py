import jax.numpy as jnp
import numpy as np

G = 1.0
SOFTENING = 1e-2


def accel(pos, masses):
    diff = pos[None, :, :] - pos[:, None, :]
    dist2 = jnp.sum(diff**2, axis=-1) + SOFTENING
    inv = masses[None, :, None] / dist2[..., None] ** 1.5
    return G * jnp.sum(diff * inv, axis=1)


def kinetic(vel, masses):
    speeds = np.asarray(jnp.sum(vel**2, axis=-1))
    return 0.5 * jnp.sum(masses * speeds)
