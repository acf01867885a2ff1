import dataclasses
import functools

import jax


@functools.partial(jax.tree_util.register_dataclass, data_fields=["x", "fx", "i"], meta_fields=[])
@dataclasses.dataclass
class SolverState:
    x: jax.Array
    fx: jax.Array
    i: jax.Array
