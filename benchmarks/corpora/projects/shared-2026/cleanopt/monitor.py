import jax

from . import mathx, schedules


@jax.jit
def lr_curve(counts, peak):
    return jax.vmap(lambda c: peak * schedules.warmup_factor(c, 3) * schedules.decay_factor(c, 3, 12, "linear"))(counts)


def describe(sched, total):
    points = [float(sched(i)) for i in range(0, total, 4)]
    return f"lr points {[round(p, 4) for p in points]} done {mathx.ratio(total, total):.0%}"
