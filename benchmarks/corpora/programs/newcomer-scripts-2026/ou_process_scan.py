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
    return x_new, x_new


def simulate(key, x0, n_steps):
    noises = jax.random.normal(key, (n_steps,))
    x_final, path = lax.scan(ou_step, x0, noises)
    return x_final, path


x_final, path = simulate(jax.random.PRNGKey(0), 0.0, 2000)
trajectory.extend(np.asarray(path).tolist())
print("final value:", float(x_final))
print("path mean (should approach mu):", np.mean(trajectory[1000:]))
