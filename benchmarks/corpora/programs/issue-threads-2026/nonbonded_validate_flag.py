"""Reference Coulomb energy; runtime validation is a static switch."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def pairwise_deltas(conf, box):
    dr = conf[:, None, :] - conf[None, :, :]
    box_diag = jnp.diag(box)
    return dr - box_diag * jnp.round(dr / box_diag)


def nonbonded_energy(conf, charges, box, cutoff, runtime_validate=True):
    assert conf.ndim == 2 and conf.shape[1] == 3
    if runtime_validate:
        assert jnp.all(jnp.diag(box) > 2 * cutoff), "box too small for cutoff"
    dr = pairwise_deltas(conf, box)
    n = conf.shape[0]
    d = jnp.sqrt(jnp.sum(dr**2, axis=-1) + jnp.eye(n))
    qq = charges[:, None] * charges[None, :]
    mask = (d < cutoff) & ~jnp.eye(n, dtype=bool)
    return 0.5 * jnp.sum(jnp.where(mask, 138.935 * qq / d, 0.0))


rng = np.random.default_rng(0)
conf = jnp.asarray(rng.uniform(0.0, 3.0, size=(12, 3)))
charges = jnp.asarray(rng.choice([-0.5, 0.5], size=12))
box = jnp.eye(3) * 3.0

print("eager (validated):", nonbonded_energy(conf, charges, box, 1.2))
energy_fn = jax.jit(partial(nonbonded_energy, runtime_validate=False))
print("jit:", energy_fn(conf, charges, box, 1.2))
