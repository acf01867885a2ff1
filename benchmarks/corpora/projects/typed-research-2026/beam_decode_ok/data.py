from __future__ import annotations

from typing import NamedTuple

import jax
import numpy as np

from beam_decode_ok.vocab import Vocab


class Batch(NamedTuple):
    src: jax.Array
    tgt: jax.Array


def make_dataset(seed: int, n: int, vocab: Vocab, src_len: int, max_len: int) -> Batch:
    rng = np.random.default_rng(seed)
    src = np.full((n, src_len), vocab.pad, dtype=np.int32)
    tgt = np.full((n, max_len), vocab.pad, dtype=np.int32)
    lengths = rng.integers(3, src_len + 1, size=n)
    digits = vocab.first_digit + rng.integers(0, 10, size=(n, src_len))
    for i, length in enumerate(lengths):
        src[i, :length] = digits[i, :length]
        tgt[i, :length] = digits[i, :length][::-1]
        tgt[i, length] = vocab.eos
    return Batch(src=src, tgt=tgt)
