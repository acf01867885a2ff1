"""Byte tokenizer with BOS/EOS/PAD specials placed below the byte range."""
from __future__ import annotations

PAD, BOS, EOS = 0, 1, 2
OFFSET = 3


class ByteTokenizer:
    pad_id = PAD
    bos_id = BOS
    eos_id = EOS
    vocab_size = 256 + OFFSET

    def encode(self, text: str, add_eos: bool = True) -> list[int]:
        ids = [BOS] + [b + OFFSET for b in text.encode("utf-8")]
        if add_eos:
            ids.append(EOS)
        return ids

    def decode(self, ids) -> str:
        data = bytes(int(i) - OFFSET for i in ids if int(i) >= OFFSET)
        return data.decode("utf-8", errors="replace")
