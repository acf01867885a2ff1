import jax.numpy as jnp


def residual_norm(state):
    return jnp.sqrt(jnp.sum(state.fx**2))


def keep_going(state, tol, max_iter):
    return jnp.logical_and(residual_norm(state) > tol, state.i < max_iter)
