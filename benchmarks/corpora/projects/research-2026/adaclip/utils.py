import time
from collections import defaultdict

import jax
import numpy as np


class MetricLogger:
    def __init__(self, prefix="", every=1):
        self.prefix = prefix
        self.every = every
        self.sums = defaultdict(float)
        self.counts = defaultdict(int)
        self.history = []
        self._t0 = time.perf_counter()

    def update(self, step, metrics):
        host = {k: float(np.asarray(v)) for k, v in metrics.items()}
        for k, v in host.items():
            self.sums[k] += v
            self.counts[k] += 1
        self.history.append((step, host))
        if step % self.every == 0:
            elapsed = time.perf_counter() - self._t0
            body = " ".join(f"{k}={v:.4f}" for k, v in host.items())
            print(f"{self.prefix}step {step:4d} {body} ({elapsed:.1f}s)")
        return host

    def averages(self):
        return {k: self.sums[k] / max(self.counts[k], 1) for k in self.sums}


def count_params(tree):
    return int(sum(np.prod(np.shape(x)) for x in jax.tree.leaves(tree)))


def host_snapshot(tree):
    return jax.tree.map(lambda x: np.array(x), jax.device_get(tree))


def tree_l2(tree):
    return float(np.sqrt(sum(float(np.sum(np.square(x))) for x in jax.tree.leaves(tree))))


def seed_everything(seed):
    np.random.seed(seed)
    return jax.random.PRNGKey(seed)
