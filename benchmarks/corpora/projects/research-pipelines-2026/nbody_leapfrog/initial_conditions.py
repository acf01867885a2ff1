import jax
import jax.numpy as jnp


def plummer_sphere(key, n, scale=1.0):
    """Rough Plummer-like sphere; velocities drawn isotropically and then
    rescaled so the system starts close to virial equilibrium."""
    k_r, k_dir, k_v = jax.random.split(key, 3)
    u = jax.random.uniform(k_r, (n,), minval=0.05, maxval=0.95)
    r = scale / jnp.sqrt(u ** (-2.0 / 3.0) - 1.0)
    direction = jax.random.normal(k_dir, (n, 3))
    direction = direction / jnp.linalg.norm(direction, axis=-1, keepdims=True)
    pos = r[:, None] * direction
    vel = 0.3 * jax.random.normal(k_v, (n, 3))
    mass = jnp.full((n,), 1.0 / n)
    pos = pos - jnp.sum(mass[:, None] * pos, axis=0)
    vel = vel - jnp.sum(mass[:, None] * vel, axis=0)
    return {"pos": pos, "vel": vel, "mass": mass}
