import jax.numpy as jnp

# inner-loop learning rates, indexed by inner step (first steps take bigger moves)
_PER_STEP_LR = {0: 0.02, 1: 0.01, 2: 0.005, 3: 0.005, 4: 0.0025}


def constant(step, base_lr=0.01):
    return base_lr


def per_step(step, base_lr=None):
    return _PER_STEP_LR[step]


SCHEDULES = {"constant": constant, "per_step": per_step}
