import dataclasses
import functools

import jax


@functools.partial(
    jax.tree_util.register_dataclass, data_fields=["level", "rate"], meta_fields=["window"]
)
@dataclasses.dataclass
class Tank:
    level: jax.Array
    rate: jax.Array
    window: int
