"""A NamedTuple of counts with an `accuracy` property, read inside `jax.jit`: jit traces
the tuple's fields, the property runs on them, and `.item()` needs a concrete value."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Counts(NamedTuple):
    correct: jax.Array
    total: jax.Array

    @property
    def accuracy(self):
        return self.correct.item() / self.total.item()  # E: jax-traced-conversion


@jax.jit
def report(counts):
    return {"accuracy": counts.accuracy, "total": counts.total}


report(Counts(jnp.array(7), jnp.array(10)))
