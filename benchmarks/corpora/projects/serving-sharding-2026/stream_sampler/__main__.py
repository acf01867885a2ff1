import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import dataclasses

import jax.numpy as jnp

from . import config, generate, lm, tokenizer


def main() -> None:
    tok = tokenizer.CharTokenizer()
    lm_cfg = config.LMConfig(vocab_size=tok.vocab_size)
    params = lm.init(lm_cfg, seed=3)
    prompts = ["once upon a", "the engine", "why?"]
    batch = jnp.asarray(tok.encode_batch(prompts, min_len=lm_cfg.context))

    base = config.SamplingConfig(eos_id=tok.eos_id, pad_id=tok.pad_id, max_new_tokens=16)
    for method in ("greedy", "top_k", "nucleus"):
        s_cfg = dataclasses.replace(base, method=method, temperature=0.7)
        out, steps = generate.generate(params, batch, lm_cfg=lm_cfg, s_cfg=s_cfg)
        print(f"[{method}] steps={int(steps)}")
        for prompt, row in zip(prompts, out.tolist()):
            print(f"  {prompt!r} -> {tok.decode(row)!r}")


if __name__ == "__main__":
    main()
