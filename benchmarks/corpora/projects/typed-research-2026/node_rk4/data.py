from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import scipy.linalg

SPIRAL = np.array([[-0.1, 2.0], [-2.0, -0.1]])


class Trajectories(NamedTuple):
    ts: jax.Array
    y0: jax.Array
    ys: jax.Array


def make_spirals(key: jax.Array, n: int, n_obs: int, t_final: float) -> Trajectories:
    ts = np.linspace(0.0, t_final, n_obs)
    propagators = np.stack([scipy.linalg.expm(SPIRAL * t) for t in ts])
    y0 = jax.random.uniform(key, (n, 2), minval=-1.5, maxval=1.5)
    ys = jnp.einsum("tij,nj->nti", jnp.asarray(propagators, dtype=jnp.float32), y0)
    return Trajectories(ts=jnp.asarray(ts, dtype=jnp.float32), y0=y0, ys=ys)
