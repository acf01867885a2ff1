import functools

import jax.numpy as jnp
import optax


def linear_warmup(count, peak, warmup):
    frac = jnp.minimum((count + 1) / warmup, 1.0)
    return peak * frac


def sawtooth(count, peak, period):
    phase = jnp.mod(count, period) / period
    return peak * jnp.where(phase < 0.5, 1.0, 1.0 - phase)


def piecewise(hp):
    warm = functools.partial(linear_warmup, peak=hp["peak_lr"], warmup=hp["warmup"])
    decay = optax.cosine_decay_schedule(hp["peak_lr"], hp["decay_steps"], hp["end_lr"] / hp["peak_lr"])
    return optax.join_schedules([warm, decay], boundaries=[hp["warmup"]])


def restart(hp):
    base = piecewise(hp)
    return lambda count: jnp.where(count > hp["restart_every"], sawtooth(count, hp["peak_lr"], hp["restart_every"]), base(count))
