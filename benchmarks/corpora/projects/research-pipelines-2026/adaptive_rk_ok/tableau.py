"""Bogacki-Shampine 3(2) pair."""


def rk23_step(f, t, y, dt, args):
    k1 = f(t, y, args)
    k2 = f(t + 0.5 * dt, y + 0.5 * dt * k1, args)
    k3 = f(t + 0.75 * dt, y + 0.75 * dt * k2, args)
    y3 = y + dt * (2.0 / 9.0 * k1 + 1.0 / 3.0 * k2 + 4.0 / 9.0 * k3)
    k4 = f(t + dt, y3, args)
    y2 = y + dt * (7.0 / 24.0 * k1 + 0.25 * k2 + 1.0 / 3.0 * k3 + 0.125 * k4)
    return y3, y3 - y2


def rk4_step(f, t, y, dt, args):
    k1 = f(t, y, args)
    k2 = f(t + 0.5 * dt, y + 0.5 * dt * k1, args)
    k3 = f(t + 0.5 * dt, y + 0.5 * dt * k2, args)
    k4 = f(t + dt, y + dt * k3, args)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
