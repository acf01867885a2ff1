"""Turn per-batch device outputs back into per-request results on the host."""
from __future__ import annotations

import dataclasses
import math

import numpy as np


@dataclasses.dataclass
class Result:
    request_id: int
    text: str
    logprob: float
    num_tokens: int

    @property
    def perplexity(self) -> float:
        return math.exp(-self.logprob / max(self.num_tokens, 1))


def unpack(batch, seq_logp, seq_len, texts: list[str]) -> list[Result]:
    seq_logp = np.asarray(seq_logp)
    seq_len = np.asarray(seq_len)
    return [
        Result(rid, texts[rid], float(seq_logp[row]), int(seq_len[row]))
        for row, rid in enumerate(batch.request_ids)
    ]


def format_table(results: list[Result]) -> str:
    lines = [f"{'id':>3} {'tokens':>6} {'logprob':>9} {'ppl':>8}  text"]
    for r in sorted(results, key=lambda r: r.request_id):
        lines.append(f"{r.request_id:>3} {r.num_tokens:>6} {r.logprob:>9.2f} {r.perplexity:>8.1f}  {r.text[:40]!r}")
    return "\n".join(lines)
