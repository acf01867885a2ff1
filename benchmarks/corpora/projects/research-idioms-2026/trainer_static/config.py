import argparse


def parse_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--augment", nargs="+", default=["flip", "noise"])
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)
