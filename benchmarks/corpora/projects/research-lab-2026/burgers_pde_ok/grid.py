import numpy as np


def make_grid(n, length):
    x = np.linspace(0.0, length, n, endpoint=False)
    return x.astype(np.float32), np.float32(length / n)


def initial_condition(x, length, amplitude):
    u = amplitude * np.sin(2 * np.pi * x / length) + 0.3 * amplitude * np.sin(6 * np.pi * x / length)
    return u.astype(np.float32)


def output_times(t_final, n):
    s = np.linspace(0.0, 1.0, n + 1)
    return (t_final * s ** 1.5).astype(np.float32)
