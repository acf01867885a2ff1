import jax.numpy as jnp

PENDULUM = dict(g=9.81, l=1.0, m=1.0, b=0.1, dt=0.05)


def pendulum(x, u, p=PENDULUM):
    th, om = x[0], x[1]
    dom = -p["g"] / p["l"] * jnp.sin(th) - p["b"] * om + u[0] / (p["m"] * p["l"] ** 2)
    om_new = om + p["dt"] * dom
    th_new = th + p["dt"] * om_new
    return jnp.stack([th_new, om_new])


def double_integrator(x, u, p=PENDULUM):
    return jnp.stack([x[0] + p["dt"] * x[1], x[1] + p["dt"] * u[0]])


DYNAMICS = {"pendulum": pendulum, "double_integrator": double_integrator}
