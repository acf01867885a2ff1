"""Host-side request handling: tokenise, pad, batch, call the engine, detokenise."""
from __future__ import annotations

import dataclasses

import jax
import numpy as np

from .config import GenConfig
from .engine import Engine


@dataclasses.dataclass
class Request:
    uid: int
    prompt: str


@dataclasses.dataclass
class Response:
    uid: int
    text: str
    num_tokens: int


def encode(text: str, vocab_size: int) -> list[int]:
    return [min(b, vocab_size - 1) for b in text.encode("ascii", errors="ignore")]


def decode(ids, stop: tuple[int, ...]) -> tuple[str, int]:
    chars = []
    for i in ids:
        if int(i) in stop:
            break
        chars.append(chr(int(i)) if 32 <= int(i) < 127 else "?")
    return "".join(chars), len(chars)


class Server:
    def __init__(self, engine: Engine, gcfg: GenConfig):
        self.engine = engine
        self.gcfg = gcfg

    def _pad(self, requests: list[Request]):
        data = self.engine.mesh.shape["data"]
        batch = -(-len(requests) // data) * data
        tokens = np.full((batch, self.gcfg.prompt_bucket), self.gcfg.pad_id, np.int32)
        mask = np.zeros((batch, self.gcfg.prompt_bucket), np.float32)
        for i, r in enumerate(requests):
            ids = encode(r.prompt, self.engine.cfg.vocab_size)[-self.gcfg.prompt_bucket:]
            tokens[i, : len(ids)] = ids
            mask[i, : len(ids)] = 1.0
        return tokens, mask

    def handle(self, requests: list[Request]) -> list[Response]:
        tokens, mask = self._pad(requests)
        tokens = jax.device_put(tokens, self.engine.batch_sharding)
        mask = jax.device_put(mask, self.engine.batch_sharding)
        out = self.engine.generate(
            self.engine.params,
            tokens,
            mask,
            max_new_tokens=self.gcfg.max_new_tokens,
            stop_tokens=(self.gcfg.eos_id, self.gcfg.newline_id),
        )
        out = np.asarray(out)
        stop = (self.gcfg.eos_id, self.gcfg.newline_id)
        responses = []
        for i, r in enumerate(requests):
            text, n = decode(out[i], stop)
            responses.append(Response(r.uid, text, n))
        return responses
