"""Random projection with a numpy matrix applied to traced inputs."""

import jax
import jax.numpy as jnp
import numpy as np

RNG = np.random.default_rng(0)
PROJ = RNG.standard_normal((3, 6)).astype(np.float32)
OFFSET = np.ones(3, dtype=np.float32)


@jax.jit
def project(x):
    y = PROJ @ x
    y = OFFSET + y
    return y / np.sqrt(PROJ.shape[1])


if __name__ == "__main__":
    print(project(jnp.arange(6.0)))
