"""A batch dict built by a comprehension of arrays, given to an `nnx.jit` step: its arrays
are traced, so a segment count computed with `int()` from the graph ids raises."""

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


def graph_sums(h, ids):
    num_graphs = int(ids.max()) + 1  # E: jax-traced-conversion
    return jax.ops.segment_sum(h, ids, num_segments=num_graphs)


@nnx.jit
def readout(batch):
    return graph_sums(batch["h"], batch["ids"])


raw = {"h": np.ones((5, 2), np.float32), "ids": np.array([0, 0, 1, 1, 1], np.int32)}
print(readout({k: jnp.asarray(v) for k, v in raw.items()}))
