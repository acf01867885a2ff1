import functools
import time

import numpy as np

import jax


def jit_static(*names):
    return functools.partial(jax.jit, static_argnames=names)


class Timer:
    def __init__(self):
        self.start = time.perf_counter()

    def lap(self):
        now = time.perf_counter()
        elapsed, self.start = now - self.start, now
        return elapsed


def tree_size(tree):
    return sum(x.size for x in jax.tree.leaves(tree))


def fmt(d):
    return " ".join(f"{k}={float(v):.4f}" for k, v in d.items())


class RunningMean:
    def __init__(self):
        self.total = {}
        self.n = 0

    def update(self, logs):
        self.n += 1
        for k, v in logs.items():
            self.total[k] = self.total.get(k, 0.0) + float(v)

    def result(self):
        return {k: v / max(self.n, 1) for k, v in self.total.items()}


def host_snapshot(tree):
    return jax.tree.map(lambda x: np.array(x), jax.device_get(tree))


def tree_l2(tree):
    return float(np.sqrt(sum(float(np.sum(np.square(x))) for x in jax.tree.leaves(tree))))
