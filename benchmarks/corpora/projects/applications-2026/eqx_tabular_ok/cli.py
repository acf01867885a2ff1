import argparse

import jax

from .datasets import load_tabular
from .models import TabularRegressor
from .train import fit


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--width", type=int, default=32)
    p.add_argument("--depth", type=int, default=2)
    p.add_argument("--steps", type=int, default=150)
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--loss", choices=["mse", "huber"], default="huber")
    p.add_argument("--no-log-features", dest="log_features", action="store_false")
    p.add_argument("--patience", type=int, default=20)
    args = p.parse_args()

    train, valid, stats = load_tabular(n=400, seed=0)
    model = TabularRegressor(train["x"].shape[1], args.width, args.depth, stats,
                             log_features=args.log_features, key=jax.random.key(0))
    model, best = fit(model, train, valid, args)
    print("best valid loss %.4f" % best)
