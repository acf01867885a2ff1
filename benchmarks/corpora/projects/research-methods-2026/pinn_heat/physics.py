import jax
import jax.numpy as jnp


def exact_solution(x, t, kappa):
    return jnp.exp(-kappa * jnp.pi ** 2 * t) * jnp.sin(jnp.pi * x)


def heat_residual(model, x, t):
    """Residual of u_t = kappa * u_xx at a single collocation point."""
    kappa = float(jnp.exp(model.log_kappa))
    u_t = jax.grad(model, argnums=1)(x, t)
    u_xx = jax.grad(jax.grad(model, argnums=0), argnums=0)(x, t)
    return u_t - kappa * u_xx


def initial_condition(x):
    return jnp.sin(jnp.pi * x)
