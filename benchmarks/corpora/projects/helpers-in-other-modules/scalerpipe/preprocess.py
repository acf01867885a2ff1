import jax.numpy as jnp
import numpy as np


class RobustScaler:
    def __init__(self, q=95.0):
        self.q = q

    def scale(self, x):
        hi = np.percentile(x, self.q)
        return jnp.clip(x / hi, -1.0, 1.0)
