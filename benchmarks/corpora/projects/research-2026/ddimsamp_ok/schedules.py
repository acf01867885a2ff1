import math

import jax.numpy as jnp
import numpy as np


def alpha_bar(t, s=0.008):
    angle = (t + s) / (1.0 + s) * math.pi / 2.0
    return jnp.cos(angle) ** 2


def make_table(num_timesteps):
    ts = np.linspace(0.0, 1.0, num_timesteps + 1)
    return np.array([alpha_bar(t) for t in ts], dtype=np.float32)


def ddim_coefficients(t, t_next, eta):
    a_t = alpha_bar(t)
    a_next = alpha_bar(t_next)
    sigma = eta * ((1 - a_next) / (1 - a_t) * (1 - a_t / a_next)) ** 0.5
    c_noise = (1 - a_next - sigma ** 2) ** 0.5
    return a_t, a_next, sigma, c_noise
