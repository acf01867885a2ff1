"""Arithmetic-expression vocabulary and the token-to-token grammar."""
from __future__ import annotations

import numpy as np

TOKENS = ["<pad>", "<eos>", "<bos>", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "-", "*"]
STOI = {t: i for i, t in enumerate(TOKENS)}
PAD, EOS, BOS = STOI["<pad>"], STOI["<eos>"], STOI["<bos>"]
DIGITS = [STOI[str(d)] for d in range(10)]
OPERATORS = [STOI[o] for o in "+-*"]


def _allowed_after(token_id: int) -> np.ndarray:
    allowed = np.zeros(len(TOKENS), bool)
    if token_id in (BOS,) or token_id in OPERATORS:
        allowed[DIGITS] = True
    elif token_id in DIGITS:
        allowed[DIGITS] = True
        allowed[OPERATORS] = True
        allowed[EOS] = True
    else:  # after EOS or PAD only padding may follow
        allowed[PAD] = True
    return allowed


# Host-side grammar: previous token id -> boolean mask over the next token.
FOLLOW_MASKS: dict[int, np.ndarray] = {i: _allowed_after(i) for i in range(len(TOKENS))}
# The same table as one dense [vocab, vocab] array.
FOLLOW_TABLE: np.ndarray = np.stack([FOLLOW_MASKS[i] for i in range(len(TOKENS))])


def encode(expr: str) -> list[int]:
    return [BOS] + [STOI[c] for c in expr if c != " "]


def decode(ids) -> str:
    out = []
    for i in ids:
        i = int(i)
        if i == EOS:
            break
        if i not in (PAD, BOS):
            out.append(TOKENS[i])
    return "".join(out)


def is_valid(ids: list[int]) -> bool:
    return all(FOLLOW_MASKS[a][b] for a, b in zip(ids, ids[1:]))
