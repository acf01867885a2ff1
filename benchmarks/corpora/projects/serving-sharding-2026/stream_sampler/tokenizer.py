"""Character vocabulary with a few special tokens."""
from __future__ import annotations

import numpy as np

SPECIALS = ["<pad>", "<eos>", "<bos>"]
CHARS = list(" abcdefghijklmnopqrstuvwxyz0123456789.,!?'-")


class CharTokenizer:
    def __init__(self) -> None:
        self.itos = SPECIALS + CHARS
        self.stoi = {s: i for i, s in enumerate(self.itos)}
        self.pad_id = self.stoi["<pad>"]
        self.eos_id = self.stoi["<eos>"]
        self.bos_id = self.stoi["<bos>"]

    @property
    def vocab_size(self) -> int:
        return len(self.itos)

    def encode(self, text: str) -> list[int]:
        return [self.bos_id] + [self.stoi[c] for c in text.lower() if c in self.stoi]

    def decode(self, ids) -> str:
        chars = []
        for i in ids:
            i = int(i)
            if i == self.eos_id:
                break
            if i >= len(SPECIALS):
                chars.append(self.itos[i])
        return "".join(chars)

    def encode_batch(self, texts: list[str], min_len: int) -> np.ndarray:
        """Left-pad to a shared length so every prompt ends at the same column."""
        encoded = [self.encode(t) for t in texts]
        length = max(min_len, max(len(e) for e in encoded))
        out = np.full((len(texts), length), self.pad_id, np.int32)
        for row, ids in enumerate(encoded):
            out[row, length - len(ids):] = ids
        return out
