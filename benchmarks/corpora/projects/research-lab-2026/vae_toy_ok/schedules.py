import jax.numpy as jnp


def linear_warmup(step, warmup):
    return jnp.minimum(1.0, step / warmup)


def cyclical(step, warmup, n_cycles=4):
    phase = (step % warmup) / warmup
    return jnp.clip(2.0 * phase, 0.0, 1.0) * (n_cycles > 0)


def constant(step, warmup):
    return 1.0


SCHEDULES = {
    "linear": linear_warmup,
    "cyclical": cyclical,
    "constant": constant,
}
