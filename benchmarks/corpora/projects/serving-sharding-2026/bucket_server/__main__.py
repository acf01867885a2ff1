import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

from . import batching, config, engine, model, postprocess, tokenizer

TEXTS = [
    "hello",
    "padding to buckets keeps the number of compiled shapes small",
    "jit",
    "a request of medium length",
    "another short one",
    "the longest request here is past thirty-two bytes",
]


def main() -> None:
    tok = tokenizer.ByteTokenizer()
    cfg = config.ModelConfig(vocab_size=tok.vocab_size)
    scfg = config.ServerConfig()
    eng = engine.ScoringEngine(cfg, scfg, model.init(cfg, seed=0))

    encoded = [tok.encode(t) for t in TEXTS]
    results = []
    for batch in batching.make_batches(encoded, scfg.buckets, scfg.max_batch, tok.pad_id):
        seq_logp, seq_len, mean_logp = eng.score(batch)
        print(f"bucket={batch.bucket:3d} requests={batch.request_ids} mean token logprob={float(mean_logp):.3f}")
        results.extend(postprocess.unpack(batch, seq_logp, seq_len, TEXTS))
    print(postprocess.format_table(results))
    print(f"compiled shapes: {eng.compiled_shapes()}")


if __name__ == "__main__":
    main()
