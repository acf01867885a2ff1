"""The property divides the traced counts as arrays: it runs inside jit, and `.item()`
(a Python number) is left to the caller, on the concrete result."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Counts(NamedTuple):
    correct: jax.Array
    total: jax.Array

    @property
    def accuracy(self):
        return self.correct / self.total


@jax.jit
def report(counts):
    return {"accuracy": counts.accuracy, "total": counts.total}


report(Counts(jnp.array(7), jnp.array(10)))
