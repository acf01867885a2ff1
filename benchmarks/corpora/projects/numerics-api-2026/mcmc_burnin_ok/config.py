import dataclasses
import functools

import jax


@functools.partial(jax.tree_util.register_dataclass,
                   data_fields=["step_size"],
                   meta_fields=["n_burn", "n_samples"])
@dataclasses.dataclass
class ChainConfig:
    step_size: float
    n_burn: int
    n_samples: int
