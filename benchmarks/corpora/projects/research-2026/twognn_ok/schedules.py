import functools


def step_decay(count, init_value, every, factor):
    stage = count // every
    return init_value * factor ** stage


def make_schedule(cfg):
    return functools.partial(
        step_decay,
        init_value=cfg["init_lr"],
        every=cfg["decay_every"],
        factor=cfg["decay_factor"],
    )


def preview(schedule, counts):
    return {c: schedule(c) for c in counts}
