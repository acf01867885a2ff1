import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import math

import jax
import numpy as np

from . import batching, config, model, replicate, serve


def main() -> None:
    cfg = config.ModelConfig()
    scfg = config.ServeConfig()
    n_dev = jax.local_device_count()
    global_batch = scfg.per_device_batch * n_dev
    print(f"devices={n_dev} global_batch={global_batch}")

    rng = np.random.default_rng(0)
    requests = [rng.integers(1, cfg.vocab_size, size=rng.integers(4, scfg.seq_len)).tolist() for _ in range(11)]
    host_batch = batching.pack(requests, scfg.seq_len, global_batch, scfg.pad_id)

    params = replicate.replicate(model.init(cfg, seed=0), n_dev)
    step = serve.make_score_step(scfg)
    out = step(params, replicate.shard_host_batch(host_batch, n_dev))

    mean_nll = float(replicate.unreplicate(out["mean_nll"]))
    accuracy = float(replicate.unreplicate(out["accuracy"]))
    print(f"mean nll={mean_nll:.3f} ppl={math.exp(mean_nll):.2f} acc={accuracy:.3f}")
    print("replica ids:", np.asarray(out["replica"]).tolist())
    seq_nll = np.asarray(out["seq_nll"]).reshape(-1)[: len(requests)]
    next_tok = np.asarray(out["next_token"]).reshape(-1)[: len(requests)]
    for i, (s, t) in enumerate(zip(seq_nll, next_tok)):
        print(f"  request {i:2d}: len={len(requests[i]):2d} nll/token={s:.3f} next={int(t)}")


if __name__ == "__main__":
    main()
