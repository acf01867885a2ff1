import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax.numpy as jnp

from . import config, model, search, vocab

CORPUS = "the model reads the prompt and the beam keeps the best few hypotheses at every step"


def main() -> None:
    m_cfg = config.ModelConfig()
    b_cfg = config.BeamConfig()
    words = vocab.WordVocab(CORPUS.split(), m_cfg.vocab_size)
    params = model.init(m_cfg, seed=1)

    prompts = ["the model reads", "the beam keeps the best", "every step"]
    tokens, mask = vocab.pad_batch([words.encode(p) for p in prompts], b_cfg.pad_id)
    beam_search = search.make_search_fn(m_cfg, b_cfg)
    seqs, scores = beam_search(params, jnp.asarray(tokens), jnp.asarray(mask))
    for prompt, hyps, hyp_scores in zip(prompts, seqs.tolist(), scores.tolist()):
        print(f"{prompt!r}:")
        for hyp, score in zip(hyps, hyp_scores):
            print(f"   {score:8.3f}  {words.decode(hyp)}")


if __name__ == "__main__":
    main()
