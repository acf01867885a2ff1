"""Host-side request packing: fixed length, global batch a multiple of the device count."""
from __future__ import annotations

import numpy as np


def pack(requests: list[list[int]], seq_len: int, global_batch: int, pad_id: int) -> dict:
    if len(requests) > global_batch:
        raise ValueError(f"{len(requests)} requests do not fit a global batch of {global_batch}")
    inputs = np.full((global_batch, seq_len), pad_id, np.int32)
    targets = np.full((global_batch, seq_len), pad_id, np.int32)
    mask = np.zeros((global_batch, seq_len), np.float32)
    last = np.zeros((global_batch,), np.int32)
    for i, ids in enumerate(requests):
        ids = ids[: seq_len + 1]
        n = len(ids) - 1
        inputs[i, :n] = ids[:-1]
        targets[i, :n] = ids[1:]
        mask[i, :n] = 1.0
        last[i] = n - 1
    return {"inputs": inputs, "targets": targets, "mask": mask, "last": last}
