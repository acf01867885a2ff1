import argparse

from .train import run


def main():
    p = argparse.ArgumentParser(description="class-weighted classifier")
    p.add_argument("--balance", choices=["none", "inverse", "sqrt"], default="inverse")
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--show-confusion", action="store_true")
    run(p.parse_args())
