"""Group requests by length bucket and pad every group to a fixed [max_batch, bucket] block."""
from __future__ import annotations

import dataclasses

import numpy as np


@dataclasses.dataclass
class PaddedBatch:
    bucket: int
    request_ids: list[int]
    tokens: np.ndarray  # [max_batch, bucket] int32
    mask: np.ndarray  # [max_batch, bucket] bool


def bucket_for(length: int, buckets: tuple[int, ...]) -> int:
    for b in sorted(buckets):
        if length <= b:
            return b
    raise ValueError(f"request of {length} tokens is longer than every bucket {buckets}")


def make_batches(encoded: list[list[int]], buckets: tuple[int, ...], max_batch: int, pad_id: int) -> list[PaddedBatch]:
    by_bucket: dict[int, list[int]] = {}
    for rid, ids in enumerate(encoded):
        by_bucket.setdefault(bucket_for(len(ids), buckets), []).append(rid)

    batches = []
    for bucket in sorted(by_bucket):
        rids = by_bucket[bucket]
        for start in range(0, len(rids), max_batch):
            chunk = rids[start : start + max_batch]
            tokens = np.full((max_batch, bucket), pad_id, np.int32)
            mask = np.zeros((max_batch, bucket), bool)
            for row, rid in enumerate(chunk):
                ids = encoded[rid]
                tokens[row, : len(ids)] = ids
                mask[row, : len(ids)] = True
            batches.append(PaddedBatch(bucket, chunk, tokens, mask))
    return batches
