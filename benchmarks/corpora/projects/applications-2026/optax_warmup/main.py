import argparse

from .configs import CONFIGS
from .registry import MODELS
from .train import train_and_evaluate


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", choices=sorted(CONFIGS), default="small")
    p.add_argument("--model", choices=sorted(MODELS), default="bow")
    p.add_argument("--steps", type=int, default=None)
    p.add_argument("--eval-only", action="store_true")
    args = p.parse_args()
    cfg = dict(CONFIGS[args.config])
    if args.steps is not None:
        cfg["total_steps"] = args.steps
    acc = train_and_evaluate(cfg, args.model, train=not args.eval_only)
    print("test accuracy: %.3f" % acc)
