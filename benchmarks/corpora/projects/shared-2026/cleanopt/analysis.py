import functools

import jax
import jax.numpy as jnp

from . import losses, mathx, schedules, transforms


@functools.partial(jax.jit, static_argnames=("warmup", "total", "kind"))
def schedule_values(counts, warmup, total, kind):
    sched = schedules.make(1.0, warmup, total, kind)
    return jax.vmap(sched)(counts)


@functools.partial(jax.jit, static_argnames=("step_fn",))
def probe_step(step_fn, params, opt_state, x, y):
    _, _, loss, gnorm = step_fn(params, opt_state, x, y)
    return loss, gnorm, transforms.global_norm(params)


def kinds_table(total, warmup):
    counts = jnp.arange(total)
    return {k: schedule_values(counts, warmup, total, k)[-1].item() for k in ("cosine", "linear", "constant")}


def eager_factors(warmup, total):
    return [round(float(schedules.warmup_factor(c, warmup)) * mathx.ratio(c, total), 3) for c in range(0, total, 3)]


def loss_at(params, x, y):
    return float(losses.bce(params, x, y))
