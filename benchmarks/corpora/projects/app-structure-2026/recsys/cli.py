import argparse

import jax
import numpy as np

from recsys.config import Config
from recsys.data import pair_batches, simulate
from recsys.evaluation import format_metrics
from recsys.models import make_model
from recsys.registry import MODELS
from recsys.trainer import BPRTrainer


def make_parser():
    d = Config()
    p = argparse.ArgumentParser(prog="recsys", description="BPR matrix factorization")
    p.add_argument("--model", default=d.model, choices=MODELS.keys())
    p.add_argument("--embed-dim", type=int, default=d.embed_dim)
    p.add_argument("--steps", type=int, default=d.steps)
    p.add_argument("--top-k", type=int, default=d.top_k)
    p.add_argument("--seed", type=int, default=d.seed)
    return p


def main(argv=None):
    args = make_parser().parse_args(argv)
    cfg = Config(model=args.model, embed_dim=args.embed_dim, steps=args.steps,
                 top_k=args.top_k, seed=args.seed)
    users, items, held_out = simulate(cfg)
    print(f"{len(users)} training interactions, {cfg.num_users} users, {cfg.num_items} items")
    trainer = BPRTrainer(make_model(cfg), cfg)
    key = jax.random.PRNGKey(cfg.seed)
    init_key, train_key = jax.random.split(key)
    params, opt_state = trainer.init(init_key)
    all_users = np.arange(cfg.num_users)
    print("before:", format_metrics(trainer.evaluate(params, all_users, held_out), cfg.top_k))
    params, _ = trainer.train(params, opt_state, pair_batches(users, items, cfg.batch_size, cfg.seed),
                              train_key)
    print("after: ", format_metrics(trainer.evaluate(params, all_users, held_out), cfg.top_k))
    return 0
