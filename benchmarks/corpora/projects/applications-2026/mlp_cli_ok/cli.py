import argparse

from .loop import run_training


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="train a small MLP on blobs")
    p.add_argument("--hidden", nargs="+", type=int, default=[32, 16])
    p.add_argument("--activation", choices=["relu", "tanh", "gelu"], default="relu")
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--verbose", action="store_true")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    history = run_training(args)
    print("final val acc: %.3f" % history[-1]["val_acc"])
