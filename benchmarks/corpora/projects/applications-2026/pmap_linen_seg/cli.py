import argparse

from .train import train


def main():
    p = argparse.ArgumentParser(description="segment 1D signals into regimes")
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--channels", type=int, nargs="+", default=[16, 16])
    p.add_argument("--num-classes", type=int, default=3)
    p.add_argument("--ignore-index", type=int, default=-1)
    p.add_argument("--per-device-batch", type=int, default=16)
    p.add_argument("--quiet", action="store_true")
    args = p.parse_args()
    train(args)
