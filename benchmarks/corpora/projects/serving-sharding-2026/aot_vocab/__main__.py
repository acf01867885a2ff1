import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

from . import config, engine, model, vocab


def main() -> None:
    cfg = config.ModelConfig(vocab_size=len(vocab.TOKENS))
    ccfg = config.CompileConfig()
    params = model.init(cfg, max_len=ccfg.seq_len, seed=2)
    eng = engine.CompiledEngine(cfg, ccfg, params)
    print(f"compiled batch sizes {eng.batch_sizes} in {eng.compile_seconds:.2f}s")

    prompts = ["12+", "7*3-", "40"]
    outputs = eng.generate([vocab.encode(p) for p in prompts])
    for prompt, ids in zip(prompts, outputs):
        print(f"{prompt!r:8} -> {vocab.decode(ids)!r:22} grammatical={vocab.is_valid(ids)}")


if __name__ == "__main__":
    main()
