import jax
import jax.numpy as jnp


def pairwise_acceleration(pos, mass, softening, G):
    def accel_on(p_i):
        d = pos - p_i
        r2 = jnp.sum(d ** 2, axis=-1) + softening ** 2
        inv_r3 = r2 ** -1.5
        return G * jnp.sum((mass * inv_r3)[:, None] * d, axis=0)

    return jax.vmap(accel_on)(pos)


def potential_energy(pos, mass, softening, G):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d ** 2, axis=-1) + softening ** 2)
    mm = mass[:, None] * mass[None, :]
    off_diag = 1.0 - jnp.eye(pos.shape[0])
    return -0.5 * G * jnp.sum(off_diag * mm / r)
