import jax
import jax.numpy as jnp


def describe(theta, name):
    rho = jax.nn.sigmoid(theta.rho_raw)
    q = jax.nn.softplus(theta.q_raw)
    r = jax.nn.softplus(theta.r_raw)
    print(f"[{name}] omega={float(theta.omega):.3f} rho={float(rho):.3f} q={jnp.round(q, 4)} r={jnp.round(r, 4)}")


def rmse(a, b):
    return float(jnp.sqrt(jnp.mean((a - b) ** 2)))
