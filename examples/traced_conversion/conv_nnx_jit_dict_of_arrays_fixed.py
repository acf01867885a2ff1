"""The segment count read from a shape (one target per graph): static under the trace."""

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


def graph_sums(h, ids, num_graphs):
    return jax.ops.segment_sum(h, ids, num_segments=num_graphs)


@nnx.jit
def readout(batch):
    return graph_sums(batch["h"], batch["ids"], batch["y"].shape[0])


raw = {
    "h": np.ones((5, 2), np.float32),
    "ids": np.array([0, 0, 1, 1, 1], np.int32),
    "y": np.zeros(2),
}
print(readout({k: jnp.asarray(v) for k, v in raw.items()}))
