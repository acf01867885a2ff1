import jax
import numpy as np

from .config import describe, make_config
from .data import BucketIterator, make_sequences
from .evaluate import perplexity
from .model import init_params
from .train import make_optimizer, make_train_step, run_epoch


def main():
    cfg = make_config({"num_epochs": 4})
    print(describe(cfg))
    rng = np.random.default_rng(cfg["seed"])
    train_seqs = make_sequences(cfg["num_train"], cfg, rng)
    eval_seqs = make_sequences(cfg["num_eval"], cfg, rng)
    buckets = cfg.get("buckets", (cfg["max_len"],))
    train_loader = BucketIterator(train_seqs, buckets, cfg["batch_size"], cfg["pad_id"],
                                  drop_last=True, seed=1)
    eval_loader = BucketIterator(eval_seqs, buckets, cfg["batch_size"], cfg["pad_id"], shuffle=False)

    params = init_params(jax.random.PRNGKey(cfg["seed"]), cfg)
    optimizer = make_optimizer(cfg)
    opt_state = optimizer.init(params)
    train_step = make_train_step(optimizer)

    for epoch in range(cfg.get("num_epochs", 1)):
        params, opt_state, loss = run_epoch(params, opt_state, train_loader, train_step)
        ppl, by_bucket = perplexity(params, eval_loader)
        print(f"epoch {epoch} train nll {loss:.3f} eval ppl {ppl:.3f} by bucket {by_bucket}")


if __name__ == "__main__":
    main()
