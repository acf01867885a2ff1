import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


@dataclasses.dataclass
class CommLog:
    dense_bytes: int = 0
    sent_bytes: float = 0.0
    steps: int = 0
    history: list = dataclasses.field(default_factory=list)

    def record(self, n_params, density, bytes_per_value=4, index_bytes=4):
        dense = n_params * bytes_per_value
        sent = density * n_params * (bytes_per_value + index_bytes)
        self.dense_bytes += dense
        self.sent_bytes += sent
        self.steps += 1
        self.history.append(sent / dense)

    def last(self):
        return self.history[-1] if self.history else float("nan")

    def ratio(self):
        return self.sent_bytes / max(self.dense_bytes, 1)

    def __str__(self):
        return "steps=%d sent=%.0fB dense=%dB ratio=%.3f" % (self.steps, self.sent_bytes, self.dense_bytes, self.ratio())


def param_count(model):
    return sum(int(np.prod(p.shape)) for p in jax.tree.leaves(nnx.state(model, nnx.Param)))


@nnx.jit
def accuracy(model, x, y):
    return jnp.mean(jnp.argmax(model(x), axis=-1) == y)


def layer_norms(model):
    out = {}
    for path, leaf in jax.tree_util.tree_leaves_with_path(nnx.state(model, nnx.Param)):
        name = ".".join(str(getattr(k, "key", getattr(k, "idx", k))) for k in path)
        out[name] = float(jnp.linalg.norm(leaf))
    return out
