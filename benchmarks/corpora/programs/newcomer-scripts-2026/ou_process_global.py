import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

params = {"theta": 0.7, "mu": 1.5, "sigma": 0.3, "dt": 0.01}
trajectory = []


def ou_step(x, noise):
    drift = params["theta"] * (params["mu"] - x) * params["dt"]
    diffusion = params["sigma"] * jnp.sqrt(params["dt"]) * noise
    x_new = x + drift + diffusion
    trajectory.append(x_new)
    return x_new, None


def simulate(key, x0, n_steps):
    noises = jax.random.normal(key, (n_steps,))
    x_final, _ = lax.scan(ou_step, x0, noises)
    return x_final


x_final = simulate(jax.random.PRNGKey(0), 0.0, 2000)
print("final value:", float(x_final))
path = jnp.stack(trajectory)
print("path mean (should approach mu):", np.asarray(path[1000:]).mean())
