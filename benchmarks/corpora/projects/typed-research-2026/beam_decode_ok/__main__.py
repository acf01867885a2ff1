from __future__ import annotations

import jax.numpy as jnp

from beam_decode_ok.beam import beam_search
from beam_decode_ok.config import DecoderConfig
from beam_decode_ok.data import make_dataset
from beam_decode_ok.sequences import pad_to
from beam_decode_ok.train import fit
from beam_decode_ok.vocab import VOCAB


def encode(text: str, length: int) -> jnp.ndarray:
    ids = jnp.asarray([VOCAB.encode_digit(int(c)) for c in text], dtype=jnp.int32)
    return pad_to(ids, length, VOCAB.pad)


def main() -> None:
    cfg = DecoderConfig()
    data = make_dataset(cfg.seed, 1024, VOCAB, cfg.src_len, cfg.max_len)
    model = fit(cfg, data, VOCAB)
    n_match = 0
    for i in range(cfg.n_eval):
        hyps = beam_search(model, data.src[i], cfg, VOCAB)
        pred = VOCAB.decode([int(t) for t in hyps.tokens[0]])
        want = VOCAB.decode([int(t) for t in data.tgt[i]])
        n_match += int(pred == want)
        print(f"src={VOCAB.decode([int(t) for t in data.src[i]])} pred={pred} want={want} score={float(hyps.scores[0]):.3f}")
    print(f"exact match {n_match}/{cfg.n_eval}")
    hyps = beam_search(model, encode("3141", cfg.src_len), cfg, VOCAB)
    for rank in range(cfg.beam_size):
        print(f"  beam {rank}: {VOCAB.decode([int(t) for t in hyps.tokens[rank]])}  {float(hyps.scores[rank]):.3f}")


if __name__ == "__main__":
    main()
