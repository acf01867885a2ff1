import jax.numpy as jnp


def rotation(theta):
    c, s = jnp.cos(theta), jnp.sin(theta)
    return jnp.array([[c, -s], [s, c]])


def damped_step(x, theta, damping=0.98):
    return damping * rotation(theta) @ x
