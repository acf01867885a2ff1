"""Host-side word vocabulary and batch padding."""
from __future__ import annotations

import numpy as np

SPECIALS = ("<pad>", "<eos>", "<bos>")


class WordVocab:
    def __init__(self, words: list[str], size: int) -> None:
        uniq = sorted(set(words))[: size - len(SPECIALS) - 1]
        self.itos = list(SPECIALS) + ["<unk>"] + uniq
        self.itos += [f"<extra{i}>" for i in range(size - len(self.itos))]
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.unk_id = self.stoi["<unk>"]

    def encode(self, text: str) -> list[int]:
        return [self.stoi.get(w, self.unk_id) for w in text.split()]

    def decode(self, ids) -> str:
        words = []
        for i in ids:
            w = self.itos[int(i)]
            if w == "<eos>":
                break
            if w not in SPECIALS:
                words.append(w)
        return " ".join(words)


def pad_batch(rows: list[list[int]], pad_id: int) -> tuple[np.ndarray, np.ndarray]:
    length = max(len(r) for r in rows)
    tokens = np.full((len(rows), length), pad_id, np.int32)
    mask = np.zeros((len(rows), length), bool)
    for i, r in enumerate(rows):
        tokens[i, : len(r)] = r
        mask[i, : len(r)] = True
    return tokens, mask
