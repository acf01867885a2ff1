"""Fixed: the traced NumPy argument is updated functionally with .at[]."""

import jax
import numpy as np


@jax.jit
def clipped_first(weights):
    weights = weights.at[0].set(0.0)
    return weights.sum()


print(clipped_first(np.array([3.0, 1.0, 2.0])))
