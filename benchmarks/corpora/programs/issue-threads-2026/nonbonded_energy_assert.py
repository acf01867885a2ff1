"""Reference Coulomb energy with a cutoff and minimum-image convention."""
import jax
import jax.numpy as jnp
import numpy as np


def pairwise_deltas(conf, box):
    dr = conf[:, None, :] - conf[None, :, :]
    box_diag = jnp.diag(box)
    return dr - box_diag * jnp.round(dr / box_diag)


def nonbonded_energy(conf, charges, box, cutoff):
    assert conf.ndim == 2 and conf.shape[1] == 3
    assert jnp.all(jnp.diag(box) > 2 * cutoff), "box too small for cutoff"
    dr = pairwise_deltas(conf, box)
    n = conf.shape[0]
    d2 = jnp.sum(dr**2, axis=-1) + jnp.eye(n)
    d = jnp.sqrt(d2)
    qq = charges[:, None] * charges[None, :]
    mask = (d < cutoff) & ~jnp.eye(n, dtype=bool)
    return 0.5 * jnp.sum(jnp.where(mask, 138.935 * qq / d, 0.0))


rng = np.random.default_rng(0)
conf = jnp.asarray(rng.uniform(0.0, 3.0, size=(12, 3)))
charges = jnp.asarray(rng.choice([-0.5, 0.5], size=12))
box = jnp.eye(3) * 3.0

print("eager:", nonbonded_energy(conf, charges, box, 1.2))
energy_fn = jax.jit(nonbonded_energy)
print("jit:", energy_fn(conf, charges, box, 1.2))
