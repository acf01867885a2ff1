"""A data loader puts the number of micro-batches in each batch as a NumPy scalar
(`np.int32`). To Python it is a number, but `eqx.filter_jit` traces NumPy scalars as it
traces arrays (it keeps only Python numbers static), so `range()` of it has no concrete
value while the step is traced."""

import equinox as eqx
import jax.numpy as jnp
import numpy as np


def batches(data, micro):
    for start in range(0, len(data), 2 * micro):
        rows = data[start : start + 2 * micro]
        yield {"x": rows, "n_micro": np.int32(len(rows) // micro)}


@eqx.filter_jit
def train_step(weight, batch, micro):
    total = jnp.zeros(())
    for i in range(batch["n_micro"]):  # E: jax-traced-index
        xm = batch["x"][i * micro : (i + 1) * micro]
        total = total + jnp.mean((xm @ weight) ** 2)
    return total


data = np.random.default_rng(0).standard_normal((16, 3)).astype(np.float32)
weight = jnp.ones((3, 2))
for batch in batches(data, 4):
    print(train_step(weight, batch, 4))
