import jax
import jax.numpy as jnp
import numpy as np

settings = {"n_cells": 64, "alpha": 0.2, "steps": 200, "max_temp": 150.0}
temps_log = []


def laplacian(u):
    return jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)


def check_stable(u):
    blew_up = jnp.max(jnp.abs(u)) > settings["max_temp"]
    return jnp.where(blew_up, jnp.zeros_like(u), u)


@jax.jit
def step(u):
    u_new = u + settings["alpha"] * laplacian(u)
    u_new = u_new.at[0].set(100.0)
    u_new = u_new.at[-1].set(0.0)
    return check_stable(u_new)


def run():
    u = jnp.zeros(settings["n_cells"])
    for i in range(settings["steps"]):
        u = step(u)
        if i % 50 == 0:
            temps_log.append(float(u.mean()))
            print("step", i, "mean temp", temps_log[-1])
    if float(jnp.max(u)) > 100.0:
        print("warning: overshoot")
    return np.asarray(u)


if __name__ == "__main__":
    final = run()
    print("final profile (first 8 cells):", final[:8])
