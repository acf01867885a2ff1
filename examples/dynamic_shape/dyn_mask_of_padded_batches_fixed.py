"""The masked mean written with `jnp.where` and a masked count: shapes stay those of the
padded batch, whatever the mask holds."""

import dataclasses

import jax
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass
class Padded:
    tokens: np.ndarray
    mask: np.ndarray


def pad_requests(requests, width):
    batches = []
    for group in (requests[:2], requests[2:]):
        tokens = np.zeros((len(group), width), np.int32)
        mask = np.zeros((len(group), width), bool)
        for row, ids in enumerate(group):
            tokens[row, : len(ids)] = ids
            mask[row, : len(ids)] = True
        batches.append(Padded(tokens, mask))
    return batches


@jax.jit
def mean_target(tokens, mask):
    targets = mask[:, 1:]
    total = jnp.sum(jnp.where(targets, tokens[:, 1:], 0))
    return total / jnp.maximum(jnp.sum(targets), 1)


for batch in pad_requests([[1, 2, 3], [4, 5], [6], [7, 8, 9, 10]], 6):
    print(mean_target(batch.tokens, batch.mask))
