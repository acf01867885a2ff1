"""Per-task synthetic datasets and a round-robin multi-task loader."""
import numpy as np

from .tasks import TASKS


def _inputs(n, dim, rng):
    return rng.normal(size=(n, dim)).astype(np.float32)


def make_task_data(task_id, n, dim, rng):
    x = _inputs(n, dim, rng)
    name = TASKS[task_id].name
    if name == "parity":
        y = ((x[:, 0] > 0) ^ (x[:, 1] > 0)).astype(np.int32)
    elif name == "quadrant":
        y = ((x[:, 2] > 0).astype(np.int32) * 2 + (x[:, 3] > 0)).astype(np.int32)
    elif name == "radius":
        y = np.linalg.norm(x[:, :3], axis=1, keepdims=True).astype(np.float32)
    else:
        raise KeyError(name)
    return x, y


class RoundRobinLoader:
    """Cycles over tasks, yielding one single-task batch dict at a time."""

    def __init__(self, datasets, batch_size, seed=0):
        self.datasets = datasets
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
        self._orders = {}
        self._cursor = {}
        self._turn = 0

    def _next_indices(self, task_id):
        n = len(self.datasets[task_id][0])
        order = self._orders.get(task_id)
        pos = self._cursor.get(task_id, n)
        if order is None or pos + self.batch_size > n:
            order = self.rng.permutation(n)
            pos = 0
        self._orders[task_id] = order
        self._cursor[task_id] = pos + self.batch_size
        return order[pos:pos + self.batch_size]

    def __iter__(self):
        return self

    def __next__(self):
        task_id = self._turn % len(self.datasets)
        self._turn += 1
        idx = self._next_indices(task_id)
        x, y = self.datasets[task_id]
        return {"x": x[idx], "y": y[idx], "task": np.int32(task_id)}
