import jax.numpy as jnp


def anneal(temp, factor=0.9):
    return temp * factor


def initial_state(params, opt, temp):
    return {"params": params, "opt": opt.init(params), "temp": jnp.float32(temp)}
