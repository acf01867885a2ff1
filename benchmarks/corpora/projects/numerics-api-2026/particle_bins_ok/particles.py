import jax
import jax.numpy as jnp


def sample_snapshots(key, n_snap, n_part, box):
    k_pos, k_mass, k_vel = jax.random.split(key, 3)
    centers = jnp.linspace(0.3, 0.7, n_snap)[:, None] * box
    pos = centers + 0.1 * box * jax.random.normal(k_pos, (n_snap, n_part))
    pos = jnp.clip(pos, 0.0, box * 0.999)
    mass = jax.random.uniform(k_mass, (n_snap, n_part), minval=0.5, maxval=1.5)
    vel = jax.random.normal(k_vel, (n_snap, n_part))
    return pos, mass, vel
