"""Shared trunk with one linear head per task."""
from flax import nnx

from . import tasks


class Trunk(nnx.Module):
    def __init__(self, in_dim, width, rngs):
        self.l1 = nnx.Linear(in_dim, width, rngs=rngs)
        self.l2 = nnx.Linear(width, width, rngs=rngs)
        self.norm = nnx.LayerNorm(width, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.l1(x))
        h = self.drop(h)
        return self.norm(nnx.relu(self.l2(h)))


class MultiTaskNet(nnx.Module):
    def __init__(self, in_dim, width, rngs):
        self.trunk = Trunk(in_dim, width, rngs)
        for spec in tasks.TASKS:
            setattr(self, "head_" + spec.name, nnx.Linear(width, spec.num_outputs, rngs=rngs))

    def head(self, task_id):
        return getattr(self, tasks.head_name(task_id))

    def __call__(self, x, task_id):
        return self.head(task_id)(self.trunk(x))
