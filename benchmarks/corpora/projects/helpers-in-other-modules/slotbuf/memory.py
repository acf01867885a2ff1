import jax

from . import slots


@jax.jit
def push(buf, pos, value):
    idx = pos % buf.shape[0]
    return slots.write(buf, idx, value), pos + 1


def fill(values, capacity):
    buf = slots.empty(capacity, values.shape[-1])
    pos = 0
    for v in values:
        buf, pos = push(buf, pos, v)
    return buf, pos
