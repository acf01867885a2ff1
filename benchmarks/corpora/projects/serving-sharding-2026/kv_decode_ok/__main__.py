import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import jax
import numpy as np

from . import config, engine, params, tokenizer


def main() -> None:
    cfg = config.ModelConfig()
    dcfg = config.DecodeConfig(max_new_tokens=12)
    p = params.init_params(cfg, seed=0)
    print(f"params: {params.param_count(p):,}")
    eng = engine.DecodeEngine(cfg, dcfg, p)

    prompts = ["the kv cache", "decode loops"]
    batch = tokenizer.encode_batch(prompts, length=10)
    out = eng.generate(batch)
    for prompt, row in zip(prompts, out):
        print(f"{prompt!r} -> {tokenizer.decode(row)!r}")

    if dcfg.use_cache and dcfg.temperature <= 0.0:
        ref = eng.generate_uncached(batch, num_tokens=4)
        agree = np.mean(ref == out[:, :4])
        print(f"cached vs uncached agreement on first 4 tokens: {agree:.2f}")


if __name__ == "__main__":
    main()
