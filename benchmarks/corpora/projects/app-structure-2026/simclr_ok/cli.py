import argparse

import jax

from simclr_ok import objectives  # noqa: F401
from simclr_ok.config import Config
from simclr_ok.data import make_clusters, minibatches
from simclr_ok.models import batch_embed, build_encoder
from simclr_ok.similarity import nearest_centroid_accuracy
from simclr_ok.trainer import ContrastiveTrainer


def parse(argv=None):
    p = argparse.ArgumentParser(prog="simclr_ok", description="contrastive pretraining demo")
    p.add_argument("--steps", type=int, default=Config.steps)
    p.add_argument("--batch-size", type=int, default=Config.batch_size)
    p.add_argument("--temperature", type=float, default=Config.temperature)
    p.add_argument("--objective", default=Config.objective)
    p.add_argument("--seed", type=int, default=Config.seed)
    return p.parse_args(argv)


def make_logger(every):
    def log(step, model, loss):
        if step % every == 0:
            print(f"step {step:4d}  loss {float(loss):.4f}")

    return log


def main(argv=None):
    args = parse(argv)
    cfg = Config.from_dict({k: v for k, v in vars(args).items()})
    points, labels = make_clusters(cfg)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    model = build_encoder(cfg, init_key)
    before = nearest_centroid_accuracy(batch_embed(model, points), labels, cfg.num_clusters)
    trainer = ContrastiveTrainer(cfg, hooks=[make_logger(cfg.log_every)])
    model = trainer.run(model, minibatches(points, cfg.batch_size, cfg.seed), key)
    after = nearest_centroid_accuracy(batch_embed(model, points), labels, cfg.num_clusters)
    print(f"nearest-centroid accuracy: {before:.3f} -> {after:.3f}")
    return 0
