from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Vocab:
    pad: int = 0
    bos: int = 1
    eos: int = 2
    first_digit: int = 3

    def encode_digit(self, d: int) -> int:
        return self.first_digit + d

    def decode(self, ids: list[int]) -> str:
        out: list[str] = []
        for i in ids:
            if i == self.eos:
                break
            if i >= self.first_digit:
                out.append(str(i - self.first_digit))
        return "".join(out)


VOCAB = Vocab()
