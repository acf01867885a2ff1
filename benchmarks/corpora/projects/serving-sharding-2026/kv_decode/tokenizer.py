"""Byte-level tokenizer for 7-bit ASCII text."""
from __future__ import annotations

import numpy as np

PAD_ID = 0
EOS_ID = 1


def encode(text: str) -> list[int]:
    return [b for b in text.encode("ascii", errors="replace") if b >= 32]


def decode(ids) -> str:
    out = []
    for i in ids:
        i = int(i)
        if i == EOS_ID:
            break
        if i >= 32:
            out.append(chr(i))
    return "".join(out)


def encode_batch(texts: list[str], length: int) -> np.ndarray:
    """Left-truncate or right-fill with spaces so that every prompt has ``length`` tokens."""
    rows = []
    for text in texts:
        ids = encode(text)[-length:]
        ids = ids + [ord(" ")] * (length - len(ids))
        rows.append(ids)
    return np.asarray(rows, dtype=np.int32)
