"""Host-side padding of requests to a bucketed [batch, length] block."""
from __future__ import annotations

import numpy as np


def round_up(n: int, multiple: int) -> int:
    return -(-n // multiple) * multiple


def pick_bucket(length: int, buckets: tuple[int, ...]) -> int:
    for b in buckets:
        if length <= b:
            return b
    raise ValueError(f"sequence of length {length} exceeds the largest bucket {buckets[-1]}")


def pad_requests(requests: list[list[int]], bucket: int, batch_multiple: int, pad_id: int):
    batch = round_up(len(requests), batch_multiple)
    tokens = np.full((batch, bucket), pad_id, np.int32)
    lengths = np.zeros((batch,), np.int32)
    for i, ids in enumerate(requests):
        tokens[i, : len(ids)] = ids
        lengths[i] = len(ids)
    lengths[len(requests):] = 1  # dummy rows decode from a single pad token
    return tokens, lengths
