import jax.numpy as jnp


def residual_norm(state):
    return jnp.sqrt(jnp.sum(state.fx ** 2))


def make_cond(tol, maxiter):
    def cond(state):
        return residual_norm(state) > tol and state.it < maxiter
    return cond
