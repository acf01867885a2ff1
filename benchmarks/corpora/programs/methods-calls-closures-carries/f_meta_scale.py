"""Feature standardiser stored as a registered dataclass."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Standardiser:
    shift: jax.Array
    scale: jax.Array


jax.tree_util.register_dataclass(Standardiser, data_fields=["shift"], meta_fields=["scale"])


def fit(data):
    return Standardiser(shift=data.mean(axis=0), scale=data.std(axis=0) + 1e-6)


@jax.jit
def apply(st, x):
    return (x - st.shift) / st.scale


key = jax.random.PRNGKey(6)
for i in range(3):
    batch = jax.random.normal(jax.random.fold_in(key, i), (8, 2))
    st = fit(batch)
    print(apply(st, batch).mean(axis=0))
