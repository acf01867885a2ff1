import functools

from . import util


def euler(field, y, dt):
    return y + dt * field(y)


def heun(field, y, dt):
    k1 = field(y)
    k2 = field(y + dt * k1)
    return y + 0.5 * dt * (k1 + k2)


def substepped(field, y, dt, n, method=heun):
    h = util.split_dt(dt, n)
    return util.repeat(functools.partial(method, field, dt=h), y, n)
