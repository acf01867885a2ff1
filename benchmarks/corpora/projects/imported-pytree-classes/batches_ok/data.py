from typing import NamedTuple

import jax


class Batch(NamedTuple):
    images: jax.Array
    labels: jax.Array
