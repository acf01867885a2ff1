import math
from functools import partial

import jax.numpy as jnp


def constant(step, beta_max=1.0):
    return beta_max * jnp.ones_like(step, dtype=jnp.float32)


def linear_warmup(step, warmup, beta_max=1.0):
    return beta_max * jnp.minimum(step / warmup, 1.0)


def cyclical(step, cycle_len, ramp_ratio=0.5, beta_max=1.0):
    # Fu et al. 2019: repeat a monotone ramp several times during training
    phase = (step % cycle_len) / cycle_len
    ramp = jnp.minimum(phase / ramp_ratio, 1.0)
    return beta_max * 0.5 * (1.0 - jnp.cos(math.pi * ramp))


def make_schedule(cfg):
    name = cfg["beta_schedule"]
    if name == "cyclical":
        return partial(cyclical, cycle_len=cfg["cycle_len"], ramp_ratio=cfg["ramp_ratio"], beta_max=cfg["beta_max"])
    if name == "linear":
        return partial(linear_warmup, warmup=cfg["warmup"], beta_max=cfg["beta_max"])
    return partial(constant, beta_max=cfg["beta_max"])
